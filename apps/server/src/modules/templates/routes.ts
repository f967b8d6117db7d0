import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParams, idsQuery, templateCreateInput, templateListQuery, templateStatusInput, templateUpdateInput } from '@eventory/core';
import { actorOf } from '../audit/service.js';
import { notFound } from '../../http/errors.js';
import { TemplateService, type TemplateActor } from './service.js';

const actor = (request: FastifyRequest): TemplateActor => ({ actor: actorOf(request.user), authorId: request.user?.id ?? null });

/**
 * The templates API (SPEC §3 Template, §7; issue #10 §1), registered under `/api/v2`. Every route
 * needs etn_manage_template. A template is core's `Template` (`content` block markup is canonical,
 * `rawContent` its parsed blocks). Errors: 400 `{ code, message, errors }` for bad input (nothing
 * written), 404 unknown id, 409 `template_in_use` naming the events (or the Settings defaults) that
 * use it, 413 `content_too_large` for content over 2 MB. Every change is in the audit trail.
 * - `GET /templates?type&status&search&paged&per_page` → `{ items, total_items }` + `X-WP-Total`;
 *   items without content, rawContent and template_css, newest first
 * - `POST /templates` (name, orientation, content, status, type, …) → 201 `{ id }`; only `type` is
 *   required, the rest default to a blank draft 'New Template'; imported markup is stored as is
 * - `GET /templates/{id}`, `PUT /templates/{id}` (any subset of the fields) → `Template`; a name
 *   still exactly 'New Template' is saved as 'New Template - {id}'
 * - `PUT /templates/{id}/status` `{ status }` → `Template`
 * - `DELETE /templates/{id}`, `DELETE /templates?ids=1,2` → `{ deleted }`; 404 when none existed
 * - `GET /templates/{id}/clone` (CSRF header) → 201 the draft copy "<name> - Copy"
 * - `GET /events/{id}/back-wordpress` (CSRF header; `{id}` is the template's, as in SPEC §7) →
 *   `Template` with `edit_with_elementor` cleared
 */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new TemplateService({ db: app.db, dialect: app.dialect });
  const config = { access: 'etn_manage_template' as const };
  /** Reading also for etn_manage_event: the event editor's Templates section picks an event's templates. */
  const read = { access: ['etn_manage_template', 'etn_manage_event'] as const };
  const tags = ['templates'];

  app.get('/templates', { config: read, schema: { tags, summary: 'List templates (type, status, name search), newest first', querystring: templateListQuery } }, async (request, reply) => {
    const page = await service.list(request.query);
    return reply.header('X-WP-Total', page.total_items).send(page);
  });

  app.post('/templates', { config, schema: { tags, summary: 'Create a template (a blank draft by default, or from block markup)', body: templateCreateInput } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.body, actor(request))),
  );

  app.delete('/templates', { config, schema: { tags, summary: 'Delete templates in bulk (?ids=1,2,3)', querystring: idsQuery } }, async (request) => {
    const deleted = await service.delete(request.query.ids, actor(request));
    if (deleted.length === 0) throw notFound(/*i18n*/ 'Template', request.query.ids.join(', '));
    return { deleted };
  });

  app.get('/templates/:id', { config: read, schema: { tags, summary: 'One template with its content and parsed blocks', params: idParams } }, (request) => service.get(request.params.id));

  app.put('/templates/:id', { config, schema: { tags, summary: 'Save a template (any subset of its fields)', params: idParams, body: templateUpdateInput } }, (request) =>
    service.update(request.params.id, request.body, actor(request)),
  );

  app.put('/templates/:id/status', { config, schema: { tags, summary: "Set a template's status (draft or publish)", params: idParams, body: templateStatusInput } }, (request) =>
    service.setStatus(request.params.id, request.body.status, actor(request)),
  );

  app.delete('/templates/:id', { config, schema: { tags, summary: 'Delete a template (refused while events use it)', params: idParams } }, async (request) => {
    const deleted = await service.delete([request.params.id], actor(request));
    if (deleted.length === 0) throw notFound(/*i18n*/ 'Template', request.params.id);
    return { deleted };
  });

  app.get(
    '/templates/:id/clone',
    { config: { ...config, mutates: true }, schema: { tags, summary: 'Clone as a draft "<name> - Copy"', params: idParams } },
    async (request, reply) => reply.status(201).send(await service.clone(request.params.id, actor(request))),
  );

  app.get(
    '/events/:id/back-wordpress',
    { config: { ...config, mutates: true }, schema: { tags, summary: 'Return a template built in the third-party page builder to the standard editor (id: the template)', params: idParams } },
    (request) => service.backToStandardEditor(request.params.id, actor(request)),
  );
};
export default templateRoutes;
