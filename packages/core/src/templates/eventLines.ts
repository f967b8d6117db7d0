/**
 * How template blocks word an event's facts (issue #10 §5): its dates and times in its own wall
 * clock, where it takes place, and what a countdown to its start shows. One home for the server's
 * renderer and the builder's canvas, which shows the chosen event's values while it is designed.
 */
import { formatCalendarDate, formatWallTime } from '../format.js';
import type { EventItem, EventLocation } from '../schemas/event.js';

/**
 * An event's date and time lines in its own wall clock, in `locale`: `March 14, 2027 – March 15, 2027`
 * (the date alone when it ends the day it starts) and `9:00 AM – 5:00 PM` (the start alone without
 * an end, '' without a start).
 */
export function eventDateLines(
  event: Pick<EventItem, 'start_date' | 'end_date' | 'start_time' | 'end_time'>,
  { locale }: { locale?: string } = {},
): { date: string; time: string } {
  const start = formatCalendarDate(event.start_date, { locale });
  const end = event.end_date && event.end_date !== event.start_date ? formatCalendarDate(event.end_date, { locale }) : '';
  const from = event.start_time ? formatWallTime(event.start_time, { locale }) : '';
  const to = event.end_time ? formatWallTime(event.end_time, { locale }) : '';
  return { date: end ? `${start} – ${end}` : start, time: from && to ? `${from} – ${to}` : from };
}

/**
 * Where an event takes place, in words: the venue's address, or the online link (`online`, the
 * word 'Online' in the reader's language, when it has none); '' without a location.
 */
export function eventPlaceText(location: EventLocation | null, online: string): string {
  if (!location) return '';
  if (location.type === 'online') return location.url || online;
  return location.address?.address ?? '';
}

/** What a countdown shows: whole days, hours, minutes and seconds of `ms` (all 0 once it is not positive). */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits the time left until an event starts, `ms`, into the units a countdown shows. */
export function countdownParts(ms: number): CountdownParts {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(seconds / 86_400), hours: Math.floor(seconds / 3600) % 24, minutes: Math.floor(seconds / 60) % 60, seconds: seconds % 60 };
}
