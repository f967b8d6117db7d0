import type { Migration } from 'kysely/migration';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #12 §2: the language a visitor answered an RSVP in (`en`, `de`; later `ar` too), so its confirmation mail
 * is in it. Answers given before are null and follow the site's default (Settings `site_language`).
 */
export function rsvpResponseLanguage(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('rsvp_responses').addColumn('language', 'varchar(8)').execute();
    },
  };
}
