import { countdownParts, formatZonedDateTime } from '@eventory/core';
import { getSettings } from '../modules/settings/service.js';
import { feedEvents } from '../feeds/routes.js';
import { html } from '../site/html.js';
import { rsvpForm } from '../site/rsvpForm.js';
import { ticketForm } from '../site/ticketForm.js';
import { FINDER_MESSAGES } from './certificateFinder.js';
import { widgetScript } from './clientScript.js';
import type { WidgetRenderContext, WidgetRenderer } from './registry.js';
import { staticUrl } from '../site/staticAssets.js';
import { countdownBox } from '../site/countdown.js';

/** The clear box of a form widget that cannot show (draft or unknown event, nothing to book). */
const note = (text: string) => html`<p class="ew ew-form-note" role="note">${text}</p>`;

/**
 * Event Countdown (`[etn_pro_countdown event_id="…"]`, issue #11 §3): days, hours, minutes and
 * seconds until the published event starts, computed at render time and kept ticking by
 * /static/countdown.js (site/countdown.ts); a polite live summary for screen
 * readers; 'Event has started' while it runs and 'Event has ended' after it.
 */
export const renderCountdown: WidgetRenderer = async (shortcode, ctx) => {
  const { i18n, locale } = ctx.lang;
  const [event] = await feedEvents(ctx.db, { eventId: shortcode.values.event_id as number });
  if (!event) return note(i18n._('This event is not published, so there is no countdown.'));
  const now = Date.now();
  const start = Date.parse(event.start_at);
  const head = html`<p class="ew-form-kicker">${i18n._('Countdown')}</p><p class="ew-form-title">${event.title}</p><p class="ew-form-muted"><time datetime="${event.start_at}">${formatZonedDateTime(event.start_at, { zone: event.timezone, locale })}</time></p>`;
  const label = i18n._('Time until {title} starts', { title: event.title });
  const started = i18n._('Event has started');
  if (start <= now) {
    const state = Date.parse(event.end_at) <= now ? i18n._('Event has ended') : started;
    return html`<section class="ew ew-form ew-countdown" aria-label="${label}">${head}<p class="etn-countdown-over" role="status">${state}</p></section>`;
  }
  const left = countdownParts(start - now);
  const summary = i18n._('Starts in {days, plural, one {# day} other {# days}}, {hours, plural, one {# hour} other {# hours}} and {minutes, plural, one {# minute} other {# minutes}}.', { ...left });
  return html`<section class="ew ew-form ew-countdown" aria-label="${label}">${head}
${countdownBox(start - now, event.start_at, ctx.lang, { seconds: true, expiredText: started })}
<p class="ew-visually-hidden" aria-live="polite">${summary}</p>
<script src="${staticUrl('countdown.js')}" defer></script></section>`;
};

/** The event a form widget shows, when the services are there and it is published. */
async function publishedEvent(ctx: WidgetRenderContext, id: number) {
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
  const { i18n } = ctx.lang;
  if (!event) return note(i18n._('This event is not published, so its tickets cannot be booked here.'));
  const settings = await getSettings(ctx.db);
  const form = ticketForm(
    event,
    { currency: settings.currency, paymentInstructions: settings.offline_payment_instructions, reservationHours: settings.reservation_hours, ...(ctx.surface === 'embed' ? { target: '_top' as const } : {}) },
    ctx.lang,
  );
  if (!form.value) return note(i18n._('{title} has no tickets to book.', { title: event.title }));
  const title = shortcode.values.show_title === 'yes' ? html`<p class="ew-form-title">${event.title}</p>` : '';
  return html`<div class="ew ew-form ew-ticket-form">${title}${form}</div>`;
};

/** RSVP Form (`[etn_rsvp_form event_id="…"]`): the event page's RSVP registration form. */
export const renderRsvpForm: WidgetRenderer = async (shortcode, ctx) => {
  const id = shortcode.values.event_id as number;
  const event = await publishedEvent(ctx, id);
  const info = event && ctx.services ? await ctx.services.rsvp.eventInfo(id) : null;
  if (!info) return note(ctx.lang.i18n._('This event does not take RSVPs.'));
  return html`<div class="ew ew-form ew-rsvp-form">${rsvpForm(info, ctx.lang)}</div>`;
};

/**
 * Event Certificate (`[etn_pro_certificate]`): a finder where an attendee enters their ticket id
 * and email. Its client script (`certificate.js`) asks `POST /certificate-finder` and shows the
 * link to `/certificate/<ticket id>`, or why there is none, inside the widget, in the widget's
 * language (the form's data attributes); without script the form posts (the top window inside an
 * embed), and the answer page gives the certificate's details its `options` name, or the message.
 */
export const renderCertificateFinder: WidgetRenderer = (shortcode, ctx) => {
  const { i18n, language } = ctx.lang;
  const texts = html` data-open="${i18n._('Open your certificate')}" data-no-match="${i18n._(FINDER_MESSAGES.no_match)}" data-not-eligible="${i18n._(FINDER_MESSAGES.not_eligible)}"`;
  return html`<section class="ew ew-form ew-certificate" aria-labelledby="ew-cert-heading">
<p class="ew-form-title" id="ew-cert-heading">${i18n._('Find your certificate')}</p>
<form class="ew-cert-form" method="post" action="/certificate-finder"${ctx.surface === 'embed' ? html` target="_top"` : ''} data-certificate-finder${texts}>
<input type="hidden" name="options" value="${(shortcode.values.options as readonly string[]).join(',')}">
<input type="hidden" name="lang" value="${language}">
<label for="ew-cert-ticket">${i18n._('Ticket ID')}</label><input id="ew-cert-ticket" name="ticket_id" required maxlength="64" autocomplete="off">
<label for="ew-cert-email">${i18n._('Email')}</label><input id="ew-cert-email" name="email" type="email" required maxlength="320" autocomplete="email">
<button type="submit">${i18n._('Find certificate')}</button>
<p class="ew-form-result" role="status" aria-live="polite"></p>
</form></section>${widgetScript(ctx, 'certificate')}`;
};
