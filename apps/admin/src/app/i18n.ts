import { i18n, type Messages } from '@lingui/core';
import type { Locale } from 'antd/es/locale';
import { intlLocale, isLanguage, userLanguage, type Language } from '@eventory/core';
import type { Bootstrap } from '../bootstrap';
import { activateMessages, germanLibraries } from './locales';

/**
 * The admin's language (issue #12 §2): the user's own choice, else the site's default. Only that
 * language's catalogue is loaded, lazily (a chunk per language), with antd's and dayjs's locale
 * for German; English needs neither (antd's and dayjs's default). A change of language reloads
 * the admin, so every screen, built once, reads the global `i18n` of @lingui/core.
 */
export function adminLanguage({ user, settings }: { user: { language?: string | null }; settings: Pick<Bootstrap['settings'], 'site_language'> }): Language {
  return userLanguage(user.language, settings.site_language);
}

/** Each language's catalogue, compiled at build time (vite.config.ts), a chunk of its own. */
const catalogues = import.meta.glob<Messages>('../../../../packages/core/locales/*/messages.json', { import: 'default' });

/** antd's strings (pagination, pickers, empty tables) and dayjs's names for a language. */
const libraryLocales: Record<Language, () => Promise<Locale | undefined>> = {
  en: async () => undefined,
  de: germanLibraries,
};

/**
 * Loads and activates `language`'s catalogue.
 * @returns antd's locale for the ConfigProvider (undefined: antd's English)
 */
export async function activateLanguage(language: Language): Promise<Locale | undefined> {
  const load = catalogues[`../../../../packages/core/locales/${language}/messages.json`];
  const [catalogue, antdLocale] = await Promise.all([load ? load() : Promise.resolve({}), libraryLocales[language]()]);
  activateMessages(language, catalogue);
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
