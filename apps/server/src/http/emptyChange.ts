import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

const CHANGE_METHODS = new Set(['PUT', 'PATCH']);

/** True for a validated body that names no field: `{}`, or only keys the schema stripped as unknown. */
function namesNothing(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.values(body).every((value) => value === undefined);
}

/**
 * Refuses, once for every API route, a `PUT`/`PATCH` whose validated body changes nothing (issue #9
 * §6.8: `{}` or only unknown keys made an empty SQL UPDATE, a 500 on both databases): 400
 * `nothing_to_change` before the handler runs, so the database stays as it was. Runs after
 * validation, when zod has stripped unknown keys and applied defaults.
 */
async function emptyChangePlugin(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (!CHANGE_METHODS.has(request.method) || !request.url.startsWith('/api/v2/') || !request.routeOptions.schema?.body) return;
    if (namesNothing(request.body)) {
      throw new AppError(400, 'nothing_to_change', /*i18n*/ 'Nothing to change: send at least one of the fields this call updates.');
    }
  });
}

export default fp(emptyChangePlugin, { name: 'empty-change' });
