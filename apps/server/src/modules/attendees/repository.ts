import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { sortKey, type AttendeeExportQuery, type AttendeeListQuery, type CheckInCounts } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { AttendeeTable, Database, EventTable } from '../../db/schema.js';
import { containsAnyCase, containsFolded } from '../../db/search.js';
import { eventScopeConditions, type EventScoped } from '../../db/eventScope.js';
import type { AttendeeRow } from './present.js';

/** An attendee to write; its `sort_name` is folded from its name here. */
export type NewAttendeeRow = Omit<AttendeeTable, 'id' | 'sort_name'>;

/** A ticket id's first characters a search must give before it is matched as a beginning (fewer would match by chance). */
const TICKET_PREFIX_MIN = 4;
export type AttendeeFilters = AttendeeExportQuery & EventScoped;

/**
 * The attendee table's filters as one condition: event, ticket status, payment status and a search
 * over name (contains, any case or accents: 'muller' finds 'Müller'), email and phone (contains,
 * any case) or the ticket id's beginning (4+ characters, exact case, as printed on the ticket);
 * only events within `scope`.
 */
function attendeeFilter(dialect: Dialect, q: AttendeeFilters) {
  const conditions: Expression<SqlBool>[] = eventScopeConditions('attendees.event_id', q.scope);
  if (q.event_id !== undefined) conditions.push(sql<SqlBool>`attendees.event_id = ${q.event_id}`);
  if (q.ticket_status) conditions.push(sql<SqlBool>`attendees.ticket_status = ${q.ticket_status}`);
  if (q.payment_status) conditions.push(sql<SqlBool>`attendees.payment_status = ${q.payment_status}`);
  if (q.search) {
    const search = q.search;
    const matches = [containsFolded(sql.ref('attendees.sort_name'), search), ...(['email', 'phone'] as const).map((column) => containsAnyCase(dialect, sql.ref(`attendees.${column}`), search))];
    matches.push(
      search.length >= TICKET_PREFIX_MIN ? sql<SqlBool>`substr(attendees.ticket_id, 1, ${search.length}) = ${search}` : sql<SqlBool>`attendees.ticket_id = ${search}`,
    );
    conditions.push(sql<SqlBool>`(${sql.join(matches, sql` OR `)})`);
  }
  return (eb: ExpressionBuilder<Database, 'attendees'>) => eb.and(conditions);
}

/** Inserts attendees; answers their rows in the order given. */
export async function insertAttendees(db: DB, rows: NewAttendeeRow[]): Promise<AttendeeRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('attendees')
    .values(rows.map((row) => ({ ...row, sort_name: sortKey(row.name) })))
    .returningAll()
    .execute();
  return inserted.sort((a, b) => a.id - b.id);
}

/** A booking's attendees, in booking order. */
export function attendeesOfOrder(db: DB, orderId: number): Promise<AttendeeRow[]> {
  return db.selectFrom('attendees').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Marks a booking's pending tickets paid. */
export async function payOrderAttendees(db: DB, orderId: number, now: string): Promise<void> {
  await db.updateTable('attendees').set({ payment_status: 'completed', updated_at: now }).where('order_id', '=', orderId).where('payment_status', '=', 'pending').execute();
}

/** Marks the pending tickets of a booking failed (its reservation expired); answers the rows it changed. */
export function failOrderAttendees(db: DB, orderId: number, now: string): Promise<AttendeeRow[]> {
  return db.updateTable('attendees').set({ payment_status: 'failed', updated_at: now }).where('order_id', '=', orderId).where('payment_status', '=', 'pending').returningAll().execute();
}

/**
 * Marks tickets of a booking refunded (the given attendees, or all) unless they already are;
 * answers the rows it changed. A guarded update: two refunds at once never refund a ticket twice.
 */
export function refundAttendees(db: DB, orderId: number, ids: number[] | undefined, now: string): Promise<AttendeeRow[]> {
  let query = db.updateTable('attendees').set({ payment_status: 'refunded', updated_at: now }).where('order_id', '=', orderId).where('payment_status', '!=', 'refunded');
  if (ids) query = query.where('id', 'in', ids);
  return query.returningAll().execute();
}

/** One page of attendees, newest first. */
export function listAttendees(db: DB, dialect: Dialect, q: AttendeeListQuery & EventScoped): Promise<AttendeeRow[]> {
  return db
    .selectFrom('attendees')
    .selectAll()
    .where(attendeeFilter(dialect, q))
    .orderBy('id', 'desc')
    .limit(q.per_page)
    .offset((q.paged - 1) * q.per_page)
    .execute();
}

export async function countAttendees(db: DB, dialect: Dialect, q: AttendeeFilters): Promise<number> {
  const row = await db
    .selectFrom('attendees')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(attendeeFilter(dialect, q))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next `limit` filtered attendees with an id above `afterId` (keyset paging for the export). */
export function attendeesAfter(db: DB, dialect: Dialect, q: AttendeeFilters, afterId: number, limit: number): Promise<AttendeeRow[]> {
  return db.selectFrom('attendees').selectAll().where(attendeeFilter(dialect, q)).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** The certificate template chosen on each of `eventIds` (`events.certificate_template`; null: none chosen). */
export async function certificateTemplatesOf(db: DB, eventIds: number[]): Promise<Map<number, number | null>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.selectFrom('events').select(['id', 'certificate_template']).where('id', 'in', eventIds).execute();
  return new Map(rows.map((r) => [r.id, r.certificate_template]));
}

export function findAttendee(db: DB, id: number): Promise<AttendeeRow | undefined> {
  return db.selectFrom('attendees').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByTicketId(db: DB, ticketId: string): Promise<AttendeeRow | undefined> {
  return db.selectFrom('attendees').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
}

export async function updateAttendee(db: DB, id: number, patch: Partial<NewAttendeeRow>): Promise<void> {
  await db
    .updateTable('attendees')
    .set(patch.name === undefined ? patch : { ...patch, sort_name: sortKey(patch.name) })
    .where('id', '=', id)
    .execute();
}

/** Deletes attendees of events within `scope` (null: any); answers the rows that existed. */
export function deleteAttendees(db: DB, ids: number[], scope: number | null = null): Promise<AttendeeRow[]> {
  return db
    .deleteFrom('attendees')
    .where('id', 'in', ids)
    .where((eb) => eb.and(eventScopeConditions('attendees.event_id', scope)))
    .returningAll()
    .execute();
}

/**
 * Checks a ticket in: one guarded UPDATE, so of any number of concurrent scans of a ticket
 * exactly one changes it. Answers whether this call did.
 */
export async function checkIn(db: DB, ticketId: string, eventId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('attendees')
    .set({ ticket_status: 'used', checked_in_at: now, updated_at: now })
    .where('ticket_id', '=', ticketId)
    .where('event_id', '=', eventId)
    .where('ticket_status', '=', 'unused')
    .where('payment_status', '=', 'completed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes back the check-in of `ticketId` at `eventId` made at `checkedInAt`, in one guarded UPDATE:
 * nothing changes when the ticket is not checked in, or was checked in at another time since.
 * @returns whether it was taken back
 */
export async function undoCheckIn(db: DB, ticketId: string, eventId: number, checkedInAt: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('attendees')
    .set({ ticket_status: 'unused', checked_in_at: null, updated_at: now })
    .where('ticket_id', '=', ticketId)
    .where('event_id', '=', eventId)
    .where('ticket_status', '=', 'used')
    .where('checked_in_at', '=', checkedInAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Checked-in and total valid (paid, unrefunded) tickets of an event. */
export async function checkInCounts(db: DB, eventId: number): Promise<CheckInCounts> {
  const row = await db
    .selectFrom('attendees')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(sql`CASE WHEN ticket_status = 'used' THEN 1 ELSE 0 END`).as('checked_in')])
    .where('event_id', '=', eventId)
    .where('payment_status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return { checked_in: Number(row.checked_in ?? 0), total: Number(row.total) };
}

/** The event fields the ticket page and the check-in messages show. */
export type TicketEvent = Pick<EventTable, 'title' | 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'timezone' | 'start_at' | 'location'>;

/** An event's fields for the ticket page, or undefined when it was deleted. */
export function ticketEvent(db: DB, eventId: number): Promise<TicketEvent | undefined> {
  return db
    .selectFrom('events')
    .select(['title', 'start_date', 'end_date', 'start_time', 'end_time', 'timezone', 'start_at', 'location'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}
