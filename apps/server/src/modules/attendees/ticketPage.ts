import QRCode from 'qrcode';
import { formatUtcOffset, formatWallClock, formatWallTime, formatZonedDateTime, isValidTimezone } from '@eventory/core';
import { html, page, SafeHtml } from '../../site/html.js';
import { siteHeaderFor, type PageViewer } from '../../site/pages.js';
import { pdfLink } from '../../pdf/links.js';
import { localTime, type AttendeeRow } from './present.js';
import type { TicketEvent } from './repository.js';

/** The QR code of a ticket id as an inline SVG (what the door scanner reads). */
export async function ticketQrSvg(ticketId: string): Promise<SafeHtml> {
  // The SVG is built by the qrcode library from the ticket id alone: no text of ours is inside it.
  return new SafeHtml(await QRCode.toString(ticketId, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));
}

/** 'Starts Jun 1, 2030, 10:00 AM · ends 6:30 PM (UTC+02:00)', in the event's own wall clock. */
function schedule(e: TicketEvent, locale?: string): string {
  const zone = isValidTimezone(e.timezone) ? e.timezone : 'UTC';
  const ends = e.end_date === e.start_date ? formatWallTime(e.end_time, { locale }) : formatWallClock(e.end_date, e.end_time, { locale });
  return `Starts ${formatWallClock(e.start_date, e.start_time, { locale })} · ends ${ends} (${formatUtcOffset(Date.parse(e.start_at), zone)})`;
}

function venue(e: TicketEvent): string {
  try {
    const location = JSON.parse(e.location ?? 'null') as { type?: string; address?: { address?: string } } | null;
    if (!location) return '';
    return location.type === 'online' ? 'Online' : (location.address?.address ?? '');
  } catch {
    return '';
  }
}

/** What the door will make of the ticket, in words. */
function status(a: AttendeeRow, event: TicketEvent | undefined, locale?: string): SafeHtml {
  if (a.payment_status === 'refunded') return html`<span class="ticket-status refunded">Refunded — this ticket is not valid</span>`;
  if (a.payment_status !== 'completed') return html`<span class="ticket-status unpaid">Not paid yet — pay at the desk</span>`;
  if (a.ticket_status === 'used') {
    return html`<span class="ticket-status used">Checked in at ${localTime(a.checked_in_at ?? a.updated_at, event?.timezone, locale)}</span>`;
  }
  return html`<span class="ticket-status valid">Valid</span>`;
}

/** A pending offline booking's open reservation: how to pay it and until when the seats are held. */
export interface PendingPayment {
  /** Settings → offline_payment_instructions (plain text; may be empty). */
  instructions: string;
  /** When the reservation ends, ms since the epoch. */
  endsAt: number;
}

/** Who looks at the ticket (the Admin link for staff), the site's locale, and a pending booking's payment. */
export interface TicketView extends PageViewer {
  payment?: PendingPayment;
  /** Whether this server makes PDFs (a Chromium is installed); the page says so either way. */
  pdf?: boolean;
}

/** How to pay, its lines kept (site.css), and when the unpaid reservation ends, in the event's zone. */
function paymentBlock({ instructions, endsAt }: PendingPayment, event: TicketEvent | undefined, locale?: string): SafeHtml {
  const ends = formatZonedDateTime(endsAt, { locale, zone: event?.timezone ?? 'UTC' });
  return html`<section class="ticket-payment" aria-labelledby="ticket-payment-heading"><h2 id="ticket-payment-heading">How to pay</h2>
${instructions ? html`<p class="payment-instructions">${instructions}</p>` : ''}
<p>Unpaid, the reservation ends on ${ends}.</p></section>`;
}

/**
 * `/ticket/<ticket id>`: one attendee's printable ticket (issue #4 "Bookings"): the event's title,
 * time and place, the attendee, the ticket, its id and status, and the QR code holding the id.
 * `event` is undefined when the event was deleted (the ticket keeps its title). Every value is
 * escaped; printing hides the site header and the print button (site.css). `view.payment`, for a
 * pending offline booking, adds how to pay and when the reservation ends (issue #9 §4).
 */
export function ticketPage(a: AttendeeRow, event: TicketEvent | undefined, qr: SafeHtml, view: TicketView = {}): string {
  const { user, locale, payment, pdf = false } = view;
  const place = event ? venue(event) : '';
  return page(
    `Ticket: ${a.event_title}`,
    html`${siteHeaderFor(user)}<main class="site ticket-page">
<article class="ticket">
<p class="muted ticket-kicker">Ticket</p>
<h1>${event?.title ?? a.event_title}</h1>
<dl class="ticket-facts">
${event ? html`<dt>When</dt><dd>${schedule(event, locale)}</dd>` : ''}
${place ? html`<dt>Where</dt><dd>${place}</dd>` : ''}
<dt>Attendee</dt><dd>${a.name}</dd>
<dt>Ticket</dt><dd>${a.ticket_name}</dd>
<dt>Ticket id</dt><dd><code>${a.ticket_id}</code></dd>
<dt>Status</dt><dd>${status(a, event, locale)}</dd>
</dl>
${payment ? paymentBlock(payment, event, locale) : ''}
<div class="ticket-qr" role="img" aria-label="QR code of ticket ${a.ticket_id}">${qr}</div>
<button type="button" class="print-ticket" data-print-ticket>Print ticket</button>
${pdfLink(`/ticket/${a.ticket_id}.pdf`, pdf)}
</article>
</main>`,
    html`<meta name="robots" content="noindex"><script src="/static/booking.js" defer></script>`,
  );
}

/**
 * What the holder must know beside a ticket drawn from a template (issue #10 §5): the ticket's
 * status in words and, for a pending offline booking, how to pay; shown above the template, not printed.
 */
export function ticketNotice(a: AttendeeRow, event: TicketEvent | undefined, view: TicketView = {}): SafeHtml {
  return html`<div class="etn-ticket-notice"><p>Ticket status: ${status(a, event, view.locale)}</p>${view.payment ? paymentBlock(view.payment, event, view.locale) : ''}</div>`;
}
