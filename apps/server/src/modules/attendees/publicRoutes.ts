import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFoundPage } from '../../site/pages.js';
import { TICKET_ID_PATTERN } from './present.js';
import { findByTicketId, ticketEvent } from './repository.js';
import { ticketPage, ticketQrSvg } from './ticketPage.js';

/** A ticket page is personal: no cache keeps it, no search engine lists it. */
const privatePage = (reply: FastifyReply) => reply.type('text/html').header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');

/**
 * Public pages of the attendees module (issue #4): `GET /ticket/:ticketId`, the printable ticket
 * with its QR code. Anyone holding the (unguessable) ticket id may open it; an unknown id answers
 * the site's 404 page.
 */
const attendeePublicRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { ticketId: string } }>('/ticket/:ticketId', async (request, reply) => {
    const { ticketId } = request.params;
    const attendee = TICKET_ID_PATTERN.test(ticketId) ? await findByTicketId(app.db, ticketId) : undefined;
    if (!attendee) return privatePage(reply).status(404).send(notFoundPage());
    const [event, qr] = await Promise.all([ticketEvent(app.db, attendee.event_id), ticketQrSvg(attendee.ticket_id)]);
    return privatePage(reply).send(ticketPage(attendee, event, qr));
  });
};
export default attendeePublicRoutes;
