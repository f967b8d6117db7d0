import type { Migration } from 'kysely/migration';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #12 §2: the language of a booking (`en`, `de`, `ar`), chosen when it is made (the booking
 * page's language, else the booker's `Accept-Language`): its tickets and certificates are in it, its
 * mails too when it is a mail language. Bookings made before are null and follow the site's default
 * (Settings `site_language`).
 */
export function bookingLanguage(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('orders').addColumn('language', 'varchar(8)').execute();
    },
  };
}
