import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@eventory/core';
import { notFound } from '../../http/errors.js';

/**
 * `/api/v2/jobs` (issue #4 "Mail and long work"): progress of bulk sends the admin watches.
 * Any logged-in user may read a batch (its id comes from the send that created it).
 */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'authenticated' as const };
  const tags = ['jobs'];

  /**
   * One batch: core's `JobBatch` `{ id, kind, label, total, done, failed, status, created_at,
   * finished_at }` (instants ISO 8601 UTC; status 'done' once done + failed reach total).
   * @throws 404 for an unknown id
   */
  app.get('/batches/:id', { config, schema: { tags, summary: 'Progress of a bulk send (job batch)', params: idParams } }, async (request) => {
    const batch = await app.jobs.getBatch(request.params.id);
    if (!batch) throw notFound('Job batch', request.params.id);
    return batch;
  });
};
export default jobRoutes;
