import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@eventory/core';
import type { DB } from '../db/database.js';
import { icalendar, type FeedEvent } from './ical.js';

/** How long calendars and proxies may keep a feed before asking again (ETag answers 304), s. */
export const FEED_MAX_AGE_S = 300;

const FEED_COLUMNS = ['events.id', 'events.title', 'events.slug', 'events.description', 'events.start_date', 'events.end_date', 'events.start_time', 'events.end_time', 'events.start_at', 'events.end_at', 'events.timezone', 'events.location', 'events.updated_at'] as const;

/** Published events of a feed, soonest first; `categoryId` narrows to one category. */
export async function feedEvents(db: DB, filter: { eventId?: number; categoryId?: number } = {}): Promise<FeedEvent[]> {
  let query = db.selectFrom('events').select(FEED_COLUMNS).where('events.status', '=', 'publish');
  if (filter.eventId !== undefined) query = query.where('events.id', '=', filter.eventId);
  if (filter.categoryId !== undefined) {
    const categoryId = filter.categoryId;
    query = query.where('events.id', 'in', (qb) => qb.selectFrom('event_categories').select('event_id').where('category_id', '=', categoryId));
  }
  return query.orderBy('events.start_at').orderBy('events.id').execute();
}

/** Sends a calendar with a strong ETag; 304 without a body when `If-None-Match` already has it. */
function sendCalendar(request: FastifyRequest, reply: FastifyReply, body: string, filename: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('ETag', etag).header('Cache-Control', `public, max-age=${FEED_MAX_AGE_S}`).header('Access-Control-Allow-Origin', '*');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
  return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', `inline; filename="${filename}"`).send(body);
}

const notFound = (reply: FastifyReply, message: string) => reply.status(404).send({ code: 'not_found', message });

/**
 * iCalendar feeds to subscribe to (issue #11 §3 "Add to Calendar"), public, published events only,
 * `text/calendar`, ETag + `Cache-Control: public, max-age=300`, 304 on a matching `If-None-Match`:
 * - `GET /calendar.ics`: every published event of the site;
 * - `GET /calendar/event/:id.ics`: one published event (404 for a draft or unknown id);
 * - `GET /calendar/category/:slug.ics`: the published events of a category (404 unknown slug).
 * Events keep their zone: DTSTART/DTEND with TZID and a VTIMEZONE per zone.
 */
const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteUrl = app.config.siteUrl;
  const siteName = new URL(siteUrl).host;

  app.get('/calendar.ics', { schema: { hide: true } }, async (request, reply) => {
    const events = await feedEvents(app.db);
    return sendCalendar(request, reply, icalendar(events, { name: `Events of ${siteName}`, siteUrl }), 'calendar.ics');
  });

  app.get('/calendar/event/:file', { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d+\.ics$/) }) } }, async (request, reply) => {
    const id = idParam.safeParse(request.params.file.slice(0, -'.ics'.length));
    const events = id.success ? await feedEvents(app.db, { eventId: id.data }) : [];
    const event = events[0];
    if (!event) return notFound(reply, 'No published event has this id');
    return sendCalendar(request, reply, icalendar(events, { name: event.title, siteUrl }), `${event.slug}.ics`);
  });

  app.get('/calendar/category/:file', { schema: { hide: true, params: z.object({ file: z.string().regex(/^[^/]+\.ics$/) }) } }, async (request, reply) => {
    const slug = request.params.file.slice(0, -'.ics'.length);
    const category = await app.db.selectFrom('categories').select(['id', 'name', 'slug']).where('slug', '=', slug).executeTakeFirst();
    if (!category) return notFound(reply, 'No category has this slug');
    const events = await feedEvents(app.db, { categoryId: category.id });
    return sendCalendar(request, reply, icalendar(events, { name: `${category.name} — ${siteName}`, siteUrl }), `${category.slug}.ics`);
  });
};
export default feedRoutes;
