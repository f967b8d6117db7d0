import { CHECK_IN_LOOKUP_LIMIT, type Attendee, type AttendeeListQuery, type AttendeeUpdate, type CheckInLookupItem, type CheckInLookupQuery, type Page } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import { invalidateCounts } from '../../db/countCache.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import type { MailOutbox } from '../mail/outbox.js';
import { ORDER_MAIL } from '../orders/mails.js';
import { findOrder, releaseSeats } from '../orders/repository.js';
import { presentAttendees, seatsBySlug, type AttendeeRow } from './present.js';
import * as repo from './repository.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { eventInScope } from '../../db/eventScope.js';

export interface AttendeeServiceDeps {
  db: DB;
  dialect: Dialect;
  mail: MailOutbox;
  /** Public site URL without a trailing slash (ticket links). */
  siteUrl: string;
  now?: () => number;
}

/**
 * Attendees: one per ticket (issue #4 "Attendees"; SPEC §2 /attendees, §6 etn_manage_attendee):
 * the table, the edit form, deletes that give seats back, and resending a ticket. Each method takes
 * the caller's `scope` (core's `ownEventsScope`; null: every event): attendees of other owners'
 * events are left out of lists and answer 404, as if they did not exist (issue #9 §6.1).
 */
export class AttendeeService {
  constructor(private readonly deps: AttendeeServiceDeps) {}

  private stamp() {
    return new Date(this.deps.now ? this.deps.now() : Date.now()).toISOString();
  }

  private present(rows: AttendeeRow[]): Promise<Attendee[]> {
    return presentAttendees(this.deps.db, rows, this.deps.siteUrl);
  }

  /** One page of attendees of events within `scope`, newest first, with the number matching the filters. */
  async list(q: AttendeeListQuery, scope: number | null = null): Promise<Page<Attendee>> {
    const { db, dialect } = this.deps;
    const scoped = { ...q, scope };
    const [rows, total] = await Promise.all([repo.listAttendees(db, dialect, scoped), repo.countAttendees(db, dialect, scoped)]);
    return { items: await this.present(rows), total_items: total };
  }

  /**
   * The door's name look-up (`GET /api/v2/attendees/check-in/lookup`): up to
   * {@link CHECK_IN_LOOKUP_LIMIT} attendees of the event whose name, email or phone contains
   * `search` (or whose ticket id it is), newest first, with what the scanner needs of them.
   * @throws 404 for an event outside `scope` (as the scanner's counts)
   */
  async lookup(q: CheckInLookupQuery, scope: number | null = null): Promise<Page<CheckInLookupItem>> {
    if (!(await eventInScope(this.deps.db, q.event_id, scope))) throw notFound(/*i18n*/ 'Event', q.event_id);
    const page = await this.list({ event_id: q.event_id, search: q.search, paged: 1, per_page: CHECK_IN_LOOKUP_LIMIT }, scope);
    return {
      items: page.items.map(({ id, name, email, ticket_name, ticket_id, ticket_status, payment_status, checked_in_at }) => ({ id, name, email, ticket_name, ticket_id, ticket_status, payment_status, checked_in_at })),
      total_items: page.total_items,
    };
  }

  /** @throws 404 unknown id, or an attendee of an event outside `scope` */
  async get(id: number, scope: number | null = null): Promise<Attendee> {
    const [attendee] = await this.present([await this.find(id, scope)]);
    return attendee!;
  }

  private async find(id: number, scope: number | null, db: DB = this.deps.db): Promise<AttendeeRow> {
    const row = await repo.findAttendee(db, id);
    if (!row || !(await eventInScope(db, row.event_id, scope))) throw notFound(/*i18n*/ 'Attendee', id);
    return row;
  }

  /**
   * Saves the attendee form. Setting `ticket_status` to `used` records the check-in time (when not
   * set yet); setting it back to `unused` clears it. @throws 404 unknown id, or outside `scope`
   */
  async update(id: number, input: AttendeeUpdate, actor: AuditActor | null = null, scope: number | null = null): Promise<Attendee> {
    await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.find(id, scope, trx);
      const status = input.ticket_status ?? current.ticket_status;
      const stamp = this.stamp();
      const change = {
        name: input.name,
        email: input.email,
        phone: input.phone,
        extra_fields: JSON.stringify(input.extra_fields),
        ticket_status: status,
        checked_in_at: status === 'unused' ? null : (current.checked_in_at ?? stamp),
      };
      await repo.updateAttendee(trx, id, { ...change, updated_at: stamp });
      const before = { name: current.name, email: current.email, phone: current.phone, extra_fields: current.extra_fields, ticket_status: current.ticket_status, checked_in_at: current.checked_in_at };
      await recordAudit(trx, actor, { action: 'update', entity_type: 'attendee', entity_id: id, summary: /*i18n*/ { id: 'Updated attendee {name} ({ticket}, {event})', values: { name: input.name, ticket: current.ticket_name, event: current.event_title } }, before, after: change });
    });
    return this.get(id);
  }

  /**
   * Deletes attendees; the seats of booked, unrefunded tickets return to their event's inventory.
   * Only attendees of events within `scope` are deleted; others count as unknown.
   * @returns the ids that existed @throws 404 when none did
   */
  async delete(ids: number[], actor: AuditActor | null = null, scope: number | null = null): Promise<number[]> {
    try {
      const deleted = await this.deps.db.transaction().execute(async (trx) => {
        const rows = await repo.deleteAttendees(trx, ids, scope);
        await recordAudit(
          trx,
          actor,
          // The record as it was, without the search's folded copy of the name.
          rows.map(({ sort_name: _folded, ...row }) => ({ action: 'delete', entity_type: 'attendee', entity_id: row.id, summary: /*i18n*/ { id: 'Deleted attendee {name} ({ticket}, {event})', values: { name: row.name, ticket: row.ticket_name, event: row.event_title } }, before: row })),
        );
        const seated = rows.filter((r) => r.order_id !== null && r.payment_status !== 'refunded');
        for (const eventId of new Set(seated.map((r) => r.event_id))) {
          await releaseSeats(trx, eventId, seatsBySlug(seated.filter((r) => r.event_id === eventId)));
        }
        return rows.map((r) => r.id).sort((a, b) => a - b);
      });
      if (deleted.length === 0) throw notFound(/*i18n*/ 'Attendee', ids.join(', '));
      return deleted;
    } finally {
      invalidateCounts(this.deps.db);
    }
  }

  /**
   * Mails one attendee's ticket again: to the attendee's address, or the booking's when the
   * attendee has none. @throws 404 unknown id (or outside `scope`); 409 refunded or cancelled ticket; 422 `no_email` when there is no address
   */
  async resendTicket(id: number, scope: number | null = null): Promise<{ queued: true }> {
    const { db } = this.deps;
    const attendee = await this.find(id, scope);
    if (attendee.payment_status === 'refunded') throw conflict(/*i18n*/ 'This ticket was refunded; there is no ticket to send.');
    if (attendee.payment_status === 'failed') throw conflict(/*i18n*/ 'This ticket was cancelled; there is no ticket to send.');
    const order = attendee.order_id === null ? undefined : await findOrder(db, attendee.order_id);
    if (!attendee.email && !order?.customer_email) {
      throw new AppError(422, 'no_email', /*i18n*/ 'This attendee has no email address. Add one in the attendee form, then send the ticket.', { email: /*i18n*/ 'Give an email address' });
    }
    await this.deps.mail.queue(db, ORDER_MAIL.ticket, { attendee_id: id });
    return { queued: true };
  }
}
