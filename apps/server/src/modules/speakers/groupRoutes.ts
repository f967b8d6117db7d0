import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, speakerGroupInput, speakerGroupListQuery } from '@eventory/core';
import { actorOf } from '../audit/service.js';
import { SpeakerGroupService } from './groupService.js';

/**
 * `/api/v2/speaker-groups` (SPEC §2 "Simple forms", §3, §5, §8; issue #3). Every route needs
 * etn_manage_organizer. A group on the wire is `{ id, name, count }` (count = its speakers).
 * Errors: 400 'Group Name is Required!' for a missing name, 409 `A speaker group named "<name>"
 * already exists.` (shown as the 'Reason' of 'Couldn't Create Speaker Group'), 404 unknown ids.
 * Creating, renaming and deleting are recorded in the audit trail (entity type `speaker_group`) with who did it.
 */
const speakerGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SpeakerGroupService(app.db);
  const config = { access: 'etn_manage_organizer' as const };
  /** Reading also for etn_manage_shortcode: the speaker widgets' shortcodes pick groups. */
  const read = { access: ['etn_manage_organizer', 'etn_manage_shortcode'] as const };
  const tags = ['speaker groups'];

  /** List by name: query `search`, `paged`, `per_page` → `{ items, total_items }` and `X-WP-Total`. */
  app.get('/', { config: read, schema: { tags, summary: 'List speaker groups', querystring: speakerGroupListQuery } }, async (request, reply) => {
    const page = await service.list(request.query);
    return reply.header('X-WP-Total', page.total_items).send(page);
  });

  app.post('/', { config, schema: { tags, summary: 'Create a speaker group', body: speakerGroupInput } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.body, actorOf(request.user))),
  );

  app.get('/:id', { config: read, schema: { tags, summary: 'One speaker group', params: idParams } }, (request) => service.get(request.params.id));

  app.put('/:id', { config, schema: { tags, summary: 'Rename a speaker group', params: idParams, body: speakerGroupInput } }, (request) =>
    service.update(request.params.id, request.body, actorOf(request.user)),
  );

  /** Delete → `{ deleted: [id] }`; its speakers stay, without the group. */
  app.delete('/:id', { config, schema: { tags, summary: 'Delete a speaker group (its speakers stay)', params: idParams } }, async (request) => ({
    deleted: await service.delete(request.params.id, actorOf(request.user)),
  }));
};
export default speakerGroupRoutes;
