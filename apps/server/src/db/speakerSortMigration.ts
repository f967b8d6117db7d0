import type { Migration } from 'kysely/migration';
import type { AnyDb } from './migrationHelpers.js';
import { sortKey } from './sortKey.js';

/**
 * Speakers sort by `sort_name` ({@link sortKey}) instead of the binary order of `name`, which put
 * 'de Vries' and 'Émile' after 'Zed' (FOSDEM's 990 speakers, issue #9 walkthrough): the column,
 * filled in for every existing speaker, and its index with `id` (the list's order and the
 * name search's walk).
 */
export function speakerSortName(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('speakers').addColumn('sort_name', 'text', (c) => c.notNull().defaultTo('')).execute();
      const rows = (await db.selectFrom('speakers').select(['id', 'name']).execute()) as { id: number; name: string }[];
      // One statement a row, inside the migration's transaction (990 speakers: ~20 ms on SQLite).
      for (const row of rows) await db.updateTable('speakers').set({ sort_name: sortKey(row.name) }).where('id', '=', row.id).execute();
      await db.schema.createIndex('speakers_sort_name').on('speakers').columns(['sort_name', 'id']).execute();
    },
  };
}
