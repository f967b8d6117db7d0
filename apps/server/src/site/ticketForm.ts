import { MAX_TICKETS_PER_ORDER, PAYMENT_METHOD_LABELS, UNLIMITED, formatPrice, parseUtcOffset, type EventItem, type MoneyFormat, type TicketVariation } from '@eventory/core';
import { html, type SafeHtml } from './html.js';

/** Seats left of a variation, or null when it is unlimited. */
function left(t: TicketVariation): number | null {
  return t.capacity === UNLIMITED ? null : Math.max(0, t.capacity - t.sold);
}


function availability(t: TicketVariation): string {
  const n = left(t);
  if (n === null) return 'Unlimited';
  return n === 0 ? 'Sold out' : String(n);
}

/** The quantity field of one variation (none for a sold-out one). */
function quantityField(t: TicketVariation, i: number, money: MoneyFormat): SafeHtml {
  const n = left(t);
  const price = formatPrice(t.price, money);
  if (n === 0) return html`<div class="booking-line"><span>${t.name} (${price})</span> <span class="muted">Sold out</span></div>`;
  const max = Math.min(n ?? MAX_TICKETS_PER_ORDER, MAX_TICKETS_PER_ORDER);
  return html`<div class="booking-line"><label for="booking-qty-${i}">${t.name} (${price})</label>
<input id="booking-qty-${i}" type="number" inputmode="numeric" min="0" max="${max}" value="0" data-slug="${t.slug}" data-name="${t.name}"></div>`;
}

const field = (id: string, label: string, type: string, autocomplete: string, required: boolean) =>
  html`<div class="booking-field"><label for="${id}">${label}</label><input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}"${required ? html` required` : ''}></div>`;

/** The booking form: what `public/booking.js` turns into `POST /api/v2/orders`. */
/** What the tickets section needs from the settings: the money format and how to pay offline. */
export interface TicketFormSettings {
  money: MoneyFormat;
  /** Shown once a booking waits for an offline payment (empty: nothing shown). */
  paymentInstructions: string;
  /** `_top` inside an embed iframe: the payment and confirmation step opens in the top window. */
  target?: '_top';
}

/**
 * What the script needs to word a booking that waits for payment like the rest of the page: the
 * site's currency and locale, the event's time zone (an IANA name, or UTC shifted by
 * `data-zone-offset` minutes for a `UTC±H` zone) and its name, and the payment methods' labels.
 */
function formatAttributes(e: EventItem, money: MoneyFormat): SafeHtml {
  const offset = parseUtcOffset(e.timezone);
  return html` data-currency="${money.currency}" data-locale="${money.locale ?? ''}" data-time-zone="${offset === null ? e.timezone : 'UTC'}" data-zone-offset="${offset ?? 0}" data-zone-label="${e.timezone}" data-payment-methods="${JSON.stringify(PAYMENT_METHOD_LABELS)}"`;
}

function bookingForm(e: EventItem, { money, paymentInstructions, target }: TicketFormSettings): SafeHtml {
  return html`<form class="booking" id="booking-form" data-event-id="${e.id}"${formatAttributes(e, money)}${target ? html` target="${target}"` : ''} novalidate>
<h3>Book tickets</h3>
<fieldset><legend>Tickets</legend>${e.ticket_variations.map((t, i) => quantityField(t, i, money))}</fieldset>
<fieldset><legend>Your details</legend>
${field('booking-first-name', 'First name', 'text', 'given-name', true)}
${field('booking-last-name', 'Last name', 'text', 'family-name', false)}
${field('booking-email', 'Email', 'email', 'email', true)}
${field('booking-phone', 'Phone', 'tel', 'tel', false)}
</fieldset>
<fieldset class="booking-attendees" hidden><legend>Attendees</legend><p class="muted">One name per ticket. Without an email of their own, an attendee's ticket goes to yours.</p><div data-attendee-fields></div></fieldset>
<button type="submit">Book tickets</button>
<noscript><p class="error">Booking needs JavaScript. Please turn it on and reload the page.</p></noscript>
<div class="booking-result" role="status" aria-live="polite"></div>
${paymentInstructions ? html`<div class="booking-payment" data-payment-instructions hidden><h4>How to pay</h4><p>${paymentInstructions}</p></div>` : ''}
</form>
<script src="/static/formErrors.js" defer></script>
<script src="/static/booking.js" defer></script>`;
}

/**
 * The event page's tickets section (issue #4): the ticket variations with what is left ('Sold out'
 * when nothing is; `data-available` names the variation so a booking updates it) and, for a published event that has not ended, the booking form posting to
 * `POST /api/v2/orders` (quantities per variation, the customer, one attendee name per ticket).
 * Prices show in the site's currency and locale; a booking that waits for payment shows the
 * offline-payment instructions of the settings.
 */
export function ticketForm(e: EventItem, settings: TicketFormSettings): SafeHtml {
  const { money } = settings;
  if (e.ticket_variations.length === 0) return html``;
  const bookable = e.status === 'publish' && e.event_status !== 'expired' && e.ticket_variations.some((t) => left(t) !== 0);
  return html`<section class="tickets-section" id="tickets"><h2>Tickets</h2><table class="tickets"><thead><tr><th>Ticket</th><th>Price</th><th>Available</th></tr></thead><tbody>${e.ticket_variations.map(
    (t) => html`<tr><td>${t.name}</td><td>${formatPrice(t.price, money)}</td><td data-available="${t.slug}">${availability(t)}</td></tr>`,
  )}</tbody></table>${bookable ? bookingForm(e, settings) : ''}</section>`;
}
