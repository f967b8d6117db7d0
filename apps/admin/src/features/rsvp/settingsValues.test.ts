import { describe, expect, it } from 'vitest';
import type { RsvpSettings } from '@eventory/core';
import { deadlineAfterEnd, settingsToValues, valuesToSettings } from './settingsValues';
import { parseDate, parseTime } from '../events/editor/dateTime';

const stored: RsvpSettings = {
  enabled: true,
  limit: 80,
  guests_per_response: 3,
  deadline_date: '2025-06-01',
  deadline_time: '18:30',
  deadline_at: '2025-06-01T16:30:00.000Z',
};

describe('settingsToValues / valuesToSettings', () => {
  it('round-trips stored settings, keeping the local deadline date and time', () => {
    const values = settingsToValues(stored);
    expect(values.limit).toBe(80);
    expect(values.deadline_date?.format('YYYY-MM-DD')).toBe('2025-06-01');
    expect(values.deadline_time?.format('HH:mm')).toBe('18:30');
    expect(valuesToSettings(values)).toEqual({ enabled: true, limit: 80, guests_per_response: 3, deadline_date: '2025-06-01', deadline_time: '18:30' });
  });

  it('shows an unlimited (-1) limit as an empty field and saves an empty field as -1', () => {
    const values = settingsToValues({ ...stored, limit: -1, deadline_date: null, deadline_time: null, deadline_at: null });
    expect(values).toMatchObject({ limit: null, deadline_date: null, deadline_time: null });
    expect(valuesToSettings(values)).toMatchObject({ limit: -1, deadline_date: null, deadline_time: null });
  });

  it('keeps a limit of 0 (RSVP closed to new going answers) apart from unlimited', () => {
    expect(valuesToSettings(settingsToValues({ ...stored, limit: 0 })).limit).toBe(0);
  });
});

describe('deadlineAfterEnd', () => {
  const event = { start_date: '2027-03-10', end_date: '', end_time: '18:00', recurring_enabled: 'no' as const };
  const at = (date: string | null, time: string | null) => ({ deadline_date: parseDate(date), deadline_time: parseTime(time) });

  it("compares the local deadline with the event's local end, an empty time being the end of the day", () => {
    expect(deadlineAfterEnd(at('2027-03-10', '17:59'), event)).toBe(false);
    expect(deadlineAfterEnd(at('2027-03-10', '18:00'), event)).toBe(false);
    expect(deadlineAfterEnd(at('2027-03-10', '18:01'), event)).toBe(true);
    expect(deadlineAfterEnd(at('2027-03-10', null), event)).toBe(true);
    expect(deadlineAfterEnd(at('2027-03-10', null), { ...event, end_time: '' })).toBe(false);
    expect(deadlineAfterEnd(at('2027-03-11', '09:00'), { ...event, end_date: '2027-03-12' })).toBe(false);
    expect(deadlineAfterEnd(at('2027-03-13', '09:00'), { ...event, end_date: '2027-03-12' })).toBe(true);
  });

  it("judges neither an empty deadline nor a series' parent", () => {
    expect(deadlineAfterEnd(at(null, null), event)).toBe(false);
    expect(deadlineAfterEnd(at('2027-04-01', null), { ...event, recurring_enabled: 'yes' })).toBe(false);
  });
});
