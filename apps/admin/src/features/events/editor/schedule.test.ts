import { describe, expect, it } from 'vitest';
import { isValidTimezone } from '@eventory/core';
import { scheduleFromEvent, schedulePayload } from './schedule';
import { formatOffsetZone, timezoneGroups, timezoneOptionsFor } from './timezones';

describe('schedule fields', () => {
  it('round-trips dates and times through the pickers', () => {
    const stored = { start_date: '2030-06-01', start_time: '09:30', end_date: '2030-06-02', end_time: '17:05', timezone: 'Europe/Berlin' };
    expect(schedulePayload(scheduleFromEvent(stored))).toEqual(stored);
  });

  it('sends empty end fields as null', () => {
    const values = scheduleFromEvent({ start_date: '2030-06-01', start_time: '', end_date: '', end_time: '', timezone: 'UTC' });
    expect(schedulePayload(values)).toEqual({ start_date: '2030-06-01', start_time: null, end_date: null, end_time: null, timezone: 'UTC' });
  });
});

describe('timezone choices', () => {
  it('writes offsets as UTC±H:MM', () => {
    expect(formatOffsetZone(330)).toBe('UTC+5:30');
    expect(formatOffsetZone(-180)).toBe('UTC-3:00');
    expect(formatOffsetZone(-570)).toBe('UTC-9:30');
  });

  it('offers only zones the API accepts, each once', () => {
    const values = timezoneGroups().flatMap((group) => group.options.map((option) => option.value));
    expect(values).toContain('UTC');
    expect(values).toContain('UTC+5:45');
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(isValidTimezone(value), value).toBe(true);
  });

  it("labels a zone IANA renamed by today's name, keeping the browser's as its value (walk: no 'Kolkata' or 'Kyiv')", () => {
    const zones = timezoneGroups()[0]!.options;
    const labelOf = (value: string) => zones.find((option) => option.value === value)?.label;
    expect(labelOf(Intl.DateTimeFormat('en', { timeZone: 'Asia/Kolkata' }).resolvedOptions().timeZone)).toBe('Asia/Kolkata');
    expect(labelOf(Intl.DateTimeFormat('en', { timeZone: 'Europe/Kyiv' }).resolvedOptions().timeZone)).toBe('Europe/Kyiv');
    expect(labelOf('Europe/Berlin')).toBe('Europe/Berlin');
    expect(labelOf('America/New_York')).toBe('America/New York');
  });

  it('keeps a stored zone the lists do not hold', () => {
    expect(timezoneOptionsFor('UTC+5.5')[0]?.options).toEqual([{ label: 'UTC+5.5', value: 'UTC+5.5' }]);
    expect(timezoneOptionsFor('UTC')).toBe(timezoneGroups());
  });
});
