import ICAL from 'ical.js';
import { MAX_OCCURRENCES, WEEKDAYS, addDays, type MessageDescriptor, type RecurrenceRule, type Weekday } from '@eventory/core';
import type { LocalDateTime } from './icsTime.js';

type IcalRecur = InstanceType<typeof ICAL.Recur>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/**
 * The outcome of mapping an RRULE: our rule (with an optional note for the summary, a catalogue
 * message), or why it has no equivalent (the rule's own notation, `FREQ=DAILY with BYHOUR`).
 */
export type RuleMapping = { rule: RecurrenceRule; note?: MessageDescriptor } | { reason: string };

/** The first occurrence of a series: its local start date and time (null when all-day). */
export interface SeriesStart {
  date: string;
  time: string | null;
}

const BY_WEEKDAY = /^(MO|TU|WE|TH|FR|SA|SU)$/;
const BY_NTH_WEEKDAY = /^([+-]?\d{1,2})(MO|TU|WE|TH|FR|SA|SU)$/;

/** The weekday code (`MO`…`SU`) of a local date `YYYY-MM-DD`. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

function daysInMonth(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when `date` is the `position`-th (1–4, or -1 for the last) of its weekday in its month. */
function isNthWeekday(date: string, position: number): boolean {
  const day = Number(date.slice(8, 10));
  return position === -1 ? day + 7 > daysInMonth(date) : Math.ceil(day / 7) === position;
}

/** The plain weekdays of a BYDAY list, or null when one carries an ordinal (`1TU`). */
function plainWeekdays(byday: string[]): Weekday[] | null {
  const days = byday.map((d) => d.toUpperCase());
  return days.every((d) => BY_WEEKDAY.test(d)) ? (days as Weekday[]) : null;
}

/** The BY-parts a rule uses (non-empty lists only). */
function usedParts(recur: IcalRecur): string[] {
  return Object.entries(recur.parts)
    .filter(([, values]) => Array.isArray(values) && values.length > 0)
    .map(([key]) => key)
    .sort();
}

type Shape = Pick<RecurrenceRule, 'frequency' | 'weekdays' | 'monthly_mode' | 'position'>;

/** Frequency, weekdays and monthly mode of a rule, or why it has no equivalent. */
function shapeOf(recur: IcalRecur, first: SeriesStart): Shape | string {
  const parts = usedParts(recur);
  const only = (...allowed: string[]) => parts.every((p) => allowed.includes(p));
  const startDay = weekdayOf(first.date);
  const byday = recur.parts.BYDAY ?? [];
  const base = { weekdays: [] as Weekday[], monthly_mode: 'date' as const, position: null };
  switch (recur.freq) {
    case 'DAILY': {
      if (parts.length === 0) return { ...base, frequency: 'daily' };
      // Daily on some weekdays (FREQ=DAILY;BYDAY=MO,TU,…) is weekly on those weekdays.
      const days = plainWeekdays(byday);
      if (only('BYDAY') && recur.interval === 1 && days?.includes(startDay)) return { ...base, frequency: 'weekly', weekdays: days };
      return `FREQ=DAILY with ${parts.join(', ')}`;
    }
    case 'WEEKLY': {
      if (!only('BYDAY')) return `FREQ=WEEKLY with ${parts.join(', ')}`;
      const days = byday.length ? plainWeekdays(byday) : [startDay];
      if (!days) return `BYDAY=${byday.join(',')} in a weekly rule`;
      if (!days.includes(startDay)) return 'the first date is not one of the BYDAY weekdays';
      if (recur.interval > 1 && days.length > 1 && recur.wkst !== ICAL.Time.MONDAY) return 'WKST other than MO with several weekdays';
      return { ...base, frequency: 'weekly', weekdays: byday.length ? days : [] };
    }
    case 'MONTHLY': {
      if (parts.length === 0) return { ...base, frequency: 'monthly' };
      if (only('BYMONTHDAY') && recur.parts.BYMONTHDAY?.length === 1 && recur.parts.BYMONTHDAY[0] === Number(first.date.slice(8, 10))) {
        return { ...base, frequency: 'monthly' };
      }
      const nth = only('BYDAY') && byday.length === 1 ? BY_NTH_WEEKDAY.exec(byday[0]!.toUpperCase()) : null;
      const position = nth ? Number(nth[1]) : 0;
      if (!nth || ![-1, 1, 2, 3, 4].includes(position)) return `FREQ=MONTHLY with ${parts.join(', ')}${byday.length ? ` (BYDAY=${byday.join(',')})` : ''}`;
      if (nth[2] !== startDay || !isNthWeekday(first.date, position)) return `the first date is not on BYDAY=${byday[0]}`;
      return { ...base, frequency: 'monthly', monthly_mode: 'nth_weekday', position: position as Shape['position'] };
    }
    case 'YEARLY': {
      // BYMONTH/BYMONTHDAY that only repeat the first date are the plain yearly rule.
      const sameMonth = (recur.parts.BYMONTH ?? [Number(first.date.slice(5, 7))]).join() === String(Number(first.date.slice(5, 7)));
      const sameDay = (recur.parts.BYMONTHDAY ?? [Number(first.date.slice(8, 10))]).join() === String(Number(first.date.slice(8, 10)));
      if (only('BYMONTH', 'BYMONTHDAY') && sameMonth && sameDay) return { ...base, frequency: 'yearly' };
      return `FREQ=YEARLY with ${parts.join(', ')}`;
    }
    default:
      return `FREQ=${recur.freq}`;
  }
}

/**
 * Maps an RRULE to a recurrence rule when our model can hold it: DAILY/WEEKLY/MONTHLY/YEARLY with
 * INTERVAL ≤ 365; weekly BYDAY weekdays that include the first date; monthly BYDAY=nXX (n = 1–4
 * or -1) matching the first date, or BYMONTHDAY equal to its day; COUNT (at most MAX_OCCURRENCES,
 * larger counts are clamped with a note); UNTIL as an inclusive local date.
 * @param first the series' first occurrence, local in the event zone
 * @param until the rule's UNTIL already converted to the event zone, or null
 * @returns the rule without exdates (the caller adds them), or the reason it cannot be stored
 */
export function mapRule(recur: IcalRecur, first: SeriesStart, until: LocalDateTime | null): RuleMapping {
  const shape = shapeOf(recur, first);
  if (typeof shape === 'string') return { reason: shape };
  if (recur.interval > 365) return { reason: `INTERVAL=${recur.interval}` };
  const rule: RecurrenceRule = { ...shape, interval: recur.interval, exdates: [], until: null, count: null };
  if (recur.count) {
    rule.count = Math.min(recur.count, MAX_OCCURRENCES);
    if (recur.count > MAX_OCCURRENCES) {
      return { rule, note: /*i18n*/ { id: 'only its first {max} of {count} occurrences were imported', values: { max: MAX_OCCURRENCES, count: recur.count } } };
    }
  } else if (until) {
    // UNTIL is an instant: the last day counts only when its occurrence starts by then.
    const lastDayCounts = until.time === null || first.time === null || until.time >= first.time;
    rule.until = lastDayCounts ? until.date : addDays(until.date, -1);
  }
  return { rule };
}

/**
 * The start times of a series as ical.js expands it (RRULE, RDATE and EXDATE applied), for rules
 * that have no equivalent in our model.
 * @param horizonMs stop after this UTC instant (ms)
 * @param max most occurrences returned
 * @returns the starts, and whether the series went on beyond the bounds
 */
export function expandStarts(event: IcalEvent, horizonMs: number, max: number): { starts: IcalTime[]; truncated: boolean } {
  const starts: IcalTime[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (starts.length >= max || next.toUnixTime() * 1000 > horizonMs) return { starts, truncated: true };
    starts.push(next.clone());
  }
  return { starts, truncated: false };
}
