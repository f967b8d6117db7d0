import type { Dayjs } from 'dayjs';
import type { EventItem } from '@eventory/core';
import { formatDate, formatTime, parseDate, parseTime } from './dateTime';

/** The date, time and timezone fields shared by the create form and the Date & Time section. */
export interface ScheduleValues {
  start_date: Dayjs | null;
  start_time: Dayjs | null;
  end_date: Dayjs | null;
  end_time: Dayjs | null;
  timezone: string;
}

/** The schedule as the API takes it: dates `YYYY-MM-DD`, times `HH:mm`, empty ends as null. */
export interface SchedulePayload {
  start_date: string;
  start_time: string | null;
  end_date: string | null;
  end_time: string | null;
  timezone: string;
}

/** Names of the schedule fields, for mapping server field errors onto them. */
export const SCHEDULE_FIELDS = ['start_date', 'start_time', 'end_date', 'end_time', 'timezone'] as const;

/** Form values of a stored event's schedule. */
export function scheduleFromEvent(event: Pick<EventItem, 'start_date' | 'start_time' | 'end_date' | 'end_time' | 'timezone'>): ScheduleValues {
  return {
    start_date: parseDate(event.start_date),
    start_time: parseTime(event.start_time),
    end_date: parseDate(event.end_date),
    end_time: parseTime(event.end_time),
    timezone: event.timezone,
  };
}

/** The API body of the schedule fields (the form has already required the start date). */
export function schedulePayload(values: ScheduleValues): SchedulePayload {
  return {
    start_date: formatDate(values.start_date) ?? '',
    start_time: formatTime(values.start_time),
    end_date: formatDate(values.end_date),
    end_time: formatTime(values.end_time),
    timezone: values.timezone,
  };
}
