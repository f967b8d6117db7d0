import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { PublicLanguage } from './languages.js';

/**
 * A message kept in a table and translated where shown: write it `/*i18n*\/ { id: 'English text' }`
 * so the extractor finds it, and show it with `i18n._(descriptor)`.
 */
export type { I18n, MessageDescriptor };

/**
 * One language's catalogue as stored in `packages/core/locales/<language>/messages.json`: message
 * id (the English text, SPEC's strings) → ICU MessageFormat text in that language.
 */
export type Catalogue = Record<string, string>;

/** A catalogue compiled for Lingui's runtime (ICU parsed once here, not on every message). */
export function compileCatalogue(catalogue: Catalogue): Messages {
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)]));
}

/**
 * A compiled catalogue for the browser, without the messages that read exactly as their id (most of
 * English, the source, and words such as 'Status' in German): Lingui falls back to the id for them,
 * so they need not travel. The admin's English catalogue shrinks from 24 to ~7 kB gzip (issue #12 §3,
 * the first row's budget). The runtime must then take an id as its message (see the admin's
 * activateLanguage: a compiler that returns the text as it is).
 */
export function compileBrowserCatalogue(catalogue: Catalogue): Messages {
  const echoes = (id: string, message: Messages[string]) => message === id || (Array.isArray(message) && message.length === 1 && message[0] === id);
  return Object.fromEntries(Object.entries(compileCatalogue(catalogue)).filter(([id, message]) => !echoes(id, message)));
}

/**
 * A Lingui instance for one language, its catalogue compiled and active: what the server makes
 * per language for pages and mails; the admin activates the global `i18n` the same way.
 * `formatLocale` is the `Intl` locale of numbers in messages (`#` of a plural), e.g. Arabic with Latin digits.
 */
export function createI18n(language: PublicLanguage, catalogue: Catalogue, formatLocale?: string): I18n {
  return setupI18n({ locale: language, ...(formatLocale ? { locales: [formatLocale] } : {}), messages: { [language]: compileCatalogue(catalogue) } });
}
