import type { Messages } from '@lingui/core';
import type { Locale } from 'antd/es/locale';
import { userLanguage, type Language } from '@eventory/core';
import type { Bootstrap } from '../bootstrap';

/**
 * The files of a language, requested once: the admin's entry (src/main.tsx) asks for them with the
 * first screen's requests, while the app's code still downloads, and the app (i18n.ts) awaits the
 * same requests. Kept free of Lingui, dayjs and antd's code, so the entry stays small.
 */

/**
 * The admin's language (issue #12 §2): the user's own choice, else the site's default.
 */
export function adminLanguage({ user, settings }: { user: { language?: string | null }; settings: Pick<Bootstrap['settings'], 'site_language'> }): Language {
  return userLanguage(user.language, settings.site_language);
}

/** Each language's catalogue, compiled at build time (vite.config.ts), a chunk of its own. */
const catalogues = import.meta.glob<Messages>('../../../../packages/core/locales/*/messages.json', { import: 'default' });

/** antd's strings (pagination, pickers, empty tables) and dayjs's names for a language; English is both libraries' default. */
const libraryLocales: Record<Language, () => Promise<Omit<LanguageFiles, 'messages'>>> = {
  en: async () => ({ antdLocale: undefined, dayjsLocale: 'en' }),
  de: germanLibraryFiles,
};

/**
 * German: antd's `de_DE` and dayjs's `de` (whose names register themselves with dayjs when their
 * module runs; the caller switches dayjs to them). Also the front-end mount's (app/locales.ts).
 */
export async function germanLibraryFiles(): Promise<{ antdLocale: Locale; dayjsLocale: string }> {
  const [antd] = await Promise.all([import('antd/es/locale/de_DE'), import('dayjs/locale/de')]);
  return { antdLocale: antd.default, dayjsLocale: 'de' };
}

/** A language's catalogue and its names in antd and dayjs. */
export interface LanguageFiles {
  messages: Messages;
  /** antd's locale for the ConfigProvider (undefined: antd's English). */
  antdLocale: Locale | undefined;
  /** dayjs's name of the language, its module already loaded. */
  dayjsLocale: string;
}

const requested = new Map<Language, Promise<LanguageFiles>>();

/** `language`'s files, requested on the first call; later calls share that request. */
export function loadLanguageFiles(language: Language): Promise<LanguageFiles> {
  let files = requested.get(language);
  if (!files) {
    const load = catalogues[`../../../../packages/core/locales/${language}/messages.json`];
    files = Promise.all([load ? load() : Promise.resolve({}), libraryLocales[language]()]).then(([messages, locales]) => ({ messages, ...locales }));
    requested.set(language, files);
  }
  return files;
}
