/**
 * The languages Eventory ships (issue #12 §2) and how a request's language is chosen. Pure rules,
 * no I/O: the server applies them to a request's `lang` and `Accept-Language`, the admin to its user.
 */

/** Shipped languages, the source (English) first. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language the catalogues are written in (SPEC's strings). */
export const SOURCE_LANGUAGE: Language = 'en';

/**
 * Languages of what a visitor reads: public pages, widgets, tickets and certificates. The shipped
 * languages plus Arabic (issue #12 §2), which proves the right-to-left layout; the admin and mails
 * stay in {@link LANGUAGES}. Their messages live in the `public` catalogue (lingui.public.config.js).
 */
export const PUBLIC_LANGUAGES = ['en', 'de', 'ar'] as const;
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

/** Each language in its own words, for pickers (not translated: a reader finds their own). */
export const LANGUAGE_NAMES: Record<PublicLanguage, string> = { en: 'English', de: 'Deutsch', ar: 'العربية' };

/**
 * The BCP 47 locale `Intl` formats a language with when the site's own locale is of another
 * language. Arabic keeps Latin digits (`nu-latn`): the organisers' own text on the same page
 * (ticket ids, rooms, times in descriptions) is written with them, and Latin digits are what the
 * Maghreb and most Gulf sites print; month names and the currency sign are still Arabic.
 */
const DEFAULT_REGION: Record<PublicLanguage, string> = { en: 'en-US', de: 'de-DE', ar: 'ar-u-nu-latn' };

/** Languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

/** True for a shipped language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** True for a language of the public pages (`en`, `de`, `ar`). */
export function isPublicLanguage(value: unknown): value is PublicLanguage {
  return typeof value === 'string' && (PUBLIC_LANGUAGES as readonly string[]).includes(value);
}

/** The language of a BCP 47 tag (`de-AT` → `de`) among `shipped`, or null. */
function matchTag<L extends string>(tag: string, shipped: readonly L[]): L | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (shipped as readonly string[]).includes(primary) ? (primary as L) : null;
}

/** The shipped language of a BCP 47 tag (`de-AT` → `de`), or null. */
export function languageOfTag(tag: string): Language | null {
  return matchTag(tag, LANGUAGES);
}

/** The public site's language of a BCP 47 tag (`ar-EG` → `ar`), or null. */
export function publicLanguageOfTag(tag: string): PublicLanguage | null {
  return matchTag(tag, PUBLIC_LANGUAGES);
}

/** The `dir` attribute of a page in `language`: `rtl` for Arabic, else `ltr`. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * The tags of an `Accept-Language` header, most wanted first (`de-CH, en;q=0.5, *;q=0.1`); tags
 * with q=0 are refused and dropped; equal weights keep the header's order.
 */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** What a public page, widget or mail knows about its reader's language. */
export interface LanguageHints {
  /** A widget's `lang` attribute (or a page's `?lang=`): wins when it names a shipped language. */
  lang?: string | null;
  /** A language the visitor chose earlier on the public site (its language cookie): after `lang`, before `Accept-Language`. */
  kept?: string | null;
  /** The visitor's `Accept-Language` header. */
  acceptLanguage?: string | null;
  /** The site's default language (Settings `site_language`). */
  siteDefault: Language;
}

/**
 * The language to answer in (issue #12 §2): the `lang` attribute, then the first shipped language
 * of `Accept-Language`, then the site's default.
 */
export function pickLanguage(hints: LanguageHints): Language {
  return pick(hints, LANGUAGES);
}

/**
 * {@link pickLanguage} among the public pages' languages (Arabic too): what public pages, widgets
 * and a new booking (its tickets and certificates) are in.
 */
export function pickPublicLanguage(hints: LanguageHints): PublicLanguage {
  return pick(hints, PUBLIC_LANGUAGES);
}

function pick<L extends string>({ lang, kept, acceptLanguage, siteDefault }: LanguageHints, shipped: readonly L[]): L | Language {
  for (const tag of [lang, kept]) {
    const chosen = tag ? matchTag(tag, shipped) : null;
    if (chosen) return chosen;
  }
  for (const tag of acceptedTags(acceptLanguage ?? undefined)) {
    const accepted = matchTag(tag, shipped);
    if (accepted) return accepted;
  }
  return siteDefault;
}

/**
 * The language of a booking's tickets, certificates and mails (and of an RSVP answer's mails): the
 * one stored with it (issue #12 §2), else (bookings made before languages were stored) the site's
 * default.
 */
export function bookingLanguage(stored: string | null | undefined, siteDefault: Language): PublicLanguage {
  return isPublicLanguage(stored) ? stored : siteDefault;
}

/**
 * The `Intl` locale for text in `language`: the site's locale when it is of that language
 * (`en-GB` stays `en-GB` for English), else the language's usual one (`de-DE`).
 */
export function intlLocale(language: PublicLanguage, siteLocale?: string): string {
  return siteLocale && matchTag(siteLocale, PUBLIC_LANGUAGES) === language ? siteLocale : DEFAULT_REGION[language];
}

/** The second locale of each site language that {@link localesToOffer} names. */
const OTHER_REGION: Record<Language, string> = { en: 'en-GB', de: 'de-AT' };

/**
 * True when the locale tag writes `language` (`en-GB` and `en` write English, `de-DE` does not):
 * the site's locale must write the site's language, as {@link intlLocale} applies it to that
 * language's text only.
 */
export function isLocaleOf(locale: string, language: string): boolean {
  return matchTag(locale, [language]) === language;
}

/** `language` as written in the country of `locale` (`en` in `de-DE`'s Germany: `en-DE`) when the platform knows that locale, else null. */
function regionalLocale(language: Language, locale: string): string | null {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    const tag = region ? `${language}-${region}` : null;
    return tag && new Intl.DateTimeFormat(tag).resolvedOptions().locale === tag ? tag : null;
  } catch {
    return null;
  }
}

/**
 * Two locales of `language` to offer in place of `locale`, which writes another language: first
 * `language` as written in that locale's country where the platform knows it (`en-DE` for `de-DE`:
 * the 24-hour clock, the day before the month), then its usual ones (`en-US`, `en-GB`).
 */
export function localesToOffer(language: Language, locale: string): [string, string] {
  const [first, second] = [...new Set([regionalLocale(language, locale), DEFAULT_REGION[language], OTHER_REGION[language]].filter((tag): tag is string => tag !== null))];
  return [first!, second!];
}

/** A user's admin language (issue #12 §2): their own choice, else the site's default, else English. */
export function userLanguage(own: string | null | undefined, siteDefault: string | undefined): Language {
  if (isLanguage(own)) return own;
  return isLanguage(siteDefault) ? siteDefault : SOURCE_LANGUAGE;
}
