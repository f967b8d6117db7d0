import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CERTIFICATE_OPTIONS, type EventItem } from '@eventory/core';
import { TICKET_ID_PATTERN } from '../modules/attendees/present.js';
import { findCertificateAttendee } from '../modules/certificates/eligibility.js';
import { html, page } from '../site/html.js';

/** What the Event Certificate widget posts (form-encoded or JSON). */
const finderInput = z.object({ ticket_id: z.string().trim().max(64), email: z.string().trim().max(320), options: z.string().max(200).optional() });

/** The certificate's details the widget's `options` may show, by option. */
const DETAIL_LABELS: Record<CertificateOption, string> = { event_title: 'Event', event_date: 'Date', event_time: 'Time', ticket_id: 'Ticket ID' };

/** The chosen details of the attendee's certificate, label → value, in the options' order. */
function details(options: readonly CertificateOption[], event: EventItem, ticketId: string): [string, string][] {
  const value: Record<CertificateOption, string> = { event_title: event.title, event_date: event.start_date, event_time: `${event.start_time} (${event.timezone})`, ticket_id: ticketId };
  return options.map((option) => [DETAIL_LABELS[option], value[option]]);
}

type CertificateOption = (typeof CERTIFICATE_OPTIONS)[number];

/** The answer when the ticket id and email do not belong together (or the ticket id is unknown: never told apart). */
export const FINDER_NO_MATCH = 'We could not find a ticket with this ID and email. Please check both and try again.';
/** The answer to the right attendee who does not earn a certificate (yet). */
export const FINDER_NOT_ELIGIBLE = 'This ticket does not have a certificate yet: certificates are for paid, completed bookings the organiser has set one up for.';

/**
 * `POST /certificate-finder` (public, rate-limited like other public writes; issue #11 §3, the
 * Event Certificate widget): body `{ ticket_id, email }`. When the email is the attendee's (or their
 * booking's customer's, case-insensitive) and the attendee earns a certificate: a page with the
 * details the widget's `options` (comma-separated, default all) name and the link to
 * `/certificate/<ticket id>` (JSON callers get `{ url, details }`). Otherwise 404 with {@link FINDER_NO_MATCH}
 * for an unknown ticket id and a wrong email alike, or 403 {@link FINDER_NOT_ELIGIBLE} to its owner.
 */
const certificateFinderRoutes: FastifyPluginAsync = async (app) => {
  app.post('/certificate-finder', { config: { access: 'public', rateLimit: { max: app.config.publicWriteRateLimit, timeWindow: '1 minute' } } }, async (request, reply) => {
    const parsed = finderInput.safeParse(request.body ?? {});
    const { ticket_id: ticketId, email, options: chosen } = parsed.success ? parsed.data : { ticket_id: '', email: '', options: undefined };
    const options = chosen === undefined ? CERTIFICATE_OPTIONS : CERTIFICATE_OPTIONS.filter((o) => chosen.split(',').includes(o));
    const holder = TICKET_ID_PATTERN.test(ticketId) && email
      ? await app.db
          .selectFrom('attendees')
          .leftJoin('orders', 'orders.id', 'attendees.order_id')
          .select(['attendees.email', 'orders.customer_email'])
          .where('attendees.ticket_id', '=', ticketId)
          .executeTakeFirst()
      : undefined;
    const owns = !!holder && [holder.email, holder.customer_email].some((known) => known && known.toLowerCase() === email.toLowerCase());
    const attendee = owns ? await findCertificateAttendee(app.db, ticketId) : undefined;
    const event = attendee ? await app.events.get(attendee.event_id).catch(() => undefined) : undefined;
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    if (event) {
      const url = `/certificate/${encodeURIComponent(ticketId)}`;
      const shown = details(options, event, ticketId);
      if (wantsJson) return { url, details: Object.fromEntries(shown) };
      return reply.type('text/html').send(page('Your certificate', html`<main class="site"><div class="empty"><h1>Your certificate</h1>${shown.length ? html`<dl>${shown.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>` : ''}<p><a class="button" href="${url}">Open your certificate</a></p></div></main>`));
    }
    const [status, code, message] = owns && !event ? [403, 'not_eligible', FINDER_NOT_ELIGIBLE] as const : [404, 'not_found', FINDER_NO_MATCH] as const;
    reply.status(status);
    if (wantsJson) return { code, message };
    return reply.type('text/html').send(page('Certificate', html`<main class="site"><div class="empty"><h1>Certificate</h1><p role="alert">${message}</p><p><a href="/">Back to the events</a></p></div></main>`));
  });
};

export default certificateFinderRoutes;
