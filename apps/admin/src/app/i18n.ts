import { i18n } from '@lingui/core';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { intlLocale, isLanguage, type Language } from '@eventory/core';
import { loadLanguageFiles } from './languageFiles';
import { activateMessages } from './locales';

/**
 * The admin's text (issue #12 §2): only the admin language's catalogue is loaded (a chunk per
 * language, languageFiles.ts), with antd's and dayjs's locale. A change of language reloads the
 * admin, so every screen, built once, reads the global `i18n` of @lingui/core.
 */

/**
 * Loads and activates `language`'s catalogue.
 * @returns antd's locale for the ConfigProvider (undefined: antd's English)
 */
export async function activateLanguage(language: Language): Promise<Locale | undefined> {
  const { messages, antdLocale, dayjsLocale } = await loadLanguageFiles(language);
  dayjs.locale(dayjsLocale);
  activateMessages(language, messages);
  document.documentElement.lang = language;
  return antdLocale;
}

/** The `Intl` locale of the admin's text: the site's locale when of the same language (see intlLocale). */
export function adminIntlLocale(siteLocale: string): string {
  return intlLocale(isLanguage(i18n.locale) ? i18n.locale : 'en', siteLocale);
}

/** Reloads the admin when `language` is not the active one: every screen is built in one language. */
export function reloadForLanguage(language: Language): void {
  if (language !== i18n.locale) window.location.reload();
}
