import { sortKey } from '@eventory/core';
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from './database.js';

/** Migrations see the database as it was then, not as schema.ts types it now. */
export type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Most ids one UPDATE of {@link fillFolded} names (well under SQLite's limit of bound values). */
const FILL_BATCH = 1_000;

/**
 * Fills `target` with `source` folded by {@link sortKey} for every row of `table`: one read of the
 * ids and texts, then one UPDATE by primary key per folded value and batch of ids (machBar's 2,971
 * events fold to 97 titles). Matching each distinct text instead read the whole table once per
 * text where no index serves it (attendees' names).
 */
export async function fillFolded(db: AnyDb, { table, source, target }: { table: string; source: string; target: string }): Promise<void> {
  const rows = (await db.selectFrom(table).select(['id', sql.ref(source).as('text')]).execute()) as { id: number; text: string }[];
  const idsByFold = new Map<string, number[]>();
  for (const { id, text } of rows) {
    const folded = sortKey(text);
    const ids = idsByFold.get(folded);
    if (ids) ids.push(id);
    else idsByFold.set(folded, [id]);
  }
  for (const [folded, ids] of idsByFold) {
    for (let i = 0; i < ids.length; i += FILL_BATCH) await db.updateTable(table).set({ [target]: folded }).where('id', 'in', ids.slice(i, i + FILL_BATCH)).execute();
  }
}

/** An auto-increment integer primary key in either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * SQLite: `<table>_fts`, an external-content FTS5 trigram table over `table.column` (rowid = id),
 * kept in step by insert, delete and update triggers: what db/search.ts's containsText asks for a
 * keyword of 3+ characters.
 */
export async function createTrigramFts(db: AnyDb, table: string, column: string): Promise<void> {
  const fts = sql.raw(`${table}_fts`);
  const t = sql.raw(table);
  const col = sql.raw(column);
  await sql`CREATE VIRTUAL TABLE ${fts} USING fts5(${col}, content='${t}', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_insert`)} AFTER INSERT ON ${t} BEGIN
    INSERT INTO ${fts}(rowid, ${col}) VALUES (new.id, new.${col}); END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_delete`)} AFTER DELETE ON ${t} BEGIN
    INSERT INTO ${fts}(${fts}, rowid, ${col}) VALUES ('delete', old.id, old.${col}); END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_update`)} AFTER UPDATE OF ${col} ON ${t} BEGIN
    INSERT INTO ${fts}(${fts}, rowid, ${col}) VALUES ('delete', old.id, old.${col});
    INSERT INTO ${fts}(rowid, ${col}) VALUES (new.id, new.${col}); END`.execute(db);
}
