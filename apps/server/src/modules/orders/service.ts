import { pickPublicLanguage, type Order, type OrderInputParsed, type OrderListQuery, type OrderReport, type OrderReportQuery, type OrderStatus, type Page, type PaymentMethod, type RefundInput } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import { invalidateCounts } from '../../db/countCache.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import type { MailOutbox } from '../mail/outbox.js';
import * as attendeeRepo from '../attendees/repository.js';
import { newTicketId, presentAttendees, seatsBySlug, type AttendeeRow } from '../attendees/present.js';
import { ORDER_MAIL } from './mails.js';
import { providerFor } from './payments.js';
import { soldOutMessage } from './soldOut.js';
import * as repo from './repository.js';
import { money, PAID } from './amounts.js';
import { summarizeReport } from './report.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import type { SummaryMoney } from '../audit/summary.js';
import type { ApiMessage } from '../../i18n/translateMessage.js';
import type { JobQueue } from '../jobs/queue.js';
import { getSettings } from '../settings/service.js';

/** The job that ends an unpaid offline booking's reservation. Payload `{ order_id }`. */
export const ORDER_EXPIRY_JOB = 'order_expire';
import { eventInScope } from '../../db/eventScope.js';

export interface OrderServiceDeps {
  db: DB;
  dialect: Dialect;
  mail: MailOutbox;
  /** The queue of reservation expiries (an unpaid offline booking is cancelled when its job runs). */
  jobs: Pick<JobQueue, 'enqueue'>;
  /** Public site URL without a trailing slash (ticket links). */
  siteUrl: string;
  now?: () => number;
}

/** One ticket line of a booking being made. */
interface Line {
  variation: repo.VariationRow;
  quantity: number;
}

/** The attendees who gave an address of their own, not the booker's (their tickets and notices go there too). */
const ownAddressees = (customerEmail: string, attendees: AttendeeRow[]) =>
  attendees.filter((a) => a.email && a.email.toLowerCase() !== customerEmail.toLowerCase());

/**
 * Bookings (issue #4 "Bookings"; SPEC §2 "Booking list", §4): the public booking with its guarded
 * inventory, the purchase report, marking paid, invoices and refunds. Every change runs in one
 * transaction (mails are queued in it, so a rolled-back change sends nothing) and drops the cached
 * list totals after it, since event totals (sold_tickets) move with bookings. The admin methods take
 * the caller's `scope` (core's `ownEventsScope`; null: every event): bookings of other owners'
 * events are left out of lists and reports and answer 404, refused before any write (issue #9 §6.1).
 */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  private now() {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  private async change<T>(work: (trx: DB) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } finally {
      invalidateCounts(this.deps.db);
    }
  }

  /**
   * Books tickets of a published event that has not ended (public `POST /api/v2/orders`). Seats
   * are taken with one guarded UPDATE per variation, so bookings never oversell however many
   * arrive at once; a free booking completes at once, a paid one waits (offline payment) until an
   * admin marks it paid, or until Settings' `reservation_hours` pass (see {@link expire}). Each attendee gets an unguessable ticket id; the confirmation mail is
   * queued in the same transaction.
   * The booking keeps its language (issue #12 §2): `input.language`, else the first public language
   * of the booker's `acceptLanguage` header, else the site's default.
   * @returns the booking with its attendees and, when it waits for payment, `reservation_ends_at`
   * @throws 404 unknown or draft event; 422 `event_ended`, `unknown_ticket`; 409 `sold_out` saying what is left
   */
  async create(input: OrderInputParsed, booker: { acceptLanguage?: string | null } = {}): Promise<Order> {
    const now = this.now();
    const settings = await getSettings(this.deps.db);
    const language = pickPublicLanguage({ lang: input.language, acceptLanguage: booker.acceptLanguage, siteDefault: settings.site_language });
    const event = await repo.findBookableEvent(this.deps.db, input.event_id);
    if (!event || event.status !== 'publish') throw new AppError(404, 'not_found', /*i18n*/ { id: 'Event {id} does not exist or is not open for booking.', values: { id: input.event_id } });
    if (Date.parse(event.end_at) < now) throw new AppError(422, 'event_ended', /*i18n*/ { id: '"{event}" has ended and no longer takes bookings.', values: { event: event.title } });
    const lines = this.lines(input, event.title, await repo.variationsOf(this.deps.db, event.id));
    const total = money(lines.reduce((sum, l) => sum + l.variation.price * l.quantity, 0));
    const stamp = new Date(now).toISOString();

    let reservationEnds: string | null = null;
    const id = await this.change(async (trx) => {
      // Lock variations in id order: two bookings of the same tickets never wait on each other in a cycle.
      for (const line of [...lines].sort((a, b) => a.variation.id - b.variation.id)) {
        if (!(await repo.takeSeats(trx, line.variation.id, line.quantity))) {
          const current = (await repo.findVariation(trx, line.variation.id)) ?? line.variation;
          throw new AppError(409, 'sold_out', soldOutMessage(current));
        }
      }
      const provider = providerFor(total);
      const c = input.customer;
      const id = await repo.insertOrder(trx, {
        event_id: event.id,
        event_title: event.title,
        customer_first_name: c.first_name,
        customer_last_name: c.last_name,
        customer_email: c.email,
        customer_phone: c.phone,
        status: 'pending',
        payment_method: provider.key,
        total,
        refunded_amount: 0,
        refund_reason: '',
        created_at: stamp,
        updated_at: stamp,
        paid_at: null,
        language,
        currency: settings.currency,
      });
      const { status } = await provider.initiate({ order_id: id, total, customer_email: c.email });
      if (status === 'completed') await repo.updateOrderIf(trx, id, ['pending'], { status, paid_at: stamp });
      await repo.insertItems(
        trx,
        lines.map((l) => ({ order_id: id, ticket_slug: l.variation.slug, ticket_name: l.variation.name, price: l.variation.price, quantity: l.quantity })),
      );
      const bySlug = new Map(lines.map((l) => [l.variation.slug, l.variation]));
      const attendees = await attendeeRepo.insertAttendees(
        trx,
        input.attendees.map((a) => {
          const v = bySlug.get(a.ticket_slug)!;
          return {
            order_id: id,
            event_id: event.id,
            event_title: event.title,
            ticket_id: newTicketId(),
            ticket_slug: v.slug,
            ticket_name: v.name,
            ticket_price: v.price,
            name: a.name,
            // Without their own address an attendee's ticket goes to the booker (Resend ticket works),
            // and without their own number the booker is whom the organiser calls about them.
            email: a.email ?? c.email,
            phone: a.phone || c.phone,
            extra_fields: JSON.stringify(a.extra_fields),
            ticket_status: 'unused',
            payment_status: status,
            checked_in_at: null,
            created_at: stamp,
            updated_at: stamp,
          };
        }),
      );
      await this.deps.mail.queue(trx, ORDER_MAIL.confirmation, { order_id: id });
      if (status === 'completed') await this.mailOwnTickets(trx, c.email, attendees);
      if (status === 'pending') {
        const runAt = new Date(now + settings.reservation_hours * 3_600_000);
        await this.deps.jobs.enqueue(trx, ORDER_EXPIRY_JOB, { order_id: id }, { runAt });
        reservationEnds = runAt.toISOString();
      }
      return id;
    });
    return { ...(await this.get(id)), reservation_ends_at: reservationEnds };
  }

  /**
   * Once a booking's tickets are valid (booked paid, or marked paid), each attendee who gave an
   * address of their own gets their ticket there (the booker's confirmation holds them all, so an
   * attendee with the booker's address gets no second copy), as the booking form promises.
   */
  private async mailOwnTickets(trx: DB, customerEmail: string, attendees: AttendeeRow[]): Promise<void> {
    for (const a of ownAddressees(customerEmail, attendees)) {
      if (a.payment_status === 'completed') await this.deps.mail.queue(trx, ORDER_MAIL.ticket, { attendee_id: a.id });
    }
  }

  /** The booked quantity per variation (a slug named twice counts once). @throws 422 `unknown_ticket` */
  private lines(input: OrderInputParsed, eventTitle: string, variations: repo.VariationRow[]): Line[] {
    const bySlug = new Map(variations.map((v) => [v.slug, v]));
    const lines = new Map<string, Line>();
    for (const t of input.tickets) {
      const variation = bySlug.get(t.slug);
      if (!variation) throw new AppError(422, 'unknown_ticket', /*i18n*/ { id: '"{event}" has no ticket "{ticket}".', values: { event: eventTitle, ticket: t.slug } }, {
          tickets: /*i18n*/ { id: 'Unknown ticket "{ticket}"', values: { ticket: t.slug } },
        });
      const line = lines.get(t.slug) ?? { variation, quantity: 0 };
      line.quantity += t.quantity;
      lines.set(t.slug, line);
    }
    return [...lines.values()];
  }

  /**
   * One page of the booking list (SPEC §2 "Booking list"), newest first, each with its ticket lines
   * and ticket count, of events within `scope`. @throws 400 when `date_from` is after `date_to`
   */
  async list(q: OrderListQuery, scope: number | null = null): Promise<Page<Order>> {
    this.checkDates(q);
    const { db, dialect } = this.deps;
    const scoped = { ...q, scope };
    const [rows, total] = await Promise.all([repo.listOrders(db, dialect, scoped), repo.countOrders(db, dialect, scoped)]);
    return { items: await this.present(rows), total_items: total };
  }

  /**
   * Totals and sales per day (of `q.timezone`, the reader's) of the filtered bookings of events
   * within `scope`, summed by {@link summarizeReport} (revenue in the site's currency, other
   * currencies apart). @throws 400 when `date_from` is after `date_to`
   */
  async report(q: OrderReportQuery, scope: number | null = null): Promise<OrderReport> {
    this.checkDates(q);
    const { db, dialect } = this.deps;
    const scoped = { ...q, scope };
    const [rows, tickets, { currency }] = await Promise.all([repo.reportByQuarterAndStatus(db, dialect, scoped), repo.paidTicketsByQuarter(db, dialect, scoped), getSettings(db)]);
    return summarizeReport(rows, tickets, currency, q.timezone);
  }

  private checkDates(q: OrderReportQuery) {
    if (q.date_from && q.date_to && q.date_from > q.date_to) {
      throw badRequest(/*i18n*/ 'The start date is after the end date.', { date_from: /*i18n*/ 'Choose a start date on or before the end date' });
    }
  }

  /** A booking with its attendees. @throws 404 unknown id, or a booking of an event outside `scope` */
  async get(id: number, scope: number | null = null): Promise<Order> {
    const row = await this.find(this.deps.db, id, scope);
    const [order] = await this.present([row]);
    const attendees = await attendeeRepo.attendeesOfOrder(this.deps.db, id);
    return { ...order!, attendees: await presentAttendees(this.deps.db, attendees, this.deps.siteUrl) };
  }

  /**
   * An offline payment arrived: pending → completed, its tickets paid, the invoice mailed to the
   * booker with the tickets, now valid.
   * @throws 404 unknown id (or outside `scope`); 409 when the booking is not pending
   */
  async markPaid(id: number, actor: AuditActor | null = null, scope: number | null = null): Promise<Order> {
    await this.change(async (trx) => {
      if (scope !== null) await this.find(trx, id, scope);
      const stamp = new Date(this.now()).toISOString();
      if (!(await repo.updateOrderIf(trx, id, ['pending'], { status: 'completed', paid_at: stamp, updated_at: stamp }))) {
        const order = await repo.findOrder(trx, id);
        if (!order) throw notFound(/*i18n*/ 'Booking', id);
        throw conflict(/*i18n*/ { id: 'Only pending bookings can be marked paid; booking #{id} is {status, select, completed {completed} refunded {refunded} partially_refunded {partially refunded} cancelled {cancelled} other {{status}}}.', values: { id, status: order.status } });
      }
      await attendeeRepo.payOrderAttendees(trx, id, stamp);
      await this.deps.mail.queue(trx, ORDER_MAIL.invoice, { order_id: id, payment_received: true });
      const order = (await repo.findOrder(trx, id))!;
      await this.mailOwnTickets(trx, order.customer_email, await attendeeRepo.attendeesOfOrder(trx, id));
      await recordAudit(trx, actor, { action: 'mark_paid', entity_type: 'order', entity_id: id, summary: /*i18n*/ { id: 'Marked booking #{id} paid', values: { id } }, before: { status: 'pending' }, after: { status: 'completed', paid_at: stamp } });
    });
    return this.get(id);
  }

  /**
   * Ends the reservation of a booking still unpaid when its expiry job runs (issue #9 §4): pending →
   * failed, its tickets failed, their seats back in the inventory, the booker told by mail. A booking
   * paid (or otherwise settled) meanwhile is left alone, so a late job changes nothing.
   * @returns whether the booking was cancelled
   */
  async expire(id: number): Promise<boolean> {
    return this.change((trx) =>
      this.endReservation(trx, id, null, { action: 'expire', summary: /*i18n*/ { id: 'Booking #{id} was not paid in time; its reservation ended', values: { id } } }),
    );
  }

  /**
   * The organiser cancels an unpaid booking (the booker will not pay, or booked twice): as at its
   * expiry, pending → failed, its tickets void, their seats back in the inventory, the booker told by
   * mail that the organiser cancelled it.
   * @throws 404 unknown id (or outside `scope`); 409 when the booking is not pending
   */
  async cancel(id: number, actor: AuditActor | null = null, scope: number | null = null): Promise<Order> {
    await this.change(async (trx) => {
      if (scope !== null) await this.find(trx, id, scope);
      const summary = /*i18n*/ { id: 'Cancelled unpaid booking #{id}', values: { id } };
      if (await this.endReservation(trx, id, actor, { action: 'cancel', summary })) return;
      const order = await repo.findOrder(trx, id);
      if (!order) throw notFound(/*i18n*/ 'Booking', id);
      throw conflict(/*i18n*/ { id: 'Only pending bookings can be cancelled; booking #{id} is {status, select, completed {completed} refunded {refunded} partially_refunded {partially refunded} failed {cancelled} other {{status}}}.', values: { id, status: order.status } });
    });
    return this.get(id);
  }

  /** Pending → failed with its tickets, seats released, audited and mailed (as cancelled by the organiser for a `cancel`); false when the booking was not pending. */
  private async endReservation(trx: DB, id: number, actor: AuditActor | null, audit: { action: 'expire' | 'cancel'; summary: ApiMessage }): Promise<boolean> {
    const stamp = new Date(this.now()).toISOString();
    if (!(await repo.updateOrderIf(trx, id, ['pending'], { status: 'failed', updated_at: stamp }))) return false;
    const order = (await repo.findOrder(trx, id))!;
    const released = await attendeeRepo.failOrderAttendees(trx, id, stamp);
    await repo.releaseSeats(trx, order.event_id, seatsBySlug(released));
    await recordAudit(trx, actor, { action: audit.action, entity_type: 'order', entity_id: id, summary: audit.summary, before: { status: 'pending' }, after: { status: 'failed' } });
    await this.deps.mail.queue(trx, ORDER_MAIL.expired, { order_id: id, ...(audit.action === 'cancel' ? { by_organiser: true } : {}) });
    return true;
  }

  /** Mails the invoice of a paid booking again (SPEC §2 "Resend Invoice"). @throws 404 (also outside `scope`); 409 unless completed */
  async resendInvoice(id: number, scope: number | null = null): Promise<{ queued: true }> {
    const order = await this.find(this.deps.db, id, scope);
    if (!PAID.includes(order.status as OrderStatus)) throw conflict(/*i18n*/ 'Only completed bookings have an invoice to resend.');
    await this.deps.mail.queue(this.deps.db, ORDER_MAIL.invoice, { order_id: id });
    return { queued: true };
  }

  /**
   * Refunds a paid booking, whole or the chosen tickets (SPEC §2 "Refund Booking"): the tickets
   * become refunded (no longer valid at the door), their seats return to the inventory, their
   * prices add to `refunded_amount`; the booking becomes `refunded` once no valid ticket is left,
   * else `partially_refunded`; the refund mail is queued.
   * @throws 404 unknown id (or outside `scope`); 409 unless completed or partially refunded, or nothing is left to refund;
   *   422 `not_in_booking` / `already_refunded` for attendee ids that cannot be refunded
   */
  async refund(id: number, input: RefundInput, actor: AuditActor | null = null, scope: number | null = null): Promise<Order> {
    await this.change(async (trx) => {
      // On PostgreSQL the booking row stays locked until commit: refunds and mark-paid of one booking take turns.
      const order = await this.find(trx, id, scope, { lock: this.deps.dialect === 'postgres' });
      if (!PAID.includes(order.status as OrderStatus)) throw conflict(/*i18n*/ { id: 'Only completed bookings can be refunded; booking #{id} is {status, select, pending {pending} refunded {refunded} cancelled {cancelled} other {{status}}}.', values: { id, status: order.status } });
      const attendees = await attendeeRepo.attendeesOfOrder(trx, id);
      if (input.attendee_ids) this.checkRefundable(id, attendees, input.attendee_ids);
      else if (!attendees.some((a) => a.payment_status !== 'refunded')) throw conflict(/*i18n*/ { id: 'Every ticket of booking #{id} is already refunded.', values: { id } });

      const stamp = new Date(this.now()).toISOString();
      const refunded = await attendeeRepo.refundAttendees(trx, id, input.attendee_ids, stamp);
      const refundedIds = new Set(refunded.map((a) => a.id));
      await repo.releaseSeats(trx, order.event_id, seatsBySlug(refunded));
      const left = attendees.filter((a) => a.payment_status !== 'refunded' && !refundedIds.has(a.id)).length;
      const amount = money(refunded.reduce((sum, a) => sum + a.ticket_price, 0));
      const status = left === 0 ? 'refunded' : 'partially_refunded';
      await repo.recordRefund(trx, id, { amount, reason: input.reason, status, updated_at: stamp });
      await recordAudit(trx, actor, {
        action: 'refund',
        entity_type: 'order',
        entity_id: id,
        summary: /*i18n*/ {
          id: 'Refunded {count, plural, one {# ticket} other {# tickets}} of booking #{id} ({amount}): {reason}',
          values: { count: refunded.length, id, amount: { amount, currency: order.currency } satisfies SummaryMoney, reason: input.reason },
        },
        before: { status: order.status, refunded_amount: order.refunded_amount },
        after: { status, refunded_amount: money(order.refunded_amount + amount), refunded_attendees: [...refundedIds], reason: input.reason },
      });
      await this.deps.mail.queue(trx, ORDER_MAIL.refund, { order_id: id, attendee_ids: [...refundedIds], amount });
      // An attendee who got their ticket at an address of their own hears there that it is void.
      for (const a of ownAddressees(order.customer_email, refunded)) await this.deps.mail.queue(trx, ORDER_MAIL.ticketRefunded, { attendee_id: a.id });
    });
    return this.get(id);
  }

  /** A booking by id. @throws 404 unknown id, or a booking of an event outside `scope` (as if unknown) */
  private async find(db: DB, id: number, scope: number | null, options: { lock?: boolean } = {}): Promise<repo.OrderRow> {
    const row = await repo.findOrder(db, id, options);
    if (!row || !(await eventInScope(db, row.event_id, scope))) throw notFound(/*i18n*/ 'Booking', id);
    return row;
  }

  /** @throws 422 when an id is not an attendee of the booking or is refunded already */
  private checkRefundable(orderId: number, attendees: AttendeeRow[], ids: number[]) {
    const byId = new Map(attendees.map((a) => [a.id, a]));
    const foreign = ids.filter((a) => !byId.has(a));
    if (foreign.length) {
      throw new AppError(422, 'not_in_booking', /*i18n*/ { id: '{count, plural, one {Attendee {ids} is} other {Attendee {ids} are}} not part of booking #{id}.', values: { count: foreign.length, ids: foreign.join(', '), id: orderId } }, {
        attendee_ids: /*i18n*/ 'Choose tickets of this booking',
      });
    }
    const done = ids.map((a) => byId.get(a)!).filter((a) => a.payment_status === 'refunded');
    if (done.length) {
      throw new AppError(422, 'already_refunded', /*i18n*/ { id: 'The ticket of {names} is already refunded.', values: { names: done.map((a) => a.name).join(', ') } }, {
        attendee_ids: /*i18n*/ 'Choose tickets that are not refunded yet',
      });
    }
  }

  /** The wire shape of rows with their ticket lines and counts (two queries for any number of rows). */
  private async present(rows: repo.OrderRow[]): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [items, counts] = await Promise.all([repo.itemsOf(this.deps.db, ids), repo.ticketCounts(this.deps.db, ids)]);
    return rows.map((row) => ({
      id: row.id,
      event_id: row.event_id,
      event_title: row.event_title,
      customer: { first_name: row.customer_first_name, last_name: row.customer_last_name, email: row.customer_email, phone: row.customer_phone },
      status: row.status as OrderStatus,
      payment_method: row.payment_method as PaymentMethod,
      currency: row.currency,
      total: row.total,
      refunded_amount: row.refunded_amount,
      refund_reason: row.refund_reason,
      items: (items.get(row.id) ?? []).map((i) => ({ slug: i.ticket_slug, name: i.ticket_name, price: i.price, quantity: i.quantity })),
      ticket_count: counts.get(row.id) ?? 0,
      created_at: row.created_at,
      paid_at: row.paid_at,
    }));
  }
}
