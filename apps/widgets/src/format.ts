import { formatDateBadge, formatEventWhen, isValidTimezone, utcToZoned, type EventWhenFields } from '@eventory/core';
import type { PublicEvent } from './data.js';

/**
 * Text helpers shared by the widget components. Dates go through core's format layer (issue #9
 * §4) in the widget's `Intl` locale, so a widget reads an event's time as its public page does.
 */

/**
 * A public event's wall-clock dates (`YYYY-MM-DD`) and times (`HH:mm`) in its own zone (the public
 * API gives UTC instants), for core's formatEventWhen and the calendar; an unknown zone reads as UTC.
 */
export function wallClockOf(event: Pick<PublicEvent, 'startAt' | 'endAt' | 'timezone'>): EventWhenFields {
  const zone = isValidTimezone(event.timezone) ? event.timezone : 'UTC';
  const start = utcToZoned(Date.parse(event.startAt), zone);
  const end = utcToZoned(Date.parse(event.endAt), zone);
  return { start_date: start.date, start_time: start.time, end_date: end.date, end_time: end.time, timezone: zone, start_at: event.startAt };
}

/**
 * When an event runs, as its public page writes it: `Dec 12, 2026, 10:00 AM – 5:00 PM (UTC+01:00)`
 * (en-US), `12.12.2026, 10:00 – 17:00 (MEZ, UTC+01:00)` (de-DE); with `end: false` its start alone.
 */
export function eventWhen(event: PublicEvent, locale: string, { end = true }: { end?: boolean } = {}): string {
  return formatEventWhen(wallClockOf(event), { locale, end });
}

/** Day of month and short month of an event's start for a date badge, in the event's zone. */
export function dateBadge(event: PublicEvent, locale: string): { day: string; month: string } {
  return formatDateBadge(event.startAt, { locale, zone: event.timezone });
}

/** The words of a text, split at whitespace. */
const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** The first `words` words of a text, with an ellipsis when cut (for a sentence's stop: "ends…", not "ends.…"). */
export function limitWords(text: string, words: number): string {
  const all = wordsOf(text);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ').replace(/[.,;:!?…]+$/u, '')}…`;
}

/** Whether a text has more than `words` words, so {@link limitWords} cuts it. */
export const exceedsWords = (text: string, words: number): boolean => wordsOf(text).length > words;
