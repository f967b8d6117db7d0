import { sql, type Insertable, type Selectable } from 'kysely';
import type { RsvpCounts, RsvpStatus } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { RsvpInvitationTable, RsvpResponseTable, RsvpSettingsTable } from '../../db/schema.js';
import { containsText, containsAnyCase } from '../../db/search.js';

/** What RSVP needs of an event. */
export interface RsvpEventRow {
  id: number;
  title: string;
  slug: string;
  status: 'draft' | 'publish';
  start_date: string;
  start_time: string;
  start_at: string;
  timezone: string;
  /** Its author: the own-events rule (core's `inEventScope`) limits authors to theirs. */
  author_id: number | null;
}

export type SettingsRow = Selectable<RsvpSettingsTable>;
export type ResponseRow = Selectable<RsvpResponseTable>;
export type InvitationRow = Selectable<RsvpInvitationTable>;

/** Rows per multi-row insert of invitations (8 values each). */
const INSERT_CHUNK = 1000;

export function findEvent(db: DB, id: number): Promise<RsvpEventRow | undefined> {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'slug', 'status', 'start_date', 'start_time', 'start_at', 'timezone', 'author_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An event's settings; `lock` takes the row `FOR UPDATE` (PostgreSQL) so registrations for the event queue up. */
export function findSettings(db: DB, eventId: number, lock = false): Promise<SettingsRow | undefined> {
  const query = db.selectFrom('rsvp_settings').selectAll().where('event_id', '=', eventId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function saveSettings(db: DB, row: SettingsRow): Promise<void> {
  const { event_id: _, ...change } = row;
  await db
    .insertInto('rsvp_settings')
    .values(row)
    .onConflict((oc) => oc.column('event_id').doUpdateSet(change))
    .execute();
}

const NO_COUNTS: RsvpCounts = { going: 0, not_going: 0, maybe: 0, attending: 0 };

/** Responses per status and people going, per event (one grouped query). */
export async function countsByEvent(db: DB, eventIds: number[]): Promise<Map<number, RsvpCounts>> {
  const counts = new Map<number, RsvpCounts>(eventIds.map((id) => [id, { ...NO_COUNTS }]));
  if (eventIds.length === 0) return counts;
  const rows = await db
    .selectFrom('rsvp_responses')
    .select((eb) => ['event_id', 'status', eb.fn.countAll<number>().as('responses'), eb.fn.sum<number>('number_of_attendees').as('people')])
    .where('event_id', 'in', eventIds)
    .groupBy(['event_id', 'status'])
    .execute();
  for (const row of rows) {
    const c = counts.get(row.event_id)!;
    c[row.status as RsvpStatus] = Number(row.responses);
    if (row.status === 'going') c.attending = Number(row.people);
  }
  return counts;
}

/** People going to an event, leaving out one response (the one being replaced). */
export async function attending(db: DB, eventId: number, exceptResponseId: number | null): Promise<number> {
  let query = db
    .selectFrom('rsvp_responses')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('number_of_attendees'), eb.lit(0)).as('people'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'going');
  if (exceptResponseId !== null) query = query.where('id', '!=', exceptResponseId);
  return Number((await query.executeTakeFirstOrThrow()).people);
}

export function findResponse(db: DB, id: number): Promise<ResponseRow | undefined> {
  return db.selectFrom('rsvp_responses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The response of an address (stored lower-cased) to an event. */
export function findResponseByEmail(db: DB, eventId: number, email: string): Promise<ResponseRow | undefined> {
  return db.selectFrom('rsvp_responses').selectAll().where('event_id', '=', eventId).where('email', '=', email).executeTakeFirst();
}

export async function insertResponse(db: DB, row: Insertable<RsvpResponseTable>): Promise<number> {
  const { id } = await db.insertInto('rsvp_responses').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateResponse(db: DB, id: number, change: Partial<Omit<ResponseRow, 'id' | 'event_id' | 'created_at'>>): Promise<void> {
  await db.updateTable('rsvp_responses').set(change).where('id', '=', id).execute();
}

/** @returns true when the response existed */
export async function deleteResponse(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('rsvp_responses').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** One page of an event's responses of a status, newest first; `search` matches name or email (any case). */
export async function listResponses(
  db: DB,
  dialect: Dialect,
  q: { eventId: number; status: RsvpStatus; search?: string; paged: number; per_page: number },
): Promise<{ rows: ResponseRow[]; total: number }> {
  let filtered = db.selectFrom('rsvp_responses').where('event_id', '=', q.eventId).where('status', '=', q.status);
  if (q.search) {
    const search = q.search;
    filtered = filtered.where((eb) => eb.or([containsAnyCase(dialect, sql.ref('name'), search), containsAnyCase(dialect, sql.ref('email'), search)]));
  }
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.per_page)
      .offset((q.paged - 1) * q.per_page)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A row of the RSVP report's event list. */
export interface ReportEventRow {
  id: number;
  title: string;
  start_date: string;
  limit: number | null;
}

/** Events with RSVP enabled or with responses, latest start first; `search` is part of the title; only `authorId`'s events when it is given. */
export async function listReportEvents(
  db: DB,
  dialect: Dialect,
  q: { search?: string; paged: number; per_page: number },
  authorId: number | null,
): Promise<{ rows: ReportEventRow[]; total: number }> {
  let filtered = db
    .selectFrom('events')
    .leftJoin('rsvp_settings as s', 's.event_id', 'events.id')
    .where((eb) => eb.or([eb('s.enabled', '=', 1), eb.exists(eb.selectFrom('rsvp_responses as r').select('r.id').whereRef('r.event_id', '=', 'events.id'))]));
  if (q.search) filtered = filtered.where(containsText(dialect, { table: 'events', column: 'sort_title' }, q.search));
  if (authorId !== null) filtered = filtered.where('events.author_id', '=', authorId);
  const [rows, count] = await Promise.all([
    filtered
      .select(['events.id', 'events.title', 'events.start_date', 's.limit'])
      .orderBy('events.start_at', 'desc')
      .orderBy('events.id', 'desc')
      .limit(q.per_page)
      .offset((q.paged - 1) * q.per_page)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Inserts invitations {@link INSERT_CHUNK} rows per statement. @returns their ids */
export async function insertInvitations(db: DB, rows: Insertable<RsvpInvitationTable>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insertInto('rsvp_invitations')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .returning('id')
      .execute();
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

export function findInvitation(db: DB, id: number): Promise<InvitationRow | undefined> {
  return db.selectFrom('rsvp_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The author of the event a batch of invitations was sent for (undefined when none is left). */
export function invitationBatchEvent(db: DB, batchId: number): Promise<{ author_id: number | null } | undefined> {
  return db
    .selectFrom('rsvp_invitations as i')
    .innerJoin('events as e', 'e.id', 'i.event_id')
    .select('e.author_id')
    .where('i.batch_id', '=', batchId)
    .limit(1)
    .executeTakeFirst();
}

export function findInvitationByToken(db: DB, token: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('rsvp_invitations').selectAll().where('token', '=', token).executeTakeFirst();
}

export async function markInvitationResponded(db: DB, id: number, at: string): Promise<void> {
  await db.updateTable('rsvp_invitations').set({ responded_at: at }).where('id', '=', id).execute();
}

/** A row of {@link listUnanswered}. */
export interface UnansweredRow {
  id: number;
  name: string;
  email: string;
  created_at: string;
  invitations: number;
}

/**
 * One page of an event's invitees without an answer: one row per address (invitations and answers
 * both keep it in lower case) that no response of the event has, its latest invitation's name and
 * time, latest invited first; `search` matches a name or the address (any case) of any of its
 * invitations. Reads the invitations of the event once through their event index; each address is
 * looked up in the responses' (event_id, email) unique index.
 */
export async function listUnanswered(
  db: DB,
  dialect: Dialect,
  q: { eventId: number; search?: string; paged: number; per_page: number },
): Promise<{ rows: UnansweredRow[]; total: number }> {
  let open = db
    .selectFrom('rsvp_invitations as i')
    .where('i.event_id', '=', q.eventId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('rsvp_responses as r').select('r.id').whereRef('r.event_id', '=', 'i.event_id').whereRef('r.email', '=', 'i.email'))));
  if (q.search) {
    const search = q.search;
    open = open.where((eb) => eb.or([containsAnyCase(dialect, sql.ref('i.name'), search), containsAnyCase(dialect, sql.ref('i.email'), search)]));
  }
  const latest = open
    .select((eb) => [eb.fn.max('i.id').as('id'), eb.fn.countAll<number>().as('invitations')])
    .groupBy('i.email')
    .orderBy((eb) => eb.fn.max('i.id'), 'desc')
    .limit(q.per_page)
    .offset((q.paged - 1) * q.per_page)
    .as('latest');
  // The page's latest invitation of each address, joined back for its name and time: one statement.
  const [rows, count] = await Promise.all([
    db
      .selectFrom(latest)
      .innerJoin('rsvp_invitations as sent', 'sent.id', 'latest.id')
      .select(['sent.id', 'sent.name', 'sent.email', 'sent.created_at', 'latest.invitations'])
      .orderBy('sent.id', 'desc')
      .execute(),
    open.select((eb) => eb.fn.count<number>('i.email').distinct().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, invitations: Number(r.invitations) })), total: Number(count.n) };
}
