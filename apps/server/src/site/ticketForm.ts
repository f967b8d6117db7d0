import { MAX_TICKETS_PER_ORDER, UNLIMITED, formatUtcOffset, parseUtcOffset, type EventItem, type TicketVariation } from '@eventory/core';
import { reservationEndsAt } from '../modules/settings/service.js';
import { soldOutMessage } from '../modules/orders/soldOut.js';
import { translateMessage } from '../i18n/apiMessages.js';
import { bdi, html, type SafeHtml } from './html.js';
import { pageMoney, pagePrice, type PageText } from './publicText.js';
import { staticUrl } from './staticAssets.js';

/** Seats left of a variation, or null when it is unlimited. */
function left(t: TicketVariation): number | null {
  return t.capacity === UNLIMITED ? null : Math.max(0, t.capacity - t.sold);
}

function availability(t: TicketVariation, { i18n }: PageText): string {
  const n = left(t);
  if (n === null) return i18n._('Unlimited');
  return n === 0 ? i18n._('Sold out') : String(n);
}

/**
 * The quantity field of one variation (none for a sold-out one). The organiser's ticket name is
 * isolated (`<bdi>`): on a right-to-left page an English name's own closing parenthesis would
 * otherwise jump to its other end. Its `max` is what is left, at most a booking's limit, and
 * `data-too-many` says why, in the page's language, for the script to show beside a larger
 * quantity before sending ('Only 20 "Standard" tickets are left.', not the booking's limit of 50).
 */
function quantityField(t: TicketVariation, i: number, currency: string, text: PageText): SafeHtml {
  const n = left(t);
  const price = pagePrice(t.price, currency, text);
  if (n === 0) return html`<div class="booking-line"><span>${bdi(t.name)} (${price})</span> <span class="muted">${text.i18n._('Sold out')}</span></div>`;
  const max = Math.min(n ?? MAX_TICKETS_PER_ORDER, MAX_TICKETS_PER_ORDER);
  const tooMany = n !== null && n < MAX_TICKETS_PER_ORDER ? translateMessage(text.i18n, soldOutMessage(t)) : text.i18n._('Use a number of at most {maximum}.', { maximum: String(max) });
  return html`<div class="booking-line"><label for="booking-qty-${i}">${bdi(t.name)} (${price})</label>
<input id="booking-qty-${i}" type="number" inputmode="numeric" min="0" max="${max}" value="0" data-slug="${t.slug}" data-name="${t.name}" data-too-many="${tooMany}"></div>`;
}

const field = (id: string, label: string, type: string, autocomplete: string, required: boolean) =>
  html`<div class="booking-field"><label for="${id}">${label}</label><input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}"${required ? html` required` : ''}></div>`;

/** What the tickets section needs from the settings: the site's currency, how to pay offline and how long a reservation holds. */
export interface TicketFormSettings {
  currency: string;
  /** Shown once a booking waits for an offline payment (empty: nothing shown). */
  paymentInstructions: string;
  /** Settings' `reservation_hours`: when an unpaid booking made now stops holding its seats, whose zone offset the page names. */
  reservationHours: number;
  /** `_top` inside an embed iframe: the payment and confirmation step opens in the top window. */
  target?: '_top';
}

/**
 * The words /static/booking.js writes into the page, in the page's language: ICU messages already
 * translated, their `{name}` placeholders left for the script to fill in.
 */
function scriptMessages({ i18n }: PageText): Record<string, string> {
  const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));
  return {
    failed: i18n._('The booking failed. Check your connection and try again.'),
    marked: i18n._('Please correct the marked fields.'),
    booking: i18n._('Booking…'),
    soldOut: i18n._('Sold out'),
    attendeeName: i18n._('Attendee {number} name', keep('number')),
    attendeeEmail: i18n._('Attendee {number} email (optional)', keep('number')),
    confirmed: i18n._('Booking #{id} is confirmed. Your tickets are on their way to {email}.', keep('id', 'email')),
    pending: i18n._('Booking #{id} is reserved and waits for payment of {amount} ({method}). Your tickets become valid once it is paid.', keep('id', 'amount', 'method')),
    deadline: i18n._('Unpaid, the reservation ends on {date}.', keep('date')),
    ticketFor: i18n._('Ticket for {name} — {ticket}', keep('name', 'ticket')),
    free: i18n._('Free'),
    offline: i18n._('Offline payment'),
  };
}

/**
 * What the script needs to word a booking like the rest of the page: the site's currency, the
 * page's locale and language (the booking keeps it: its tickets are in it), the event's time zone
 * (an IANA name, or UTC shifted by `data-zone-offset` minutes for a `UTC±H` zone), the page's
 * messages, and `data-zone-label`, the zone as the ticket page and the mails write a reservation's
 * end (core's formatZonedDateTime: `UTC+01:00`): its offset at the end of a reservation made now,
 * so a deadline past a DST change is named with the offset in force then.
 */
function formatAttributes(e: EventItem, { currency, reservationHours }: TicketFormSettings, text: PageText): SafeHtml {
  const offset = parseUtcOffset(e.timezone);
  const money = pageMoney(currency, text);
  const zoneLabel = formatUtcOffset(reservationEndsAt(new Date().toISOString(), { reservation_hours: reservationHours }), e.timezone);
  return html` data-currency="${money.currency}" data-locale="${money.locale ?? ''}" data-time-zone="${offset === null ? e.timezone : 'UTC'}" data-zone-offset="${offset ?? 0}" data-zone-label="${zoneLabel}" data-language="${text.language}" data-messages="${JSON.stringify(scriptMessages(text))}"`;
}

/** The booking form: what `public/booking.js` turns into `POST /api/v2/orders`. */
function bookingForm(e: EventItem, settings: TicketFormSettings, text: PageText): SafeHtml {
  const { i18n } = text;
  const { currency, paymentInstructions, target } = settings;
  return html`<form class="booking" id="booking-form" data-event-id="${e.id}"${formatAttributes(e, settings, text)}${target ? html` target="${target}"` : ''} novalidate>
<h3>${i18n._('Book tickets')}</h3>
<fieldset><legend>${i18n._('Tickets')}</legend>${e.ticket_variations.map((t, i) => quantityField(t, i, currency, text))}</fieldset>
<fieldset><legend>${i18n._('Your details')}</legend>
${field('booking-first-name', i18n._('First name'), 'text', 'given-name', true)}
${field('booking-last-name', i18n._('Last name (optional)'), 'text', 'family-name', false)}
${field('booking-email', i18n._('Email'), 'email', 'email', true)}
${field('booking-phone', i18n._('Phone (optional)'), 'tel', 'tel', false)}
</fieldset>
<fieldset class="booking-attendees" hidden><legend>${i18n._('Attendees')}</legend><p class="muted">${i18n._("One name per ticket. Without an email of their own, an attendee's ticket goes to yours.")}</p><div data-attendee-fields></div></fieldset>
<button type="submit">${i18n._('Book tickets')}</button>
<noscript><p class="error">${i18n._('Booking needs JavaScript. Please turn it on and reload the page.')}</p></noscript>
<div class="booking-result" role="status" aria-live="polite"></div>
${paymentInstructions ? html`<div class="booking-payment" data-payment-instructions hidden><h4>${i18n._('How to pay')}</h4><p>${paymentInstructions}</p></div>` : ''}
</form>
<script src="${staticUrl('formErrors.js')}" defer></script>
<script src="${staticUrl('booking.js')}" defer></script>`;
}

/**
 * The event page's tickets section (issue #4): the ticket variations with what is left ('Sold out'
 * when nothing is; `data-available` names the variation so a booking updates it) and, for a published event that has not ended, the booking form posting to
 * `POST /api/v2/orders` (quantities per variation, the customer, one attendee name per ticket).
 * In the page's language (issue #12), prices in the site's currency and the page's locale; a
 * booking that waits for payment shows the offline-payment instructions of the settings.
 */
export function ticketForm(e: EventItem, settings: TicketFormSettings, text: PageText): SafeHtml {
  const { i18n } = text;
  if (e.ticket_variations.length === 0) return html``;
  const bookable = e.status === 'publish' && e.event_status !== 'expired' && e.ticket_variations.some((t) => left(t) !== 0);
  return html`<section class="tickets-section" id="tickets"><h2>${i18n._('Tickets')}</h2><table class="tickets"><thead><tr><th>${i18n._('Ticket')}</th><th>${i18n._('Price')}</th><th>${i18n._('Available')}</th></tr></thead><tbody>${e.ticket_variations.map(
    (t) => html`<tr><td>${t.name}</td><td>${pagePrice(t.price, settings.currency, text)}</td><td data-available="${t.slug}">${availability(t, text)}</td></tr>`,
  )}</tbody></table>${bookable ? bookingForm(e, settings, text) : ''}</section>`;
}
