import type { Migration } from 'kysely/migration';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #11 §3: an event's "allow public attendee emails" setting (`attendee_list_show_email`,
 * 0 or 1, off by default). The Attendee List widget shows attendees' emails only when its
 * shortcode asks (`show_email="yes"`) and the event allows it.
 */
export function attendeeListEmail(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('events').addColumn('attendee_list_show_email', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  };
}
