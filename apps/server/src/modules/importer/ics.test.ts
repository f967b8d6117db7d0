import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IcsParseError, parseIcs, type IcsCalendar } from './ics.js';
import { englishMessage } from '../../i18n/apiMessages.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const NOW = Date.parse('2030-01-01T00:00:00Z');

/** A VCALENDAR around the given lines (CRLF, as files are written). */
const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20300101T000000Z', ...lines, 'END:VEVENT'];
const byKey = (parsed: IcsCalendar, key: string) => parsed.series.find((s) => s.event.key === key)!;

describe('parseIcs: single events', () => {
  const parsed = parseIcs(fixture('singles.ics'), { now: NOW });

  it('keeps a TZID event in its zone with its wall-clock times and UTF-8 text', () => {
    const { event } = byKey(parsed, 'tzid-1@eventory.test');
    expect(event).toMatchObject({
      title: 'Käsefondue für Anfänger – Größe zählt',
      description: 'Grüße aus Köln!\nZweite Zeile, mit Komma.',
      start_date: '2030-06-15',
      end_date: '2030-06-15',
      start_time: '19:00',
      end_time: '21:30',
      timezone: 'America/New_York',
      location: { type: 'offline', address: { address: 'Brückenstraße 5, 50667 Köln' }, url: '' },
      recurrence: null,
    });
  });

  it('shows UTC times in the calendar zone and reads a bare URL location as online', () => {
    const { event } = byKey(parsed, 'utc-1@eventory.test');
    expect(event).toMatchObject({ start_date: '2030-01-10', start_time: '18:00', end_time: '19:30', timezone: 'Europe/Berlin' });
    expect(event.location).toEqual({ type: 'online', address: { address: '' }, url: 'https://meet.example.com/winter' });
  });

  it('maps all-day events with an exclusive DTEND, and without one', () => {
    expect(byKey(parsed, 'allday-1@eventory.test').event).toMatchObject({ start_date: '2030-07-01', end_date: '2030-07-03', start_time: '00:00', end_time: '23:59' });
    expect(byKey(parsed, 'allday-2@eventory.test').event).toMatchObject({ start_date: '2030-08-01', end_date: '2030-08-01' });
  });

  it('skips cancelled events with a warning', () => {
    expect(parsed.skipped).toBe(1);
    expect(parsed.series).toHaveLength(4);
    expect(parsed.warnings.map(englishMessage).join('\n')).toMatch(/"Called off" is cancelled/);
  });
});

describe('parseIcs: series', () => {
  const parsed = parseIcs(fixture('series.ics'), { now: NOW });

  it('maps a weekly RRULE with BYDAY and COUNT; EXDATE and cancelled RECURRENCE-IDs become exdates', () => {
    const series = byKey(parsed, 'weekly-1@eventory.test');
    expect(series.event.recurrence).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: ['MO', 'WE'],
      monthly_mode: 'date',
      position: null,
      exdates: ['2030-09-04', '2030-09-16'],
      until: null,
      count: 6,
    });
    expect(series.overrides).toEqual([
      expect.objectContaining({
        key: 'weekly-1@eventory.test#2030-09-09',
        original_date: '2030-09-09',
        event: expect.objectContaining({ title: 'Repair evening (moved)', start_date: '2030-09-10', start_time: '20:00', end_time: '22:00' }),
      }),
    ]);
  });

  it('maps MONTHLY BYDAY=-1SA to the last Saturday, UNTIL to a local date', () => {
    expect(byKey(parsed, 'monthly-1@eventory.test').event.recurrence).toMatchObject({
      frequency: 'monthly',
      monthly_mode: 'nth_weekday',
      position: -1,
      until: '2030-12-31',
      count: null,
    });
  });

  it('expands a rule without an equivalent into separate events, with a warning', () => {
    const keys = parsed.series.filter((s) => s.event.key.startsWith('setpos-1')).map((s) => [s.event.key, s.event.start_time]);
    expect(keys).toEqual([
      ['setpos-1@eventory.test#2030-10-07', '09:00'],
      ['setpos-1@eventory.test#2030-11-04', '09:00'],
      ['setpos-1@eventory.test#2030-12-02', '09:00'],
    ]);
    expect(parsed.warnings.map(englishMessage).join('\n')).toMatch(/"Board meeting" repeats in a way .* BYSETPOS.* 3 dates were imported as separate events/);
  });
});

describe('parseIcs: rules and zones', () => {
  it('drops the UNTIL day when the occurrence would start after UNTIL', () => {
    const text = calendar(...vevent('UID:u', 'DTSTART;TZID=Europe/Berlin:20300902T180000', 'RRULE:FREQ=DAILY;UNTIL=20300905T100000Z', 'SUMMARY:Daily'));
    expect(parseIcs(text).series[0]!.event.recurrence).toMatchObject({ frequency: 'daily', until: '2030-09-04' });
  });

  it('turns COUNT=1 into a single event and a weekly rule off its BYDAY into separate events', () => {
    const text = calendar(
      ...vevent('UID:one', 'DTSTART;TZID=Europe/Berlin:20300902T180000', 'RRULE:FREQ=DAILY;COUNT=1', 'SUMMARY:Once'),
      ...vevent('UID:off', 'DTSTART;TZID=Europe/Berlin:20300902T180000', 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=2', 'SUMMARY:Off'),
    );
    const parsed = parseIcs(text, { now: NOW });
    expect(byKey(parsed, 'one').event.recurrence).toBeNull();
    // RFC 5545 leaves a DTSTART off its rule undefined; ical.js starts at the first matching date.
    expect(parsed.series.filter((s) => s.event.key.startsWith('off#')).map((s) => s.event.start_date)).toEqual(['2030-09-03', '2030-09-10']);
  });

  it('gives an override without an end the series length, and hourly starts their own keys', () => {
    const text = calendar(
      ...vevent('UID:s', 'DTSTART;TZID=Europe/Berlin:20300902T180000', 'DTEND;TZID=Europe/Berlin:20300902T200000', 'RRULE:FREQ=WEEKLY;COUNT=3', 'SUMMARY:S'),
      ...vevent('UID:s', 'RECURRENCE-ID;TZID=Europe/Berlin:20300909T180000', 'DTSTART;TZID=Europe/Berlin:20300909T190000', 'SUMMARY:S later'),
      ...vevent('UID:h', 'DTSTART:20300115T120000Z', 'DURATION:PT30M', 'RRULE:FREQ=HOURLY;COUNT=3', 'SUMMARY:Hourly'),
    );
    const parsed = parseIcs(text, { now: NOW });
    expect(byKey(parsed, 's').overrides[0]!.event).toMatchObject({ start_time: '19:00', end_time: '21:00' });
    const hourly = parsed.series.filter((x) => x.event.key.startsWith('h#')).map((x) => [x.event.key, x.event.start_time, x.event.end_time]);
    expect(hourly).toEqual([
      ['h#2030-01-15', '12:00', '12:30'],
      ['h#2030-01-15T13:00', '13:00', '13:30'],
      ['h#2030-01-15T14:00', '14:00', '14:30'],
    ]);
  });

  it('computes an unknown TZID with the file VTIMEZONE and shows it in the calendar zone', () => {
    const text = calendar(
      'X-WR-TIMEZONE:Europe/London',
      'BEGIN:VTIMEZONE',
      'TZID:Custom Zone',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
      ...vevent('UID:w', 'DTSTART;TZID=Custom Zone:20300115T120000', 'DTEND;TZID=Custom Zone:20300115T130000', 'SUMMARY:Odd zone'),
    );
    const parsed = parseIcs(text);
    expect(parsed.series[0]!.event).toMatchObject({ timezone: 'Europe/London', start_time: '09:00', end_time: '10:00' });
    expect(parsed.warnings.map(englishMessage).join('\n')).toMatch(/"Custom Zone" is not a known IANA timezone/);
  });

  it('maps Windows, prefixed and lowercase zone names, and floating times', () => {
    const text = calendar(
      ...vevent('UID:win', 'DTSTART;TZID=W. Europe Standard Time:20300115T120000', 'SUMMARY:Windows'),
      ...vevent('UID:moz', 'DTSTART;TZID=/mozilla.org/20050126_1/Europe/Paris:20300115T120000', 'SUMMARY:Mozilla'),
      ...vevent('UID:low', 'DTSTART;TZID=europe/vienna:20300115T120000', 'SUMMARY:Lowercase'),
      ...vevent('UID:float', 'DTSTART:20300115T120000', 'SUMMARY:Floating'),
    );
    const parsed = parseIcs(text);
    expect(byKey(parsed, 'win').event).toMatchObject({ timezone: 'Europe/Berlin', start_time: '12:00', end_time: '12:00' });
    expect(byKey(parsed, 'moz').event.timezone).toBe('Europe/Paris');
    expect(byKey(parsed, 'low').event.timezone).toBe('Europe/Vienna');
    expect(byKey(parsed, 'float').event).toMatchObject({ timezone: 'UTC', start_time: '12:00' });
  });

  it('imports an override without its series as a separate event, with a warning', () => {
    const text = calendar(...vevent('UID:lost', 'RECURRENCE-ID:20300110T100000Z', 'DTSTART:20300111T100000Z', 'SUMMARY:Lost change'));
    const parsed = parseIcs(text);
    expect(parsed.series.map((s) => s.event.key)).toEqual(['lost#2030-01-10']);
    expect(parsed.warnings.map(englishMessage).join('\n')).toMatch(/"Lost change" \(2030-01-11\) changes one date of a series that is not in the file/);
  });
});

describe('parseIcs: bad files', () => {
  const reason = (text: string) => {
    try {
      parseIcs(text);
    } catch (error) {
      expect(error).toBeInstanceOf(IcsParseError);
      return (error as Error).message;
    }
    throw new Error('expected a parse error');
  };

  it('says why a file cannot be read', () => {
    expect(reason('')).toMatch(/empty/);
    expect(reason('  \r\n ')).toMatch(/empty/);
    expect(reason('hello world')).toMatch(/does not start with BEGIN:VCALENDAR/);
    expect(reason('BEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\n')).toMatch(/does not start with BEGIN:VCALENDAR/);
    expect(reason(fixture('truncated.ics'))).toMatch(/cut off/);
    expect(reason('BEGIN:VCALENDAR\r\nthis is not a property\r\nEND:VCALENDAR\r\n')).toMatch(/invalid line/);
    expect(reason(calendar(...vevent('UID:bad', 'DTSTART:2030XX01T100000Z', 'SUMMARY:Bad date')))).toMatch(/"Bad date" \(UID bad\) has an invalid value/);
  });

  it('accepts a calendar without events, with a warning', () => {
    expect(parseIcs(calendar())).toEqual({ series: [], skipped: 0, warnings: ['The file contains no events.'] });
  });
});
