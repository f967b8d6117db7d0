import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, idsQuery, speakerInput, speakerListQuery } from '@eventory/core';
import { actorOf } from '../audit/service.js';
import { SpeakerService } from './service.js';
import { ImageUploads, MAX_UPLOAD_BYTES, uploadsDir } from './uploads.js';
import { ListCache } from '../../http/listCache.js';

/**
 * `/api/v2/speakers` (SPEC §2 "Speaker list", §3, §7 "List speakers", issue #3). Every route needs
 * etn_manage_organizer (SPEC §6). A speaker on the wire is core's `Speaker`: `category` is a subset
 * of speaker/organizer, `speaker_group` holds group names, `author_url` the public page.
 * Errors: 400 `{code, message, errors}` for bad input, 404 unknown ids, 413/415 refused uploads.
 * Creating, updating and deleting are recorded in the audit trail (entity type `speaker`) with who did it.
 */
const speakerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SpeakerService({ db: app.db, dialect: app.dialect, siteUrl: app.config.siteUrl });
  const uploads = new ImageUploads(uploadsDir(app.config.dataDir));
  const config = { access: 'etn_manage_organizer' as const };
  const tags = ['speakers'];

  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });

  const lists = new ListCache(app.db);
  /**
   * List by name. Query: `speaker_group` (a group id or name), `category` (speaker | organizer),
   * `search` (part of the name, any case), `include` (ids, `1,2,3`, at most 100: only these), `paged` (from 1), `per_page` (1–100, default 10).
   * Body: a bare array of speakers; headers `X-WP-Total` (matching speakers) and `X-WP-TotalPages`.
   */
  app.get('/', { config, schema: { tags, summary: 'List speakers (a bare array; totals in X-WP-Total, X-WP-TotalPages)', querystring: speakerListQuery } }, (request, reply) =>
    lists.send(request, reply, 'all', async () => {
      const { items, total } = await service.list(request.query);
      return { body: items, headers: { 'X-WP-Total': total, 'X-WP-TotalPages': Math.ceil(total / request.query.per_page) } };
    }),
  );

  /**
   * Speakers for pickers: the list's query and order, a bare array of `{ id, name }` with
   * `X-WP-Total`. Open to the roles that choose speakers without managing them: an event's
   * author (etn_manage_event, the editor's Speakers section) and schedule managers (slots).
   */
  const pickers = { access: ['etn_manage_organizer', 'etn_manage_event', 'etn_manage_schedule'] as const };
  app.get('/options', { config: pickers, schema: { tags, summary: 'Speakers for pickers (a bare array of { id, name }; total in X-WP-Total)', querystring: speakerListQuery } }, (request, reply) =>
    lists.send(request, reply, 'all', async () => {
      const { items, total } = await service.options(request.query);
      return { body: items, headers: { 'X-WP-Total': total } };
    }),
  );

  /** Create: 201 with the speaker; unknown group names become new groups. */
  app.post('/', { config, schema: { tags, summary: 'Create a speaker or organizer', body: speakerInput } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.body, actorOf(request.user))),
  );

  /** Upload a photo or logo: multipart field `file`, PNG/JPEG/WebP/GIF up to 2 MB → 201 `{ url: '/uploads/<name>' }`. */
  app.post('/uploads', { config, schema: { tags, summary: 'Upload an image (multipart field "file", ≤ 2 MB)', consumes: ['multipart/form-data'] } }, async (request, reply) =>
    reply.status(201).send(await uploads.store(request)),
  );

  /** Bulk delete `?ids=1,2,3` → `{ deleted: [ids that existed] }`; 404 when none existed. */
  app.delete('/', { config, schema: { tags, summary: 'Delete speakers in bulk (?ids=1,2,3)', querystring: idsQuery } }, async (request) => ({
    deleted: await service.delete(request.query.ids, actorOf(request.user)),
  }));

  app.get('/:id', { config, schema: { tags, summary: 'One speaker', params: idParams } }, (request) => service.get(request.params.id));

  /** Replace every field (missing ones take their defaults). */
  app.put('/:id', { config, schema: { tags, summary: 'Update a speaker', params: idParams, body: speakerInput } }, (request) =>
    service.update(request.params.id, request.body, actorOf(request.user)),
  );

  app.delete('/:id', { config, schema: { tags, summary: 'Delete a speaker (it leaves its groups, slots and events)', params: idParams } }, async (request) => ({
    deleted: await service.delete([request.params.id], actorOf(request.user)),
  }));
};
export default speakerRoutes;
