import { formatMoney, formatZonedDateTime, intlLocale, isLanguage, type I18n, type Language } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { serverI18n } from '../../i18n/serverI18n.js';
import { getSettings, type Settings } from '../settings/service.js';

/**
 * The language a mail is written in (issue #12 §2): the one stored with what it is about (a
 * booking's, an RSVP answer's) when Eventory ships it, else the site's default.
 */
export function mailLanguage(stored: string | null | undefined, siteDefault: Language): Language {
  return isLanguage(stored) ? stored : siteDefault;
}

/** How one mail speaks: its messages, and amounts and instants through `Intl` in its language. */
export interface MailLocale {
  /** Translates the mail's messages: `i18n._('Hello {name},', { name })`. */
  i18n: I18n;
  /** The `Intl` locale of its dates and amounts (`de-DE`; the site's own locale when of the same language). */
  locale: string;
  settings: Settings;
  /** An amount in the site's currency, `15,00 €` in German, `€15.00` in English; in currency units. */
  money(amount: number): string;
  /** A price: `money`, or 'Free' (translated) for 0. */
  price(amount: number): string;
  /** An instant in an event's zone with that zone's offset, `1. Nov. 2026, 01:30 (UTC-04:00)`. */
  time(instant: string | number, zone: string): string;
}

/**
 * The {@link MailLocale} of a mail about something stored with `language` (null: the site's default),
 * from settings already read; also how an API message in a reader's language writes its dates (the
 * scanner's 'already checked in at', Send Certificate's 'already sent on').
 */
export function localeOf(settings: Settings, language: string | null | undefined): MailLocale {
  const i18n = serverI18n(mailLanguage(language, settings.site_language));
  const locale = intlLocale(i18n.locale as Language, settings.locale);
  const money = (amount: number) => formatMoney(amount, { currency: settings.currency, locale });
  return {
    i18n,
    locale,
    settings,
    money,
    price: (amount) => (amount === 0 ? i18n._('Free') : money(amount)),
    time: (instant, zone) => formatZonedDateTime(instant, { locale, zone }),
  };
}

/** The {@link MailLocale} of a mail about something stored with `language`, reading the site's settings. */
export async function mailLocale(db: DB, language: string | null | undefined): Promise<MailLocale> {
  return localeOf(await getSettings(db), language);
}
