import { formatUtcOffset, formatWallClock, zonedToUtc, type I18n, type RsvpCounts, type RsvpEventInfo, type RsvpResponse, type RsvpSettings, type RsvpStatus } from '@eventory/core';
import { englishMessage, type ApiMessage } from '../../i18n/apiMessages.js';
import type { RsvpEventRow, ResponseRow, SettingsRow } from './repository.js';

/**
 * The RSVP rules that need no database (issue #4 "RSVP"): deadlines, whether the form is open and
 * why not, places left, and the words people read.
 */

/** The deadline's time of day when only its date is given. */
export const DEFAULT_DEADLINE_TIME = '23:59';

/** Settings of an event that never saved any: RSVP off, unlimited, one person per response. */
export const DEFAULT_SETTINGS: RsvpSettings = { enabled: false, limit: -1, guests_per_response: 1, deadline_date: null, deadline_time: null, deadline_at: null };

/** Words for a status, as the form labels it. */
export const STATUS_LABELS: Record<RsvpStatus, string> = { going: /*i18n*/ 'Going', not_going: /*i18n*/ 'Not going', maybe: /*i18n*/ 'Maybe' };

export const MODULE_OFF_MESSAGE = /*i18n*/ 'RSVP is turned off on this site.';
export const DISABLED_MESSAGE = /*i18n*/ 'This event does not take RSVPs.';
/** Said to a visitor whose invitation link belongs to no invitation of the event they answer. */
export const INVITATION_UNKNOWN_MESSAGE = /*i18n*/ 'This invitation link is not valid for this event. Open the link from your invitation mail again.';

/**
 * The deadline as a UTC instant (ms): its local date and time (default 23:59) in the event's
 * timezone, or null without a date. @throws RangeError for an invalid date, time or zone
 */
export function deadlineInstant(date: string | null, time: string | null, timezone: string): number | null {
  return date === null ? null : zonedToUtc(date, time ?? DEFAULT_DEADLINE_TIME, timezone);
}

/** The wire settings of a row (or the defaults), `deadline_at` computed in the event's current timezone. */
export function presentSettings(row: SettingsRow | undefined, timezone: string): RsvpSettings {
  if (!row) return DEFAULT_SETTINGS;
  const at = deadlineInstant(row.deadline_date, row.deadline_time, timezone);
  return {
    enabled: row.enabled === 1,
    limit: row.limit,
    guests_per_response: row.guests_per_response,
    deadline_date: row.deadline_date,
    deadline_time: row.deadline_time,
    deadline_at: at === null ? null : new Date(at).toISOString(),
  };
}

/** 'RSVP closed on May 1, 2030, 11:59 PM (UTC+02:00).' (en-US; the date in the site's `locale`), a catalogue message. */
export function deadlineMessage(settings: RsvpSettings, timezone: string, locale?: string): ApiMessage {
  const at = Date.parse(settings.deadline_at!);
  const when = `${formatWallClock(settings.deadline_date!, settings.deadline_time ?? DEFAULT_DEADLINE_TIME, { locale })} (${formatUtcOffset(at, timezone)})`;
  return /*i18n*/ { id: 'RSVP closed on {date}.', values: { date: when } };
}

/** Why the form takes no answers at `now` (module off, RSVP off for the event, past the deadline), or null when it is open. */
export function closedReason(settings: RsvpSettings, moduleOn: boolean, timezone: string, now: number, locale?: string): ApiMessage | null {
  if (!moduleOn) return MODULE_OFF_MESSAGE;
  if (!settings.enabled) return DISABLED_MESSAGE;
  if (settings.deadline_at !== null && now > Date.parse(settings.deadline_at)) return deadlineMessage(settings, timezone, locale);
  return null;
}

/** Places left under the limit (never below 0), or -1 when unlimited. */
export function placesLeft(limit: number, attending: number): number {
  return limit === -1 ? -1 : Math.max(0, limit - attending);
}

/** 'Only 3 places left (you asked for 4).' / 'Only 1 place left …'; with none left, that not going or maybe can still be answered. */
export function overLimitMessage(left: number, wanted: number): ApiMessage {
  if (left === 0) return /*i18n*/ { id: 'No places left: you can still answer not going or maybe.' };
  return /*i18n*/ { id: 'Only {left, plural, one {# place} other {# places}} left (you asked for {wanted}).', values: { left, wanted } };
}

/** 'At most 2 people per response (you asked for 3).' */
export function partyTooLargeMessage(max: number, wanted: number): ApiMessage {
  return /*i18n*/ { id: 'At most {max, plural, one {# person} other {# people}} per response (you asked for {wanted}).', values: { max, wanted } };
}

/**
 * What the RSVP form of an event shows (a closing date in `locale`); `translate` writes
 * `closed_reason` in the reader's language (English by default).
 */
export function eventInfo(
  event: RsvpEventRow,
  settings: RsvpSettings,
  counts: RsvpCounts,
  moduleOn: boolean,
  now: number,
  locale?: string,
  translate: (message: ApiMessage) => string = englishMessage,
): RsvpEventInfo {
  const closed = closedReason(settings, moduleOn, event.timezone, now, locale);
  return {
    event_id: event.id,
    title: event.title,
    settings,
    counts,
    remaining: placesLeft(settings.limit, counts.attending),
    open: closed === null,
    closed_reason: closed === null ? null : translate(closed),
  };
}

/** The thanks the form shows after an answer was saved, in the language of `i18n`. */
export function thanksMessage(i18n: I18n, r: { name: string; email: string; status: RsvpStatus; number_of_attendees: number }, updated: boolean): string {
  const values = { name: r.name, email: r.email, answer: i18n._(STATUS_LABELS[r.status]), count: r.number_of_attendees };
  if (r.status !== 'going') {
    return updated
      ? i18n._('Thank you, {name}! Your RSVP is updated: {answer}. A confirmation is on its way to {email}.', values)
      : i18n._('Thank you, {name}! Your RSVP is saved: {answer}. A confirmation is on its way to {email}.', values);
  }
  return updated
    ? i18n._('Thank you, {name}! Your RSVP is updated: {answer} ({count, plural, one {# person} other {# people}}). A confirmation is on its way to {email}.', values)
    : i18n._('Thank you, {name}! Your RSVP is saved: {answer} ({count, plural, one {# person} other {# people}}). A confirmation is on its way to {email}.', values);
}

export function presentResponse(row: ResponseRow): RsvpResponse {
  let guests: RsvpResponse['guests'] = [];
  try {
    const parsed: unknown = JSON.parse(row.guests);
    if (Array.isArray(parsed)) guests = parsed as RsvpResponse['guests'];
  } catch {
    guests = [];
  }
  return {
    id: row.id,
    event_id: row.event_id,
    name: row.name,
    email: row.email,
    number_of_attendees: row.number_of_attendees,
    status: row.status as RsvpStatus,
    guests,
    received_on: row.updated_at,
  };
}

/** When an event starts, for mails and the invitation page, in the site's `locale`: 'May 1, 2030, 9:00 AM (UTC+02:00)' (en-US). */
export function eventStart(event: Pick<RsvpEventRow, 'start_date' | 'start_time' | 'start_at' | 'timezone'>, locale?: string): string {
  return `${formatWallClock(event.start_date, event.start_time, { locale })} (${formatUtcOffset(Date.parse(event.start_at), event.timezone)})`;
}
