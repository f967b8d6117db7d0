import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pagingQuery, shortcodeScriptInput } from '@eventory/core';
import { actorOf } from '../audit/service.js';
import { createScript, deleteScript, listScripts } from './service.js';

/**
 * `/api/v2/shortcodes`: Get Script records (SPEC §2 "Shortcode generator page", §7 "Create
 * shortcode script"), capability etn_manage_shortcode.
 * - `POST /script { post_name, shortcode }` → 201 `{ id }` for a new script, 200 `{ id }` of the
 *   existing one when a script with this post_name and the very same shortcode is saved already
 *   (so Get Script opened twice reuses it); 400 `{ errors: { shortcode } }` when the shortcode is
 *   not one of the 20 widgets' or breaks a limit (the core grammar's message)
 * - `GET /script?paged&per_page` → `{ items: ShortcodeScript[], total_items }`, newest first, each
 *   with the origins it was last seen embedded on
 * - `DELETE /script/{id}` → `{ deleted: id }`; 404 for an unknown id. Its tag then shows nothing.
 */
const shortcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'etn_manage_shortcode' as const };
  const tags = ['shortcodes'];

  app.post('/script', { config, schema: { tags, summary: 'Create a shortcode script (Get Script), or reuse the identical one', body: shortcodeScriptInput } }, async (request, reply) => {
    const { id, created } = await createScript(app.db, request.body, request.user, actorOf(request.user));
    return reply.status(created ? 201 : 200).send({ id });
  });

  app.get('/script', { config, schema: { tags, summary: 'Saved shortcode scripts and where they were seen', querystring: pagingQuery } }, (request) =>
    listScripts(app.db, request.query.paged, request.query.per_page),
  );

  app.delete('/script/:id', { config, schema: { tags, summary: 'Delete a shortcode script', params: idParams } }, (request) =>
    deleteScript(app.db, request.params.id, actorOf(request.user)),
  );
};
export default shortcodeRoutes;
