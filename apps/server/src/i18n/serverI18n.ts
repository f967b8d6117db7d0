import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { createI18n, intlLocale, isLanguage, pickLanguage, pickPublicLanguage, type Catalogue, type I18n, type Language, type PublicLanguage } from '@eventory/core';

/**
 * The server's side of the one i18n layer (issue #12 §1): the same catalogues and Lingui runtime as
 * the admin and widgets, one compiled instance per language, and the choice of a reader's language
 * for public pages, widgets and mails. Server code translates with `i18n._('English text', values)`.
 * Two catalogues: `messages` (admin shell, mails; en, de) and `public` (public pages, widgets,
 * tickets, certificates; en, de, ar).
 */

const localesDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@eventory/core/package.json')), 'locales');

const readCatalogue = (language: string, name: 'messages' | 'public') =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${name}.json`), 'utf8')) as Catalogue;

const instances = new Map<Language, I18n>();
const publicInstances = new Map<PublicLanguage, I18n>();

/** The Lingui instance of `language` for the admin shell and mails (its catalogue read and compiled once per process). */
export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, readCatalogue(language, 'messages'));
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The Lingui instance of a public page, widget, ticket or certificate in `language` (Arabic too):
 * the `public` catalogue, over the `messages` one in the languages that have it (a helper shared with
 * the admin side still reads right).
 */
export function publicI18n(language: PublicLanguage): I18n {
  let instance = publicInstances.get(language);
  if (!instance) {
    const shared = isLanguage(language) ? readCatalogue(language, 'messages') : {};
    instance = createI18n(language, { ...shared, ...readCatalogue(language, 'public') }, intlLocale(language));
    publicInstances.set(language, instance);
  }
  return instance;
}

/**
 * The language a mail answers `request` in (issue #12 §2): `lang`, then the request's
 * `Accept-Language` among the shipped languages, then the site's default.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>, siteDefault: Language, lang?: string | null): Language {
  return pickLanguage({ lang, acceptLanguage: request.headers['accept-language'] ?? null, siteDefault });
}

/** The cookie that keeps the language a visitor chose with a public page's `?lang=` (a year), so the pages they open next read in it too. */
export const LANGUAGE_COOKIE = 'eventory_lang';

/**
 * The language a public page or widget answers `request` in (issue #12 §2): `lang` (a widget's
 * `lang` attribute or a page's `?lang=`), then the language the visitor chose earlier
 * ({@link LANGUAGE_COOKIE}), then the request's `Accept-Language` among en, de, ar, then the site's default.
 */
export function requestPublicLanguage(request: Pick<FastifyRequest, 'headers' | 'query'> & { cookies?: Record<string, string | undefined> }, siteDefault: Language, lang?: string | null): PublicLanguage {
  const asked = lang ?? (request.query as { lang?: unknown } | null)?.lang;
  return pickPublicLanguage({ lang: typeof asked === 'string' ? asked : null, kept: request.cookies?.[LANGUAGE_COOKIE] ?? null, acceptLanguage: request.headers['accept-language'] ?? null, siteDefault });
}
