import { describe, expect, it } from 'vitest';
import { addDays, formatUtcOffset, isSkippedTime, isValidDate, isValidTime, isValidTimezone, parseUtcOffset, utcToZoned, zonedDayBounds, zonedToUtc } from './timezone.js';

const utc = (date: string, time: string, zone: string) => new Date(zonedToUtc(date, time, zone)).toISOString();

describe('zonedToUtc at ordinary times', () => {
  it('converts UTC and fixed IANA zones', () => {
    expect(utc('2026-01-01', '00:00', 'UTC')).toBe('2026-01-01T00:00:00.000Z');
    expect(utc('2026-01-15', '10:00', 'Europe/Berlin')).toBe('2026-01-15T09:00:00.000Z');
    expect(utc('2026-07-15', '10:00', 'Europe/Berlin')).toBe('2026-07-15T08:00:00.000Z');
    expect(utc('2026-07-15', '10:00', 'America/New_York')).toBe('2026-07-15T14:00:00.000Z');
  });

  it('crosses the date line at the edges of the day', () => {
    expect(utc('2026-01-01', '00:00', 'Europe/Berlin')).toBe('2025-12-31T23:00:00.000Z');
    expect(utc('2026-12-31', '23:59', 'America/New_York')).toBe('2027-01-01T04:59:00.000Z');
    expect(utc('2024-02-29', '23:30', 'Pacific/Auckland')).toBe('2024-02-29T10:30:00.000Z');
  });

  it('handles odd offsets: Kathmandu +5:45', () => {
    expect(utc('2026-06-01', '10:00', 'Asia/Kathmandu')).toBe('2026-06-01T04:15:00.000Z');
    expect(utc('2026-06-01', '00:00', 'Asia/Kathmandu')).toBe('2026-05-31T18:15:00.000Z');
  });
});

describe('zonedToUtc across DST', () => {
  it('Europe/Berlin: just before and after spring forward (2026-03-29 02:00 → 03:00)', () => {
    expect(utc('2026-03-29', '01:59', 'Europe/Berlin')).toBe('2026-03-29T00:59:00.000Z');
    expect(utc('2026-03-29', '03:00', 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('Europe/Berlin: a skipped time resolves after the gap (02:30 → 03:30 CEST)', () => {
    expect(utc('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToZoned(zonedToUtc('2026-03-29', '02:30', 'Europe/Berlin'), 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '03:30' });
  });

  it('Europe/Berlin: a repeated time (fall back 2026-10-25 03:00 → 02:00) resolves to its first occurrence', () => {
    expect(utc('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(utc('2026-10-25', '01:59', 'Europe/Berlin')).toBe('2026-10-24T23:59:00.000Z');
    expect(utc('2026-10-25', '03:00', 'Europe/Berlin')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('America/New_York: spring-forward gap (2026-03-08 02:00 → 03:00)', () => {
    expect(utc('2026-03-08', '01:59', 'America/New_York')).toBe('2026-03-08T06:59:00.000Z');
    expect(utc('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(utc('2026-03-08', '03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
  });

  it('America/New_York: fall-back overlap (2026-11-01 02:00 → 01:00) takes the first 01:30 (EDT)', () => {
    expect(utc('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(utc('2026-11-01', '02:00', 'America/New_York')).toBe('2026-11-01T07:00:00.000Z');
  });

  it('Australia/Lord_Howe: 30-minute DST (+10:30 ↔ +11:00)', () => {
    // Standard time in winter, daylight time in summer.
    expect(utc('2026-07-01', '12:00', 'Australia/Lord_Howe')).toBe('2026-07-01T01:30:00.000Z');
    expect(utc('2026-01-01', '12:00', 'Australia/Lord_Howe')).toBe('2026-01-01T01:00:00.000Z');
    // 2026-10-04 02:00 → 02:30: 02:15 does not exist and resolves after the gap (02:45 +11).
    expect(utc('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z');
    // 2026-04-05 02:00 → 01:30: 01:45 happens twice, the first one (+11) wins.
    expect(utc('2026-04-05', '01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z');
  });
});

describe('isSkippedTime', () => {
  it('is true for a time the clocks jump over, false for a repeated or ordinary one', () => {
    expect(isSkippedTime('2027-03-28', '02:30', 'Europe/Berlin')).toBe(true);
    expect(isSkippedTime('2027-03-28', '03:00', 'Europe/Berlin')).toBe(false);
    expect(isSkippedTime('2027-03-28', '01:59', 'Europe/Berlin')).toBe(false);
    expect(isSkippedTime('2027-10-31', '02:30', 'Europe/Berlin')).toBe(false);
    expect(isSkippedTime('2027-03-14', '02:15', 'America/New_York')).toBe(true);
    expect(isSkippedTime('2027-03-28', '02:30', 'UTC+2:00')).toBe(false);
    expect(isSkippedTime('2027-03-28', '25:00', 'Europe/Berlin')).toBe(false);
  });
});

describe('fixed offsets', () => {
  it.each([
    ['UTC+5:30', '2025-12-31T18:30:00.000Z'],
    ['UTC+05:30', '2025-12-31T18:30:00.000Z'],
    ['UTC+5.5', '2025-12-31T18:30:00.000Z'],
    ['UTC+5.75', '2025-12-31T18:15:00.000Z'],
    ['UTC-3:30', '2026-01-01T03:30:00.000Z'],
    ['UTC-3.5', '2026-01-01T03:30:00.000Z'],
    ['UTC+14', '2025-12-31T10:00:00.000Z'],
    ['UTC', '2026-01-01T00:00:00.000Z'],
  ])('%s: 2026-01-01 00:00 is %s', (zone, expected) => {
    expect(utc('2026-01-01', '00:00', zone)).toBe(expected);
  });

  it('parses offsets to minutes east of UTC and refuses impossible ones', () => {
    expect(parseUtcOffset('UTC+5:30')).toBe(330);
    expect(parseUtcOffset('UTC-3:30')).toBe(-210);
    expect(parseUtcOffset('UTC+5.5')).toBe(330);
    expect(parseUtcOffset('UTC')).toBe(0);
    expect(parseUtcOffset('UTC+15')).toBeNull();
    expect(parseUtcOffset('UTC+5:60')).toBeNull();
    expect(parseUtcOffset('GMT+2')).toBeNull();
    expect(parseUtcOffset('Europe/Berlin')).toBeNull();
  });

  it('formats the offset shown in the list, following DST for IANA zones', () => {
    expect(formatUtcOffset(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe('UTC+01:00');
    expect(formatUtcOffset(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe('UTC+02:00');
    expect(formatUtcOffset(Date.parse('2026-07-15T12:00:00Z'), 'UTC-3:30')).toBe('UTC-03:30');
    expect(formatUtcOffset(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kathmandu')).toBe('UTC+05:45');
  });

  it('utcToZoned is the inverse of zonedToUtc for fixed offsets and IANA zones', () => {
    for (const zone of ['UTC+5:30', 'UTC-3:30', 'Asia/Kathmandu', 'America/New_York', 'Australia/Lord_Howe']) {
      expect(utcToZoned(zonedToUtc('2026-05-20', '23:45', zone), zone)).toEqual({ date: '2026-05-20', time: '23:45' });
    }
  });
});

describe('invalid input', () => {
  it.each([
    ['Mars/Olympus_Mons'],
    ['Berlin'],
    ['EST5EDT-ish'],
    ['UTC+15:00'],
    [''],
  ])('unknown zone %j throws RangeError and is not a valid timezone', (zone) => {
    expect(() => zonedToUtc('2026-01-01', '10:00', zone)).toThrow(RangeError);
    expect(isValidTimezone(zone)).toBe(false);
  });

  it.each([['2026-02-30'], ['2026-13-01'], ['2026-1-01'], ['2025-02-29'], ['01/02/2026'], ['2026-04-31']])('invalid date %s throws RangeError', (date) => {
    expect(() => zonedToUtc(date, '10:00', 'UTC')).toThrow(RangeError);
    expect(isValidDate(date)).toBe(false);
  });

  it.each([['24:00'], ['9:00'], ['12:60'], ['12:00:00'], ['noon']])('invalid time %s throws RangeError', (time) => {
    expect(() => zonedToUtc('2026-01-01', time, 'UTC')).toThrow(RangeError);
    expect(isValidTime(time)).toBe(false);
  });

  it('accepts real calendar dates including leap days', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2026-12-31')).toBe(true);
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTimezone('America/New_York')).toBe(true);
    expect(isValidTimezone('UTC-3:30')).toBe(true);
  });
});

describe('addDays', () => {
  it('moves a calendar date across months, years, leap days and a DST change, either way', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('zonedDayBounds (the days a reader sees instants on)', () => {
  it('spans Berlin days from local midnight to the next, winter and summer', () => {
    expect(zonedDayBounds('2026-11-30', '2026-11-30', 'Europe/Berlin')).toEqual({ since: '2026-11-29T23:00:00.000Z', until: '2026-11-30T23:00:00.000Z' });
    expect(zonedDayBounds('2026-07-01', '2026-07-02', 'Europe/Berlin')).toEqual({ since: '2026-06-30T22:00:00.000Z', until: '2026-07-02T22:00:00.000Z' });
  });

  it('leaves out an open end, and reads UTC days as they are', () => {
    expect(zonedDayBounds('2026-11-30', undefined, 'UTC')).toEqual({ since: '2026-11-30T00:00:00.000Z' });
    expect(zonedDayBounds(undefined, '2026-11-30', 'UTC+05:30')).toEqual({ until: '2026-11-30T18:30:00.000Z' });
    expect(zonedDayBounds(undefined, undefined, 'Asia/Tokyo')).toEqual({});
  });

  it('a day whose midnight a DST change skips starts after the gap (Santiago, 2026-09-06)', () => {
    expect(zonedDayBounds('2026-09-06', undefined, 'America/Santiago')).toEqual({ since: '2026-09-06T04:00:00.000Z' });
  });
});
