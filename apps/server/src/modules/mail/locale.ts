import { bookingLanguage, formatMoney, formatZonedDateTime, intlLocale, type I18n } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { publicI18n } from '../../i18n/serverI18n.js';
import { getSettings, type Settings } from '../settings/service.js';

/** How one mail speaks: its messages, and amounts and instants through `Intl` in its language. */
export interface MailLocale {
  /**
   * Translates the mail's messages: `i18n._('Hello {name},', { name })`, from the public catalogue
   * (a visitor's mail is in the language they booked or answered in, Arabic too: issue #12 §2).
   */
  i18n: I18n;
  /** The `Intl` locale of its dates and amounts (`de-DE`; the site's own locale when of the same language). */
  locale: string;
  settings: Settings;
  /** An amount in the mail's currency (a booking's own, else the site's), `15,00 €` in German, `€15.00` in English; in currency units. */
  money(amount: number): string;
  /** A price: `money`, or 'Free' (translated) for 0. */
  price(amount: number): string;
  /** An instant in an event's zone with that zone's offset, `1. Nov. 2026, 01:30 (UTC-04:00)`. */
  time(instant: string | number, zone: string): string;
}

/**
 * The {@link MailLocale} of a mail about something stored with `language` (en, de or ar; null or
 * another: the site's default) whose amounts are in `currency` (a booking's; the site's by default),
 * from settings already read; also how an API message in a reader's language writes its dates (the
 * scanner's 'already checked in at', Send Certificate's 'already sent on').
 */
export function localeOf(settings: Settings, language: string | null | undefined, currency = settings.currency): MailLocale {
  const mailLanguage = bookingLanguage(language, settings.site_language);
  const i18n = publicI18n(mailLanguage);
  const locale = intlLocale(mailLanguage, settings.locale);
  const money = (amount: number) => formatMoney(amount, { currency, locale });
  return {
    i18n,
    locale,
    settings,
    money,
    price: (amount) => (amount === 0 ? i18n._('Free') : money(amount)),
    time: (instant, zone) => formatZonedDateTime(instant, { locale, zone }),
  };
}

/** The {@link MailLocale} of a mail about something stored with `language` (amounts in `currency`), reading the site's settings. */
export async function mailLocale(db: DB, language: string | null | undefined, currency?: string): Promise<MailLocale> {
  return localeOf(await getSettings(db), language, currency);
}
