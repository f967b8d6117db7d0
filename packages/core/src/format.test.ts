import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatCalendarDate,
  formatDateBadge,
  formatDateTime,
  formatEventWhen,
  formatMoney,
  formatPrice,
  formatTimeOfDay,
  formatWallClock,
  formatZonedDateTime,
  isCurrencyCode,
  isLocale,
  zoneLabel,
} from './format.js';

/** ICU puts a narrow no-break space before AM/PM and between numbers and codes; tests read plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatMoney', () => {
  it('uses each currency’s own decimals: 0 (JPY), 2 (EUR, USD), 3 (KWD)', () => {
    expect(formatMoney(1234.5, { currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney(1234.5, { currency: 'JPY' })).toBe('¥1,235');
    expect(plain(formatMoney(1234.5, { currency: 'KWD' }))).toBe('KWD 1,234.500');
    expect(plain(formatMoney(1234.5, { currency: 'EUR', locale: 'de-DE' }))).toBe('1.234,50 €');
    expect(formatMoney(0, { currency: 'EUR', locale: 'en-IE' })).toBe('€0.00');
  });

  it('isolates the currency symbol in a right-to-left locale, so `US$` is not drawn as `$US`', () => {
    expect(plain(formatMoney(15, { currency: 'USD', locale: 'ar' }))).toBe('\u200f15.00 \u2068US$\u2069');
    expect(plain(formatMoney(15, { currency: 'EUR', locale: 'ar-EG' }))).toBe('\u200f١٥٫٠٠ \u2068€\u2069');
    expect(formatMoney(15, { currency: 'USD', locale: 'en-US' })).not.toMatch(/[\u2068\u2069]/);
  });

  it('knows each currency’s decimals', () => {
    expect([currencyDigits('JPY'), currencyDigits('EUR'), currencyDigits('KWD')]).toEqual([0, 2, 3]);
  });

  it('a price of 0 reads Free', () => {
    expect(formatPrice(0, { currency: 'EUR' })).toBe('Free');
    expect(formatPrice(12, { currency: 'EUR' })).toBe('€12.00');
  });

  it('knows ISO 4217 codes and locales', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('KWD')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('EURO')).toBe(false);
    expect(isLocale('de-DE')).toBe(true);
    expect(isLocale('not a locale')).toBe(false);
  });
});

describe('formatDateTime in an event’s zone', () => {
  it('reads the same instant in several zones across DST changes', () => {
    // 2026-03-29 01:30Z: Berlin has just sprung forward (03:30 CEST); New York is on EDT since March 8.
    const instant = '2026-03-29T01:30:00Z';
    expect(plain(formatDateTime(instant, { zone: 'Europe/Berlin' }))).toBe('Mar 29, 2026, 3:30 AM');
    expect(plain(formatDateTime(instant, { zone: 'America/New_York' }))).toBe('Mar 28, 2026, 9:30 PM');
    expect(plain(formatDateTime(instant, { zone: 'Australia/Sydney' }))).toBe('Mar 29, 2026, 12:30 PM');
    // One hour earlier Berlin was still on CET.
    expect(plain(formatDateTime('2026-03-29T00:30:00Z', { zone: 'Europe/Berlin' }))).toBe('Mar 29, 2026, 1:30 AM');
    // Autumn: New York falls back on Nov 1; 05:30Z is 01:30 EDT, 06:30Z is 01:30 EST.
    expect(plain(formatDateTime('2026-11-01T05:30:00Z', { zone: 'America/New_York' }))).toBe('Nov 1, 2026, 1:30 AM');
    expect(plain(formatDateTime('2026-11-01T06:30:00Z', { zone: 'America/New_York' }))).toBe('Nov 1, 2026, 1:30 AM');
    expect(plain(formatDateTime('2026-11-01T07:30:00Z', { zone: 'America/New_York' }))).toBe('Nov 1, 2026, 2:30 AM');
  });

  it('applies fixed offsets the product stores (UTC+5.5, UTC-3:30)', () => {
    expect(plain(formatDateTime('2026-06-01T00:00:00Z', { zone: 'UTC+5.5' }))).toBe('Jun 1, 2026, 5:30 AM');
    expect(plain(formatDateTime('2026-06-01T00:00:00Z', { zone: 'UTC-3:30' }))).toBe('May 31, 2026, 8:30 PM');
  });

  it('follows the site’s locale and shows a dash for no instant', () => {
    expect(plain(formatDateTime('2027-11-19T08:30:00Z', { zone: 'UTC', locale: 'de-DE' }))).toBe('19.11.2027, 08:30');
    expect(formatDateTime(null)).toBe('—');
  });

  it('names the event zone’s offset at the instant, across DST, in the site’s locale', () => {
    expect(plain(formatZonedDateTime('2026-03-08T06:30:00Z', { zone: 'America/New_York' }))).toBe('Mar 8, 2026, 1:30 AM (UTC-05:00)');
    expect(plain(formatZonedDateTime('2026-03-08T07:30:00Z', { zone: 'America/New_York' }))).toBe('Mar 8, 2026, 3:30 AM (UTC-04:00)');
    expect(plain(formatZonedDateTime('2026-07-01T16:00:00Z', { zone: 'America/New_York', locale: 'de-DE' }))).toBe('01.07.2026, 12:00 (UTC-04:00)');
    expect(plain(formatZonedDateTime('2026-06-01T00:00:00Z', { zone: 'UTC+5.5' }))).toBe('Jun 1, 2026, 5:30 AM (UTC+05:30)');
    expect(plain(formatZonedDateTime('2026-06-01T00:00:00Z', { zone: 'Mars/Olympus' }))).toBe('Jun 1, 2026, 12:00 AM (UTC+00:00)');
    expect(formatZonedDateTime(null, { zone: 'UTC' })).toBe('—');
  });

  it('formats times of day, calendar dates and wall clocks', () => {
    expect(plain(formatTimeOfDay('2026-01-01T19:13:54Z', { zone: 'UTC' }))).toBe('7:13:54 PM');
    expect(formatCalendarDate('2027-11-19')).toBe('Nov 19, 2027');
    expect(formatCalendarDate('someday')).toBe('someday');
    expect(plain(formatWallClock('2026-12-12', '10:00'))).toBe('Dec 12, 2026, 10:00 AM');
    expect(formatWallClock('2026-12-12', '')).toBe('Dec 12, 2026');
  });
});

describe('an event’s times, one wording for its public page and the widgets (issue #9 §4)', () => {
  const fair = { start_date: '2026-12-12', start_time: '10:00', end_date: '2026-12-12', end_time: '17:00', timezone: 'Europe/Berlin', start_at: '2026-12-12T09:00:00Z' };

  it('writes the start, the end (its date only on another day) and the zone, in the locale', () => {
    expect(plain(formatEventWhen(fair))).toBe('Dec 12, 2026, 10:00 AM – 5:00 PM (UTC+01:00)');
    expect(plain(formatEventWhen(fair, { locale: 'de-DE' }))).toBe('12.12.2026, 10:00 – 17:00 (MEZ, UTC+01:00)');
    expect(plain(formatEventWhen({ ...fair, end_date: '2026-12-13' }, { locale: 'en-GB' }))).toBe('12 Dec 2026, 10:00 – 13 Dec 2026, 17:00 (CET, UTC+01:00)');
    expect(plain(formatEventWhen(fair, { end: false }))).toBe('Dec 12, 2026, 10:00 AM (UTC+01:00)');
  });

  it('writes an all-day event (00:00–23:59, as calendars are imported) as its dates alone, without times or zone', () => {
    const holiday = { start_date: '2026-12-24', start_time: '00:00', end_date: '2026-12-24', end_time: '23:59', timezone: 'Europe/Berlin', start_at: '2026-12-23T23:00:00Z' };
    expect(plain(formatEventWhen(holiday))).toBe('Dec 24, 2026');
    expect(plain(formatEventWhen(holiday, { locale: 'de-DE' }))).toBe('24.12.2026');
    expect(plain(formatEventWhen({ ...holiday, end_date: '2026-12-26' }))).toBe('Dec 24, 2026 – Dec 26, 2026');
    expect(plain(formatEventWhen({ ...holiday, end_date: '2026-12-26' }, { end: false }))).toBe('Dec 24, 2026');
    // A night shift that happens to start at midnight but ends earlier is timed.
    expect(plain(formatEventWhen({ ...holiday, end_time: '06:00' }))).toBe('Dec 24, 2026, 12:00 AM – 6:00 AM (UTC+01:00)');
  });

  it('names the zone by its abbreviation where the locale has one, and by its offset at the instant', () => {
    expect(zoneLabel(Date.parse('2026-07-01T12:00:00Z'), 'Europe/Berlin', 'de-DE')).toBe('MESZ, UTC+02:00');
    expect(zoneLabel(Date.parse('2026-01-01T12:00:00Z'), 'America/New_York', 'en-US')).toBe('EST, UTC-05:00');
    expect(zoneLabel(Date.parse('2026-01-01T12:00:00Z'), 'UTC+5.5', 'en-US')).toBe('UTC+05:30');
  });

  it('gives a date badge’s day and short month in the event’s zone, fixed offsets too', () => {
    expect(formatDateBadge('2026-12-12T23:30:00Z', { zone: 'Europe/Berlin' })).toEqual({ day: '13', month: 'Dec' });
    expect(formatDateBadge('2026-12-12T09:00:00Z', { zone: 'Europe/Berlin', locale: 'de-DE' })).toEqual({ day: '12', month: 'Dez' });
    expect(formatDateBadge('2026-12-12T20:00:00Z', { zone: 'UTC+5' })).toEqual({ day: '13', month: 'Dec' });
  });
});
