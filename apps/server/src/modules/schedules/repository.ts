import type { Expression, ExpressionBuilder, Insertable, SqlBool } from 'kysely';
import type { ScheduleInputParsed, ScheduleListQuery, ScheduleSlot } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { Database, ScheduleSlotTable, ScheduleTable, SpeakerTable } from '../../db/schema.js';
import { containsText, withSortTitle } from '../../db/search.js';
import { linkedEventsScopeConditions, type EventScoped } from '../../db/eventScope.js';

export type ScheduleRow = Omit<ScheduleTable, 'id'> & { id: number };
/** A schedule as it is written: `sort_title` is derived from `program_title` here (see `withSortTitle`). */
export type NewScheduleRow = Omit<ScheduleTable, 'id' | 'sort_title'>;
export type ScheduleFilters = Omit<ScheduleListQuery, 'paged' | 'per_page'> & EventScoped;
/** What a public page shows of a speaker or organizer. */
export type SpeakerCardRow = Pick<SpeakerTable, 'name' | 'slug' | 'designation' | 'image'> & { id: number };

/** Rows per multi-row INSERT, well under either database's bound-parameter limit. */
const BATCH = 200;

/** How schedules attach to events: a schedule is within an author's scope unless an event outside it shows it. */
const SCHEDULE_LINK = { table: 'event_schedules', recordColumn: 'schedule_id' } as const;
const inScope = (scope: number | null) => (eb: ExpressionBuilder<Database, 'schedules'>) => eb.and(linkedEventsScopeConditions(SCHEDULE_LINK, 'schedules.id', scope));

function append<T>(map: Map<number, T[]>, key: number, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The filters of the schedule list as one WHERE expression (only schedules within `scope`, see {@link inScope}). */
function listFilter(dialect: Dialect, q: ScheduleFilters) {
  return (eb: ExpressionBuilder<Database, 'schedules'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = linkedEventsScopeConditions(SCHEDULE_LINK, 'schedules.id', q.scope);
    if (q.year !== undefined) {
      const year = String(q.year).padStart(4, '0');
      conditions.push(eb.between('schedules.date', `${year}-01-01`, `${year}-12-31`));
    }
    if (q.search) conditions.push(containsText(dialect, { table: 'schedules', column: 'sort_title' }, q.search));
    if (q.event_id !== undefined) {
      const eventId = q.event_id;
      conditions.push(eb('schedules.id', 'in', eb.selectFrom('event_schedules').select('schedule_id').where('event_id', '=', eventId)));
    }
    return eb.and(conditions);
  };
}

/** One page of schedules, latest date first (then newest id). */
export function listSchedules(db: DB, dialect: Dialect, q: ScheduleListQuery & EventScoped): Promise<ScheduleRow[]> {
  return db
    .selectFrom('schedules')
    .selectAll()
    .where(listFilter(dialect, q))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(q.per_page)
    .offset((q.paged - 1) * q.per_page)
    .execute();
}

export async function countSchedules(db: DB, dialect: Dialect, q: ScheduleFilters): Promise<number> {
  const row = await db
    .selectFrom('schedules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(listFilter(dialect, q))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Schedules by id, those within `scope` (null: all). */
export function findSchedules(db: DB, ids: number[], scope: number | null = null): Promise<ScheduleRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('schedules').selectAll().where('id', 'in', ids).where(inScope(scope)).execute();
}

/**
 * Ids among `ids` an event of a caller with `scope` may not show: unknown schedules, or ones an event
 * outside `scope` shows (the own-events rule), except those in `kept` (the event shows them already).
 */
export async function schedulesOutOfReach(db: DB, ids: number[], scope: number | null, kept: number[] = []): Promise<number[]> {
  const found = new Set((await findSchedules(db, ids, scope)).map((r) => r.id));
  return ids.filter((id) => !found.has(id) && !kept.includes(id));
}

export async function insertSchedule(db: DB, row: NewScheduleRow): Promise<number> {
  const { id } = await db.insertInto('schedules').values(withSortTitle(row, 'program_title')).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateSchedule(db: DB, id: number, row: Partial<NewScheduleRow>) {
  await db.updateTable('schedules').set(withSortTitle(row, 'program_title')).where('id', '=', id).execute();
}

/** Deletes schedules within `scope` (their slots and event links go with them); answers the ids that existed. */
export async function deleteSchedules(db: DB, ids: number[], scope: number | null = null): Promise<number[]> {
  if (ids.length === 0) return [];
  const existing = (await db.selectFrom('schedules').select('id').where('id', 'in', ids).where(inScope(scope)).execute()).map((r) => r.id);
  if (existing.length) await db.deleteFrom('schedules').where('id', 'in', existing).execute();
  return existing;
}

/**
 * Replaces a schedule's slots with `slots`, in order (positions 0…n-1), each with its speakers in
 * the order given (distinct within a slot). A slot whose `id` names one of this schedule's slots
 * keeps that id and its import key; every other slot is new.
 */
export async function replaceSlots(db: DB, scheduleId: number, slots: ScheduleInputParsed['slots']) {
  const current = await db.selectFrom('schedule_slots').select(['id', 'source_key']).where('schedule_id', '=', scheduleId).execute();
  const keys = new Map(current.map((r) => [r.id, r.source_key]));
  await db.deleteFrom('schedule_slots').where('schedule_id', '=', scheduleId).execute();
  const kept: Insertable<ScheduleSlotTable>[] = [];
  const added: Insertable<ScheduleSlotTable>[] = [];
  slots.forEach(({ id, speakers: _speakers, ...slot }, position) => {
    const row = { ...slot, schedule_id: scheduleId, position };
    if (id !== undefined && keys.has(id)) {
      kept.push({ ...row, id, source_key: keys.get(id) ?? null });
      keys.delete(id);
    } else added.push({ ...row, source_key: null });
  });
  const slotIds = new Map<number, number>();
  // Kept and new slots go in separate statements: on SQLite one VALUES list cannot mix given and generated ids.
  for (const rows of [kept, added]) {
    for (let i = 0; i < rows.length; i += BATCH) {
      // Keyed by position: neither database promises RETURNING rows in VALUES order.
      const inserted = await db.insertInto('schedule_slots').values(rows.slice(i, i + BATCH)).returning(['id', 'position']).execute();
      for (const r of inserted) slotIds.set(r.position, r.id);
    }
  }
  const links = slots.flatMap((slot, index) => slot.speakers.map((speaker_id, position) => ({ slot_id: slotIds.get(index)!, speaker_id, position })));
  for (let i = 0; i < links.length; i += BATCH) await db.insertInto('slot_speakers').values(links.slice(i, i + BATCH)).execute();
}

/** The slots of schedules, in order with their speaker ids in order, keyed by schedule id (two queries). */
export async function loadSlots(db: DB, scheduleIds: number[]): Promise<Map<number, ScheduleSlot[]>> {
  const bySchedule = new Map<number, ScheduleSlot[]>();
  if (scheduleIds.length === 0) return bySchedule;
  const [slots, speakers] = await Promise.all([
    db
      .selectFrom('schedule_slots')
      .select(['id', 'schedule_id', 'topic', 'start_time', 'end_time', 'room', 'objective', 'track'])
      .where('schedule_id', 'in', scheduleIds)
      .orderBy('schedule_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('slot_speakers')
      .innerJoin('schedule_slots', 'schedule_slots.id', 'slot_speakers.slot_id')
      .select(['slot_speakers.slot_id', 'slot_speakers.speaker_id'])
      .where('schedule_slots.schedule_id', 'in', scheduleIds)
      .orderBy('slot_speakers.slot_id')
      .orderBy('slot_speakers.position')
      .execute(),
  ]);
  const speakersBySlot = new Map<number, number[]>();
  for (const r of speakers) append(speakersBySlot, r.slot_id, r.speaker_id);
  for (const { schedule_id, ...slot } of slots) append(bySchedule, schedule_id, { ...slot, speakers: speakersBySlot.get(slot.id) ?? [] });
  return bySchedule;
}

/** Ids of the events each schedule is attached to, keyed by schedule id (one query). */
export async function loadEventLinks(db: DB, scheduleIds: number[]): Promise<Map<number, number[]>> {
  const bySchedule = new Map<number, number[]>();
  if (scheduleIds.length === 0) return bySchedule;
  const rows = await db
    .selectFrom('event_schedules')
    .select(['schedule_id', 'event_id'])
    .where('schedule_id', 'in', scheduleIds)
    .orderBy('schedule_id')
    .orderBy('event_id')
    .execute();
  for (const r of rows) append(bySchedule, r.schedule_id, r.event_id);
  return bySchedule;
}

/** The public card fields of speakers, keyed by id (one query). */
export async function speakerCards(db: DB, ids: number[]): Promise<Map<number, SpeakerCardRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('speakers').select(['id', 'name', 'slug', 'designation', 'image']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
