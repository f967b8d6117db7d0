import { i18n, type Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { germanLibraryFiles } from './languageFiles';

/**
 * Switching the admin's and the front-end mount's language in the browser (issue #12): Lingui's
 * global catalogue, and antd's own strings (pagination, pickers, empty tables) and dayjs's month
 * and day names, loaded lazily (a chunk per language). English needs no library locale (antd's
 * and dayjs's default); Arabic, of the public side only, is the mount's (frontend/language.ts).
 */

/**
 * Activates `messages` as the global `i18n`'s catalogue of `language`. The catalogues are compiled
 * at build time without the messages that read as their id (compileBrowserCatalogue, see
 * vite.config.ts): the id is then the text, which contains no ICU syntax to compile.
 */
export function activateMessages(language: string, messages: Messages): void {
  i18n.setMessagesCompiler((message) => message as unknown as CompiledMessage);
  i18n.loadAndActivate({ locale: language, messages });
}

/** German: antd's `de_DE`, dayjs's `de`. */
export async function germanLibraries(): Promise<Locale> {
  const { antdLocale, dayjsLocale } = await germanLibraryFiles();
  dayjs.locale(dayjsLocale);
  return antdLocale;
}
