import { sql, type SqlBool } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { ScheduleSlotTable, ScheduleTable, SpeakerTable, TagTable } from '../../../db/schema.js';
import { escapeLike } from '../../../db/search.js';

/**
 * Bulk SQL of the conference import: one SELECT per table to find what an earlier import wrote,
 * multi-row INSERTs and UPDATEs of at most {@link BATCH} rows, no query per record.
 */

/** Rows per multi-row statement, well under either database's bound-parameter limit. */
const BATCH = 200;

export type NewSpeakerRow = Omit<SpeakerTable, 'id'>;
export type NewScheduleRow = Omit<ScheduleTable, 'id'>;
export type NewSlotRow = Omit<ScheduleSlotTable, 'id'>;
export type NewTagRow = Omit<TagTable, 'id'>;
export type SpeakerKeyRow = { id: number; source_key: string; name: string };
export type ScheduleKeyRow = Omit<NewScheduleRow, 'sort_title' | 'source_key' | 'created_at' | 'updated_at'> & { id: number; source_key: string };
export type SlotKeyRow = Omit<NewSlotRow, 'source_key'> & { id: number; source_key: string };

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `source_key` starts with `prefix` (LIKE narrows; the caller's exact check drops SQLite's case-blind matches). */
const keyedBy = (prefix: string) => sql<SqlBool>`source_key LIKE ${`${escapeLike(prefix)}%`} ESCAPE '\\'`;

function withPrefix<T extends { source_key: string | null }>(rows: T[], prefix: string): (T & { source_key: string })[] {
  return rows.filter((r): r is T & { source_key: string } => r.source_key?.startsWith(prefix) === true);
}

/** Speakers an earlier import keyed under `prefix` (`conf:<acronym>:person:`). */
export async function keyedSpeakers(db: DB, prefix: string): Promise<SpeakerKeyRow[]> {
  return withPrefix(await db.selectFrom('speakers').select(['id', 'source_key', 'name']).where(keyedBy(prefix)).execute(), prefix);
}

/** Schedules an earlier import keyed under `prefix` (`conf:<acronym>:day:`). */
export async function keyedSchedules(db: DB, prefix: string): Promise<ScheduleKeyRow[]> {
  const rows = await db.selectFrom('schedules').select(['id', 'source_key', 'program_title', 'date', 'day_name']).where(keyedBy(prefix)).execute();
  return withPrefix(rows, prefix);
}

/** Slots an earlier import keyed under `prefix` (`conf:<acronym>:talk:`), with every field. */
export async function keyedSlots(db: DB, prefix: string): Promise<SlotKeyRow[]> {
  return withPrefix(await db.selectFrom('schedule_slots').selectAll().where(keyedBy(prefix)).execute(), prefix);
}

/** The top-level event an earlier import made from `key`, if any. */
export async function findEventId(db: DB, key: string): Promise<number | null> {
  const row = await db.selectFrom('events').select('id').where('source_uid', '=', key).where('parent', '=', 0).orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

/** Every tag (names are matched case-insensitively in memory; slugs are needed to make new ones). */
export function allTags(db: DB): Promise<{ id: number; name: string; slug: string }[]> {
  return db.selectFrom('tags').select(['id', 'name', 'slug']).execute();
}

/** Every slug taken in a table, to name many new rows with one query. */
export async function takenSlugs(db: DB, table: 'speakers' | 'tags'): Promise<Set<string>> {
  return new Set((await db.selectFrom(table).select('slug').execute()).map((r) => r.slug));
}

/** Inserts rows in chunks; answers the new ids by each row's unique key (RETURNING promises no order). */
async function insertKeyed<T>(rows: T[], insert: (chunk: T[]) => Promise<{ id: number; key: string | null }[]>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(rows)) for (const { id, key } of await insert(chunk)) ids.set(key!, id);
  return ids;
}

/** @returns new ids by slug */
export const insertTags = (db: DB, rows: NewTagRow[]) =>
  insertKeyed(rows, (chunk) => db.insertInto('tags').values(chunk).returning(['id', 'slug as key']).execute());

/** @returns new ids by source_key */
export const insertSpeakers = (db: DB, rows: NewSpeakerRow[]) =>
  insertKeyed(rows, (chunk) => db.insertInto('speakers').values(chunk).returning(['id', 'source_key as key']).execute());

/** @returns new ids by source_key */
export const insertSchedules = (db: DB, rows: NewScheduleRow[]) =>
  insertKeyed(rows, (chunk) => db.insertInto('schedules').values(chunk).returning(['id', 'source_key as key']).execute());

/** @returns new ids by source_key */
export const insertSlots = (db: DB, rows: NewSlotRow[]) =>
  insertKeyed(rows, (chunk) => db.insertInto('schedule_slots').values(chunk).returning(['id', 'source_key as key']).execute());

type Scalar = string | number;

/** A bound value typed for a VALUES list (PostgreSQL would otherwise read every parameter as text). */
const typed = (value: Scalar) => (typeof value === 'number' ? sql`CAST(${value} AS integer)` : sql`CAST(${value} AS text)`);

/**
 * Sets `columns` of many rows, each to its own values, with one `UPDATE … FROM (VALUES …)` per
 * chunk (both databases name the VALUES columns column1, column2, …). Integers must be numbers.
 */
export async function updateRows<C extends string>(
  db: DB,
  table: 'speakers' | 'schedules' | 'schedule_slots',
  columns: readonly C[],
  rows: ({ id: number } & Record<C, Scalar>)[],
): Promise<void> {
  const assignments = sql.join(columns.map((column, i) => sql`${sql.ref(column)} = ${sql.ref(`v.column${i + 2}`)}`));
  for (const chunk of chunks(rows)) {
    const values = sql.join(chunk.map((row) => sql`(${sql.join([row.id, ...columns.map((c) => row[c])].map(typed))})`));
    await sql`UPDATE ${sql.table(table)} SET ${assignments} FROM (VALUES ${values}) AS v WHERE ${sql.ref(`${table}.id`)} = v.column1`.execute(db);
  }
}

/** Deletes rows by id (slots and event links of a schedule go with it). */
export async function deleteRows(db: DB, table: 'schedules' | 'schedule_slots', ids: number[]): Promise<void> {
  for (const chunk of chunks(ids, 900)) await db.deleteFrom(table).where('id', 'in', chunk).execute();
}

/** Replaces the speakers of slots: drops those of `slotIds`, then inserts `links`. */
export async function replaceSlotSpeakers(db: DB, slotIds: number[], links: { slot_id: number; speaker_id: number; position: number }[]): Promise<void> {
  for (const chunk of chunks(slotIds, 900)) await db.deleteFrom('slot_speakers').where('slot_id', 'in', chunk).execute();
  for (const chunk of chunks(links)) await db.insertInto('slot_speakers').values(chunk).execute();
}

/** Adds speakers to what an event shows (role 'speaker'), in order from position `first`. */
export async function addEventSpeakers(db: DB, eventId: number, speakerIds: number[], first: number): Promise<void> {
  const rows = speakerIds.map((speaker_id, i) => ({ event_id: eventId, speaker_id, role: 'speaker' as const, position: first + i }));
  for (const chunk of chunks(rows)) await db.insertInto('event_people').values(chunk).execute();
}
