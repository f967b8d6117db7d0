import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, orderInput, orderListQuery, orderReportQuery, refundInput } from '@eventory/core';
import { registerOrderMails } from './mails.js';
import { ORDER_EXPIRY_JOB, OrderService } from './service.js';
import { actorOf } from '../audit/service.js';
import { callerScope } from '../../db/eventScope.js';

/**
 * `/api/v2/orders`: bookings (issue #4 "Bookings"; SPEC §2 "Booking list", §4, §7). Booking is
 * public; everything else needs etn_manage_order (SPEC §6) and applies the own-events rule (issue #9
 * §6.1: a role limited to its own events lists, counts and reaches only their bookings). A booking on the wire is core's
 * `Order`; instants are ISO 8601 UTC, money in the site's currency units.
 * Errors: 400 `{code, message, errors}` for bad input, 404 unknown ids, 409 for a booking whose
 * status does not allow the action (or sold-out tickets), 422 for requests that cannot be met.
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new OrderService({ db: app.db, dialect: app.dialect, mail: app.mail, jobs: app.jobs, siteUrl: app.config.siteUrl });
  registerOrderMails(app.mail, { db: app.db, siteUrl: app.config.siteUrl });
  app.jobs.register(ORDER_EXPIRY_JOB, async (payload) => {
    await service.expire((payload as { order_id: number }).order_id);
  });
  const config = { access: 'etn_manage_order' as const };
  const tags = ['orders'];

  /**
   * Book tickets (public; the event page's ticket form): one attendee per ticket. 201 with the
   * booking and its attendees (ticket ids and ticket page links). Free bookings are completed,
   * paid ones pending (offline payment). 404 unknown or draft event, 422 ended event or unknown
   * ticket, 409 sold out with what is left, 429 past PUBLIC_WRITE_RATE_LIMIT bookings a minute from one address.
   * The booking's language (its tickets and certificates) is the body's `language`, else the
   * request's `Accept-Language` among en, de, ar, else the site's default (issue #12 §2); its
   * refusals and field errors are in that language too (`audience: 'visitor'`).
   */
  app.post('/', { config: { access: 'public', audience: 'visitor', rateLimit: { max: app.config.publicWriteRateLimit, timeWindow: '1 minute' } }, schema: { tags, summary: 'Book tickets (public)', body: orderInput } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.body, { acceptLanguage: request.headers['accept-language'] })),
  );

  /**
   * The booking list, newest first. Query: `event_id`, `status`, `date_from`/`date_to` (days
   * `YYYY-MM-DD` of booking, inclusive, in `timezone`, default UTC), `search` (customer name or email, or the booking number),
   * `paged`, `per_page`. Answers `{ items, total_items }` and `X-WP-Total`.
   */
  app.get('/', { config, schema: { tags, summary: 'List bookings', querystring: orderListQuery } }, async (request, reply) => {
    const page = await service.list(request.query, callerScope(request));
    return reply.header('X-WP-Total', page.total_items).send(page);
  });

  /** Totals and sales per day (of `timezone`, default UTC) of the bookings matching the list's filters. */
  app.get('/report', { config, schema: { tags, summary: 'Booking totals and sales per day', querystring: orderReportQuery } }, (request) =>
    service.report(request.query, callerScope(request)),
  );

  /** One booking with its attendees. */
  app.get('/:id', { config, schema: { tags, summary: 'One booking with its attendees', params: idParams } }, (request) => service.get(request.params.id, callerScope(request)));

  /** Pending → completed (an offline payment arrived); mails the invoice. 409 unless pending. */
  app.post('/:id/mark-paid', { config, schema: { tags, summary: 'Mark a pending booking paid', params: idParams } }, (request) =>
    service.markPaid(request.params.id, actorOf(request.user), callerScope(request)),
  );

  /**
   * Pending → failed (the organiser cancels an unpaid booking): its tickets void, their seats back,
   * the booker told by mail. Answers the booking. 409 unless pending.
   */
  app.post('/:id/cancel', { config, schema: { tags, summary: 'Cancel an unpaid booking', params: idParams } }, (request) =>
    service.cancel(request.params.id, actorOf(request.user), callerScope(request)),
  );

  /** 202 `{ queued: true }`: the invoice is mailed again. 409 unless the booking is completed or partially refunded. */
  app.post('/:id/resend-invoice', { config, schema: { tags, summary: 'Mail the invoice again', params: idParams } }, async (request, reply) =>
    reply.status(202).send(await service.resendInvoice(request.params.id, callerScope(request))),
  );

  /**
   * Refund the whole booking, or the tickets of `attendee_ids`, with a `reason`. Answers the
   * booking (status refunded or partially_refunded). 409 unless completed or partially refunded;
   * 422 for attendees outside the booking or refunded already.
   */
  app.post('/:id/refund', { config, schema: { tags, summary: 'Refund a booking, whole or chosen tickets', params: idParams, body: refundInput } }, (request) =>
    service.refund(request.params.id, request.body, actorOf(request.user), callerScope(request)),
  );
};
export default orderRoutes;
