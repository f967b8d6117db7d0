import type { I18n } from '@eventory/core';
import { html } from '../../site/html.js';
import type { DB } from '../../db/database.js';
import { composeMail } from '../mail/layout.js';
import { localeOf } from '../mail/locale.js';
import { getSettings } from '../settings/service.js';
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
 * link to the certificate page and to its PDF, in the language of the attendee's booking (issue
 * #12 §2), else the site's default. The mails of one claim are rendered together, from one query. Nothing is sent when the attendee, the event or the eligibility is gone by then
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
      .select(['attendees.id', 'attendees.name', 'attendees.email', 'attendees.ticket_id', 'attendees.ticket_name', 'events.title', 'orders.customer_email', 'orders.language'])
      .where('attendees.id', 'in', ids.length > 0 ? ids : [0])
      .where((eb) => eb.and(certificateConditions()))
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const settings = await getSettings(db);
    return data.map(({ attendee_id }) => {
      const row = byId.get(attendee_id);
      const to = row && recipientOf(row, row.customer_email ?? undefined);
      return row && to ? certificateMail(siteUrl, row, to, localeOf(settings, row.language).i18n) : null;
    });
  });
}

/** The certificate mail of one attendee, in the language of `i18n`. */
function certificateMail(siteUrl: string, row: { name: string; ticket_id: string; ticket_name: string; title: string }, to: string, i18n: I18n): MailMessage {
  const pdf = certificatePdfUrl(siteUrl, row.ticket_id);
  const download = i18n._('Download the PDF');
  return composeMail(
    {
      to,
      subject: i18n._('Your certificate for {event}', { event: row.title }),
      paragraphs: [
        i18n._('Hello {name},', { name: row.name }),
        i18n._('Thank you for attending {event}. Your certificate is ready: open it to view or print it, or download it as a PDF.', { event: row.title }),
      ],
      details: [
        [i18n._('Event'), row.title],
        [i18n._('Attendee'), row.name],
        [i18n._('Ticket'), row.ticket_name],
      ],
      link: { label: i18n._('View your certificate'), url: certificateUrl(siteUrl, row.ticket_id) },
      extra: { html: html`<p style="margin:16px 0 0"><a href="${pdf}">${download}</a></p>`, text: `${download}: ${pdf}` },
    },
    i18n,
  );
}
