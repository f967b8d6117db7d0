import type { Messages } from '@lingui/core';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { isPublicLanguage, textDirection, type PublicLanguage } from '@eventory/core';
import { activateMessages, germanLibraries } from '../app/locales';

/**
 * The front-end mount's language (issue #12 §2, SPEC §2 "Front-end mount"). The mount is part of a
 * public page, so it reads as the page does: the server chose the page's language (`?lang=`, the
 * visitor's Accept-Language among en, de, ar, the site's default) and wrote it in `<html lang dir>`.
 * Its messages are the `public` catalogue's (lingui.public.config.js: Arabic exists there, the admin's
 * catalogue has none), one chunk per language loaded when the page holds a container.
 */

/** What the mount renders with: the language's writing direction and antd's locale (undefined: English). */
export interface MountLanguage {
  direction: 'ltr' | 'rtl';
  antdLocale: Locale | undefined;
}

/** Each language's public catalogue, compiled at build time (vite.config.ts), a chunk of its own. */
const catalogues = import.meta.glob<Messages>('../../../../packages/core/locales/*/public.json', { import: 'default' });

/** Arabic, of the public side only: antd's `ar_EG`, dayjs's `ar` (weeks start on Saturday). */
async function arabicLibraries(): Promise<Locale> {
  const [antd] = await Promise.all([import('antd/es/locale/ar_EG'), import('dayjs/locale/ar')]);
  dayjs.locale('ar');
  return antd.default;
}

const libraryLocales: Record<PublicLanguage, () => Promise<Locale | undefined>> = {
  en: async () => undefined,
  de: germanLibraries,
  ar: arabicLibraries,
};

/** The page's language: `<html lang>` as the server writes it (`en`, `de`, `ar`), else English. */
export function pageLanguage(lang: string): PublicLanguage {
  return isPublicLanguage(lang) ? lang : 'en';
}

/** Loads and activates the page's language: the global `i18n`'s catalogue, antd's and dayjs's locale. */
export async function activatePageLanguage(lang: string): Promise<MountLanguage> {
  const language = pageLanguage(lang);
  const load = catalogues[`../../../../packages/core/locales/${language}/public.json`];
  const [catalogue, antdLocale] = await Promise.all([load ? load() : Promise.resolve({}), libraryLocales[language]()]);
  activateMessages(language, catalogue);
  return { direction: textDirection(language), antdLocale };
}
