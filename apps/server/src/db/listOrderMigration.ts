import { sql, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from './database.js';
import type { AnyDb } from './migrationHelpers.js';

/**
 * How many calendar days an event spans (`end_date - start_date`), as an expression its index
 * serves: the largest span bounds how long ago an ongoing event can have started, so the list's
 * default order walks the start index from there instead of from the first event ever.
 * The same text in the migration and in queries, so the planner matches the index.
 */
export function spanDays(dialect: Dialect): RawBuilder<number> {
  if (dialect === 'sqlite') return sql<number>`(julianday(end_date) - julianday(start_date))`;
  const day = (column: string) =>
    sql`make_date(substr(${sql.ref(column)}, 1, 4)::int, substr(${sql.ref(column)}, 6, 2)::int, substr(${sql.ref(column)}, 9, 2)::int)`;
  return sql<number>`(${day('end_date')} - ${day('start_date')})`;
}

/** Title as the list sorted it until migration 0018 (`sort_title` since). */
const sortTitle = sql<string>`lower(title)`;

/**
 * Issue #9 §1 (event list order and series): (parent, start_at, end_at) answers "a series' next
 * occurrence" and "is this occurrence the one its series shows" inside the index (it replaces the
 * index on parent alone); the span index gives the longest event at once; lower(title) sorts by
 * title without reading every row.
 */
export function listOrderIndexes(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.createIndex('events_parent_start').on('events').columns(['parent', 'start_at', 'end_at']).execute();
      await db.schema.dropIndex('events_parent').execute();
      await sql`CREATE INDEX events_span_days ON events (${spanDays(dialect)})`.execute(db);
      await sql`CREATE INDEX events_title_sort ON events (${sortTitle}, id)`.execute(db);
    },
  };
}

/**
 * Issue #9 goals (uncached search): the start index also holds end_at, so the default order's walk
 * tests "not ended yet" inside the index instead of reading the ~300 ended rows of the last days
 * from the table (PostgreSQL, page 1 of a broad search: 0.9 → 0.3 ms). On SQLite it holds the title
 * too, so a keyword's `LIKE` is tested in the index and only the page's rows are read (0.49 →
 * 0.21 ms); PostgreSQL tests `ILIKE` on the row either way. Replaces (start_at, id): SQLite keeps
 * no statistics to choose between two such indexes.
 */
export function searchWalkIndex(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.dropIndex('events_start_at').execute();
      const columns = dialect === 'sqlite' ? ['start_at', 'id', 'end_at', 'title'] : ['start_at', 'id', 'end_at'];
      await db.schema.createIndex('events_start_at').on('events').columns(columns).execute();
    },
  };
}
