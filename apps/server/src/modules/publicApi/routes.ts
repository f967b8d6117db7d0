import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_SHORTCODE_ORDERBY, SHORTCODE_ORDER, SHORTCODE_STATUS_FILTER } from '@eventory/core';
import { embedOrigins, isRegistered } from '../shortcodes/service.js';
import { notFound } from '../../http/errors.js';
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
 * Sends a public answer: `Cache-Control: public`, an ETag of the body, 304 without a body when
 * If-None-Match names it; CORS (`Access-Control-Allow-Origin`) only for a registered origin.
 */
async function sendPublic(request: FastifyRequest, reply: FastifyReply, data: unknown, siteUrl: string) {
  const body = JSON.stringify(data);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const origin = request.headers.origin;
  reply.header('Vary', 'Origin').header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_S}`).header('ETag', etag);
  if (origin && isRegistered(await embedOrigins(request.server.db, siteUrl), origin)) reply.header('Access-Control-Allow-Origin', origin);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
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
 *   attendees of a published event; 404 for a draft or unknown event.
 * Every answer: ETag, `Cache-Control: public, max-age=60`, 304 on a matching If-None-Match, CORS
 * only for the registered origins (Settings' registered domains and the license's domain). 400
 * `{ code, message, errors }` for a bad query.
 */
const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public' as const };
  const tags = ['Public'];
  const siteUrl = app.config.siteUrl;

  app.get('/events', { config, schema: { tags, summary: 'Published events (public, cacheable)', querystring: eventsQuery } }, async (request, reply) => {
    const q = request.query;
    const events = await publicEvents(
      app.db,
      { ids: q.ids, categoryIds: q.categories, tagIds: q.tags, limit: q.limit, order: q.order, orderby: q.orderby, status: q.status, children: q.children === 'yes', parents: q.parents === 'yes', from: q.from, to: q.to },
      siteUrl,
    );
    return sendPublic(request, reply, events, siteUrl);
  });

  for (const role of ['speaker', 'organizer'] as const) {
    app.get(`/${role}s`, { config, schema: { tags, summary: `Public ${role} profiles (public, cacheable)`, querystring: peopleQuery } }, async (request, reply) => {
      const q = request.query;
      const people = await publicPeople(app.db, { role, ids: q.ids, groupIds: q.groups, limit: q.limit, order: q.order, orderby: q.orderby }, siteUrl);
      return sendPublic(request, reply, people, siteUrl);
    });
  }

  const schedulesQuery = z.object({ ids: idList, order: common.order });
  app.get('/schedules', { config, schema: { tags, summary: 'Day programs (public, cacheable)', querystring: schedulesQuery } }, async (request, reply) =>
    sendPublic(request, reply, await publicSchedules(app.db, request.query, siteUrl), siteUrl),
  );

  const eventParams = z.object({ id: z.coerce.number().int().positive() });
  app.get('/events/:id/attendees', { config, schema: { tags, summary: 'Attendee names of a published event (public, cacheable)', params: eventParams } }, async (request, reply) => {
    const { eventTitle, attendees } = await publicAttendees(app.db, request.params.id);
    if (eventTitle === null) throw notFound('Event', request.params.id);
    return sendPublic(request, reply, { event_title: eventTitle, items: attendees }, siteUrl);
  });
};
export default publicApiRoutes;
