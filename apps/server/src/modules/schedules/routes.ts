import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, idsQuery, scheduleInput, scheduleListQuery } from '@eventory/core';
import { actorOf } from '../audit/service.js';
import { ScheduleService } from './service.js';
import { ListCache } from '../../http/listCache.js';
import { callerScope } from '../../db/eventScope.js';

/**
 * `/api/v2/schedules` (SPEC §3 Schedule, §7 "List schedules", issue #3). All routes need
 * etn_manage_schedule. A schedule is `{ id, program_title, date (YYYY-MM-DD), day_name, slots,
 * events }`; a slot is `{ topic, start_time, end_time (HH:mm on that date), speakers (ids, in
 * order), room, objective, track }`. Lists answer `{ items, total_items }` with `X-WP-Total`.
 * Errors: 400 `{ code, message, errors }` keyed by field path (`slots.2.end_time`,
 * `slots.2.speakers`), 404 for an unknown id; a refused request writes nothing. The own-events rule
 * (issue #9 §6.1): a role limited to its own events neither lists nor reaches a schedule that another
 * owner's event shows (404). Creating, replacing, deleting and cloning are recorded in the audit
 * trail (entity type `schedule`) with who did it.
 */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ScheduleService({ db: app.db, dialect: app.dialect });
  const config = { access: 'etn_manage_schedule' as const };
  /**
   * Reading also for etn_manage_shortcode, whose schedule widgets pick schedules, and for
   * etn_manage_event, whose event editor links schedules to the author's events (each caller sees
   * the schedules within their scope, see `callerScope`).
   */
  const read = { access: ['etn_manage_schedule', 'etn_manage_shortcode', 'etn_manage_event'] as const };
  const tags = ['schedules'];

  const lists = new ListCache(app.db);
  app.get(
    '/',
    { config: read, schema: { tags, summary: 'List schedules (year of the date, program title search, event_id), latest date first', querystring: scheduleListQuery } },
    (request, reply) =>
      lists.send(request, reply, callerScope(request) === null ? 'all' : `user:${request.user!.id}`, async () => {
        const page = await service.list(request.query, callerScope(request));
        return { body: page, headers: { 'X-WP-Total': page.total_items } };
      }),
  );

  app.post('/', { config, schema: { tags, summary: 'Create a schedule with its ordered slots', body: scheduleInput } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.body, { actor: actorOf(request.user) })),
  );

  app.delete('/', { config, schema: { tags, summary: 'Delete schedules in bulk (?ids=1,2,3)', querystring: idsQuery } }, async (request) => ({
    deleted: await service.delete(request.query.ids, callerScope(request), actorOf(request.user)),
  }));

  app.get('/:id', { config: read, schema: { tags, summary: 'One schedule', params: idParams } }, (request) => service.get(request.params.id, undefined, callerScope(request)));

  app.put(
    '/:id',
    { config, schema: { tags, summary: 'Replace a schedule: its program fields and all its slots', params: idParams, body: scheduleInput } },
    (request) => service.update(request.params.id, request.body, undefined, callerScope(request), actorOf(request.user)),
  );

  app.delete('/:id', { config, schema: { tags, summary: 'Delete a schedule', params: idParams } }, async (request) => ({
    deleted: await service.delete([request.params.id], callerScope(request), actorOf(request.user)),
  }));

  app.get(
    '/:id/clone',
    { config: { ...config, mutates: true }, schema: { tags, summary: 'Clone as "<program_title> - Copy" with the same slots and speakers', params: idParams } },
    async (request, reply) => reply.status(201).send(await service.clone(request.params.id, callerScope(request), actorOf(request.user))),
  );
};
export default scheduleRoutes;
