import { useMemo } from 'react';
import { currencyDigits, formatCalendarDate, formatDateTime, formatMoney, formatTimeOfDay, formatZonedDateTime, ownTimeZone } from '@eventory/core';
import { useSettings } from '../app/useSettings';
import { adminIntlLocale } from '../app/i18n';
import { decimalSeparator, parseAmount } from './amountInput';

/**
 * Money and dates in the admin (issue #9 §4), through core's formatters with the site's currency
 * and locale from the settings, the locale made to match the admin's language (issue #12:
 * `15,00 €` in German, `€15.00` in English). Components so that table column renderers, built
 * once, still follow a settings change.
 */

/** The site's settings with the `Intl` locale of the admin's language. */
function useFormatSettings() {
  const settings = useSettings();
  return { currency: settings.currency, locale: adminIntlLocale(settings.locale) };
}

/**
 * A formatter of amounts (currency units) in the admin's locale: `$1,234.50`. Each amount is in
 * the currency the call names (another booking's, ISO 4217), else in `currency` (a booking's),
 * else in the site's.
 */
export function useMoneyFormat(currency?: string): (amount: number, amountCurrency?: string) => string {
  const settings = useFormatSettings();
  return (amount, amountCurrency) => formatMoney(amount, { currency: amountCurrency ?? currency ?? settings.currency, locale: settings.locale });
}

/**
 * Props for an antd InputNumber of an amount in the site's currency: its minor units as precision,
 * the admin language's decimal separator (`25,50` in German), and a parser that reads `25,50` and
 * `25.50` alike ({@link parseAmount}).
 */
export function useAmountInputProps(): { precision: number; decimalSeparator: string; parser: (text?: string) => string } {
  const { currency, locale } = useFormatSettings();
  const digits = currencyDigits(currency);
  const decimal = decimalSeparator(locale);
  return { precision: digits, decimalSeparator: decimal, parser: (text = '') => parseAmount(text, digits, decimal) };
}

/** A formatter of instants in the site's locale, in `zone` (an event's) or the browser's own. */
export function useDateFormat(): (instant: string | number | null | undefined, zone?: string) => string {
  const { locale } = useFormatSettings();
  return (instant, zone) => formatDateTime(instant, { locale, zone });
}

/**
 * A formatter of instants with the zone they are read in stated (issue #9 §4), in `zone` (an
 * event's) or the reader's own: `Nov 28, 2026, 3:02 PM (UTC+01:00)`, as the server's messages write them.
 */
export function useZonedDateFormat(): (instant: string | number | null | undefined, zone?: string) => string {
  const { locale } = useFormatSettings();
  return (instant, zone) => formatZonedDateTime(instant, { locale, zone: zone ?? ownTimeZone() });
}

/** A formatter of an instant's time of day with seconds in the site's locale, in `zone` (an event's) or the browser's own: `7:13:54 PM`. */
export function useTimeFormat(): (instant: string | number, zone?: string) => string {
  const { locale } = useFormatSettings();
  return (instant, zone) => formatTimeOfDay(instant, { locale, zone });
}

/**
 * `make(locale)` with the site's locale, made again only when the locale changes: for things built
 * outside rendering that format text, such as a picker's option source.
 */
export function useSiteLocaleMemo<T>(make: (locale: string) => T): T {
  const { locale } = useFormatSettings();
  return useMemo(() => make(locale), [make, locale]);
}

/** An amount in `currency` (a booking's), else the site's currency. */
export function Money({ amount, currency }: { amount: number; currency?: string }) {
  return <>{useMoneyFormat(currency)(amount)}</>;
}

/**
 * An instant's date and time in the site's locale ('—' for none), as a `<time>` whose hover title
 * states the zone it is read in (`Nov 28, 2026, 5:17 PM (UTC+01:00)`): tables show dates without
 * it to stay narrow (issue #9 §4).
 */
export function DateTime({ instant, zone }: { instant: string | number | null | undefined; zone?: string }) {
  const text = useDateFormat()(instant, zone);
  const zoned = useZonedDateFormat()(instant, zone);
  const ms = instant === null || instant === undefined || instant === '' ? NaN : new Date(instant).getTime();
  if (Number.isNaN(ms)) return <>{text}</>;
  return (
    <time dateTime={new Date(ms).toISOString()} title={zoned}>
      {text}
    </time>
  );
}

/** An instant's date and time with its zone stated, in `zone` or the reader's own ('—' for none). */
export function ZonedDateTime({ instant, zone }: { instant: string | number | null | undefined; zone?: string }) {
  return <>{useZonedDateFormat()(instant, zone)}</>;
}

/** A formatter of calendar dates `YYYY-MM-DD` in the site's locale, `Nov 19, 2027` (en-US); other text as it is. */
export function useCalendarDateFormat(): (date: string) => string {
  const { locale } = useFormatSettings();
  return (date) => formatCalendarDate(date, { locale });
}

/** A calendar date `YYYY-MM-DD` in the site's locale, `Nov 19, 2027` (en-US); other text as it is. */
export function CalendarDate({ date }: { date: string }) {
  return <>{useCalendarDateFormat()(date)}</>;
}
