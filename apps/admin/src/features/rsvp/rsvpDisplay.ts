import { formatCalendarDate, formatDateTime, RSVP_STATUSES, UNLIMITED, type RsvpStatus } from '@eventory/core';

/** What the RSVP screens call each answer (REFERENCE "RSVP report": going / not_going / maybe). */
export const RSVP_STATUS_LABELS: Record<RsvpStatus, string> = { going: 'Going', not_going: 'Not going', maybe: 'Maybe' };

/** The answers as options of a select or segmented control, in their usual order. */
export const RSVP_STATUS_OPTIONS = RSVP_STATUSES.map((status) => ({ value: status, label: RSVP_STATUS_LABELS[status] }));

/** The Limit column: the number of people, or ∞ for an unlimited (-1) limit (SPEC §9). */
export function limitText(limit: number): string {
  return limit === UNLIMITED ? '∞' : String(limit);
}

/** An event's local start date `YYYY-MM-DD` in the site's `locale`, 'May 1, 2025' (en-US); the raw text when it is not a date. */
export function eventDateText(date: string, locale?: string): string {
  return formatCalendarDate(date, { locale });
}

/** When a response arrived (an ISO 8601 UTC instant) in the viewer's local time and the site's `locale`, 'May 1, 2025, 2:05 PM' (en-US). */
export function receivedOnText(instant: string, locale?: string): string {
  return formatDateTime(instant, { locale });
}
