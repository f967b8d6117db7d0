import type { CheckInCounts, CheckInInput, CheckInResult } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { localTime, type AttendeeRow } from './present.js';
import * as repo from './repository.js';

/**
 * Why a scan was refused, as an error door staff can read aloud (issue #4 "QR check-in"):
 * 404 unknown_ticket, 422 wrong_event / refunded / unpaid, 409 already_checked_in (with when, in
 * the event's timezone). Undefined when the ticket is valid after all (it changed meanwhile).
 */
async function refusal(db: DB, ticket: AttendeeRow | undefined, eventId: number): Promise<AppError | undefined> {
  if (!ticket) return new AppError(404, 'unknown_ticket', 'No ticket with this code. Check the code or look the attendee up by name.');
  if (ticket.event_id !== eventId) return new AppError(422, 'wrong_event', `This ticket is for ${ticket.event_title}, not this event.`);
  if (ticket.payment_status === 'refunded') return new AppError(422, 'refunded', 'This ticket was refunded and is not valid.');
  if (ticket.payment_status !== 'completed') return new AppError(422, 'unpaid', 'This ticket is not paid yet. Send the guest to the desk.');
  if (ticket.ticket_status === 'used') {
    const zone = (await repo.ticketEvent(db, eventId))?.timezone;
    return new AppError(409, 'already_checked_in', `Already checked in at ${localTime(ticket.checked_in_at ?? ticket.updated_at, zone)}.`);
  }
  return undefined;
}

/**
 * Checks a ticket in at the door (`POST /api/v2/attendees/check-in`, etn_manage_qr_scan). One
 * guarded UPDATE decides: of any number of concurrent scans of one ticket exactly one succeeds.
 * When it changes nothing, the ticket is looked up to say why.
 * @returns 'Ada Lovelace checked in — Standard' with the event's live counts
 * @throws the {@link refusal} of the ticket
 */
export async function checkInTicket(db: DB, input: CheckInInput, now: number = Date.now()): Promise<CheckInResult> {
  const stamp = new Date(now).toISOString();
  // A second try only when the ticket became valid between the update and the look-up (an admin reset it).
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await repo.checkIn(db, input.ticket_id, input.event_id, stamp)) {
      const [ticket, counts] = await Promise.all([repo.findByTicketId(db, input.ticket_id), repo.checkInCounts(db, input.event_id)]);
      return {
        status: 'checked_in',
        message: `${ticket!.name} checked in — ${ticket!.ticket_name}`,
        attendee: { id: ticket!.id, name: ticket!.name, ticket_name: ticket!.ticket_name, ticket_id: ticket!.ticket_id, checked_in_at: ticket!.checked_in_at },
        counts,
      };
    }
    const error = await refusal(db, await repo.findByTicketId(db, input.ticket_id), input.event_id);
    if (error) throw error;
  }
  throw new AppError(409, 'try_again', 'This ticket changed while it was scanned. Scan it again.');
}

/** Checked-in and total valid tickets of an event (the scanner's live counts). */
export function eventCheckInCounts(db: DB, eventId: number): Promise<CheckInCounts> {
  return repo.checkInCounts(db, eventId);
}
