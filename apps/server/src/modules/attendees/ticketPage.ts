import QRCode from 'qrcode';
import { formatUtcOffset, formatWallClock, formatWallTime, isValidTimezone } from '@eventory/core';
import { html, page, SafeHtml } from '../../site/html.js';
import { siteHeader } from '../../site/pages.js';
import { localTime, type AttendeeRow } from './present.js';
import type { TicketEvent } from './repository.js';

/** The QR code of a ticket id as an inline SVG (what the door scanner reads). */
export async function ticketQrSvg(ticketId: string): Promise<SafeHtml> {
  // The SVG is built by the qrcode library from the ticket id alone: no text of ours is inside it.
  return new SafeHtml(await QRCode.toString(ticketId, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));
}

/** 'Starts Jun 1, 2030, 10:00 AM · ends 6:30 PM (UTC+02:00)', in the event's own wall clock. */
function schedule(e: TicketEvent): string {
  const zone = isValidTimezone(e.timezone) ? e.timezone : 'UTC';
  const ends = e.end_date === e.start_date ? formatWallTime(e.end_time) : formatWallClock(e.end_date, e.end_time);
  return `Starts ${formatWallClock(e.start_date, e.start_time)} · ends ${ends} (${formatUtcOffset(Date.parse(e.start_at), zone)})`;
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
function status(a: AttendeeRow, event: TicketEvent | undefined): SafeHtml {
  if (a.payment_status === 'refunded') return html`<span class="ticket-status refunded">Refunded — this ticket is not valid</span>`;
  if (a.payment_status !== 'completed') return html`<span class="ticket-status unpaid">Not paid yet — pay at the desk</span>`;
  if (a.ticket_status === 'used') {
    return html`<span class="ticket-status used">Checked in at ${localTime(a.checked_in_at ?? a.updated_at, event?.timezone)}</span>`;
  }
  return html`<span class="ticket-status valid">Valid</span>`;
}

/**
 * `/ticket/<ticket id>`: one attendee's printable ticket (issue #4 "Bookings"): the event's title,
 * time and place, the attendee, the ticket, its id and status, and the QR code holding the id.
 * `event` is undefined when the event was deleted (the ticket keeps its title). Every value is
 * escaped; printing hides the site header and the print button (site.css).
 */
export function ticketPage(a: AttendeeRow, event: TicketEvent | undefined, qr: SafeHtml): string {
  const place = event ? venue(event) : '';
  return page(
    `Ticket: ${a.event_title}`,
    html`${siteHeader}<main class="site ticket-page">
<article class="ticket">
<p class="muted ticket-kicker">Ticket</p>
<h1>${event?.title ?? a.event_title}</h1>
<dl class="ticket-facts">
${event ? html`<dt>When</dt><dd>${schedule(event)}</dd>` : ''}
${place ? html`<dt>Where</dt><dd>${place}</dd>` : ''}
<dt>Attendee</dt><dd>${a.name}</dd>
<dt>Ticket</dt><dd>${a.ticket_name}</dd>
<dt>Ticket id</dt><dd><code>${a.ticket_id}</code></dd>
<dt>Status</dt><dd>${status(a, event)}</dd>
</dl>
<div class="ticket-qr" role="img" aria-label="QR code of ticket ${a.ticket_id}">${qr}</div>
<button type="button" class="print-ticket" data-print-ticket>Print ticket</button>
</article>
</main>`,
    html`<meta name="robots" content="noindex"><script src="/static/booking.js" defer></script>`,
  );
}
