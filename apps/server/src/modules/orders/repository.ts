import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { zonedDayBounds, type OrderListQuery, type OrderReportQuery } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { Database, OrderItemTable, OrderTable, TicketVariationTable } from '../../db/schema.js';
import { containsAnyCase } from '../../db/search.js';
import { eventScopeConditions, type EventScoped } from '../../db/eventScope.js';

export type OrderRow = Omit<OrderTable, 'id'> & { id: number };
export type NewOrderRow = Omit<OrderTable, 'id'>;
export type OrderItemRow = Omit<OrderItemTable, 'id'> & { id: number };
export type VariationRow = Omit<TicketVariationTable, 'id'> & { id: number };
export type OrderFilters = OrderReportQuery & EventScoped;

/** What booking needs to know about an event. */
export interface BookableEvent {
  id: number;
  title: string;
  status: 'draft' | 'publish';
  end_at: string;
}

/**
 * The booking list's filters as one condition on `orders`: event, status, `created_at` within the
 * days `date_from`..`date_to` (inclusive) of `timezone`, and a search over the customer's name and email
 * and the booking number (`12` or `#12`); only events within `scope` (the own-events rule).
 */
export function orderFilter(dialect: Dialect, q: OrderFilters) {
  const conditions: Expression<SqlBool>[] = eventScopeConditions('orders.event_id', q.scope);
  if (q.event_id !== undefined) conditions.push(sql<SqlBool>`orders.event_id = ${q.event_id}`);
  if (q.status) conditions.push(sql<SqlBool>`orders.status = ${q.status}`);
  const { since, until } = zonedDayBounds(q.date_from, q.date_to, q.timezone);
  if (since) conditions.push(sql<SqlBool>`orders.created_at >= ${since}`);
  if (until) conditions.push(sql<SqlBool>`orders.created_at < ${until}`);
  if (q.search) {
    const name = sql<string>`(orders.customer_first_name || ' ' || orders.customer_last_name)`;
    const matches = [containsAnyCase(dialect, name, q.search), containsAnyCase(dialect, sql.ref('orders.customer_email'), q.search)];
    const number = /^#?(\d{1,9})$/.exec(q.search);
    if (number) matches.push(sql<SqlBool>`orders.id = ${Number(number[1])}`);
    conditions.push(sql<SqlBool>`(${sql.join(matches, sql` OR `)})`);
  }
  return (eb: ExpressionBuilder<Database, 'orders'>) => eb.and(conditions);
}

/** An event by id with what booking checks (draft or not, when it ends), or undefined. */
export function findBookableEvent(db: DB, id: number): Promise<BookableEvent | undefined> {
  return db.selectFrom('events').select(['id', 'title', 'status', 'end_at']).where('id', '=', id).executeTakeFirst();
}

/** An event's ticket variations. */
export function variationsOf(db: DB, eventId: number): Promise<VariationRow[]> {
  return db.selectFrom('ticket_variations').selectAll().where('event_id', '=', eventId).orderBy('position').execute();
}

/** One variation, e.g. to say what is left after a refused {@link takeSeats}. */
export function findVariation(db: DB, id: number): Promise<VariationRow | undefined> {
  return db.selectFrom('ticket_variations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Sells `quantity` seats of a variation if they are left: one guarded UPDATE, so concurrent
 * bookings can never oversell (capacity -1 has no cap). Answers false when too few are left.
 */
export async function takeSeats(db: DB, variationId: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('ticket_variations')
    .set((eb) => ({ sold: eb('sold', '+', quantity) }))
    .where('id', '=', variationId)
    .where((eb) => eb.or([eb('capacity', '=', -1), eb(eb('sold', '+', quantity), '<=', eb.ref('capacity'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives seats back to an event's variations (slug → count); `sold` never drops below 0. */
export async function releaseSeats(db: DB, eventId: number, counts: Map<string, number>): Promise<void> {
  for (const [slug, n] of counts) {
    await db
      .updateTable('ticket_variations')
      .set({ sold: sql<number>`CASE WHEN sold > ${n} THEN sold - ${n} ELSE 0 END` })
      .where('event_id', '=', eventId)
      .where('slug', '=', slug)
      .execute();
  }
}

/** The currency of each of the bookings `ids` that exist, in one query. */
export async function currenciesOf(db: DB, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['id', 'currency']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.currency]));
}

/** Inserts a booking; answers its id. */
export async function insertOrder(db: DB, row: NewOrderRow): Promise<number> {
  const { id } = await db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertItems(db: DB, rows: Omit<OrderItemTable, 'id'>[]): Promise<void> {
  if (rows.length) await db.insertInto('order_items').values(rows).execute();
}

/**
 * Writes columns of a booking, only while its status is one of `fromStatuses` (a guarded update:
 * two admins acting at once cannot both move it). Answers whether it changed.
 */
export async function updateOrderIf(db: DB, id: number, fromStatuses: string[], patch: Partial<NewOrderRow>): Promise<boolean> {
  const result = await db.updateTable('orders').set(patch).where('id', '=', id).where('status', 'in', fromStatuses).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds to a booking's refunded amount and sets its status and reason. */
export async function recordRefund(db: DB, id: number, refund: { amount: number; reason: string; status: string; updated_at: string }): Promise<void> {
  await db
    .updateTable('orders')
    .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', refund.amount), refund_reason: refund.reason, status: refund.status, updated_at: refund.updated_at }))
    .where('id', '=', id)
    .execute();
}

/** A booking by id; `lock` (PostgreSQL only) holds its row until the transaction ends. */
export function findOrder(db: DB, id: number, options: { lock?: boolean } = {}): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .$if(options.lock === true, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** One page of bookings, newest first. */
export function listOrders(db: DB, dialect: Dialect, q: OrderListQuery & EventScoped): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where(orderFilter(dialect, q))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.per_page)
    .offset((q.paged - 1) * q.per_page)
    .execute();
}

export async function countOrders(db: DB, dialect: Dialect, q: OrderFilters): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(orderFilter(dialect, q))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ticket lines of bookings, by booking id, in the order they were booked. */
export async function itemsOf(db: DB, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const items = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return items;
  const rows = await db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
  for (const row of rows) items.set(row.order_id, [...(items.get(row.order_id) ?? []), row]);
  return items;
}

/** Number of attendees (tickets) of each booking. */
export async function ticketCounts(db: DB, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('attendees')
    .select((eb) => ['order_id', eb.fn.countAll<number>().as('n')])
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id!, Number(r.n)]));
}

/** Per UTC day and status: bookings, their totals and refunds (the report's raw figures). */
export interface ReportRow {
  /** The UTC quarter hour the bookings were made in (see {@link quarterHour}), ISO 8601. */
  at: string;
  status: string;
  /** The bookings' currency: amounts of different currencies are never summed together. */
  currency: string;
  orders: number;
  total: number;
  refunded: number;
}

/**
 * A booking's quarter hour of UTC: its hour (`YYYY-MM-DDTHH`) and the quarter (0–3). Time zones
 * differ from UTC by whole quarter hours, so each quarter lies within one local day of any zone,
 * and the service files it under the reader's day (`quarterStart`).
 */
const quarterHour = [sql<string>`substr(orders.created_at, 1, 13)`, sql<number>`CAST(substr(orders.created_at, 15, 2) AS INTEGER) / 15`] as const;

/** The start of a {@link quarterHour}, ISO 8601 UTC. */
const quarterStart = (hour: string, quarter: number | string) => `${hour}:${String(Number(quarter) * 15).padStart(2, '0')}:00.000Z`;

/** The filtered bookings' counts and sums per UTC quarter hour, status and currency. */
export async function reportByQuarterAndStatus(db: DB, dialect: Dialect, q: OrderFilters): Promise<ReportRow[]> {
  const [hour, quarter] = quarterHour;
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      hour.as('hour'),
      quarter.as('quarter'),
      'status',
      'currency',
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('total').as('total'),
      eb.fn.sum<number>('refunded_amount').as('refunded'),
    ])
    .where(orderFilter(dialect, q))
    .groupBy([hour, quarter, 'status', 'currency'])
    .orderBy(hour)
    .orderBy(quarter)
    .execute();
  return rows.map((r) => ({ at: quarterStart(r.hour, r.quarter), status: r.status, currency: r.currency, orders: Number(r.orders), total: Number(r.total), refunded: Number(r.refunded) }));
}

/** Valid (paid, unrefunded) tickets of the filtered bookings per UTC quarter hour of booking (keyed by its start, ISO 8601). */
export async function paidTicketsByQuarter(db: DB, dialect: Dialect, q: OrderFilters): Promise<Map<string, number>> {
  const [hour, quarter] = quarterHour;
  const rows = await db
    .selectFrom('attendees')
    .innerJoin('orders', 'orders.id', 'attendees.order_id')
    .select((eb) => [hour.as('hour'), quarter.as('quarter'), eb.fn.countAll<number>().as('n')])
    .where('attendees.payment_status', '=', 'completed')
    .where(orderFilter(dialect, q))
    .groupBy([hour, quarter])
    .execute();
  return new Map(rows.map((r) => [quarterStart(r.hour, r.quarter), Number(r.n)]));
}

/**
 * The language (issue #12 §2) and currency (issue #9 §4) stored with a booking; nulls when none is
 * stored or there is no booking (`id` null).
 */
export async function orderLocale(db: DB, id: number | null): Promise<{ language: string | null; currency: string | null }> {
  const row = id === null ? undefined : await db.selectFrom('orders').select(['language', 'currency']).where('id', '=', id).executeTakeFirst();
  return { language: row?.language ?? null, currency: row?.currency ?? null };
}
