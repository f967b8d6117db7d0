import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, sendAttendeeCertificateQuery, sendCertificateQuery } from '@eventory/core';
import { callerScope } from '../../db/eventScope.js';
import { answerLanguage } from '../../i18n/apiMessages.js';
import { actorOf } from '../audit/service.js';
import { CertificateService } from './service.js';

/**
 * Send Certificate (issue #10 §6), registered under `/api/v2`. Both routes need
 * etn_manage_attendee, the CSRF header (they queue mail, even the GET that SPEC §7 names) and, for
 * a role limited to its own events, the caller's event (404 otherwise). Errors `{ code, message }`:
 * 404 unknown id; 409 `certificate_already_sent` (ask the organiser, then repeat with `confirm=1`);
 * 422 `no_certificate_template`, `certificate_template_draft`, `no_eligible_attendees`, `not_eligible`, `no_email`.
 */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CertificateService({ db: app.db, dialect: app.dialect, mail: app.mail, siteUrl: app.config.siteUrl });
  const config = { access: 'etn_manage_attendee' as const, mutates: true };

  /**
   * `GET /events/{id}/send_certificate?checked_in_only=1&confirm=1`: one mail per eligible attendee
   * (completed booking, not refunded; checked in with `checked_in_only`). 202 core's
   * `CertificateSend` `{ batch_id, queued, skipped_no_email }`; progress at `GET /jobs/batches/{batch_id}`.
   */
  app.get(
    '/events/:id/send_certificate',
    { config, schema: { tags: ['events'], summary: 'Mail every eligible attendee a link to their certificate', params: idParams, querystring: sendCertificateQuery } },
    async (request, reply) =>
      reply.status(202).send(
        await service.sendForEvent(
          request.params.id,
          { checkedInOnly: request.query.checked_in_only, confirm: request.query.confirm, language: await answerLanguage(request) },
          actorOf(request.user),
          callerScope(request),
        ),
      ),
  );

  /** `POST /attendees/{id}/send-certificate?confirm=1`: one attendee's certificate, (re)sent. 202 `{ queued: true }`. */
  app.post(
    '/attendees/:id/send-certificate',
    { config, schema: { tags: ['attendees'], summary: "Mail one attendee's certificate", params: idParams, querystring: sendAttendeeCertificateQuery } },
    async (request, reply) =>
      reply
        .status(202)
        .send(await service.sendForAttendee(request.params.id, { confirm: request.query.confirm, language: await answerLanguage(request) }, actorOf(request.user), callerScope(request))),
  );
};
export default certificateRoutes;
