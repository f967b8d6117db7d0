import { describe, expect, it } from 'vitest';
import { eventPatch, type EventItem } from '@eventory/core';
import { parseDate } from './dateTime';
import { recurrenceFromEvent, recurrencePatch, type RecurrenceValues } from './recurrence';

const event = (over: Partial<EventItem>): EventItem =>
  ({ start_date: '2030-03-12', recurring_enabled: 'no', recurrence: null, parent: 0, ...over }) as EventItem;

describe('recurrence form values', () => {
  it('defaults an event without a rule to weekly on its start weekday', () => {
    const values = recurrenceFromEvent(event({}));
    expect(values.recurring_enabled).toBe(false);
    expect(values.recurrence).toMatchObject({ frequency: 'weekly', interval: 1, weekdays: ['TU'], ends: 'never', position: 0, exdates: [] });
  });

  it('reads a stored rule and its end', () => {
    const values = recurrenceFromEvent(
      event({
        recurring_enabled: 'yes',
        recurrence: { frequency: 'monthly', interval: 2, weekdays: [], monthly_mode: 'nth_weekday', position: -1, exdates: ['2030-05-12'], until: '2030-12-31', count: null },
      }),
    );
    expect(values.recurring_enabled).toBe(true);
    expect(values.recurrence.ends).toBe('until');
    expect(values.recurrence.position).toBe(-1);
    expect(values.recurrence.until?.format('YYYY-MM-DD')).toBe('2030-12-31');
    expect(values.recurrence.exdates?.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2030-05-12']);
  });

  it('sends only the fields that apply, in a shape the API accepts', () => {
    const values: RecurrenceValues = {
      recurring_enabled: true,
      recurrence: {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['MO', 'WE'],
        monthly_mode: 'nth_weekday',
        position: 2,
        ends: 'count',
        until: parseDate('2030-01-01'),
        count: 10,
        exdates: [parseDate('2030-04-01')!, parseDate('2030-03-18')!, parseDate('2030-04-01')!],
      },
    };
    const patch = recurrencePatch(values);
    expect(patch.recurrence).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: ['MO', 'WE'],
      monthly_mode: 'date',
      position: null,
      exdates: ['2030-03-18', '2030-04-01'],
      until: null,
      count: 10,
    });
    expect(eventPatch.safeParse(patch).success).toBe(true);
  });

  it('clears the rule when recurrence is switched off', () => {
    const values = recurrenceFromEvent(event({}));
    expect(recurrencePatch({ ...values, recurring_enabled: false })).toEqual({ recurring_enabled: 'no', recurrence: null });
  });
});
