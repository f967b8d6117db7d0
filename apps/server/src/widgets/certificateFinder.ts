import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CERTIFICATE_OPTIONS, formatCalendarDate, formatWallTime, type EventItem, type MessageDescriptor } from '@eventory/core';
import { TICKET_ID_PATTERN } from '../modules/attendees/present.js';
import { findCertificateAttendee } from '../modules/certificates/eligibility.js';
import { html, page } from '../site/html.js';
import { requestText, type PageText } from '../site/publicText.js';
import { getSettings } from '../modules/settings/service.js';

/** What the Event Certificate widget posts (form-encoded or JSON); `lang` is the widget's language. */
const finderInput = z.object({ ticket_id: z.string().trim().max(64), email: z.string().trim().max(320), options: z.string().max(200).optional(), lang: z.string().max(35).optional() });

/** The certificate's details the widget's `options` may show, by option (JSON answers keep the English labels as keys). */
const DETAIL_LABELS: Record<CertificateOption, MessageDescriptor> = {
  event_title: /*i18n*/ { id: 'Event' },
  event_date: /*i18n*/ { id: 'Date' },
  event_time: /*i18n*/ { id: 'Time' },
  ticket_id: /*i18n*/ { id: 'Ticket ID' },
};

/** The answers of the finder's page and widget, in the visitor's language (JSON callers get the English constants below). */
export const FINDER_MESSAGES = {
  no_match: /*i18n*/ { id: 'We could not find a ticket with this ID and email. Please check both and try again.' },
  not_eligible: /*i18n*/ { id: 'This ticket does not have a certificate yet: certificates are for paid, completed bookings the organiser has set one up for.' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The chosen details of the attendee's certificate, label → value, in the options' order; the date
 * and time as `locale` writes them (`Nov 29, 2026`, `8:00 AM`), or as stored (`2026-11-29`, `08:00`)
 * without one (JSON answers).
 */
function details(options: readonly CertificateOption[], event: EventItem, ticketId: string, label: (descriptor: MessageDescriptor) => string, locale?: string): [string, string][] {
  const date = locale ? formatCalendarDate(event.start_date, { locale }) : event.start_date;
  const time = locale ? formatWallTime(event.start_time, { locale }) : event.start_time;
  const value: Record<CertificateOption, string> = { event_title: event.title, event_date: date, event_time: `${time} (${event.timezone})`, ticket_id: ticketId };
  return options.map((option) => [label(DETAIL_LABELS[option]), value[option]]);
}

/** The finder's answer page: a heading and its body, in the visitor's language. */
const answerPage = (text: PageText, heading: string, body: ReturnType<typeof html>) =>
  page(heading, html`<main class="site"><div class="empty"><h1>${heading}</h1>${body}</div></main>`, html``, text.language);

type CertificateOption = (typeof CERTIFICATE_OPTIONS)[number];

/** The answer when the ticket id and email do not belong together (or the ticket id is unknown: never told apart). */
export const FINDER_NO_MATCH = FINDER_MESSAGES.no_match.id;
/** The answer to the right attendee who does not earn a certificate (yet). */
export const FINDER_NOT_ELIGIBLE = FINDER_MESSAGES.not_eligible.id;

/**
 * `POST /certificate-finder` (public, rate-limited like other public writes; issue #11 §3, the
 * Event Certificate widget): body `{ ticket_id, email }`. When the email is the attendee's (or their
 * booking's customer's, case-insensitive) and the attendee earns a certificate: a page with the
 * details the widget's `options` (comma-separated, default all) name and the link to
 * `/certificate/<ticket id>` (JSON callers get `{ url, details }`). Otherwise 404 with {@link FINDER_NO_MATCH}
 * for an unknown ticket id and a wrong email alike, or 403 {@link FINDER_NOT_ELIGIBLE} to its owner.
 * The page is in the widget's language (the form's hidden `lang`), else the visitor's (issue #12 §2).
 */
const certificateFinderRoutes: FastifyPluginAsync = async (app) => {
  app.post('/certificate-finder', { config: { access: 'public', audience: 'visitor', rateLimit: { max: app.config.publicWriteRateLimit, timeWindow: '1 minute' } } }, async (request, reply) => {
    const parsed = finderInput.safeParse(request.body ?? {});
    const { ticket_id: ticketId, email, options: chosen, lang } = parsed.success ? parsed.data : { ticket_id: '', email: '', options: undefined, lang: undefined };
    const answerText = async () => requestText(request, await getSettings(app.db), lang);
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
      if (wantsJson) return { url, details: Object.fromEntries(details(options, event, ticketId, (d) => d.id)) };
      const text = await answerText();
      const shown = details(options, event, ticketId, (d) => text.i18n._(d), text.locale);
      const body = html`${shown.length ? html`<dl>${shown.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>` : ''}<p><a class="button" href="${url}">${text.i18n._('Open your certificate')}</a></p>`;
      return reply.type('text/html').send(answerPage(text, text.i18n._('Your certificate'), body));
    }
    const notEligible = owns && !event;
    const [status, code, message] = notEligible ? [403, 'not_eligible', FINDER_NOT_ELIGIBLE] as const : [404, 'not_found', FINDER_NO_MATCH] as const;
    reply.status(status);
    if (wantsJson) return { code, message };
    const text = await answerText();
    const said = text.i18n._(notEligible ? FINDER_MESSAGES.not_eligible : FINDER_MESSAGES.no_match);
    return reply.type('text/html').send(answerPage(text, text.i18n._('Certificate'), html`<p role="alert">${said}</p><p><a href="/">${text.i18n._('Back to the events')}</a></p>`));
  });
};

export default certificateFinderRoutes;
