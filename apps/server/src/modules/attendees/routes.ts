import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendeeExportQuery, attendeeListQuery, attendeeUpdate, checkInInput, checkInLookupQuery, checkInUndoInput, idParam, idParams, idsQuery } from '@eventory/core';
import { CheckInDesk } from './checkIn.js';
import { attendeeCsv } from './csvExport.js';
import { AttendeeService } from './service.js';
import { actorOf } from '../audit/service.js';
import { getSettings } from '../settings/service.js';
import { callerScope } from '../../db/eventScope.js';
import { answerLanguage } from '../../i18n/apiMessages.js';
import { serverI18n } from '../../i18n/serverI18n.js';

/**
 * `/api/v2/attendees` (issue #4 "Attendees", "QR check-in"; SPEC §2 /attendees, §6). The table,
 * edit, delete, resend and export need etn_manage_attendee; the door scanner's check-in and counts
 * need etn_manage_qr_scan. An attendee on the wire is core's `Attendee` (one ticket). Every route
 * applies the own-events rule (issue #9 §6.1): a role limited to its own events sees and counts only
 * their attendees and gets 404 for others'.
 * Errors: 400 `{code, message, errors}` for bad input, 404 unknown ids; check-in refusals as
 * documented on its route.
 */
const attendeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AttendeeService({ db: app.db, dialect: app.dialect, mail: app.mail, siteUrl: app.config.siteUrl });
  const config = { access: 'etn_manage_attendee' as const };
  const scan = { access: 'etn_manage_qr_scan' as const };
  const desk = new CheckInDesk(app.db);
  const tags = ['attendees'];

  /**
   * The attendee table, newest first. Query: `event_id`, `ticket_status` (unused | used),
   * `payment_status`, `search` (name, email or phone; or an exact ticket id), `paged`, `per_page`.
   * Answers `{ items, total_items }` and `X-WP-Total`.
   */
  app.get('/', { config, schema: { tags, summary: 'List attendees', querystring: attendeeListQuery } }, async (request, reply) => {
    const page = await service.list(request.query, callerScope(request));
    return reply.header('X-WP-Total', page.total_items).send(page);
  });

  /**
   * The filtered attendees as a CSV download (the list's filters, no paging), streamed: columns
   * Name, Email, Phone, Event, Booking id, Ticket, Price (a plain number), Currency (the site's
   * ISO 4217 code), Ticket status and Payment status (their labels, e.g. 'Not checked in'),
   * Checked in at (UTC) (ISO 8601), Ticket id, Extra fields; header and labels in the caller's admin language. Cells that a spreadsheet would read as a formula start with an apostrophe.
   */
  app.get('/export.csv', { config, schema: { tags, summary: 'Export attendees as CSV', querystring: attendeeExportQuery } }, async (request, reply) => {
    const { currency } = await getSettings(app.db);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="attendees.csv"')
      .header('Cache-Control', 'no-store')
      .send(attendeeCsv(app.db, app.dialect, { ...request.query, scope: callerScope(request) }, currency, serverI18n(await answerLanguage(request)), (error) => request.log.error({ err: error }, 'attendee export failed')));
  });

  /** Bulk delete `?ids=1,2,3` → `{ deleted }`; booked seats return to the inventory. 404 when none existed. */
  app.delete('/', { config, schema: { tags, summary: 'Delete attendees in bulk (?ids=1,2,3)', querystring: idsQuery } }, async (request) => ({
    deleted: await service.delete(request.query.ids, actorOf(request.user), callerScope(request)),
  }));

  /**
   * Check a ticket in at the door: 200 `CheckInResult` ('<name> checked in — <ticket>' and the
   * event's counts); 404 unknown_ticket; 422 wrong_event, refunded or unpaid; 409
   * already_checked_in ('Ada Lovelace was already checked in at Nov 28, 2026, 3:08 PM (UTC+01:00).', in the event's zone, stated).
   */
  app.post('/check-in', { config: scan, schema: { tags, summary: 'Check a ticket in (QR scan or manual entry)', body: checkInInput } }, async (request) =>
    desk.checkIn(request.body, callerScope(request), Date.now(), serverI18n(await answerLanguage(request))),
  );

  /**
   * The door's name look-up: `{ items: CheckInLookupItem[], total_items }`, up to 10 attendees of
   * `event_id` whose name, email or phone contains `search` (2+ characters), or whose ticket id it
   * is, newest first; 404 for an event outside the scanner's reach. For a guest without their code.
   */
  app.get('/check-in/lookup', { config: scan, schema: { tags, summary: "Find an event's attendees by name at the door", querystring: checkInLookupQuery } }, async (request, reply) => {
    const page = await service.lookup(request.query, callerScope(request));
    return reply.header('X-WP-Total', page.total_items).send(page);
  });

  /**
   * Undo a check-in the scanner just made (`checkInUndoInput`: ticket, event and the check-in's
   * `checked_in_at`): 200 `CheckInUndoResult` ('<name> is no longer checked in.' and fresh counts);
   * 404 unknown ticket or event; 409 not_checked_in when it is not checked in, or was again since.
   * In the audit trail.
   */
  app.post('/check-in/undo', { config: scan, schema: { tags, summary: 'Undo a check-in the scanner just made', body: checkInUndoInput } }, async (request) =>
    desk.undo(request.body, actorOf(request.user), callerScope(request), Date.now(), serverI18n(await answerLanguage(request))),
  );

  /** Checked-in and total valid (paid, unrefunded) tickets of an event: the scanner's live counts. */
  app.get(
    '/check-in/counts',
    { config: scan, schema: { tags, summary: 'Check-in counts of an event', querystring: z.object({ event_id: idParam }) } },
    (request) => desk.freshCounts(request.query.event_id, callerScope(request)),
  );

  app.get('/:id', { config, schema: { tags, summary: 'One attendee', params: idParams } }, (request) => service.get(request.params.id, callerScope(request)));

  /** Save the attendee form; `ticket_status` used/unused sets or clears the check-in time. */
  app.put('/:id', { config, schema: { tags, summary: 'Update an attendee', params: idParams, body: attendeeUpdate } }, (request) =>
    service.update(request.params.id, request.body, actorOf(request.user), callerScope(request)),
  );

  app.delete('/:id', { config, schema: { tags, summary: 'Delete an attendee (a booked seat returns to the inventory)', params: idParams } }, async (request) => ({
    deleted: await service.delete([request.params.id], actorOf(request.user), callerScope(request)),
  }));

  /** 202 `{ queued: true }`: the ticket is mailed again. 409 refunded ticket; 422 no email address. */
  app.post('/:id/resend-ticket', { config, schema: { tags, summary: 'Mail the ticket again', params: idParams } }, async (request, reply) =>
    reply.status(202).send(await service.resendTicket(request.params.id, callerScope(request))),
  );
};
export default attendeeRoutes;
