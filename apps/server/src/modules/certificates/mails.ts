import { html } from '../../site/html.js';
import type { DB } from '../../db/database.js';
import { composeMail } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';
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
 * link to the certificate page and to its PDF. The mails of one claim are rendered together, from
 * one query. Nothing is sent when the attendee, the event or the eligibility is gone by then
 * (deleted, refunded), or no address is left.
 */
export function registerCertificateMail(outbox: MailOutbox, { db, siteUrl }: { db: DB; siteUrl: string }): void {
  outbox.registerMany(CERTIFICATE_MAIL, async (data: { attendee_id: number }[]) => {
    const ids = [...new Set(data.map((d) => d.attendee_id))];
    // One query: the attendees with their event and booking, only while they earn a certificate.
    const rows = await db
      .selectFrom('attendees')
      .innerJoin('events', 'events.id', 'attendees.event_id')
      .leftJoin('orders', 'orders.id', 'attendees.order_id')
      .select(['attendees.id', 'attendees.name', 'attendees.email', 'attendees.ticket_id', 'attendees.ticket_name', 'events.title', 'orders.customer_email'])
      .where('attendees.id', 'in', ids.length > 0 ? ids : [0])
      .where((eb) => eb.and(certificateConditions()))
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return data.map(({ attendee_id }) => {
      const row = byId.get(attendee_id);
      const to = row && recipientOf(row, row.customer_email ?? undefined);
      return row && to ? certificateMail(siteUrl, row, to) : null;
    });
  });
}

/** The certificate mail of one attendee. */
function certificateMail(siteUrl: string, row: { name: string; ticket_id: string; ticket_name: string; title: string }, to: string): MailMessage {
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
}
