import { html } from '../../site/html.js';
import { rsvpForm } from '../../site/rsvpForm.js';
import { ticketForm } from '../../site/ticketForm.js';
import { calendarLinks } from '../../site/calendarFile.js';
import type { BlockRenderer } from '../types.js';
import { sampleNote, wrap } from './shared.js';
import { staticUrl } from '../../site/staticAssets.js';
import { countdownBox } from '../../site/countdown.js';

/**
 * `eventin-pro/event-count-down-timer`: days, hours, minutes (and seconds) until the start, right
 * at render time; /static/countdown.js keeps it ticking. After the start: `expiredText`.
 */
export const eventCountdown: BlockRenderer = (attrs, ctx) => {
  const left = Date.parse(ctx.data.event.start_at) - ctx.now;
  const { i18n } = ctx.site.text;
  const expiredText = ctx.text(attrs.expiredText) || i18n._('This event has started');
  if (left <= 0) return wrap('event-count-down-timer', attrs, html`<p class="etn-countdown-over">${expiredText}</p>`);
  ctx.scripts.add(staticUrl('countdown.js'));
  const box = countdownBox(left, ctx.data.event.start_at, ctx.site.text, { seconds: attrs.showSeconds !== false, expiredText, label: i18n._('Time until the event starts') });
  return wrap('event-count-down-timer', attrs, box);
};

/** `eventin-pro/event-add-calender`: Google Calendar, Outlook.com and .ics (Apple, Outlook) links for the event. */
export const eventAddCalendar: BlockRenderer = (attrs, ctx) => {
  const links = calendarLinks(ctx.data.event, ctx.site.siteUrl);
  const label = ctx.text(attrs.buttonText) || ctx.site.text.i18n._('Add to Calendar');
  return wrap(
    'event-add-calender',
    attrs,
    html`<div class="etn-add-calendar" role="group" aria-label="${label}"><span class="etn-add-calendar-label">${label}</span><a class="etn-button" href="${links.google}" rel="noopener nofollow" target="_blank">Google Calendar</a><a class="etn-button" href="${links.outlook}" rel="noopener nofollow" target="_blank">Outlook.com</a>${links.ics ? html`<a class="etn-button etn-button-outline" href="${links.ics}" download>Apple / Outlook (.ics)</a>` : ''}</div>`,
  );
};

/** `eventin-pro/event-rsvp`: the public page's RSVP form (nothing when the event takes no RSVPs). */
export const eventRsvp: BlockRenderer = (attrs, ctx) => {
  const form = rsvpForm(ctx.data.rsvp, ctx.site.text);
  if (!form.value) return sampleNote(ctx, ctx.site.text.i18n._('The RSVP form shows here when the event takes RSVPs')) || html``;
  return wrap('event-rsvp', attrs, form);
};

/** `eventin-pro/buy-ticket`: the public page's ticket table and booking form (sample previews: the table only). */
export const buyTicket: BlockRenderer = (attrs, ctx) => {
  const event = ctx.sampleEvent ? { ...ctx.data.event, status: 'draft' as const } : ctx.data.event;
  const form = ticketForm(event, { currency: ctx.site.currency, paymentInstructions: ctx.site.paymentInstructions, reservationHours: ctx.site.reservationHours }, ctx.site.text);
  if (!form.value) return html``;
  return wrap('buy-ticket', attrs, form);
};
