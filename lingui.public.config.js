import { formatter } from '@lingui/format-json';

/**
 * Issue #12 §2: the `public` catalogue, what a visitor reads: public pages, widgets, tickets,
 * certificates and their PDFs, and the front-end mount on public pages (the vendor dashboard, the
 * attendee lists) and the mails a visitor gets, in English, German and Arabic (right to left). The
 * admin stays in lingui.config.js's catalogue (English and German only), so Arabic is complete where
 * it is shipped and nowhere asked for where it is not. A message used on both sides is in both catalogues.
 * `npm run i18n:extract` runs both configs; packages/core/src/i18n/catalogues.test.ts checks both.
 */

/** Sources of the public catalogue (folders, or files by pattern); lingui.config.js leaves them out. */
export const PUBLIC_SOURCES = [
  '<rootDir>/apps/widgets/src',
  '<rootDir>/apps/server/src/site',
  '<rootDir>/apps/server/src/widgets',
  '<rootDir>/apps/server/src/rendering',
  '<rootDir>/apps/server/src/pdf',
  '<rootDir>/apps/server/src/modules/*/public*.ts',
  '<rootDir>/apps/server/src/modules/attendees/ticketPage.ts',
  '<rootDir>/apps/server/src/modules/speakers/authorPage.ts',
  // The front-end mount (SPEC §2): the vendor dashboard and attendee lists a public page holds.
  '<rootDir>/apps/admin/src/frontend',
];

/**
 * The admin's modules the front-end mount renders besides its own (the event form's fields and
 * rules, the status tag, the load error): on a public page they read from this catalogue, so their
 * messages are in both catalogues. catalogues.test.ts walks the mount's imports and fails when a
 * module with messages is missing here.
 */
export const MOUNT_SHARED_SOURCES = [
  '<rootDir>/apps/admin/src/app/scrollableTables.ts',
  '<rootDir>/apps/admin/src/features/events/editor/ScheduleFields.tsx',
  '<rootDir>/apps/admin/src/features/events/editor/TimezoneSelect.tsx',
  '<rootDir>/apps/admin/src/features/events/editor/pickers.tsx',
  '<rootDir>/apps/admin/src/features/events/editor/timezones.ts',
  '<rootDir>/apps/admin/src/features/events/editor/titleRules.ts',
  '<rootDir>/apps/admin/src/features/events/list/EventFacts.tsx',
  '<rootDir>/apps/admin/src/features/events/list/eventDisplay.ts',
  '<rootDir>/apps/admin/src/shared/LoadError.tsx',
  '<rootDir>/apps/admin/src/shared/LoginForm.tsx',
  '<rootDir>/apps/admin/src/shared/listNouns.ts',
];

/**
 * The server's modules whose messages answer a visitor's request (issue #12 §2): the error handler's
 * own (field errors, "too many requests"), the booking and RSVP schemas' field errors, the
 * refusals of booking and answering an RSVP, and the public lists' (apps/server/src/modules/publicApi). A visitor's route answers from this catalogue
 * (apps/server/src/i18n/apiMessages.ts, `answerI18n`), the admin's routes from lingui.config.js's,
 * so these messages are in both catalogues.
 */
export const API_SHARED_SOURCES = [
  '<rootDir>/apps/server/src/http/errors.ts',
  '<rootDir>/apps/server/src/i18n/apiMessages.ts',
  '<rootDir>/packages/core/src/schemas/booking.ts',
  '<rootDir>/packages/core/src/schemas/rsvp.ts',
  '<rootDir>/apps/server/src/modules/orders/service.ts',
  '<rootDir>/apps/server/src/modules/orders/soldOut.ts',
  '<rootDir>/apps/server/src/modules/rsvp/rules.ts',
  '<rootDir>/apps/server/src/modules/publicApi/routes.ts',
];

/**
 * The mails a visitor gets (bookings, tickets, refunds, RSVP answers and invitations, certificates)
 * and their frame, in the language of the booking or answer (apps/server/src/modules/mail/locale.ts,
 * Arabic too). In both catalogues, like the above.
 */
export const MAIL_SHARED_SOURCES = [
  '<rootDir>/apps/server/src/modules/mail/layout.ts',
  '<rootDir>/apps/server/src/modules/orders/mails.ts',
  '<rootDir>/apps/server/src/modules/rsvp/mails.ts',
  '<rootDir>/apps/server/src/modules/certificates/mails.ts',
];

/**
 * Core modules whose messages a visitor can read besides the admin: why a shortcode on a public page
 * cannot be shown (its grammar, its widget's attribute rules). In both catalogues, like the above.
 */
export const CORE_SHARED_SOURCES = [
  '<rootDir>/packages/core/src/shortcodes/grammar.ts',
  '<rootDir>/packages/core/src/shortcodes/shortcode.ts',
  '<rootDir>/packages/core/src/shortcodes/fields.ts',
];

/** The same sources as patterns of files, for the admin catalogue's `exclude`. */
export const PUBLIC_SOURCE_PATTERNS = PUBLIC_SOURCES.map((source) => (source.endsWith('.ts') ? source : `${source}/**`));

export const SOURCE_EXCLUDE = ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**', '**/dist/**'];

export default {
  locales: ['en', 'de', 'ar'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/core/locales/{locale}/public',
      include: [...PUBLIC_SOURCES, ...MOUNT_SHARED_SOURCES, ...API_SHARED_SOURCES, ...MAIL_SHARED_SOURCES, ...CORE_SHARED_SOURCES],
      exclude: SOURCE_EXCLUDE,
    },
  ],
  format: formatter({ style: 'minimal' }),
  orderBy: 'messageId',
};
