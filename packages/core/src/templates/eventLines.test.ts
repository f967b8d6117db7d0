import { describe, expect, it } from 'vitest';
import { countdownParts, eventDateLines, eventPlaceText } from './eventLines.js';

const times = { start_date: '2027-03-14', end_date: '2027-03-15', start_time: '09:00', end_time: '17:00' };

describe("an event's facts as template blocks word them (issue #10 §5)", () => {
  it("gives the date range and time range in the event's wall clock, in the locale asked for", () => {
    expect(eventDateLines(times, { locale: 'en-US' })).toEqual({ date: 'Mar 14, 2027 – Mar 15, 2027', time: '9:00 AM – 5:00 PM' });
    expect(eventDateLines(times, { locale: 'de-DE' })).toEqual({ date: '14.03.2027 – 15.03.2027', time: '09:00 – 17:00' });
  });

  it('gives one date for a one-day event, the start alone without an end time, nothing without a start time', () => {
    expect(eventDateLines({ ...times, end_date: '2027-03-14' }, { locale: 'en-US' }).date).toBe('Mar 14, 2027');
    expect(eventDateLines({ ...times, end_date: '' }, { locale: 'en-US' }).date).toBe('Mar 14, 2027');
    expect(eventDateLines({ ...times, end_time: '' }, { locale: 'en-US' }).time).toBe('9:00 AM');
    expect(eventDateLines({ ...times, start_time: '', end_time: '' }, { locale: 'en-US' }).time).toBe('');
  });

  it('words the place: the address, the online link, the word for online without a link, nothing without a location', () => {
    expect(eventPlaceText({ type: 'offline', address: { address: '1 Quay Road, Porto' }, url: '' }, 'Online')).toBe('1 Quay Road, Porto');
    expect(eventPlaceText({ type: 'online', address: { address: '' }, url: 'https://meet.example.com/x' }, 'Online')).toBe('https://meet.example.com/x');
    expect(eventPlaceText({ type: 'online', address: { address: '' }, url: '' }, 'Online')).toBe('Online');
    expect(eventPlaceText(null, 'Online')).toBe('');
  });

  it('splits the time left into days, hours, minutes and seconds, all 0 once started', () => {
    const ms = ((12 * 24 + 8) * 3600 + 45 * 60 + 30) * 1000 + 999;
    expect(countdownParts(ms)).toEqual({ days: 12, hours: 8, minutes: 45, seconds: 30 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
