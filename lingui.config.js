import { formatter } from '@lingui/format-json';
import { PUBLIC_SOURCE_PATTERNS, SOURCE_EXCLUDE } from './lingui.public.config.js';

/**
 * Lingui (issue #12 §1): one catalogue per language in packages/core/locales, English the source.
 * `npm run i18n:extract` collects every `i18n._(…)` message of the admin, the server's mails and
 * core into it; what visitors read (public pages, widgets, tickets, certificates: also in Arabic)
 * goes to the `public` catalogue of lingui.public.config.js instead.
 * packages/core/src/i18n/catalogues.test.ts fails when a catalogue is out of date.
 */
export default {
  locales: ['en', 'de'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/core/locales/{locale}/messages',
      include: ['<rootDir>/packages/core/src', '<rootDir>/apps/admin/src', '<rootDir>/apps/server/src'],
      exclude: [...SOURCE_EXCLUDE, ...PUBLIC_SOURCE_PATTERNS],
    },
  ],
  format: formatter({ style: 'minimal' }),
  orderBy: 'messageId',
};
