import rrulePkg from 'rrule';
import { MAX_OCCURRENCES, type RecurrenceRule, type Weekday } from '@eventory/core';

const { RRule } = rrulePkg;

/** One occurrence's local dates (the times are the parent's). */
export interface OccurrenceDates {
  start_date: string;
  end_date: string;
}

const DAY_MS = 86_400_000;
const WEEKDAY_INDEX: Record<Weekday, number> = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 };
const FREQUENCY = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY } as const;

const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The local dates of a recurring parent's occurrences, computed in floating (wall-clock) time so a
 * DST change never shifts an occurrence's local time.
 * @param first the parent's first occurrence (its start and end dates)
 * @param rule frequency, interval, weekdays (weekly), monthly mode, and until (local date) or count
 * @param horizon last local date to generate when the rule has neither until nor count
 * @returns at most MAX_OCCURRENCES occurrences, in order, the first one included when it matches
 */
export function expandOccurrences(first: OccurrenceDates, rule: RecurrenceRule, horizon: string): OccurrenceDates[] {
  const dtstart = new Date(toDay(first.start_date));
  const spanDays = Math.round((toDay(first.end_date) - toDay(first.start_date)) / DAY_MS);
  const options: ConstructorParameters<typeof RRule>[0] = {
    freq: FREQUENCY[rule.frequency],
    interval: rule.interval,
    dtstart,
  };
  if (rule.frequency === 'weekly' && rule.weekdays.length > 0) options.byweekday = rule.weekdays.map((d) => WEEKDAY_INDEX[d]);
  if (rule.frequency === 'monthly' && rule.monthly_mode === 'nth_weekday') {
    const nth = Math.ceil(dtstart.getUTCDate() / 7);
    const weekday = (dtstart.getUTCDay() + 6) % 7;
    // A start in the month's last seven days that is its fifth weekday means "the last" one.
    const position = rule.position ?? (nth === 5 ? -1 : nth);
    options.byweekday = [new rrulePkg.Weekday(weekday, position)];
  }
  if (rule.count) options.count = Math.min(rule.count, MAX_OCCURRENCES);
  options.until = new Date(toDay(rule.until ?? (rule.count ? '9999-12-31' : horizon)) + DAY_MS - 1);
  const dates = new RRule(options).all((_, i) => i < MAX_OCCURRENCES);
  const excluded = new Set(rule.exdates);
  return dates
    .map((d) => {
      const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
      return { start_date: fromDay(start), end_date: fromDay(start + spanDays * DAY_MS) };
    })
    .filter((o) => !excluded.has(o.start_date));
}
