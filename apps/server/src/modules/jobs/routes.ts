import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@eventory/core';
import { notFound } from '../../http/errors.js';
import { assertBatchAccess } from './batchAccess.js';

/**
 * `/api/v2/jobs` (issue #4 "Mail and long work"): progress of bulk sends the admin watches.
 * A batch follows the access of the work it tracks (issue #9 §6.14, see `guardBatches`): an RSVP
 * invitation batch needs etn_manage_event and, for an author, their own event.
 */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'authenticated' as const };
  const tags = ['jobs'];

  /**
   * One batch: core's `JobBatch` `{ id, kind, label, total, done, failed, status, created_at,
   * finished_at }` (instants ISO 8601 UTC; status 'done' once done + failed reach total).
   * @throws 403 without the capability of the batch's work, 404 for an unknown id or a batch about
   * another author's event
   */
  app.get('/batches/:id', { config, schema: { tags, summary: 'Progress of a bulk send (job batch)', params: idParams } }, async (request) => {
    const batch = await app.jobs.getBatch(request.params.id);
    if (!batch) throw notFound(/*i18n*/ 'Job batch', request.params.id);
    await assertBatchAccess(app.db, request.user, batch);
    return batch;
  });
};
export default jobRoutes;
