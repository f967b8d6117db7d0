import { sql } from 'kysely';
import type { DB, Dialect } from '../db/database.js';

/**
 * Tables of operational counters, not data: `rate_limits` counts every attempt, a refused one too
 * (that is its job), so a rejected call does change it.
 */
const COUNTERS = new Set(['rate_limits']);

/**
 * Every row of every table of the test's database (its own PostgreSQL schema), as sorted JSON lines
 * per table, but for the {@link COUNTERS}: compare two snapshots to prove a rejected call changed
 * nothing.
 */
export async function snapshotDatabase(db: DB, dialect: Dialect): Promise<Record<string, string[]>> {
  const tables =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables.rows.filter((t) => !COUNTERS.has(t.name))) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    snapshot[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
