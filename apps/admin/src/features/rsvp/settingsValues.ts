import type { Dayjs } from 'dayjs';
import { UNLIMITED, type RsvpSettings, type RsvpSettingsInput } from '@eventory/core';
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
