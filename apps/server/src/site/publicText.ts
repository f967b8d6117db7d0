import type { FastifyRequest } from 'fastify';
import { bookingLanguage, formatMoney, intlLocale, type I18n, type Language, type MoneyFormat, type PublicLanguage } from '@eventory/core';
import type { DB } from '../db/database.js';
import { publicI18n, requestPublicLanguage } from '../i18n/serverI18n.js';
import { getSettings } from '../modules/settings/service.js';

/**
 * How a public page, ticket or certificate reads (issue #12 §2): its language's messages (the
 * `public` catalogue), the `Intl` locale its dates, numbers and money are written in, and its
 * language for `<html lang dir>`.
 */
export interface PageText {
  i18n: I18n;
  language: PublicLanguage;
  /** BCP 47 locale for `Intl`: the site's own locale when it is of the same language, else the language's usual one. */
  locale: string;
  /** The page's own query parameters but `lang` (a programme's day and track, the home's page), which its language links keep. */
  query?: [name: string, value: string][];
}

/** The page text of `language`, with the site's locale (Settings `locale`) where it is of that language. */
export function pageText(language: PublicLanguage, siteLocale?: string): PageText {
  return { i18n: publicI18n(language), language, locale: intlLocale(language, siteLocale) };
}

/**
 * The page text a request for a public page is answered in: `?lang=` (or a widget's `lang`), then
 * `Accept-Language` among en, de, ar, then the site's default language.
 */
export function requestText(request: Pick<FastifyRequest, 'headers' | 'query'>, settings: { site_language: Language; locale: string }, lang?: string | null): PageText {
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>).filter((entry): entry is [string, string] => entry[0] !== 'lang' && typeof entry[1] === 'string');
  return { ...pageText(requestPublicLanguage(request, settings.site_language, lang), settings.locale), query };
}

/** A ticket price in the page's language: 'Free' for 0, else the amount in the site's currency. */
export function pagePrice(amount: number, currency: string, text: PageText): string {
  return amount === 0 ? text.i18n._('Free') : formatMoney(amount, { currency, locale: text.locale });
}

/** The money format of a page: the site's currency in the page's locale. */
export const pageMoney = (currency: string, text: PageText): MoneyFormat => ({ currency, locale: text.locale });

/** {@link requestText} with the site's settings read from the database. */
export async function visitorText(db: DB, request: Pick<FastifyRequest, 'headers' | 'query'>): Promise<PageText> {
  return requestText(request, await getSettings(db));
}

/**
 * The page text of a booking's ticket or certificate (issue #12 §2): the booking's stored language,
 * else (bookings made before it was stored, attendees without a booking) the site's default.
 */
export function bookingText(stored: string | null | undefined, settings: { site_language: Language; locale: string }): PageText {
  return pageText(bookingLanguage(stored, settings.site_language), settings.locale);
}
