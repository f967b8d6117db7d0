import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from './languages.js';

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
 * A Lingui instance for one language, its catalogue compiled and active: what the server makes
 * per language for pages and mails; the admin activates the global `i18n` the same way.
 */
export function createI18n(language: Language, catalogue: Catalogue): I18n {
  return setupI18n({ locale: language, messages: { [language]: compileCatalogue(catalogue) } });
}
