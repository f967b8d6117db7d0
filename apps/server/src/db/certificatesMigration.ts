import type { Migration } from 'kysely/migration';
import type { Dialect } from './database.js';
import { withId, type AnyDb } from './migrationHelpers.js';

/**
 * Issue #10 §6 (Send Certificate): one row per certificate mail queued to an attendee, so a second
 * send for an event, or for one attendee, asks first and never mails anyone twice unconfirmed.
 * `batch_id` is the job batch of a bulk send (null for one attendee's send).
 */
export function certificateMails(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('certificate_mails'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('attendee_id', 'integer', (c) => c.notNull().references('attendees.id').onDelete('cascade'))
        .addColumn('batch_id', 'integer')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('certificate_mails_event').on('certificate_mails').columns(['event_id', 'created_at']).execute();
      await db.schema.createIndex('certificate_mails_attendee').on('certificate_mails').columns(['attendee_id']).execute();
      await db.schema.createIndex('certificate_mails_batch').on('certificate_mails').columns(['batch_id']).execute();
    },
  };
}
