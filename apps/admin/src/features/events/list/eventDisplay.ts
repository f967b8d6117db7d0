import { i18n } from '@lingui/core';
import { buildShortcode, formatUtcOffset, formatWallClock, UNLIMITED, type EventItem } from '@eventory/core';

/** The editor route of an event (SPEC §2 route table), opened on its first section. */
export function editorPath(id: number): string {
  return `/events/create/${id}/basic`;
}

/** The ticket scanner link (SPEC §7 "Other links"): the admin URL with etn_action and event_id. */
export function scannerUrl(adminUrl: string, id: number): string {
  const separator = adminUrl.includes('?') ? '&' : '?';
  return `${adminUrl}${separator}etn_action=ticket_scanner&event_id=${id}`;
}

/** The shortcode an event's Get Script embeds: its ticket form (`[etn_pro_ticket_form id="N"]`). */
export function ticketFormShortcode(id: number): string {
  return buildShortcode('etn_pro_ticket_form', { id: String(id) });
}

/** The location line of an event: the address, the online URL, or '' when there is none or it is malformed. */
export function locationText(location: unknown): string {
  if (location === null || typeof location !== 'object') return '';
  const loc = location as { type?: unknown; address?: { address?: unknown } | null; url?: unknown };
  if (loc.type === 'online') return typeof loc.url === 'string' && loc.url ? loc.url : i18n._('Online');
  const address = loc.address?.address;
  return typeof address === 'string' ? address : '';
}

/** The start line of an event: its local date and time in the site's `locale`, then its zone's offset at the start. */
export function eventStartText(event: Pick<EventItem, 'start_date' | 'start_time' | 'start_at' | 'timezone'>, locale?: string): string {
  const parts = [formatWallClock(event.start_date, event.start_time, { locale })];
  const instant = Date.parse(event.start_at);
  if (!Number.isNaN(instant)) parts.push(`(${formatUtcOffset(instant, event.timezone)})`);
  return parts.join(' ');
}

/** The Sold column: `sold/total` (∞ for an unlimited total, SPEC §9) and the sold share in percent. */
export function soldSummary(sold: number, total: number): { text: string; percent: number } {
  if (total === UNLIMITED) return { text: `${sold}/∞`, percent: 0 };
  const percent = total > 0 ? Math.min(100, Math.round((sold / total) * 100)) : 0;
  return { text: `${sold}/${total}`, percent };
}

/**
 * The series line of a recurring parent's row (issue #9 §1): its next occurrence (or, when all
 * have ended, its last, in the site's `locale`) and how many occurrences it has, e.g. `Next: Nov 24, 2026, 7:00 PM (UTC+01:00) · 52 occurrences`.
 */
export function seriesText(event: Pick<EventItem, 'occurrence_count' | 'next_occurrence'>, now: number, locale?: string): string {
  const count = event.occurrence_count ?? 0;
  const counted = i18n._('{count, plural, one {# occurrence} other {# occurrences}}', { count });
  const next = event.next_occurrence;
  if (!next) return counted;
  const when = eventStartText(next, locale);
  return Date.parse(next.end_at) < now ? i18n._('Last: {when} · {counted}', { when, counted }) : i18n._('Next: {when} · {counted}', { when, counted });
}
