import type { Migration } from 'kysely/migration';
import { fillFolded, type AnyDb } from './migrationHelpers.js';

/**
 * Attendees are found by name without regard to accents (issue #9 leftovers): 'muller' finds
 * 'Jürgen Müller' in the attendee list and the scanner's name look-up, as speaker names already are.
 * `attendees.sort_name` holds the name folded by `sortKey`, written with every name.
 */
export function attendeeSortName(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('attendees').addColumn('sort_name', 'text', (c) => c.notNull().defaultTo('')).execute();
      await fillFolded(db, { table: 'attendees', source: 'name', target: 'sort_name' });
    },
  };
}
