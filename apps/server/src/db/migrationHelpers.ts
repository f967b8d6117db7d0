import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from './database.js';

/** Migrations see the database as it was then, not as schema.ts types it now. */
export type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An auto-increment integer primary key in either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
