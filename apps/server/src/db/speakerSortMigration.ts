import { sortKey } from '@eventory/core';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from './database.js';
import { createTrigramFts, type AnyDb } from './migrationHelpers.js';

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

/**
 * The speaker name search reads `sort_name` (the name folded as {@link sortKey} folds it, the
 * search folded the same way), so 'Topel' finds 'Töpel' and 'lukasz' finds 'Łukasz' (FOSDEM's
 * speakers, issue #9 walkthrough): SQLite's FTS5 trigram table and PostgreSQL's trigram index move
 * from `name` to `sort_name`.
 */
export function speakerSearchFolded(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`DROP INDEX speakers_name_trgm`.execute(db);
        await sql`CREATE INDEX speakers_sort_name_trgm ON speakers USING gin (sort_name public.gin_trgm_ops)`.execute(db);
        return;
      }
      for (const trigger of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.raw(`speakers_fts_${trigger}`)}`.execute(db);
      await sql`DROP TABLE speakers_fts`.execute(db);
      await createTrigramFts(db, 'speakers', 'sort_name');
      await sql`INSERT INTO speakers_fts(speakers_fts) VALUES ('rebuild')`.execute(db);
    },
  };
}
