import type { Dayjs } from 'dayjs';
import { UNLIMITED, type EventItem, type RsvpSettings, type RsvpSettingsInput } from '@eventory/core';
import { formatDate, formatTime, parseDate, parseTime } from '../events/editor/dateTime';

/** The event editor's RSVP form: an empty limit means unlimited; the deadline is a local date and time. */
export interface RsvpSettingsValues {
  enabled: boolean;
  limit: number | null;
  guests_per_response: number;
  deadline_date: Dayjs | null;
  deadline_time: Dayjs | null;
}

/** The form's field names: server errors on them show on the field. */
export const RSVP_SETTINGS_FIELDS = ['enabled', 'limit', 'guests_per_response', 'deadline_date', 'deadline_time'] as const;

/** Form values of stored settings (an unlimited -1 limit shows as an empty field). */
export function settingsToValues(settings: RsvpSettings): RsvpSettingsValues {
  return {
    enabled: settings.enabled,
    limit: settings.limit === UNLIMITED ? null : settings.limit,
    guests_per_response: settings.guests_per_response,
    deadline_date: parseDate(settings.deadline_date),
    deadline_time: parseTime(settings.deadline_time),
  };
}

/** The `PUT /event/{id}/rsvp` body of the form (an empty limit is -1, unlimited). */
export function valuesToSettings(values: RsvpSettingsValues): RsvpSettingsInput {
  return {
    enabled: values.enabled,
    limit: values.limit ?? UNLIMITED,
    guests_per_response: values.guests_per_response,
    deadline_date: formatDate(values.deadline_date),
    deadline_time: formatTime(values.deadline_time),
  };
}

/**
 * Whether a deadline falls after the event has ended, so the form would take answers for a past
 * event (walk of 30 Nov 2026: it was saved without a word). Both are local date-times in the event's
 * zone; an empty time is the end of its day (23:59), as the server reads a deadline. A series' parent
 * is not judged: its later occurrences end after it.
 */
export function deadlineAfterEnd(
  deadline: Pick<RsvpSettingsValues, 'deadline_date' | 'deadline_time'>,
  event: Pick<EventItem, 'start_date' | 'end_date' | 'end_time' | 'recurring_enabled'>,
): boolean {
  const date = formatDate(deadline.deadline_date);
  if (!date || event.recurring_enabled === 'yes') return false;
  const end = `${event.end_date || event.start_date} ${event.end_time || '23:59'}`;
  return `${date} ${formatTime(deadline.deadline_time) ?? '23:59'}` > end;
}
