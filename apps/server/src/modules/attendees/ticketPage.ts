import QRCode from 'qrcode';
import { formatWallClock, formatWallTime, formatZonedDateTime, isValidTimezone, zoneLabel } from '@eventory/core';
import { html, page, SafeHtml } from '../../site/html.js';
import { siteHeaderFor, type PageViewer } from '../../site/pages.js';
import { pdfLink } from '../../pdf/links.js';
import { pagePrice, type PageText } from '../../site/publicText.js';
import { isVoidTicket, type AttendeeRow } from './present.js';
import type { TicketEvent } from './repository.js';
import { staticUrl } from '../../site/staticAssets.js';

/** The QR code of a ticket id as an inline SVG (what the door scanner reads). */
export async function ticketQrSvg(ticketId: string): Promise<SafeHtml> {
  // The SVG is built by the qrcode library from the ticket id alone: no text of ours is inside it.
  return new SafeHtml(await QRCode.toString(ticketId, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));
}

/** 'Starts Jun 1, 2030, 10:00 AM · ends 6:30 PM (UTC+02:00)', in the event's own wall clock and the page's language. */
function schedule(e: TicketEvent, { i18n, locale }: PageText): string {
  const zone = isValidTimezone(e.timezone) ? e.timezone : 'UTC';
  const ends = e.end_date === e.start_date ? formatWallTime(e.end_time, { locale }) : formatWallClock(e.end_date, e.end_time, { locale });
  const start = formatWallClock(e.start_date, e.start_time, { locale });
  return i18n._('Starts {start} · ends {end} ({offset})', { start, end: ends, offset: zoneLabel(Date.parse(e.start_at), zone, locale) });
}

function venue(e: TicketEvent, { i18n }: PageText): string {
  try {
    const location = JSON.parse(e.location ?? 'null') as { type?: string; address?: { address?: string } } | null;
    if (!location) return '';
    return location.type === 'online' ? i18n._('Online') : (location.address?.address ?? '');
  } catch {
    return '';
  }
}

/** What the door will make of the ticket, in words. */
function status(a: AttendeeRow, event: TicketEvent | undefined, { i18n, locale }: PageText): SafeHtml {
  if (a.payment_status === 'refunded') return html`<span class="ticket-status refunded">${i18n._('Refunded — this ticket is not valid')}</span>`;
  if (a.payment_status === 'failed') return html`<span class="ticket-status failed">${i18n._('Cancelled — this ticket is not valid')}</span>`;
  if (a.payment_status !== 'completed') return html`<span class="ticket-status unpaid">${i18n._('Not paid yet — valid once it is paid')}</span>`;
  if (a.ticket_status === 'used') {
    const time = formatZonedDateTime(a.checked_in_at ?? a.updated_at, { locale, zone: event?.timezone ?? 'UTC' });
    return html`<span class="ticket-status used">${i18n._('Checked in at {time}', { time })}</span>`;
  }
  return html`<span class="ticket-status valid">${i18n._('Valid')}</span>`;
}

/** A pending offline booking's open reservation: how to pay it and until when the seats are held. */
export interface PendingPayment {
  /** Settings → offline_payment_instructions (plain text; may be empty). */
  instructions: string;
  /** When the reservation ends, ms since the epoch. */
  endsAt: number;
}

/** Who looks at the ticket (the Admin link for staff), the booking's language, and a pending booking's payment. */
export interface TicketView extends PageViewer {
  /** The currency (ISO 4217) of the ticket's price: its booking's (the site's for a ticket without one). */
  currency: string;
  payment?: PendingPayment;
  /** Whether this server makes PDFs (a Chromium is installed); the page says so either way. */
  pdf?: boolean;
}

/**
 * How to pay, its lines kept (site.css), and when the unpaid reservation ends, in the event's zone;
 * headed 'Payment' when the site gives no instructions (a 'How to pay' with none under it read as broken).
 */
function paymentBlock({ instructions, endsAt }: PendingPayment, event: TicketEvent | undefined, { i18n, locale }: PageText): SafeHtml {
  const ends = formatZonedDateTime(endsAt, { locale, zone: event?.timezone ?? 'UTC' });
  return html`<section class="ticket-payment" aria-labelledby="ticket-payment-heading"><h2 id="ticket-payment-heading">${instructions ? i18n._('How to pay') : i18n._('Payment')}</h2>
${instructions ? html`<p class="payment-instructions">${instructions}</p>` : ''}
<p>${i18n._('Unpaid, the reservation ends on {date}.', { date: ends })}</p></section>`;
}

/** What makes the page a ticket: the QR code the door reads, the print button and the PDF link. */
function printable(a: AttendeeRow, qr: SafeHtml, pdf: boolean, text: PageText): SafeHtml {
  const { i18n } = text;
  return html`<div class="ticket-qr" role="img" aria-label="${i18n._('QR code of ticket {id}', { id: a.ticket_id })}">${qr}</div>
<button type="button" class="print-ticket" data-print-ticket>${i18n._('Print ticket')}</button>
${pdfLink(`/ticket/${a.ticket_id}.pdf`, pdf, text)}`;
}

/**
 * `/ticket/<ticket id>`: one attendee's printable ticket (issue #4 "Bookings"): the event's title,
 * time and place, the attendee, the ticket, its id and status, and the QR code holding the id.
 * A void ticket ({@link isVoidTicket}) keeps its facts and status but shows no QR code and offers
 * no print button or PDF: nothing that could pass for a ticket at the door.
 * `event` is undefined when the event was deleted (the ticket keeps its title). Every value is
 * escaped; printing hides the site header and the print button (site.css). `view.payment`, for a
 * pending offline booking, adds how to pay and when the reservation ends (issue #9 §4). In the
 * language of `view.text` (the booking's, issue #12 §2): its words, dates and price.
 */
export function ticketPage(a: AttendeeRow, event: TicketEvent | undefined, qr: SafeHtml, view: TicketView): string {
  const { user, text, payment, pdf = false } = view;
  const { i18n } = text;
  const place = event ? venue(event, text) : '';
  const price = pagePrice(a.ticket_price, view.currency, text);
  return page(
    i18n._('Ticket: {title}', { title: a.event_title }),
    html`${siteHeaderFor(user, text, { languages: false })}<main class="site ticket-page">
<article class="ticket">
<p class="muted ticket-kicker">${i18n._('Ticket')}</p>
<h1>${event?.title ?? a.event_title}</h1>
<dl class="ticket-facts">
${event ? html`<dt>${i18n._('When')}</dt><dd>${schedule(event, text)}</dd>` : ''}
${place ? html`<dt>${i18n._('Where')}</dt><dd>${place}</dd>` : ''}
<dt>${i18n._('Attendee')}</dt><dd>${a.name}</dd>
<dt>${i18n._('Ticket')}</dt><dd>${a.ticket_name}</dd>
<dt>${i18n._('Price')}</dt><dd class="ticket-price">${price}</dd>
<dt>${i18n._('Ticket id')}</dt><dd><code>${a.ticket_id}</code></dd>
<dt>${i18n._('Status')}</dt><dd>${status(a, event, text)}</dd>
</dl>
${payment ? paymentBlock(payment, event, text) : ''}
${isVoidTicket(a) ? '' : printable(a, qr, pdf, text)}
</article>
</main>`,
    html`<meta name="robots" content="noindex"><script src="${staticUrl('booking.js')}" defer></script>`,
    text.language,
  );
}

/**
 * What `GET /ticket/<id>.pdf` answers for a void ticket ({@link isVoidTicket}) instead of a PDF:
 * that there is none, and the ticket's status in words, in `text` (its booking's language, as the ticket's page).
 */
export function voidTicketPdfPage(a: AttendeeRow, text: PageText): string {
  const { i18n, language } = text;
  return page(
    i18n._('PDF not available'),
    html`<main class="site"><div class="empty"><h1>${i18n._('PDF not available')}</h1>
<p>${status(a, undefined, text)}</p></div></main>`,
    html`<meta name="robots" content="noindex">`,
    language,
  );
}

/**
 * What the holder must know beside a ticket drawn from a template (issue #10 §5): the ticket's
 * status in words and, for a pending offline booking, how to pay; shown above the template, not
 * printed. On a phone it also shows the ticket's QR code at a size the door can scan (template.css):
 * the template's paper, shrunk to a phone's width, drew it about 48 px wide with 5 px text (walk of
 * 30 Nov 2026). None for a void ticket, as on the plain ticket page.
 */
export function ticketNotice(a: AttendeeRow, event: TicketEvent | undefined, qr: SafeHtml, view: TicketView): SafeHtml {
  const { text } = view;
  const { i18n } = text;
  const door = isVoidTicket(a)
    ? ''
    : html`<div class="etn-door-qr"><div role="img" aria-label="${i18n._('QR code of ticket {id}', { id: a.ticket_id })}">${qr}</div><p>${i18n._('Show this code at the entrance.')}</p></div>`;
  return html`<div class="etn-ticket-notice"><p>${i18n._('Ticket status:')} ${status(a, event, text)}</p>${view.payment ? paymentBlock(view.payment, event, text) : ''}${door}</div>`;
}
