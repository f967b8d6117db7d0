import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { eventInput, eventListQuery, eventOptionsQuery, eventPatch, idParams, idsQuery, ownEventsScope, type Capability } from '@eventory/core';
import { actorOf } from '../audit/service.js';
import type { EventScope } from './service.js';
import { notFound } from '../../http/errors.js';
import { ListCache } from '../../http/listCache.js';

/** The caller's scope: authors work on their own events only; every change is audited as theirs. */
function scopeOf(request: FastifyRequest): EventScope & { ownerId: number | null } {
  return { ownerId: ownEventsScope(request.user!), actor: actorOf(request.user) };
}

/**
 * `/api/v2/events` (SPEC §7 "Events", issue #2 §5, issue #5 "own events"). Every route needs
 * etn_manage_event except `GET /options` (any of event, order, attendee or QR-scan). Authors see and
 * change only the events they created: others' are 404 to them. Dates are `YYYY-MM-DD`, times
 * `HH:mm` in the event's timezone, `start_at`/`end_at` ISO 8601 UTC instants.
 * - `GET /` (eventListQuery) → `{ items, total_items }` + `X-WP-Total`; by default events not ended
 *   by soonest start, then ended ones most recent first; `orderby` (title, ID, post_date,
 *   etn_start_date, etn_end_date, sold, status) with `order` (asc, desc; default desc) sorts instead.
 *   Without a search, date range or `parent`, a recurring series is one row, its parent, with
 *   `occurrence_count` and `next_occurrence`; `parent={id}` lists its occurrences; `occurrences`
 *   (hide, show) overrides. The answer is reused for up to 5 s (keyed by the URL and the caller's
 *   scope) and dropped by any change, on any server (see ListCache). A search alone matching more than 500
 *   events answers an estimated total, said by `total_is_estimate: true` and `X-WP-Total-Estimated: true`
 *   (pages past the 500th match count exactly)
 * - `GET /options?search&id&limit` → `EventOption[]` (`{ id, title, start_date, timezone, start_at, end_at, recurring_enabled }`) for pickers:
 *   events not ended soonest start first, then ended ones most recent first
 * - `POST /` (eventInput) → 201 `EventItem`; 400 for invalid fields or unknown category/tag ids
 * - `GET /{id}`, `PUT /{id}` (any subset, validated merged) → `EventItem`; 404 unknown;
 *   409 `ticket_has_sales` when removing a variation that sold, `capacity_below_sold` (with
 *   `errors['ticket_variations.N.capacity']`) for a capacity below what a variation sold
 * - `DELETE /{id}`, `DELETE /?ids=1,2` → `{ deleted }` with the occurrences; 404 when none existed;
 *   409 `event_has_bookings` while pending or paid bookings hold tickets (nothing deleted)
 * - `GET /{id}/clone` (needs the CSRF header) → 201 a draft "<title> - Copy" with unsold tickets
 * Every change is written to the audit trail in its transaction.
 */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'etn_manage_event' as const };
  const tags = ['events'];
  const service = app.events;

  const lists = new ListCache(app.db);
  app.get('/', { config, schema: { tags, summary: 'List events', querystring: eventListQuery } }, (request, reply) =>
    lists.send(request, reply, ownEventsScope(request.user!) === null ? 'all' : `user:${request.user!.id}`, async () => {
      const page = await service.list(request.query, ownEventsScope(request.user!));
      return { body: page, headers: { 'X-WP-Total': page.total_items, ...(page.total_is_estimate ? { 'X-WP-Total-Estimated': 'true' } : {}) } };
    }),
  );

  /**
   * `[{ id, title, start_date, timezone, start_at, end_at }]` for event pickers: every role that
   * books, lists attendees, scans, designs an event's landing template or makes an event's widget
   * shortcode sees them (titles and dates only; the events themselves stay etn_manage_event's).
   */
  const pickerAccess: readonly Capability[] = ['etn_manage_event', 'etn_manage_order', 'etn_manage_attendee', 'etn_manage_qr_scan', 'etn_manage_template', 'etn_manage_shortcode'];
  app.get('/options', { config: { access: pickerAccess }, schema: { tags, summary: 'Events for pickers (id, title, start_date, timezone, start_at, end_at, recurring_enabled)', querystring: eventOptionsQuery } }, (request) =>
    service.options(request.query, ownEventsScope(request.user!)),
  );

  app.post('/', { config, schema: { tags, summary: 'Create an event', body: eventInput } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.body, { ...scopeOf(request), authorId: request.user?.id })),
  );

  app.delete(
    '/',
    { config, schema: { tags, summary: 'Delete events in bulk (?ids=1,2,3)', querystring: idsQuery } },
    async (request) => {
      const deleted = await service.delete(request.query.ids, undefined, scopeOf(request));
      if (deleted.length === 0) throw notFound(/*i18n*/ 'Event', request.query.ids.join(', '));
      return { deleted };
    },
  );

  app.get('/:id', { config, schema: { tags, summary: 'One event', params: idParams } }, (request) => service.get(request.params.id, app.db, scopeOf(request).ownerId));

  app.put(
    '/:id',
    { config, schema: { tags, summary: 'Update an event (any subset of fields)', params: idParams, body: eventPatch } },
    (request) => service.update(request.params.id, request.body, undefined, scopeOf(request)),
  );

  app.delete('/:id', { config, schema: { tags, summary: 'Delete an event and its occurrences', params: idParams } }, async (request) => {
    const deleted = await service.delete([request.params.id], undefined, scopeOf(request));
    if (deleted.length === 0) throw notFound(/*i18n*/ 'Event', request.params.id);
    return { deleted };
  });

  app.get('/:id/clone', { config: { ...config, mutates: true }, schema: { tags, summary: 'Clone as a draft titled "<title> - Copy"', params: idParams } }, async (request, reply) =>
    reply.status(201).send(await service.clone(request.params.id, { ...scopeOf(request), authorId: request.user!.id })),
  );
};
export default eventRoutes;
