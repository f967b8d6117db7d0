/** How far from now an event may start, or have ended, and still count as today's, ms (12 h). */
export const TODAY_MARGIN_MS = 12 * 60 * 60_000;

/**
 * Whether the event chosen at the door takes place today (door staff who picked next week's
 * occurrence of a series would otherwise check every guest in on the wrong date): `later` when it starts more than {@link TODAY_MARGIN_MS} from now,
 * `earlier` when it ended more than that ago, else `today` (running, or starting or ended within the
 * margin). An instant that cannot be read counts as today: no warning rather than a wrong one.
 * @param startAt the event's start, an ISO 8601 instant
 * @param endAt its end, an ISO 8601 instant
 * @param now ms since the epoch
 */
export function eventTiming(startAt: string, endAt: string, now: number): 'later' | 'today' | 'earlier' {
  const start = Date.parse(startAt);
  const end = Date.parse(endAt);
  if (start - now > TODAY_MARGIN_MS) return 'later';
  if (now - end > TODAY_MARGIN_MS) return 'earlier';
  return 'today';
}
