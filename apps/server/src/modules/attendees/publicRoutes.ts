import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFoundPage } from '../../site/pages.js';
import { findOrder } from '../orders/repository.js';
import { getSettings, reservationEndsAt } from '../settings/service.js';
import { isVoidTicket, TICKET_ID_PATTERN } from './present.js';
import { findByTicketId, ticketEvent } from './repository.js';
import { ticketNotice, ticketPage, ticketQrSvg, type PendingPayment, type TicketView } from './ticketPage.js';
import { html } from '../../site/html.js';
import { bookingText, requestText } from '../../site/publicText.js';
import { eventTemplate, renderTemplatePage } from '../../site/templatePages.js';
import { printBar } from '../../site/templateRoutes.js';
import { attendeeRenderData } from '../../rendering/index.js';

/** A ticket page is personal: no cache keeps it, no search engine lists it. */
const privatePage = (reply: FastifyReply) => reply.type('text/html').header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');

/**
 * Public pages of the attendees module (issue #4): `GET /ticket/:ticketId`, the printable ticket
 * with its QR code. Anyone holding the (unguessable) ticket id may open it; an unknown id answers
 * the site's 404 page. A ticket of a pending offline booking also shows how to pay and when the
 * reservation ends; staff see the Admin link. The ticket is in its booking's language (issue #12
 * §2; the site's default for bookings made before languages were stored), so page and PDF agree.
 * When the event (or the site) has a published ticket template, the ticket is drawn from it
 * (issue #10 §5), the status and payment notes above it. A void ticket (refunded, or its
 * reservation ended unpaid: {@link isVoidTicket}) is never drawn from the template, whose QR code
 * and print bar would make it look valid: it gets the plain page, its status, no QR code, no print.
 */
const attendeePublicRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { ticketId: string } }>('/ticket/:ticketId', async (request, reply) => {
    const { ticketId } = request.params;
    const attendee = TICKET_ID_PATTERN.test(ticketId) ? await findByTicketId(app.db, ticketId) : undefined;
    const settings = await getSettings(app.db);
    if (!attendee) return privatePage(reply).status(404).send(notFoundPage(request.user, requestText(request, settings)));
    const [event, qr, order] = await Promise.all([
      ticketEvent(app.db, attendee.event_id),
      ticketQrSvg(attendee.ticket_id),
      attendee.order_id === null ? undefined : findOrder(app.db, attendee.order_id),
    ]);
    const payment: PendingPayment | undefined =
      order?.status === 'pending' && order.payment_method === 'offline'
        ? { instructions: settings.offline_payment_instructions, endsAt: reservationEndsAt(order.created_at, settings) }
        : undefined;
    const text = bookingText(order?.language, settings);
    const view: TicketView = { user: request.user, text, currency: order?.currency ?? settings.currency, payment, pdf: app.pdf.available() };
    const full = event ? await app.events.get(attendee.event_id).catch(() => undefined) : undefined;
    const template = full && !isVoidTicket(attendee) ? await eventTemplate(app, full, 'ticket', settings) : undefined;
    if (template) {
      const chrome = html`${printBar(`/ticket/${attendee.ticket_id}.pdf`, view.pdf ?? false, text)}${ticketNotice(attendee, event, qr, view)}`;
      const title = text.i18n._('Ticket: {title}', { title: full!.title });
      return privatePage(reply).send(await renderTemplatePage(app, template, full, settings, { attendee: attendeeRenderData(attendee, order?.currency), chrome, title, text }));
    }
    return privatePage(reply).send(ticketPage(attendee, event, qr, view));
  });
};
export default attendeePublicRoutes;
