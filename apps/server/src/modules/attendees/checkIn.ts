import type { CheckInCounts, CheckInInput, CheckInResult, CheckInUndoInput, CheckInUndoResult, I18n } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { serverI18n } from '../../i18n/serverI18n.js';
import { eventInScope } from '../../db/eventScope.js';
import { getSettings } from '../settings/service.js';
import { localeOf } from '../mail/locale.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import type { AttendeeRow } from './present.js';
import * as repo from './repository.js';

/** A code that names no ticket of the event (or one outside the scanner's events): the same 404 for a scan and an undo. */
const unknownTicket = () => new AppError(404, 'unknown_ticket', /*i18n*/ 'No ticket with this code. Check the code or look the attendee up by name.');

/**
 * Why a scan was refused, as an error door staff can read aloud (issue #4 "QR check-in"):
 * (`scope`: the scanner's own-events scope, core's `ownEventsScope`)
 * 404 unknown_ticket, 422 wrong_event / refunded / cancelled / unpaid, 409 already_checked_in (who, and when, in
 * the event's zone, stated, as the scanner's history reads it, in the `Intl` locale of the reader's
 * `language`: mail/locale.ts's localeOf). Undefined when the ticket is valid after all (it changed meanwhile).
 */
async function refusal(db: DB, ticket: AttendeeRow | undefined, eventId: number, scope: number | null, language: string): Promise<AppError | undefined> {
  // A ticket of an event outside the caller's own events is as unknown as a wrong code (issue #9 §6.1).
  if (!ticket || !(await eventInScope(db, ticket.event_id, scope))) return unknownTicket();
  if (ticket.event_id !== eventId) return new AppError(422, 'wrong_event', /*i18n*/ { id: 'This ticket is for {event}, not this event.', values: { event: ticket.event_title } });
  if (ticket.payment_status === 'refunded') return new AppError(422, 'refunded', /*i18n*/ 'This ticket was refunded and is not valid.');
  if (ticket.payment_status === 'failed') return new AppError(422, 'cancelled', /*i18n*/ 'This ticket was cancelled and is not valid.');
  if (ticket.payment_status !== 'completed') return new AppError(422, 'unpaid', /*i18n*/ 'This ticket is not paid yet. Send the guest to the desk.');
  if (ticket.ticket_status === 'used') {
    const [event, settings] = await Promise.all([repo.ticketEvent(db, eventId), getSettings(db)]);
    const time = localeOf(settings, language).time(ticket.checked_in_at ?? ticket.updated_at, event?.timezone ?? 'UTC');
    return new AppError(409, 'already_checked_in', /*i18n*/ { id: '{name} was already checked in at {time}.', values: { name: ticket.name, time } });
  }
  return undefined;
}

/** How long the counts a check-in answers with are reused, ms (each success adds itself to them). */
const COUNTS_TTL_MS = 1_000;

/**
 * The door (`POST /api/v2/attendees/check-in`, etn_manage_qr_scan). One guarded UPDATE decides:
 * of any number of concurrent scans of one ticket exactly one succeeds; when it changes nothing, the
 * ticket is looked up to say why. Each success answers the event's live counts: counted at most
 * once a second per event (counting reads every ticket of the event) and, in between, the last
 * count plus the check-ins this process made since — within a second of the truth after changes
 * elsewhere (refunds, other servers); `GET …/check-in/counts` always counts afresh.
 */
export class CheckInDesk {
  private counts = new Map<number, { value: CheckInCounts; at: number }>();

  constructor(private readonly db: DB) {}

  /**
   * Checks a ticket in at an event within the scanner's `scope` (core's `ownEventsScope`; null:
   * every event). @returns 'Ada Lovelace checked in — Standard' (in the language of `i18n`, the
   * scanning user's) with the event's counts
   * @throws 404 for an event outside `scope` (nothing changes); the {@link refusal} of the ticket
   */
  async checkIn(input: CheckInInput, scope: number | null = null, now: number = Date.now(), i18n: I18n = serverI18n('en')): Promise<CheckInResult> {
    await this.checkScope(input.event_id, scope);
    const stamp = new Date(now).toISOString();
    // A second try only when the ticket became valid between the update and the look-up (an admin reset it).
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await repo.checkIn(this.db, input.ticket_id, input.event_id, stamp)) {
        const [ticket, counts] = await Promise.all([repo.findByTicketId(this.db, input.ticket_id), this.countsAfterCheckIn(input.event_id, now)]);
        return {
          status: 'checked_in',
          message: i18n._('{name} checked in — {ticket}', { name: ticket!.name, ticket: ticket!.ticket_name }),
          attendee: { id: ticket!.id, name: ticket!.name, ticket_name: ticket!.ticket_name, ticket_id: ticket!.ticket_id, checked_in_at: ticket!.checked_in_at },
          counts,
        };
      }
      const error = await refusal(this.db, await repo.findByTicketId(this.db, input.ticket_id), input.event_id, scope, i18n.locale);
      if (error) throw error;
    }
    throw new AppError(409, 'try_again', /*i18n*/ 'This ticket changed while it was scanned. Scan it again.');
  }

  /**
   * Takes back a check-in the scanner just made (door staff scanned the wrong guest), within the
   * scanner's `scope`, in the audit trail under `actor`. @returns '<name> is no longer checked in.'
   * (in the language of `i18n`) with the event's counts, counted afresh
   * @throws 404 for an event outside `scope` or an unknown ticket; 409 not_checked_in when the ticket
   *   is not checked in, or was checked in again since (nothing changes)
   */
  async undo(input: CheckInUndoInput, actor: AuditActor | null, scope: number | null = null, now: number = Date.now(), i18n: I18n = serverI18n('en')): Promise<CheckInUndoResult> {
    await this.checkScope(input.event_id, scope);
    const ticket = await repo.findByTicketId(this.db, input.ticket_id);
    if (!ticket || ticket.event_id !== input.event_id) throw unknownTicket();
    const undone = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.undoCheckIn(trx, input.ticket_id, input.event_id, input.checked_in_at, new Date(now).toISOString()))) return false;
      await recordAudit(trx, actor, {
        action: 'update',
        entity_type: 'attendee',
        entity_id: ticket.id,
        summary: /*i18n*/ { id: 'Undid the check-in of {name} ({ticket}, {event})', values: { name: ticket.name, ticket: ticket.ticket_name, event: ticket.event_title } },
        before: { ticket_status: 'used', checked_in_at: input.checked_in_at },
        after: { ticket_status: 'unused', checked_in_at: null },
      });
      return true;
    });
    if (!undone) throw new AppError(409, 'not_checked_in', /*i18n*/ { id: '{name} is not checked in with this scan any more: nothing was undone.', values: { name: ticket.name } });
    return { status: 'undone', message: i18n._('{name} is no longer checked in.', { name: ticket.name }), counts: await this.freshCounts(input.event_id, null, now) };
  }

  /** @throws 404 when the event lies outside `scope` (the own-events rule) */
  private async checkScope(eventId: number, scope: number | null): Promise<void> {
    if (!(await eventInScope(this.db, eventId, scope))) throw notFound(/*i18n*/ 'Event', eventId);
  }

  /**
   * Checked-in and total valid tickets of an event, counted now (the scanner's live counts).
   * @throws 404 for an event outside `scope`
   */
  async freshCounts(eventId: number, scope: number | null = null, now: number = Date.now()): Promise<CheckInCounts> {
    await this.checkScope(eventId, scope);
    const value = await repo.checkInCounts(this.db, eventId);
    this.counts.set(eventId, { value, at: now });
    return { ...value };
  }

  private async countsAfterCheckIn(eventId: number, now: number): Promise<CheckInCounts> {
    const cached = this.counts.get(eventId);
    if (!cached || now - cached.at >= COUNTS_TTL_MS) return this.freshCounts(eventId, null, now);
    cached.value = { ...cached.value, checked_in: Math.min(cached.value.total, cached.value.checked_in + 1) };
    return { ...cached.value };
  }
}
