import { zonedToUtc } from './timezone.js';

/** Stored publication state of an event on the wire (SPEC §3). */
export type PublishStatus = 'draft' | 'publish';

/** The state the event list shows (SPEC §4 "Event status"). */
export type EventState = 'draft' | 'ongoing' | 'upcoming' | 'expired';

/** Values of the event list's status filter; Expired filters as 'past' (SPEC §4). */
export const EVENT_STATUS_FILTERS = ['all', 'draft', 'ongoing', 'upcoming', 'past'] as const;
export type EventStatusFilter = (typeof EVENT_STATUS_FILTERS)[number];

/** Tag colours of each state (SPEC §4): antd Tag colour names. */
export const EVENT_STATE_COLORS: Record<EventState, string> = {
  ongoing: 'success',
  upcoming: 'processing',
  expired: 'error',
  draft: 'default',
};

export const EVENT_STATE_LABELS: Record<EventState, string> = {
  ongoing: 'Ongoing',
  upcoming: 'Upcoming',
  expired: 'Expired',
  draft: 'Draft',
};

/** Local schedule of an event as it travels on the wire. */
export interface EventSchedule {
  start_date: string;
  end_date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  timezone: string;
}

/**
 * The UTC instants (ms) an event starts and ends. A missing start time means the start of the
 * day, a missing end time the end of the day (23:59), a missing end date the start date.
 * @throws RangeError for invalid dates, times or zones
 */
export function eventInstants(event: EventSchedule): { startAt: number; endAt: number } {
  const startAt = zonedToUtc(event.start_date, event.start_time || '00:00', event.timezone);
  const endAt = zonedToUtc(event.end_date || event.start_date, event.end_time || '23:59', event.timezone);
  return { startAt, endAt };
}

/**
 * The state of an event at `now` (SPEC §4): Draft when not published, else Expired once `now`
 * is past the end, Ongoing from start to end inclusive, Upcoming before the start.
 * @param startAt UTC instant (ms) @param endAt UTC instant (ms) @param now UTC instant (ms)
 */
export function eventState(status: PublishStatus, startAt: number, endAt: number, now: number): EventState {
  if (status === 'draft') return 'draft';
  if (now > endAt) return 'expired';
  if (now >= startAt) return 'ongoing';
  return 'upcoming';
}

/**
 * True when an event's location cannot be shown: not an object, or an offline location whose
 * `address.address` is not text (SPEC §2 shows a warning tooltip for these).
 */
export function isLocationMalformed(location: unknown): boolean {
  if (location === null || location === undefined) return false;
  if (typeof location !== 'object') return true;
  const loc = location as { type?: unknown; address?: unknown; url?: unknown };
  if (loc.type === 'online') return typeof loc.url !== 'string';
  const address = loc.address as { address?: unknown } | undefined;
  return typeof address !== 'object' || address === null || typeof address.address !== 'string';
}
