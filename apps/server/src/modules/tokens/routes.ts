import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTokenCreateInput, idParams } from '@eventory/core';
import { AppError } from '../../http/errors.js';
import { actorOf } from '../audit/service.js';
import { createToken, listTokens, revokeToken } from './service.js';

/**
 * `/api/v2/tokens`: the logged-in user's personal API tokens (issue #5 "API tokens"). Any logged-in
 * user manages their own tokens; a token acts with its user's current capabilities, sent as
 * `Authorization: Bearer evt_…` (no CSRF header needed).
 * - `GET /` → `ApiToken[]`, newest first; never the secret
 * - `POST / {name, expires_on?}` → 201 `ApiTokenCreated`, the secret in `token`, shown this once;
 *   403 when called with a token ('Create tokens from the admin, not with a token.'); 400 for a
 *   missing name or a past `expires_on` (UTC date, valid through that day)
 * - `DELETE /{id}` → `{ revoked: id }`; 404 for someone else's token
 */
const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'authenticated' as const };
  const tags = ['tokens'];

  app.get('/', { config, schema: { tags, summary: 'My API tokens' } }, (request) => listTokens(app.db, request.user!.id));

  app.post(
    '/',
    {
      config,
      schema: { tags, summary: 'Create an API token (its secret is shown once)', body: apiTokenCreateInput },
      // Before the body is read: a token learns nothing about the input it may not send.
      onRequest: async (request) => {
        if (request.apiTokenId !== null) throw new AppError(403, 'token_cannot_create', /*i18n*/ 'Create tokens from the admin, not with a token.');
      },
    },
    async (request, reply) => reply.status(201).send(await createToken(app.db, request.user!, request.body, actorOf(request.user))),
  );

  app.delete('/:id', { config, schema: { tags, summary: 'Revoke one of my API tokens', params: idParams } }, (request) =>
    revokeToken(app.db, request.user!.id, request.params.id, actorOf(request.user)),
  );
};
export default tokenRoutes;
