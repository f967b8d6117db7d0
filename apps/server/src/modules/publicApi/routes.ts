import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_SHORTCODE_ORDERBY, SHORTCODE_ORDER, SHORTCODE_STATUS_FILTER } from '@eventory/core';
import { embedOrigins, isRegistered } from '../shortcodes/service.js';
import { AppError, notFound } from '../../http/errors.js';
import { ListCache } from '../../http/listCache.js';
import { PUBLIC_MAX_LIMIT, publicAttendees, publicEvents, publicPeople } from './repository.js';
import { publicSchedules } from './schedules.js';

/** How long browsers and proxies may keep a public answer, s (then they revalidate with the ETag). */
export const PUBLIC_MAX_AGE_S = 60;

const idList = z
  .string()
  .max(2000)
  .regex(/^\d+(,\d+)*$/, 'a comma-separated list of ids')
  .transform((s) => s.split(',').map(Number))
  .optional();
const yesNo = z.enum(['yes', 'no']).default('no');
const common = {
  ids: idList,
  limit: z.coerce.number().int().min(1).max(PUBLIC_MAX_LIMIT).default(20),
  order: z.enum(SHORTCODE_ORDER).default('DESC'),
  orderby: z.enum(EVENT_SHORTCODE_ORDERBY).default('ID'),
};
/** A calendar range bound: an ISO 8601 instant, normalised to UTC like the stored dates. */
const instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s).toISOString()).optional();
const eventsQuery = z.object({ ...common, categories: idList, tags: idList, status: z.enum(SHORTCODE_STATUS_FILTER).default('all'), children: yesNo, parents: yesNo, from: instant, to: instant });
const peopleQuery = z.object({ ...common, groups: idList });

/**
 * Sends a public answer from `cache` (computed by `compute` on a miss, kept until a change or 5 s):
 * `Cache-Control: public`, an ETag of the body, 304 without a body when If-None-Match names it
 * (nothing is queried then); CORS (`Access-Control-Allow-Origin`) only for a registered origin.
 */
async function sendPublic(cache: ListCache, request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>, siteUrl: string) {
  const answer = await cache.answer(request, 'public', async () => ({ body: await compute(), headers: {} }));
  const etag = cache.etag(answer);
  const origin = request.headers.origin;
  reply.header('Vary', 'Origin').header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_S}`).header('ETag', etag);
  if (origin && isRegistered(await embedOrigins(request.server.db, siteUrl), origin)) reply.header('Access-Control-Allow-Origin', origin);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * The public read-only API of the widgets (issue #11 §3), no login, GET only:
 * - `GET /api/public/v1/events?ids&categories&tags&limit&order&orderby&status&children&parents`:
 *   published events (`PublicEvent[]`), SPEC §9's order, orderby and status filter.
 * - `GET /api/public/v1/speakers?ids&groups&limit&order&orderby` and `/organizers`: public profiles
 *   (`PublicPerson[]`, never an email).
 * - `GET /api/public/v1/schedules?ids&order`: day programs with their sessions (`PublicSchedule[]`).
 * - `GET /api/public/v1/events/{id}/attendees`: the front-end attendee list (issue #11 §5) →
 *   `{ event_title, items: { id, name }[] }`, names only (never an email), booked or paid
 *   attendees of a published event whose attendee list is public (`attendee_list_public`); 404
 *   for a draft or unknown event, or one whose list is not public.
 * Every answer: ETag, `Cache-Control: public, max-age=60`, 304 on a matching If-None-Match (answers
 * are kept in memory until a change or 5 s, so a 304 or a repeated URL queries nothing), CORS
 * only for the registered origins (Settings' registered domains and the license's domain). 400
 * `{ code, message, errors }` for a bad query.
 */
const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public' as const, audience: 'visitor' as const };
  const tags = ['Public'];
  const siteUrl = app.config.siteUrl;
  const cache = new ListCache(app.db);

  app.get('/events', { config, schema: { tags, summary: 'Published events (public, cacheable)', querystring: eventsQuery } }, async (request, reply) => {
    const q = request.query;
    const query = { ids: q.ids, categoryIds: q.categories, tagIds: q.tags, limit: q.limit, order: q.order, orderby: q.orderby, status: q.status, children: q.children === 'yes', parents: q.parents === 'yes', from: q.from, to: q.to };
    return sendPublic(cache, request, reply, () => publicEvents(app.db, query, siteUrl), siteUrl);
  });

  for (const role of ['speaker', 'organizer'] as const) {
    app.get(`/${role}s`, { config, schema: { tags, summary: `Public ${role} profiles (public, cacheable)`, querystring: peopleQuery } }, async (request, reply) => {
      const q = request.query;
      const query = { role, ids: q.ids, groupIds: q.groups, limit: q.limit, order: q.order, orderby: q.orderby };
      return sendPublic(cache, request, reply, () => publicPeople(app.db, query, siteUrl), siteUrl);
    });
  }

  const schedulesQuery = z.object({ ids: idList, order: common.order });
  app.get('/schedules', { config, schema: { tags, summary: 'Day programs (public, cacheable)', querystring: schedulesQuery } }, async (request, reply) =>
    sendPublic(cache, request, reply, () => publicSchedules(app.db, request.query, siteUrl), siteUrl),
  );

  const eventParams = z.object({ id: z.coerce.number().int().positive() });
  app.get('/events/:id/attendees', { config, schema: { tags, summary: 'Attendee names of a published event (public, cacheable)', params: eventParams } }, async (request, reply) =>
    sendPublic(
      cache,
      request,
      reply,
      async () => {
        const { eventTitle, listPublic, attendees } = await publicAttendees(app.db, request.params.id);
        if (eventTitle === null) throw notFound(/*i18n*/ 'Event', request.params.id);
        if (!listPublic) throw new AppError(404, 'not_found', /*i18n*/ { id: 'The attendee list of event {id} is not public.', values: { id: String(request.params.id) } });
        return { event_title: eventTitle, items: attendees };
      },
      siteUrl,
    ),
  );
};
export default publicApiRoutes;
