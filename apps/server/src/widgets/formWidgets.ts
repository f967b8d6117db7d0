import { formatZonedDateTime } from '@eventory/core';
import { getSettings } from '../modules/settings/service.js';
import { feedEvents } from '../feeds/routes.js';
import { html } from '../site/html.js';
import { rsvpForm } from '../site/rsvpForm.js';
import { ticketForm } from '../site/ticketForm.js';
import type { WidgetContext, WidgetRenderer } from './registry.js';

const STYLE = html`<link rel="stylesheet" href="/static/widgets/forms.css">`;
const UNITS: ReadonlyArray<readonly [string, number]> = [
  ['Days', 86_400_000],
  ['Hours', 3_600_000],
  ['Minutes', 60_000],
  ['Seconds', 1000],
];

/** The clear box of a form widget that cannot show (draft or unknown event, nothing to book). */
const note = (text: string) => html`${STYLE}<p class="ew ew-form-note" role="note">${text}</p>`;

/** `2 days, 3 hours and 4 minutes`: the screen-reader summary of the time left. */
function spoken(left: number): string {
  const parts = UNITS.slice(0, 3).map(([label, ms]) => {
    const value = Math.floor(left / ms);
    left -= value * ms;
    return `${value} ${value === 1 ? label.slice(0, -1).toLowerCase() : label.toLowerCase()}`;
  });
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Event Countdown (`[etn_pro_countdown event_id="…"]`, issue #11 §3): days, hours, minutes and
 * seconds until the published event starts, computed at render time and kept ticking by
 * /static/countdown.js; a polite live summary for screen readers; 'Event has started' while it
 * runs and 'Event has ended' after it.
 */
export const renderCountdown: WidgetRenderer = async (shortcode, ctx) => {
  const [event] = await feedEvents(ctx.db, { eventId: shortcode.values.event_id as number });
  if (!event) return note('This event is not published, so there is no countdown.');
  const now = Date.now();
  const start = Date.parse(event.start_at);
  const head = html`<p class="ew-form-kicker">Countdown</p><p class="ew-form-title">${event.title}</p><p class="ew-form-muted"><time datetime="${event.start_at}">${formatZonedDateTime(event.start_at, { zone: event.timezone })}</time></p>`;
  const label = `Time until ${event.title} starts`;
  if (start <= now) {
    const state = Date.parse(event.end_at) <= now ? 'Event has ended' : 'Event has started';
    return html`${STYLE}<section class="ew ew-form ew-countdown" aria-label="${label}">${head}<p class="etn-countdown-over" role="status">${state}</p></section>`;
  }
  let left = start - now;
  const summary = spoken(left);
  const cells = UNITS.map(([unit, ms]) => {
    const value = Math.floor(left / ms);
    left -= value * ms;
    return html`<div class="etn-countdown-unit"><span class="etn-countdown-value" data-unit="${unit.toLowerCase()}">${String(value).padStart(2, '0')}</span><span class="etn-countdown-label">${unit}</span></div>`;
  });
  return html`${STYLE}<section class="ew ew-form ew-countdown" aria-label="${label}">${head}
<div class="etn-countdown" data-etn-countdown="${event.start_at}" data-expired-text="Event has started" role="timer" aria-hidden="true">${cells}</div>
<p class="ew-visually-hidden" aria-live="polite">Starts in ${summary}.</p>
<script src="/static/countdown.js" defer></script></section>`;
};

/** The event a form widget shows, when the services are there and it is published. */
async function publishedEvent(ctx: WidgetContext, id: number) {
  const event = ctx.services ? await ctx.services.events.get(id).catch(() => undefined) : undefined;
  return event?.status === 'publish' ? event : undefined;
}

/**
 * Event Ticket Form (`[etn_pro_ticket_form id="…" show_title="yes|no"]`): the event page's booking
 * form (ticket variations, quantities, customer and attendee fields) posting to
 * `POST /api/v2/orders`; inside an embed iframe the form and its ticket links target `_top`.
 */
export const renderTicketForm: WidgetRenderer = async (shortcode, ctx) => {
  const event = await publishedEvent(ctx, shortcode.values.id as number);
  if (!event) return note('This event is not published, so its tickets cannot be booked here.');
  const settings = await getSettings(ctx.db);
  const form = ticketForm(event, {
    money: { currency: settings.currency, locale: settings.locale },
    paymentInstructions: settings.offline_payment_instructions,
    ...(ctx.surface === 'embed' ? { target: '_top' as const } : {}),
  });
  if (!form.value) return note(`${event.title} has no tickets to book.`);
  const title = shortcode.values.show_title === 'yes' ? html`<p class="ew-form-title">${event.title}</p>` : '';
  return html`${STYLE}<div class="ew ew-form ew-ticket-form">${title}${form}</div>`;
};

/** RSVP Form (`[etn_rsvp_form event_id="…"]`): the event page's RSVP registration form. */
export const renderRsvpForm: WidgetRenderer = async (shortcode, ctx) => {
  const id = shortcode.values.event_id as number;
  const event = await publishedEvent(ctx, id);
  const info = event && ctx.services ? await ctx.services.rsvp.eventInfo(id) : null;
  if (!info) return note('This event does not take RSVPs.');
  const settings = await getSettings(ctx.db);
  return html`${STYLE}<div class="ew ew-form ew-rsvp-form">${rsvpForm(info, { locale: settings.locale })}</div>`;
};

/**
 * Event Certificate (`[etn_pro_certificate]`): a finder where an attendee enters their ticket id
 * and email, posted (no script needed; the top window inside an embed) to `POST /certificate-finder`,
 * which answers the certificate's details its `options` name and the link to `/certificate/<ticket
 * id>`, or a clear message.
 */
export const renderCertificateFinder: WidgetRenderer = (shortcode, ctx) =>
  html`${STYLE}<section class="ew ew-form ew-certificate" aria-labelledby="ew-cert-heading">
<p class="ew-form-title" id="ew-cert-heading">Find your certificate</p>
<form class="ew-cert-form" method="post" action="/certificate-finder"${ctx.surface === 'embed' ? html` target="_top"` : ''} data-certificate-finder>
<input type="hidden" name="options" value="${(shortcode.values.options as readonly string[]).join(',')}">
<label for="ew-cert-ticket">Ticket ID</label><input id="ew-cert-ticket" name="ticket_id" required maxlength="64" autocomplete="off">
<label for="ew-cert-email">Email</label><input id="ew-cert-email" name="email" type="email" required maxlength="320" autocomplete="email">
<button type="submit">Find certificate</button>
<p class="ew-form-result" role="status" aria-live="polite"></p>
</form></section>`;
