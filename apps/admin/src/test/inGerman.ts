import { i18n } from '@lingui/core';
import { compileCatalogue, type Catalogue } from '@eventory/core';

/** The German catalogue as stored (packages/core/locales/de/messages.json). */
const [german] = Object.values(import.meta.glob<Catalogue>('../../../../packages/core/locales/de/messages.json', { eager: true, import: 'default' }));

/**
 * Runs `read` with the admin's messages in German (as a German-speaking user sees them), then
 * switches back to English, the unit tests' language (see i18nSetup.ts).
 */
export function inGerman<T>(read: () => T): T {
  i18n.loadAndActivate({ locale: 'de', messages: compileCatalogue(german ?? {}) });
  try {
    return read();
  } finally {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  }
}
