import type { Dayjs } from 'dayjs';
import { WEEKDAYS, type EventItem, type EventPatch, type RecurrenceRule, type Weekday } from '@eventory/core';
import { DATE_FORMAT, formatDate, parseDate } from './dateTime';

/** How a series ends in the form: open (one year ahead), on a date, or after a number of occurrences. */
export type RecurrenceEnd = 'never' | 'until' | 'count';

/** `position` of a monthly nth-weekday rule; 0 stands for "as the start date" (sent as null). */
export type PositionChoice = 0 | -1 | 1 | 2 | 3 | 4;

/** The recurrence rule as the form holds it. */
export interface RuleValues {
  frequency: RecurrenceRule['frequency'];
  interval: number | null;
  weekdays: Weekday[];
  monthly_mode: RecurrenceRule['monthly_mode'];
  position: PositionChoice;
  ends: RecurrenceEnd;
  until: Dayjs | null;
  count: number | null;
  exdates: Dayjs[] | null;
}

/** Values of the Recurrence section. */
export interface RecurrenceValues {
  recurring_enabled: boolean;
  recurrence: RuleValues;
}

/** The section's field names, for mapping server errors. */
export const RECURRENCE_FIELDS = [
  'recurring_enabled',
  'recurrence.frequency',
  'recurrence.interval',
  'recurrence.weekdays',
  'recurrence.monthly_mode',
  'recurrence.position',
  'recurrence.until',
  'recurrence.count',
  'recurrence.exdates',
] as const;

/** The weekday code (MO..SU) of a date, if it is one. */
export function weekdayOf(date: Dayjs | null): Weekday | undefined {
  return date ? WEEKDAYS[(date.day() + 6) % 7] : undefined;
}

/** Form values of an event's recurrence; an event without a rule gets "weekly on its start weekday". */
export function recurrenceFromEvent(event: EventItem): RecurrenceValues {
  const rule = event.recurrence;
  const startWeekday = weekdayOf(parseDate(event.start_date));
  return {
    recurring_enabled: event.recurring_enabled === 'yes',
    recurrence: {
      frequency: rule?.frequency ?? 'weekly',
      interval: rule?.interval ?? 1,
      weekdays: rule ? rule.weekdays : startWeekday ? [startWeekday] : [],
      monthly_mode: rule?.monthly_mode ?? 'date',
      position: rule?.position ?? 0,
      ends: rule?.until ? 'until' : rule?.count ? 'count' : 'never',
      until: parseDate(rule?.until),
      count: rule?.count ?? null,
      exdates: (rule?.exdates ?? []).map(parseDate).filter((d): d is Dayjs => d !== null),
    },
  };
}

/** The API body: the rule's fields that apply to its frequency and end; recurrence off clears the rule. */
export function recurrencePatch({ recurring_enabled, recurrence: r }: RecurrenceValues): EventPatch {
  if (!recurring_enabled) return { recurring_enabled: 'no', recurrence: null };
  const exdates = [...new Set((r.exdates ?? []).map((d) => d.format(DATE_FORMAT)))].sort();
  return {
    recurring_enabled: 'yes',
    recurrence: {
      frequency: r.frequency,
      interval: r.interval ?? 1,
      weekdays: r.frequency === 'weekly' ? r.weekdays : [],
      monthly_mode: r.frequency === 'monthly' ? r.monthly_mode : 'date',
      position: r.frequency === 'monthly' && r.monthly_mode === 'nth_weekday' && r.position !== 0 ? r.position : null,
      exdates,
      until: r.ends === 'until' ? formatDate(r.until) : null,
      count: r.ends === 'count' ? r.count : null,
    },
  };
}
