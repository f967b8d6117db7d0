import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isVoidTicket, TICKET_ID_PATTERN } from '../modules/attendees/present.js';
import { findByTicketId } from '../modules/attendees/repository.js';
import { voidTicketPdfPage } from '../modules/attendees/ticketPage.js';
import { html, page } from '../site/html.js';
import { notFoundPage } from '../site/pages.js';
import { bookingText, visitorText, type PageText } from '../site/publicText.js';
import { findOrder } from '../modules/orders/repository.js';
import { getSettings } from '../modules/settings/service.js';

/** A PDF is as personal as its page: no cache keeps it, no search engine lists it. */
const privateAnswer = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');

/** The 503 page when no PDF can be made here: what is missing and the way to the print view. */
export function pdfUnavailablePage(printPath: string, { i18n, language }: PageText): string {
  return page(
    i18n._('PDF not available'),
    html`<main class="site"><div class="empty"><h1>${i18n._('PDF not available')}</h1>
<p>${i18n._('This server cannot make PDFs: Chromium is not installed (the administrator can install it and set CHROMIUM_PATH).')}</p>
<p><a href="${printPath}">${i18n._('Open the print view')}</a> ${i18n._('and choose “Save as PDF” in the print dialog.')}</p></div></main>`,
    html`<meta name="robots" content="noindex">`,
    language,
  );
}

/**
 * PDF routes of the printable pages (issue #10 §5): `GET /ticket/<ticket id>.pdf` and
 * `GET /certificate/<ticket id>.pdf`, each the PDF of the HTML page at the same path without
 * `.pdf`, with that page's access rules (its 404 is answered as is). 200 `application/pdf`
 * (`X-PDF-Cache: hit|miss`), 404 the site's page, 410 a page saying why for a void ticket
 * (refunded or its reservation ended: its page offers no PDF either), in the ticket's language, 503 an HTML page pointing to
 * the print view when this server has no Chromium.
 */
const pdfRoutes: FastifyPluginAsync = async (app) => {
  for (const kind of ['ticket', 'certificate'] as const) {
    app.get<{ Params: { ticketId: string } }>(`/${kind}/:ticketId.pdf`, async (request, reply) => {
      const { ticketId } = request.params;
      privateAnswer(reply);
      if (!TICKET_ID_PATTERN.test(ticketId)) return reply.status(404).type('text/html').send(notFoundPage(request.user, await visitorText(app.db, request)));
      if (kind === 'ticket') {
        const attendee = await findByTicketId(app.db, ticketId);
        if (attendee && isVoidTicket(attendee)) {
          // In the ticket's language, its booking's, as the ticket page reads.
          const [order, settings] = await Promise.all([attendee.order_id === null ? undefined : findOrder(app.db, attendee.order_id), getSettings(app.db)]);
          return reply.status(410).type('text/html').send(voidTicketPdfPage(attendee, bookingText(order?.language, settings)));
        }
      }
      const path = `/${kind}/${ticketId}`;
      const result = await app.pdf.pdfOf(path);
      if (result.kind === 'page') {
        return reply.status(result.status).type('text/html').send(result.status === 404 ? notFoundPage(request.user, await visitorText(app.db, request)) : result.html);
      }
      if (result.kind === 'unavailable') {
        request.log.warn({ reason: result.reason }, 'PDF not available');
        return reply.status(503).type('text/html').send(pdfUnavailablePage(path, await visitorText(app.db, request)));
      }
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${kind}-${ticketId}.pdf"`)
        .header('X-PDF-Cache', result.cached ? 'hit' : 'miss')
        .send(result.pdf);
    });
  }
};
export default pdfRoutes;
