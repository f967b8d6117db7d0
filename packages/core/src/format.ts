import { textDirection } from './i18n/languages.js';
import { formatUtcOffset, isValidTimezone, parseUtcOffset } from './timezone.js';

/**
 * How money and dates are shown to people (issue #9 §4): one home for the server's pages and mails,
 * the widgets and the admin; nothing else builds an `Intl` formatter for people's text. Money uses
 * the site's currency (ISO 4217) with its own number of decimals. Dates and times use the `Intl`
 * locale of the text they stand in (`intlLocale`: the site's locale for the site's language); an
 * event's times are read in the event's zone ({@link formatEventWhen}), and an instant (when
 * something happened) is written with the zone it is read in ({@link formatZonedDateTime}): the
 * event's for what happened at an event (a check-in, a certificate send), else the reader's own.
 */

/**
 * The "·" between the parts of one line of people's text ("time · room · track"), bound to the part
 * after it by a no-break space: a line that wraps starts with "· RISC-V" rather than ending in a
 * stray "·" (public pages, templates and widgets alike).
 */
export const PART_SEPARATOR = ' ·\u00a0';

/** The currency of a site that has not chosen one. */
export const DEFAULT_CURRENCY = 'USD';
/** The locale (BCP 47) of a site that has not chosen one. */
export const DEFAULT_LOCALE = 'en-US';

const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/** The ISO 4217 codes the platform can format, sorted (a bare pattern check where Intl cannot list them). */
export function currencyCodes(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
}

/** True for an ISO 4217 currency code this platform formats (`EUR`, `JPY`, `KWD`). */
export function isCurrencyCode(code: string): boolean {
  if (!CURRENCY_PATTERN.test(code)) return false;
  const known = currencyCodes();
  return known.length === 0 || known.includes(code);
}

/** True for a locale tag (`en-US`, `de-DE`) the platform supports. */
export function isLocale(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}

/** Built formatters by their options (building one costs about a millisecond, using one microseconds). */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

/** Where money is shown: the site's currency and locale. */
export interface MoneyFormat {
  currency: string;
  locale?: string;
}

/** Unicode's first-strong isolate and its closing pop (UAX #9 §2.7): invisible, they keep a run's direction to itself. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * An amount in currency units as people read it: `$1,234.50`, `¥1,235`, `1.234,500 KWD` — the
 * currency's own decimals (0 for JPY, 2 for EUR, 3 for KWD).
 *
 * In a right-to-left locale the currency symbol is isolated (U+2068 … U+2069): Intl writes Arabic
 * dollars as `15.00 US$`, and on a right-to-left line that `$`, with no strong direction of its own,
 * would take the line's and be drawn as `$US 15.00`.
 * @param amount in currency units (not cents)
 */
export function formatMoney(amount: number, { currency, locale = DEFAULT_LOCALE }: MoneyFormat): string {
  const formatter = cached(`money|${locale}|${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency }));
  if (textDirection(locale.split('-')[0]?.toLowerCase() ?? '') === 'ltr') return formatter.format(amount);
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? FIRST_STRONG_ISOLATE + part.value + POP_DIRECTIONAL_ISOLATE : part.value))
    .join('');
}

/** The decimals a currency is written with: 0 for JPY, 2 for EUR, 3 for KWD. */
export function currencyDigits(currency: string): number {
  return cached(`money|en|${currency}`, () => new Intl.NumberFormat('en', { style: 'currency', currency })).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A ticket price: 'Free' for 0, else {@link formatMoney}. */
export function formatPrice(amount: number, format: MoneyFormat): string {
  return amount === 0 ? 'Free' : formatMoney(amount, format);
}

/** Where a date is shown: the site's locale and the time zone it is read in. */
export interface DateFormat {
  locale?: string;
  /** An IANA zone or `UTC±H[:MM]` (an event's zone); the reader's own zone when left out. */
  zone?: string;
}

type Instant = string | number | Date;

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DATE_ONLY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const TIME_ONLY: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };

/** Formats an instant with one style; a fixed-offset zone is applied by shifting and reading as UTC. */
function formatIn(instant: Instant, style: Intl.DateTimeFormatOptions, { locale = DEFAULT_LOCALE, zone }: DateFormat): string {
  let ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  if (Number.isNaN(ms)) return String(instant);
  const offset = zone === undefined ? null : parseUtcOffset(zone);
  let timeZone = zone;
  if (offset !== null) {
    ms += offset * 60_000;
    timeZone = 'UTC';
  }
  const key = `date|${locale}|${timeZone ?? ''}|${JSON.stringify(style)}`;
  try {
    return cached(key, () => new Intl.DateTimeFormat(locale, { ...style, ...(timeZone ? { timeZone } : {}) })).format(ms);
  } catch {
    // An unknown zone: the instant in UTC rather than nothing.
    return cached(`date|${locale}|UTC|${JSON.stringify(style)}`, () => new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' })).format(ms);
  }
}

/** An instant's date and time, `Nov 19, 2027, 8:30 AM` (en-US); '—' for none. */
export function formatDateTime(instant: Instant | null | undefined, format: DateFormat = {}): string {
  return instant === null || instant === undefined || instant === '' ? '—' : formatIn(instant, DATE_TIME, format);
}

/**
 * An instant in an event's zone, that zone's offset at the instant added, for readers who may be
 * elsewhere (mails, the ticket page): `Nov 1, 2026, 1:30 AM (UTC-04:00)` (en-US). An unknown zone
 * reads as UTC; '—' for no instant.
 */
export function formatZonedDateTime(instant: Instant | null | undefined, { locale, zone }: DateFormat & { zone: string }): string {
  if (instant === null || instant === undefined || instant === '') return '—';
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  if (Number.isNaN(ms)) return String(instant);
  const known = isValidTimezone(zone) ? zone : 'UTC';
  return `${formatIn(ms, DATE_TIME, { locale, zone: known })} (${formatUtcOffset(ms, known)})`;
}

/**
 * The time zone of the reader's own clock (the platform's), e.g. `Europe/Berlin`: the zone an
 * instant is stated in where no event's zone applies (the admin's audit trail).
 */
export function ownTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * A time zone's abbreviation at an instant as readers of `locale` know it (`MEZ` in German for
 * Europe/Berlin, `EST` in English for America/New_York), or '' where the locale has none (Intl then
 * writes an offset such as `GMT+1`, which {@link zoneLabel} already shows as `UTC+01:00`).
 */
function zoneAbbreviation(instant: number, zone: string, locale: string): string {
  try {
    const formatter = cached(`zone|${locale}|${zone}`, () => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }));
    const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
    return /\d/.test(name) || /^(GMT|UTC)$/.test(name) ? '' : name;
  } catch {
    return '';
  }
}

/** The zone of an event at an instant for readers elsewhere: `MEZ, UTC+01:00` (German), `UTC+01:00` where no abbreviation is known. */
export function zoneLabel(instant: number, zone: string, locale: string = DEFAULT_LOCALE): string {
  const offset = formatUtcOffset(instant, zone);
  const abbreviation = zoneAbbreviation(instant, zone, locale);
  return abbreviation ? `${abbreviation}, ${offset}` : offset;
}

/** An instant's time of day with seconds, `7:13:54 PM` (en-US). */
export function formatTimeOfDay(instant: Instant, format: DateFormat = {}): string {
  return formatIn(instant, TIME_ONLY, format);
}

/** A calendar date `YYYY-MM-DD` as people read it, `Nov 19, 2027` (en-US); other text unchanged. */
export function formatCalendarDate(date: string, { locale }: Pick<DateFormat, 'locale'> = {}): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatIn(`${date}T12:00:00Z`, DATE_ONLY, { locale, zone: 'UTC' }) : date;
}

/** A calendar date's weekday as people of `locale` name it, `Saturday` (en-US), `Samstag` (de); other text unchanged. */
export function formatWeekday(date: string, { locale }: Pick<DateFormat, 'locale'> = {}): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatIn(`${date}T12:00:00Z`, { weekday: 'long' }, { locale, zone: 'UTC' }) : date;
}

/**
 * A wall-clock date `YYYY-MM-DD` and time `HH:mm` (as events store them, already in their zone)
 * as people read them, `Nov 19, 2027, 8:30 AM` (en-US); without a time, the date alone.
 */
export function formatWallClock(date: string, time: string | null | undefined, { locale }: Pick<DateFormat, 'locale'> = {}): string {
  if (!time || !/^\d{2}:\d{2}$/.test(time)) return formatCalendarDate(date, { locale });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return `${date} ${time}`;
  return formatIn(`${date}T${time}:00Z`, DATE_TIME, { locale, zone: 'UTC' });
}

/** A wall-clock time `HH:mm` as people read it, `8:30 AM` (en-US); other text unchanged. */
export function formatWallTime(time: string, { locale }: Pick<DateFormat, 'locale'> = {}): string {
  return /^\d{2}:\d{2}$/.test(time) ? formatIn(`2000-01-01T${time}:00Z`, { timeStyle: 'short' }, { locale, zone: 'UTC' }) : time;
}

/** An instant's day of the month and short month name in its zone, for a date badge: `12` `Dec` (en-US), `12` `Dez` (de-DE). */
export function formatDateBadge(instant: Instant, format: DateFormat = {}): { day: string; month: string } {
  return { day: formatIn(instant, { day: 'numeric' }, format), month: formatIn(instant, { month: 'short' }, format) };
}

/** What {@link formatEventWhen} reads of an event: its wall-clock dates and times (as events store them), its zone and its start instant. */
export interface EventWhenFields {
  start_date: string;
  start_time?: string | null;
  end_date?: string | null;
  end_time?: string | null;
  timezone: string;
  /** The start as an ISO 8601 instant: the zone's abbreviation and offset are those in force then. */
  start_at: string;
}

/**
 * Whether an event runs whole days: an all-day event (an `.ics` VALUE=DATE, one imported from a
 * calendar such as machBar's) is stored from 00:00 to 23:59 of its dates, in its own zone.
 */
export function isAllDay(e: Pick<EventWhenFields, 'start_time' | 'end_time'>): boolean {
  return e.start_time === '00:00' && e.end_time === '23:59';
}

/**
 * When an event runs, in its own zone and `locale`, that zone named for readers elsewhere: the
 * public pages', the widgets' and the templates' one wording (issue #9 §4).
 * `Dec 12, 2026, 10:00 AM – 5:00 PM (UTC+01:00)`, `12.12.2026, 10:00 – 17:00 (MEZ, UTC+01:00)`;
 * the end's date only when it ends on another day; `end: false` leaves the end out. An all-day
 * event ({@link isAllDay}) reads as its dates alone, `Dec 12, 2026` or `Dec 12, 2026 – Dec 14, 2026`,
 * never `12:00 AM – 11:59 PM`: a date needs no zone.
 */
export function formatEventWhen(e: EventWhenFields, { locale, end = true }: Pick<DateFormat, 'locale'> & { end?: boolean } = {}): string {
  const endDate = e.end_date || e.start_date;
  if (isAllDay(e)) {
    const first = formatCalendarDate(e.start_date, { locale });
    return !end || endDate === e.start_date ? first : `${first} – ${formatCalendarDate(endDate, { locale })}`;
  }
  const start = formatWallClock(e.start_date, e.start_time, { locale });
  const zone = zoneLabel(Date.parse(e.start_at), e.timezone, locale);
  if (!end) return `${start} (${zone})`;
  const finish = endDate === e.start_date ? formatWallTime(e.end_time ?? '', { locale }) : formatWallClock(endDate, e.end_time, { locale });
  return `${start} – ${finish} (${zone})`;
}
