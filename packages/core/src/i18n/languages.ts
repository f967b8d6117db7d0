/**
 * The languages Eventory ships (issue #12 §2) and how a request's language is chosen. Pure rules,
 * no I/O: the server applies them to a request's `lang` and `Accept-Language`, the admin to its user.
 */

/** Shipped languages, the source (English) first. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language the catalogues are written in (SPEC's strings). */
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language in its own words, for pickers (not translated: a reader finds their own). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

/** The BCP 47 locale `Intl` formats a language with when the site's own locale is of another language. */
const DEFAULT_REGION: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/** True for a shipped language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The shipped language of a BCP 47 tag (`de-AT` → `de`), or null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
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
  /** The visitor's `Accept-Language` header. */
  acceptLanguage?: string | null;
  /** The site's default language (Settings `site_language`). */
  siteDefault: Language;
}

/**
 * The language to answer in (issue #12 §2): the `lang` attribute, then the first shipped language
 * of `Accept-Language`, then the site's default.
 */
export function pickLanguage({ lang, acceptLanguage, siteDefault }: LanguageHints): Language {
  const chosen = lang ? languageOfTag(lang) : null;
  if (chosen) return chosen;
  for (const tag of acceptedTags(acceptLanguage ?? undefined)) {
    const accepted = languageOfTag(tag);
    if (accepted) return accepted;
  }
  return siteDefault;
}

/**
 * The `Intl` locale for text in `language`: the site's locale when it is of that language
 * (`en-GB` stays `en-GB` for English), else the language's usual one (`de-DE`).
 */
export function intlLocale(language: Language, siteLocale?: string): string {
  return siteLocale && languageOfTag(siteLocale) === language ? siteLocale : DEFAULT_REGION[language];
}

/** A user's admin language (issue #12 §2): their own choice, else the site's default, else English. */
export function userLanguage(own: string | null | undefined, siteDefault: string | undefined): Language {
  if (isLanguage(own)) return own;
  return isLanguage(siteDefault) ? siteDefault : SOURCE_LANGUAGE;
}
