import { html } from '../../site/html.js';
import type { DB } from '../../db/database.js';
import { composeMail } from '../mail/layout.js';
import type { MailOutbox } from '../mail/outbox.js';
import { certificateConditions } from './eligibility.js';

/** The mail template of a certificate. Data `{ attendee_id }`. */
export const CERTIFICATE_MAIL = 'attendee_certificate';

/** An attendee's certificate page. */
export const certificateUrl = (siteUrl: string, ticketId: string) => `${siteUrl}/certificate/${encodeURIComponent(ticketId)}`;

/** The PDF of an attendee's certificate page. */
export const certificatePdfUrl = (siteUrl: string, ticketId: string) => `${certificateUrl(siteUrl, ticketId)}.pdf`;

/** Where an attendee's mail goes: their own address, else their booking's (empty when neither has one). */
export const recipientOf = (attendee: { email: string }, bookingEmail: string | undefined) => attendee.email || bookingEmail || '';

/**
 * Registers the certificate mail (issue #10 §6), rendered at send time from the attendee id: the
 * link to the certificate page and to its PDF. Nothing is sent when the attendee, the event or the
 * eligibility is gone by then (deleted, refunded), or no address is left.
 */
export function registerCertificateMail(outbox: MailOutbox, { db, siteUrl }: { db: DB; siteUrl: string }): void {
  outbox.register(CERTIFICATE_MAIL, async ({ attendee_id }: { attendee_id: number }) => {
    // One query: the attendee with their event and booking, only while they earn a certificate.
    const row = await db
      .selectFrom('attendees')
      .innerJoin('events', 'events.id', 'attendees.event_id')
      .leftJoin('orders', 'orders.id', 'attendees.order_id')
      .select(['attendees.name', 'attendees.email', 'attendees.ticket_id', 'attendees.ticket_name', 'events.title', 'orders.customer_email'])
      .where('attendees.id', '=', attendee_id)
      .where((eb) => eb.and(certificateConditions()))
      .executeTakeFirst();
    const to = row && recipientOf(row, row.customer_email ?? undefined);
    if (!row || !to) return null;
    const pdf = certificatePdfUrl(siteUrl, row.ticket_id);
    return composeMail({
      to,
      subject: `Your certificate for ${row.title}`,
      paragraphs: [`Hello ${row.name},`, `Thank you for attending ${row.title}. Your certificate is ready: open it to view or print it, or download it as a PDF.`],
      details: [
        ['Event', row.title],
        ['Attendee', row.name],
        ['Ticket', row.ticket_name],
      ],
      link: { label: 'View your certificate', url: certificateUrl(siteUrl, row.ticket_id) },
      extra: { html: html`<p style="margin:16px 0 0"><a href="${pdf}">Download the PDF</a></p>`, text: `Download the PDF: ${pdf}` },
    });
  });
}
