import { formatter } from '@lingui/format-json';

/**
 * Lingui (issue #12 §1): one catalogue per language in packages/core/locales, English the source.
 * `npm run i18n:extract` collects every `i18n._(…)` message of the admin, server, widgets and core
 * into it; packages/core/src/i18n/catalogues.test.ts fails when a catalogue is out of date.
 */
export default {
  locales: ['en', 'de'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/core/locales/{locale}/messages',
      include: ['<rootDir>/packages/core/src', '<rootDir>/apps/admin/src', '<rootDir>/apps/server/src', '<rootDir>/apps/widgets/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**', '**/dist/**'],
    },
  ],
  format: formatter({ style: 'minimal' }),
  orderBy: 'messageId',
};
