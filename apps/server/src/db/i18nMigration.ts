import type { Migration } from 'kysely/migration';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #12 §2: each user's own admin language (`en`, `de`); null follows the site's default
 * (Settings `site_language`), so existing users keep seeing the site's language.
 */
export function userLanguage(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('language', 'varchar(8)').execute();
    },
  };
}
