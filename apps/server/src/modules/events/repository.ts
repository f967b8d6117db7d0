import { sql, type SqlBool } from 'kysely';
import { UNLIMITED, type TicketVariation } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { EventTable } from '../../db/schema.js';
import { containsText, escapeLike, withSortTitle } from '../../db/search.js';
import type { AttendeeListField } from './attendeeListFields.js';

/** Columns the database fills in (a default) when an insert leaves them out. */
type DefaultedColumns = 'id' | AttendeeListField;
export type EventRow = Omit<EventTable, DefaultedColumns> & { id: number } & Record<AttendeeListField, number>;
/** An event as it is written: `sort_title` is derived from `title` here (see `withSortTitle`). */
export type NewEventRow = Omit<EventTable, DefaultedColumns | 'sort_title'> & Partial<Record<AttendeeListField, number>>;

/** Links of an event to its categories, tags and ticket variations, keyed by event id. */
export interface EventRelations {
  categories: Map<number, number[]>;
  tags: Map<number, number[]>;
  variations: Map<number, TicketVariation[]>;
  speakers: Map<number, number[]>;
  organizers: Map<number, number[]>;
  schedules: Map<number, number[]>;
}

export async function insertEvent(db: DB, row: NewEventRow): Promise<number> {
  const { id } = await db.insertInto('events').values(withSortTitle(row, 'title')).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateEvent(db: DB, id: number, row: Partial<NewEventRow>) {
  await db.updateTable('events').set(withSortTitle(row, 'title')).where('id', '=', id).execute();
}

/** Rows per multi-row INSERT (well under SQLite's bound-parameter limit). */
const BATCH = 200;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts many events; answers their ids in the order given. */
export async function insertEvents(db: DB, rows: NewEventRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const inserted = await db.insertInto('events').values(chunk.map((r) => withSortTitle(r, 'title'))).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export async function updateEvents(db: DB, ids: number[], row: Partial<NewEventRow>) {
  const set = withSortTitle(row, 'title');
  for (const chunk of chunks(ids, 900)) await db.updateTable('events').set(set).where('id', 'in', chunk).execute();
}

/** Slugs already taken that start with a prefix (to name many occurrences with one query). */
export async function slugsWithPrefix(db: DB, prefix: string): Promise<Set<string>> {
  const like = `${escapeLike(prefix)}%`;
  const rows = await db.selectFrom('events').select('slug').where(sql<SqlBool>`slug LIKE ${like} ESCAPE '\\'`).execute();
  return new Set(rows.map((r) => r.slug));
}

/** Gives each event fresh, unsold copies of ticket variations (same slugs, names, prices, capacities). */
export async function insertVariationCopies(db: DB, eventIds: number[], variations: TicketVariation[]) {
  const rows = eventIds.flatMap((event_id) =>
    variations.map((v, position) => ({ event_id, slug: v.slug, name: v.name, price: v.price, capacity: v.capacity, sold: 0, position })),
  );
  for (const chunk of chunks(rows)) await db.insertInto('ticket_variations').values(chunk).execute();
}

/** Links every event to the categories and tags. */
export async function addTaxonomies(db: DB, eventIds: number[], categories: number[], tags: number[]) {
  const cats = eventIds.flatMap((event_id) => categories.map((category_id) => ({ event_id, category_id })));
  const tagRows = eventIds.flatMap((event_id) => tags.map((tag_id) => ({ event_id, tag_id })));
  for (const chunk of chunks(cats)) await db.insertInto('event_categories').values(chunk).execute();
  for (const chunk of chunks(tagRows)) await db.insertInto('event_tags').values(chunk).execute();
}

export async function clearTaxonomies(db: DB, eventIds: number[]) {
  for (const chunk of chunks(eventIds, 900)) {
    await db.deleteFrom('event_categories').where('event_id', 'in', chunk).execute();
    await db.deleteFrom('event_tags').where('event_id', 'in', chunk).execute();
  }
}

export function findEvent(db: DB, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEvents(db: DB, ids: number[]): Promise<EventRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : db.selectFrom('events').selectAll().where('id', 'in', ids).execute();
}

export function findEventBySlug(db: DB, slug: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function findChildren(db: DB, parentId: number): Promise<EventRow[]> {
  return db.selectFrom('events').selectAll().where('parent', '=', parentId).orderBy('start_at').execute();
}

/** Booking statuses that still hold tickets: an event with such bookings is not deleted. */
const ACTIVE_BOOKING_STATUSES = ['pending', 'completed', 'partially_refunded'];

/** Events among `ids` and their occurrences that have active bookings, with how many, by title. */
export async function eventsWithActiveBookings(db: DB, ids: number[]): Promise<{ title: string; bookings: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('events', 'events.id', 'orders.event_id')
    .select(['events.title', (eb) => eb.fn.countAll<number>().as('bookings')])
    .where((eb) => eb.or([eb('events.id', 'in', ids), eb('events.parent', 'in', ids)]))
    .where('orders.status', 'in', ACTIVE_BOOKING_STATUSES)
    .groupBy(['events.id', 'events.title'])
    .execute();
  return rows.map((r) => ({ title: r.title, bookings: Number(r.bookings) }));
}

/** Deletes events (ids read in this transaction) and their occurrences. */
export async function deleteEvents(db: DB, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('events').where((eb) => eb.or([eb('id', 'in', ids), eb('parent', 'in', ids)])).execute();
}

/** One row of {@link relationRows} (PostgreSQL's `event_links`): `kind` says which link it is (see `KIND`). */
interface RelationRow {
  kind: number;
  event_id: number;
  ref: number;
  slug: string | null;
  name: string | null;
  price: number | string | null;
  capacity: number | null;
  sold: number | null;
}

/** The kinds of link rows, as PostgreSQL's `event_links` function numbers them (db/eventLinksMigration.ts). */
const KIND = { variation: 0, category: 1, tag: 2, speaker: 3, organizer: 4, schedule: 5 } as const;

/**
 * The links of events as rows, PostgreSQL only: the `event_links` function (db/eventLinksMigration.ts),
 * one round trip whose plans PostgreSQL keeps. Ordered by kind, event, position, then id.
 */
async function relationRows(db: DB, ids: number[]): Promise<RelationRow[]> {
  const { rows } = await sql<RelationRow>`SELECT * FROM event_links(${ids}::integer[])`.execute(db);
  return rows;
}

/**
 * One event's links as {@link relationLists} gives them: its id, category ids, tag ids, then
 * `[position, …]` entries of its ticket variations (slug, name, price, capacity, sold), speakers,
 * organizers and schedules.
 */
type LinkEntry = [
  id: number,
  categories: number[],
  tags: number[],
  variations: [position: number, slug: string, name: string, price: number, capacity: number, sold: number][],
  speakers: [position: number, id: number][],
  organizers: [position: number, id: number][],
  schedules: [position: number, id: number][],
];

/**
 * SQLite only: the links of events as one JSON document, each event's lists built by index look-ups
 * (an aggregate answers `[]` for an event without links; ids passed as one JSON array, so the text, and its prepared statement, is the same for any number
 * of events). One statement and one JSON.parse instead of five statements and their row objects;
 * a UNION ALL measured 3× slower. Each list is built as JSONB, which the outer `json_array` takes in
 * as it is (text from a subquery had to be parsed again by `json()`: 49 vs 54–67 µs for 10 events).
 * Lists come in index order and {@link byPosition} orders them: an
 * aggregate's own ORDER BY made SQLite build a temporary B-tree per list and event (5× the cost).
 */
async function relationLists(db: DB, ids: number[]): Promise<LinkEntry[]> {
  const { rows } = await sql<{ links: string }>`
    SELECT json_group_array(json_array(ids.value,
      (SELECT jsonb_group_array(category_id) FROM event_categories WHERE event_id = ids.value),
      (SELECT jsonb_group_array(tag_id) FROM event_tags WHERE event_id = ids.value),
      (SELECT jsonb_group_array(json_array(position, slug, name, price, capacity, sold)) FROM ticket_variations WHERE event_id = ids.value),
      (SELECT jsonb_group_array(json_array(position, speaker_id)) FROM event_people WHERE event_id = ids.value AND role <> 'organizer'),
      (SELECT jsonb_group_array(json_array(position, speaker_id)) FROM event_people WHERE event_id = ids.value AND role = 'organizer'),
      (SELECT jsonb_group_array(json_array(position, schedule_id)) FROM event_schedules WHERE event_id = ids.value))) AS links
    FROM json_each(${JSON.stringify(ids)}) AS ids`.execute(db);
  return JSON.parse(rows[0]!.links) as LinkEntry[];
}

/** Entries keyed by their first element, in that order (sorted only when they are not already). */
function byPosition<T extends [number, ...unknown[]] | number>(entries: T[]): T[] {
  const key = (entry: T) => (typeof entry === 'number' ? entry : entry[0]);
  for (let i = 1; i < entries.length; i++) {
    if (key(entries[i - 1]!) > key(entries[i]!)) return entries.sort((a, b) => key(a) - key(b));
  }
  return entries;
}

/**
 * The categories, tags, ticket variations, speakers, organizers and schedules of events; each list
 * in its order (variations, people and schedules by position, categories and tags by id). On
 * PostgreSQL one statement (one round trip, see {@link relationRows}); on SQLite one row per event
 * with its lists as JSON (see {@link relationLists}).
 */
export async function loadRelations(db: DB, dialect: Dialect, ids: number[]): Promise<EventRelations> {
  const relations: EventRelations = {
    categories: new Map(),
    tags: new Map(),
    variations: new Map(),
    speakers: new Map(),
    organizers: new Map(),
    schedules: new Map(),
  };
  if (ids.length === 0) return relations;
  const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  if (dialect === 'postgres') {
    const links: Record<number, Map<number, number[]>> = {
      [KIND.category]: relations.categories,
      [KIND.tag]: relations.tags,
      [KIND.speaker]: relations.speakers,
      [KIND.organizer]: relations.organizers,
      [KIND.schedule]: relations.schedules,
    };
    for (const r of await relationRows(db, ids)) {
      const kind = Number(r.kind);
      if (kind === KIND.variation) push(relations.variations, r.event_id, { slug: r.slug!, name: r.name!, price: Number(r.price), capacity: r.capacity!, sold: r.sold! });
      else push(links[kind]!, r.event_id, r.ref);
    }
    return relations;
  }
  for (const [id, categories, tags, variations, speakers, organizers, schedules] of await relationLists(db, ids)) {
    relations.categories.set(id, byPosition(categories));
    relations.tags.set(id, byPosition(tags));
    relations.variations.set(id, byPosition(variations).map(([, slug, name, price, capacity, sold]) => ({ slug, name, price: Number(price), capacity, sold })));
    relations.speakers.set(id, byPosition(speakers).map(([, ref]) => ref));
    relations.organizers.set(id, byPosition(organizers).map(([, ref]) => ref));
    relations.schedules.set(id, byPosition(schedules).map(([, ref]) => ref));
  }
  return relations;
}

/** Replaces an event's category and tag links. */
export async function setTaxonomies(db: DB, eventId: number, categories: number[], tags: number[]) {
  await db.deleteFrom('event_categories').where('event_id', '=', eventId).execute();
  await db.deleteFrom('event_tags').where('event_id', '=', eventId).execute();
  if (categories.length) await db.insertInto('event_categories').values(categories.map((category_id) => ({ event_id: eventId, category_id }))).execute();
  if (tags.length) await db.insertInto('event_tags').values(tags.map((tag_id) => ({ event_id: eventId, tag_id }))).execute();
}

/** Replaces the speakers, organizers and schedules an event shows, in the order given. */
export async function setPeopleAndSchedules(db: DB, eventId: number, people: { speakers: number[]; organizers: number[]; schedules: number[] }) {
  await db.deleteFrom('event_people').where('event_id', '=', eventId).execute();
  await db.deleteFrom('event_schedules').where('event_id', '=', eventId).execute();
  const rows = [
    ...people.speakers.map((speaker_id, position) => ({ event_id: eventId, speaker_id, role: 'speaker' as const, position })),
    ...people.organizers.map((speaker_id, position) => ({ event_id: eventId, speaker_id, role: 'organizer' as const, position })),
  ];
  for (const chunk of chunks(rows)) await db.insertInto('event_people').values(chunk).execute();
  if (people.schedules.length) {
    await db.insertInto('event_schedules').values(people.schedules.map((schedule_id, position) => ({ event_id: eventId, schedule_id, position }))).execute();
  }
}

/** Ids among `ids` that do not exist in a table. */
export async function missingIds(db: DB, table: 'categories' | 'tags' | 'speakers' | 'schedules', ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export function findVariations(db: DB, eventId: number) {
  return db.selectFrom('ticket_variations').selectAll().where('event_id', '=', eventId).orderBy('position').execute();
}

/**
 * Deletes the variations that have sold nothing, testing `sold = 0` in the DELETE itself so a
 * booking committed since they were read keeps its variation. Answers the ids left in place.
 */
export async function deleteUnsoldVariations(db: DB, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const deleted = await db.deleteFrom('ticket_variations').where('id', 'in', ids).where('sold', '=', 0).returning('id').execute();
  const gone = new Set(deleted.map((r) => r.id));
  return ids.filter((id) => !gone.has(id));
}

/**
 * Inserts a variation, or updates a kept one. A capacity (other than -1, unlimited) is written only
 * if `sold` fits in it, tested in the UPDATE itself: a concurrent booking's guarded increment and
 * this statement take the same row lock, so on PostgreSQL a booking either commits first (and a
 * too-low capacity is refused) or waits and then sees the new capacity (issue #9 §6.4).
 * @returns false when the variation has sold more than the new capacity (nothing written)
 */
export async function upsertVariation(
  db: DB,
  eventId: number,
  v: { id?: number; slug: string; name: string; price: number; capacity: number; position: number },
): Promise<boolean> {
  if (v.id) {
    const result = await db
      .updateTable('ticket_variations')
      .set({ name: v.name, price: v.price, capacity: v.capacity, position: v.position })
      .where('id', '=', v.id)
      .$if(v.capacity !== UNLIMITED, (qb) => qb.where('sold', '<=', v.capacity))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
  await db.insertInto('ticket_variations').values({ event_id: eventId, slug: v.slug, name: v.name, price: v.price, capacity: v.capacity, sold: 0, position: v.position }).execute();
  return true;
}

/** Sold count of each of a parent's occurrences. */
export async function soldByEvent(db: DB, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('ticket_variations')
    .select(['event_id', (eb) => eb.fn.sum<number>('sold').as('sold')])
    .where('event_id', 'in', ids)
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((r) => [r.event_id, Number(r.sold)]));
}

/** All events, for the search plan's selectivity estimate. */
export async function countAllEvents(db: DB): Promise<number> {
  const row = await db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Published events that have not ended, soonest first (the public home page); with `parent`, only that series' occurrences. */
export function upcomingPublished(db: DB, now: string, limit: number, offset = 0, parent?: number): Promise<EventRow[]> {
  let query = db.selectFrom('events').selectAll().where('status', '=', 'publish').where('end_at', '>=', now);
  if (parent !== undefined) query = query.where('parent', '=', parent);
  return query
    .orderBy('start_at')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * Events for pickers: id, title, start date, zone, start and end instants, recurring_enabled (see `eventOptionsQuery`), in the events
 * list's default order: those not ended (`end_at >= now`, a UTC instant) soonest start first, then
 * ended ones most recent first, so the door's picker offers tonight's occurrence of a series
 * before its dates a year ahead. Two statements, each a walk of the start index that stops at `limit`.
 */
export async function eventOptions(db: DB, dialect: Dialect, q: { search?: string; id?: number; limit: number }, authorId: number | null, now: string) {
  let query = db.selectFrom('events').select(['id', 'title', 'start_date', 'timezone', 'start_at', 'end_at', 'recurring_enabled']);
  if (q.id !== undefined) query = query.where('id', '=', q.id);
  if (q.search) query = query.where(containsText(dialect, { table: 'events', column: 'sort_title' }, q.search));
  if (authorId !== null) query = query.where('author_id', '=', authorId);
  const ahead = await query.where('end_at', '>=', now).orderBy('start_at').orderBy('id').limit(q.limit).execute();
  if (ahead.length === q.limit) return ahead;
  const ended = await query.where('end_at', '<', now).orderBy('start_at', 'desc').orderBy('id', 'desc').limit(q.limit - ahead.length).execute();
  return [...ahead, ...ended];
}
