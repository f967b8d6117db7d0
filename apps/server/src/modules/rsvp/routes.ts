import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, ownEventsScope, rsvpEventListQuery, rsvpInvitationInput, rsvpRegistrationInput, rsvpReportQuery, rsvpResponseUpdate, rsvpSettingsInput, rsvpUnansweredQuery } from '@eventory/core';
import { requestText } from '../../site/publicText.js';
import { getSettings } from '../settings/service.js';
import { actorOf } from '../audit/service.js';

/**
 * RSVP under `/api/v2` (issue #4 "RSVP"; SPEC §7 "RSVP": `POST rsvp-registration`,
 * `GET/PUT/DELETE rsvp-report/{id}`, `GET event/{id}`, `GET rsvp-report/{id}?status=`). The admin
 * calls need etn_manage_event (SPEC §6). Deadlines travel as the event's local date `YYYY-MM-DD`
 * and time `HH:mm` plus `deadline_at`, the UTC instant. Errors: 400 bad input, 403 when the RSVP
 * module (global setting modules.rsvp) is off, 404 unknown ids, 409/422 refusals with a message
 * the person can act on; a refused request writes nothing.
 */
/** The own-events scope of the (logged-in) caller: authors reach only their events' RSVPs, others' are 404 (issue #9 §6.1). */
const scopeOf = (request: FastifyRequest) => ownEventsScope(request.user!);

const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.rsvp;
  const admin = { access: 'etn_manage_event' as const };
  const anyone = { access: 'public' as const, audience: 'visitor' as const };
  const tags = ['rsvp'];

  /**
   * Public: the RSVP form's view of a published event (`RsvpEventInfo`: settings, counts, places
   * left, open or why closed; `closed_reason` and its date in the visitor's language: `?lang=`,
   * then Accept-Language among en, de, ar, then the site's). 404 unknown or draft.
   */
  app.get('/event/:id', { config: anyone, schema: { tags, summary: 'RSVP form view of an event (public)', params: idParams } }, async (request) =>
    service.publicEvent(request.params.id, requestText(request, await getSettings(app.db))),
  );

  /** An event's RSVP settings (`RsvpSettings`; the defaults when never saved). */
  app.get('/event/:id/rsvp', { config: admin, schema: { tags, summary: "An event's RSVP settings", params: idParams } }, (request) => service.settings(request.params.id, scopeOf(request)));

  /** Saves an event's RSVP settings; `deadline_time` defaults to 23:59 in the event's timezone; in the audit trail. Answers the saved `RsvpSettings`. */
  app.put('/event/:id/rsvp', { config: admin, schema: { tags, summary: "Save an event's RSVP settings", params: idParams, body: rsvpSettingsInput } }, (request) =>
    service.saveSettings(request.params.id, request.body, scopeOf(request), actorOf(request.user)),
  );

  /**
   * Public: answer an event's RSVP (`rsvpRegistrationInput`) → 201 `{ id, status, message }`.
   * Answering again with the same email replaces the answer. 422 when RSVP is off for the event,
   * past the deadline ('RSVP closed on …'), the party is larger than allowed, or over the limit
   * ('Only N places left …').
   */
  app.post('/rsvp-registration', { config: { ...anyone, rateLimit: { max: app.config.publicWriteRateLimit, timeWindow: '1 minute' } }, schema: { tags, summary: 'Answer an RSVP (public)', body: rsvpRegistrationInput } }, async (request, reply) =>
    reply.status(201).send(await service.register(request.body, { acceptLanguage: request.headers['accept-language'] })),
  );

  /** Events with RSVP enabled or with responses: `{ items: RsvpEventSummary[], total_items }` and `X-WP-Total`; `search` is part of the title. */
  app.get('/rsvp-report', { config: admin, schema: { tags, summary: 'Events taking RSVPs, with their counts', querystring: rsvpEventListQuery } }, async (request, reply) => {
    const page = await service.reportEvents(request.query, scopeOf(request));
    return reply.header('X-WP-Total', page.total_items).send(page);
  });

  /** `id` is an event id: its `RsvpReport`, responses of `status` (default going), newest first; `search` matches name or email. */
  app.get(
    '/rsvp-report/:id',
    { config: admin, schema: { tags, summary: "An event's RSVP responses of one status (default going)", params: idParams, querystring: rsvpReportQuery } },
    async (request, reply) => {
      const report = await service.report(request.params.id, request.query, scopeOf(request));
      return reply.header('X-WP-Total', report.total_items).send(report);
    },
  );

  /**
   * `id` is an event id: `RsvpUnansweredReport`, the people its invitations ('RSVP Reminder') went to
   * who have not answered, one per address, latest invited first; `search` matches name or email.
   */
  app.get(
    '/rsvp-report/:id/unanswered',
    { config: admin, schema: { tags, summary: "An event's invitees who have not answered", params: idParams, querystring: rsvpUnansweredQuery } },
    async (request, reply) => {
      const report = await service.unanswered(request.params.id, request.query, scopeOf(request));
      return reply.header('X-WP-Total', report.total_items).send(report);
    },
  );

  /** `id` is a response id: edit it (`rsvpResponseUpdate`) → the `RsvpResponse`. 409 when another response of the event has the email, 422 over the limit. */
  app.put('/rsvp-report/:id', { config: admin, schema: { tags, summary: 'Edit an RSVP response', params: idParams, body: rsvpResponseUpdate } }, (request) =>
    service.updateResponse(request.params.id, request.body, scopeOf(request), actorOf(request.user)),
  );

  /** `id` is a response id → `{ deleted: [id] }`. */
  app.delete('/rsvp-report/:id', { config: admin, schema: { tags, summary: 'Delete an RSVP response', params: idParams } }, async (request) => ({
    deleted: await service.deleteResponse(request.params.id, scopeOf(request), actorOf(request.user)),
  }));

  /**
   * The 'RSVP Reminder' send (`rsvpInvitationInput`): one personal RSVP link per distinct address
   * → 202 `{ batch_id, queued, skipped_duplicates }`; watch `GET /api/v2/jobs/batches/{batch_id}`.
   * 422 when RSVP is not enabled for the event.
   */
  app.post('/rsvp-invitations', { config: admin, schema: { tags, summary: 'Mail RSVP invitations with personal links', body: rsvpInvitationInput } }, async (request, reply) =>
    reply.status(202).send(await service.invitations.invite(request.body, actorOf(request.user), scopeOf(request))),
  );
};
export default rsvpRoutes;
