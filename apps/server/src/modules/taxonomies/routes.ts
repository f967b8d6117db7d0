import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryInput, idParams, idsQuery, tagInput, taxonomyListQuery } from '@eventory/core';
import { actorOf } from '../audit/service.js';
import { TaxonomyService, type TaxonomyKind } from './service.js';

/**
 * `/api/v2/categories` and `/api/v2/tags` (issue #2 §6): list (search, paging → `{ items,
 * total_items }` + X-WP-Total), create, read, update, delete one, bulk delete `?ids=`.
 * Reading needs etn_manage_event (SPEC §6), so whoever edits events can choose their terms, or
 * etn_manage_shortcode, whose widget shortcodes pick categories and tags (names only, shown on the public site anyway);
 * creating, updating and deleting also refuse vendors (403, core's `mayManageTaxonomies`), whose
 * work is their own events while these are shared by every event (issue #11 §5). Every change is
 * recorded in the audit trail (entity type `category` or `tag`) with who made it.
 */
export function taxonomyRoutes(kind: TaxonomyKind): FastifyPluginAsyncZod {
  return async (app) => {
    const service = new TaxonomyService(app.db, kind);
    const body = kind === 'categories' ? categoryInput : tagInput;
    const config = { access: ['etn_manage_event', 'etn_manage_shortcode'] as const };
    const write = { access: 'manage_taxonomies' as const };
    const tags = [kind];

    app.get('/', { config, schema: { tags, summary: `List ${kind}`, querystring: taxonomyListQuery } }, async (request, reply) => {
      const page = await service.list(request.query);
      return reply.header('X-WP-Total', page.total_items).send(page);
    });
    app.post('/', { config: write, schema: { tags, summary: `Create`, body } }, async (request, reply) =>
      reply.status(201).send(await service.create(request.body, actorOf(request.user))),
    );
    app.delete('/', { config: write, schema: { tags, summary: 'Delete in bulk (?ids=1,2,3)', querystring: idsQuery } }, async (request) => ({
      deleted: await service.delete(request.query.ids, actorOf(request.user)),
    }));
    app.get('/:id', { config, schema: { tags, summary: 'One item', params: idParams } }, (request) => service.get(request.params.id));
    app.put('/:id', { config: write, schema: { tags, summary: 'Update', params: idParams, body } }, (request) =>
      service.update(request.params.id, request.body, actorOf(request.user)),
    );
    app.delete('/:id', { config: write, schema: { tags, summary: 'Delete one', params: idParams } }, async (request) => ({
      deleted: await service.delete([request.params.id], actorOf(request.user)),
    }));
  };
}
