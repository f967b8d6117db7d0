import { z } from 'zod';
import { isCurrencyCode, isLocale } from '../format.js';
import type { MessageDescriptor } from '../i18n/catalog.js';
import { LANGUAGES, isLocaleOf, localesToOffer, type Language } from '../i18n/languages.js';
import { registeredOrigins } from '../shortcodes/script.js';

/**
 * The rules of the global settings a person types (issue #9 §4): one home for the server, which
 * refuses a bad value with its field's message, and the Settings form, which says the same beside
 * the field before it sends. Messages are catalogue entries (`/*i18n*\/`), worded in the reader's
 * language by whoever shows them.
 */

/** How long an unpaid offline booking may hold its seats, hours: at least 1, at most 60 days; 48 unless chosen. */
export const RESERVATION_HOURS = { min: 1, max: 24 * 60, default: 48 } as const;

/** The settings a person types, by their names on the wire, each with the message of what it accepts. */
export const settingsFields = {
  currency: z.string().trim().toUpperCase().refine(isCurrencyCode, { message: /*i18n*/ 'Use an ISO 4217 currency code such as USD, EUR or JPY' }),
  locale: z.string().trim().refine(isLocale, { message: /*i18n*/ 'Use a locale such as en-US or de-DE' }),
  site_language: z.enum(LANGUAGES, { message: /*i18n*/ 'Choose one of the shipped languages: {values}' }),
  offline_payment_instructions: z.string().trim().max(2000, /*i18n*/ 'Keep the instructions under 2,000 characters'),
  reservation_hours: z
    .number()
    .int(/*i18n*/ 'Give whole hours')
    .min(RESERVATION_HOURS.min, /*i18n*/ 'Keep a reservation at least 1 hour')
    .max(RESERVATION_HOURS.max, /*i18n*/ 'Keep a reservation at most 60 days (1,440 hours)'),
  registered_domains: registeredOrigins,
};

/** A setting a person types: a key of {@link settingsFields}. */
export type TypedSetting = keyof typeof settingsFields;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with `value` as the setting `field`, as its catalogue message with the values it
 * names (a refused domain's `{text}`), or null when the value is accepted: the Settings form says
 * it beside the field before sending, as the API would in `errors`.
 */
export function settingProblem(field: TypedSetting, value: unknown): MessageDescriptor | null {
  const result = settingsFields[field].safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const params = 'params' in issue && isRecord(issue.params) ? issue.params : {};
  const values = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));
  return { id: issue.message, values };
}

/**
 * Why `locale` cannot be the site's locale beside the site language `language`, or null when it
 * can. A locale is the variant of one language (its month names, decimal signs, clock): English
 * text is never written the `de-DE` way, so such a locale would change nothing the site writes.
 * The message offers that language's locales, first the one of the same country (`en-DE`).
 */
export function siteLocaleProblem(locale: string, language: Language): MessageDescriptor | null {
  if (isLocaleOf(locale.trim(), language)) return null;
  const [first, second] = localesToOffer(language, locale.trim());
  return /*i18n*/ {
    id: 'The site language is {language, select, de {German} other {English}}: use one of its locales, such as {first} or {second}',
    values: { language, first, second },
  };
}
