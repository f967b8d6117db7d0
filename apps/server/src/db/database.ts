import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, sql, SqliteAdapter, SqliteDialect, type DialectAdapter, type Transaction } from 'kysely';
import { listenForChanges } from './changeNotices.js';
import type { Database } from './schema.js';
import { prepareConnection, rowObjects } from './sqliteSetup.js';
import { ReaderPool, readerDatabase } from './readerPool.js';

export type DB = Kysely<Database>;
export type Tx = Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** An open database and what the code needs to know about it. */
export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  /**
   * SQLite with `readers`: the same database read on reader threads (db/readerPool.ts), committed
   * data only, for the busiest reads outside transactions. Absent otherwise: read from `db`.
   */
  reads?: DB;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; absent for the embedded SQLite file. */
  url?: string;
  /** Folder of the SQLite file `eventory.sqlite` (created when missing). */
  dataDir: string;
  /** PostgreSQL schema to use (created when missing); tests give each run its own. */
  schema?: string;
  /** SQLite: reader threads for {@link DatabaseHandle.reads} (0 or absent: none). */
  readers?: number;
}

// int8 (count(*)) comes back as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

/** Opens SQLite (WAL) under `dataDir`, or PostgreSQL when `url` is given. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const schema = options.schema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
    if (schema) {
      const client = new pg.Client({ connectionString: options.url });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } catch (error) {
        // Two servers creating it at once: IF NOT EXISTS is not atomic, the loser sees a duplicate.
        if (!['23505', '42P06'].includes((error as { code?: string }).code ?? '')) throw error;
      } finally {
        await client.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema},public` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const stopListening = await listenForChanges(db, { url: options.url, schema });
    return {
      db,
      dialect: 'postgres',
      close: async () => {
        await stopListening();
        await db.destroy();
      },
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'eventory.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  prepareConnection(sqlite);
  cachePreparedStatements(sqlite);
  const stopUpkeep = keepPlannerStatistics(sqlite);
  const db = new Kysely<Database>({ dialect: new TransactionalDdlSqliteDialect({ database: sqlite }) });
  const reads = options.readers ? readerDatabase(new ReaderPool(file, options.readers)) : undefined;
  return {
    db,
    dialect: 'sqlite',
    reads,
    close: async () => {
      await reads?.destroy();
      stopUpkeep();
      await db.destroy();
    },
  };
}

/** How often a long-running server lets SQLite refresh its planner statistics, ms. */
const STATISTICS_UPKEEP_MS = 60 * 60 * 1000;

/**
 * SQLite plans a query from the statistics ANALYZE keeps in sqlite_stat1; without them it guesses,
 * and guessed wrong on the public event list (issue #11 §6: it sorted every upcoming event, 125 ms,
 * instead of walking the (status, parent, id) index to the first 10 rows, 0.3 ms). As SQLite
 * advises for long-lived connections: {@link optimizeAtOpen} when the database opens, again after
 * migrations (see `refreshPlannerStatistics`), plain `PRAGMA optimize` every hour and at close.
 * Answers the function that stops the hourly run.
 */
function keepPlannerStatistics(sqlite: SQLite.Database): () => void {
  optimizeAtOpen(sqlite);
  const timer = setInterval(() => sqlite.pragma('optimize'), STATISTICS_UPKEEP_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (sqlite.open) sqlite.pragma('optimize');
  };
}

/**
 * `PRAGMA optimize=0x10002`: ANALYZE each table that was never analyzed or has changed much since.
 * `analysis_limit` (kept by the connection for every later ANALYZE) reads at most about 1,000 rows
 * of each index, so a database of 100,000 events without statistics opens with a short pause
 * instead of seconds (0x10002 leaves out SQLite's own limit). Exported for bench/plans.ts.
 */
export function optimizeAtOpen(sqlite: SQLite.Database): void {
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
}

/**
 * After migrations (new tables or indexes), the same refresh as at open, on SQLite; PostgreSQL's
 * autovacuum keeps its own statistics.
 */
export async function refreshPlannerStatistics(db: DB, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await sql`PRAGMA optimize = 0x10002`.execute(db);
}

/**
 * Kysely's SQLite driver prepares every query anew (35–70 µs each; a list request runs 5+). Keep
 * prepared statements by SQL text instead. Safe because the driver runs one query at a time and
 * finishes each statement (`all`/`run`) before the next; do not combine with `.stream()`, whose
 * open iterator would make a reused statement busy. Cleared when it holds `max` texts (IN lists of
 * different lengths are different texts) and before any DDL (a kept statement's columns, see
 * {@link rowsBuiltInJs}, would otherwise outlive a changed table).
 */
function cachePreparedStatements(sqlite: SQLite.Database, max = 500) {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= max || /^\s*(create|alter|drop)\b/i.test(source)) statements.clear();
      statement = rowsBuiltInJs(prepare(source));
      statements.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * A reading statement whose `all` asks better-sqlite3 for each row as an array and builds the row
 * objects in JS ({@link rowObjects}), from the column names read once.
 */
function rowsBuiltInJs(statement: SQLite.Statement): SQLite.Statement {
  if (!statement.reader) return statement;
  const columns = statement.columns().map((column) => column.name);
  const all = statement.raw(true).all.bind(statement);
  statement.all = ((...params: unknown[]) => rowObjects(columns, all(...params) as unknown[][])) as typeof statement.all;
  return statement;
}

/**
 * SQLite runs DDL inside transactions (CREATE/DROP TABLE, CREATE INDEX, virtual tables and triggers
 * roll back with the rest), but Kysely's SQLite adapter says it does not, so its Migrator ran our
 * migrations without one: a kill -9 between two statements of a migration left half its tables and
 * no bookkeeping row, and every later start failed with "table … already exists". Saying so here
 * makes the Migrator run the pending migrations and their bookkeeping rows in one transaction, as
 * on PostgreSQL. (Only the Migrator reads this flag. PRAGMA foreign_keys is a no-op inside a
 * transaction: a migration that rebuilds a table uses PRAGMA defer_foreign_keys instead.)
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
