import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from './database.js';
import { createTrigramFts, fillFolded, type AnyDb } from './migrationHelpers.js';

/**
 * Event and schedule titles are searched without regard to accents, as speaker names already are
 * (issue #9 leftovers): 'repaircafe' finds machBar's 'mB-onTour: repairCafé', 'biookonomie' its
 * '"Bioökonomie-Tag"'. Each table gets `sort_title`, the title folded by {@link sortKey} (lower case,
 * marks removed), written with every title; the trigram indexes (SQLite's FTS5 table, PostgreSQL's
 * pg_trgm) move to it, and so do the events' title order and SQLite's walk index (start_at, id,
 * end_at, title), which tests the keyword inside the index. The title order then files 'Émile'
 * with the E's, as the speakers' order does.
 */
export function foldedTitles(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ['events', 'schedules']) await db.schema.alterTable(table).addColumn('sort_title', 'text', (c) => c.notNull().defaultTo('')).execute();
      await fillFolded(db, { table: 'events', source: 'title', target: 'sort_title' });
      await fillFolded(db, { table: 'schedules', source: 'program_title', target: 'sort_title' });
      await db.schema.dropIndex('events_title_sort').execute();
      await db.schema.createIndex('events_title_sort').on('events').columns(['sort_title', 'id']).execute();
      if (dialect === 'postgres') {
        await sql`DROP INDEX events_title_trgm`.execute(db);
        await sql`CREATE INDEX events_title_trgm ON events USING gin (sort_title public.gin_trgm_ops)`.execute(db);
        await sql`DROP INDEX schedules_title_trgm`.execute(db);
        await sql`CREATE INDEX schedules_title_trgm ON schedules USING gin (sort_title public.gin_trgm_ops)`.execute(db);
        return;
      }
      await db.schema.dropIndex('events_start_at').execute();
      await db.schema.createIndex('events_start_at').on('events').columns(['start_at', 'id', 'end_at', 'sort_title']).execute();
      for (const table of ['events', 'schedules']) {
        for (const trigger of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.raw(`${table}_fts_${trigger}`)}`.execute(db);
        await sql`DROP TABLE ${sql.raw(`${table}_fts`)}`.execute(db);
        await createTrigramFts(db, table, 'sort_title');
        await sql`INSERT INTO ${sql.raw(`${table}_fts`)}(${sql.raw(`${table}_fts`)}) VALUES ('rebuild')`.execute(db);
      }
    },
  };
}
