import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { createI18n, pickLanguage, type Catalogue, type I18n, type Language } from '@eventory/core';

/**
 * The server's side of the one i18n layer (issue #12 §1): the same catalogues and Lingui runtime as
 * the admin and widgets, one compiled instance per language, and the choice of a reader's language
 * for public pages, widgets and mails. Server code translates with `i18n._('English text', values)`.
 */

const localesDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@eventory/core/package.json')), 'locales');

const instances = new Map<Language, I18n>();

/** The Lingui instance of `language` (its catalogue read and compiled once per process). */
export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    const catalogue = JSON.parse(readFileSync(path.join(localesDir, language, 'messages.json'), 'utf8')) as Catalogue;
    instance = createI18n(language, catalogue);
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The language a public page, widget or mail answers `request` in (issue #12 §2): `lang` (a widget's
 * `lang` attribute or a page's `?lang=`), then the request's `Accept-Language` among the shipped
 * languages, then the site's default.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>, siteDefault: Language, lang?: string | null): Language {
  return pickLanguage({ lang, acceptLanguage: request.headers['accept-language'] ?? null, siteDefault });
}
