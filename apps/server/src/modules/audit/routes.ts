import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuery } from '@eventory/core';
import { answerLanguage } from '../../i18n/apiMessages.js';
import { serverI18n } from '../../i18n/serverI18n.js';
import { listAudit } from './service.js';

/**
 * `GET /api/v2/audit` (issue #5 "Audit trail"; administrators only): `{ items: AuditEntry[],
 * total_items }` with `X-WP-Total`, newest first. Query: paged, per_page, entity_type, entity_id,
 * user_id, action, date_from / date_to (days `YYYY-MM-DD`, inclusive, of `timezone`, default UTC), search (the summary as
 * read in any admin language, English on rows from before issue #12, or the user email). Each
 * entry is `{ id, at (ISO 8601 UTC), user_id, user_email, action, entity_type, entity_id, summary,
 * before, after }` with before/after as JSON values and the summary in the
 * reader's language (the user's own, else the site's; issue #12 §2). 400 for a bad filter.
 */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { access: 'super_admin' }, schema: { tags: ['audit'], summary: 'Browse the audit trail (newest first)', querystring: auditListQuery } },
    async (request, reply) => {
      const page = await listAudit(app.db, app.dialect, request.query, serverI18n(await answerLanguage(request)));
      return reply.header('X-WP-Total', page.total_items).send(page);
    },
  );
};
export default auditRoutes;
