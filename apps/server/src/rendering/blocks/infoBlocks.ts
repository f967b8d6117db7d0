import { eventDateLines } from '@eventory/core';
import { html, SafeHtml } from '../../site/html.js';
import { pagePrice } from '../../site/publicText.js';
import { attendeeSeat, eventLocationText, eventZone, extraFieldsHtml, statusLabel } from '../placeholders/values.js';
import type { BlockContext, BlockRenderer } from '../types.js';
import { blockTitle, factList, wrap } from './shared.js';

const on = (attrs: Record<string, unknown>, key: string) => attrs[key] !== false;
/** A value shown as a sample (dotted underline) when it is one. */
const shown = (value: string, sample: boolean): string | SafeHtml => (sample && value ? html`<span class="etn-sample-value">${value}</span>` : value);

/** `eventin-pro/ticket-info`: ticket id, type, price, seat and payment status, each behind its toggle. */
export const ticketInfo: BlockRenderer = (attrs, ctx) => {
  const a = ctx.attendee;
  const s = ctx.sampleAttendee;
  const { text } = ctx.site;
  const { i18n } = text;
  return wrap(
    'ticket-info',
    attrs,
    factList(
      [
        [i18n._('Ticket id'), on(attrs, 'showTicketId') ? shown(a.ticket_id, s) : ''],
        [i18n._('Ticket'), on(attrs, 'showTicketType') ? shown(a.ticket_name, s) : ''],
        [i18n._('Price'), on(attrs, 'showPrice') ? shown(pagePrice(a.ticket_price, a.currency ?? ctx.site.currency, text), s) : ''],
        [i18n._('Seat'), on(attrs, 'showSeat') ? shown(attendeeSeat(a), s) : ''],
        [i18n._('Payment'), on(attrs, 'showPaymentStatus') ? shown(statusLabel(a.payment_status, text), s) : ''],
      ],
      attrs.layout,
    ),
  );
};

/** `eventin-pro/attendee-info`: the attendee's name, email and phone. */
export const attendeeInfo: BlockRenderer = (attrs, ctx) => {
  const a = ctx.attendee;
  const s = ctx.sampleAttendee;
  const { i18n } = ctx.site.text;
  return wrap(
    'attendee-info',
    attrs,
    factList(
      [
        [i18n._('Name'), on(attrs, 'showName') ? shown(a.name, s) : ''],
        [i18n._('Email'), on(attrs, 'showEmail') ? shown(a.email, s) : ''],
        [i18n._('Phone'), attrs.showPhone === true ? shown(a.phone, s) : ''],
      ],
      attrs.layout,
    ),
  );
};

/** `eventin-pro/attendee-extra-fields`: the extra fields filled in at booking (answers sanitized); nothing when none. */
export const attendeeExtraFields: BlockRenderer = (attrs, ctx) => {
  const list = extraFieldsHtml(ctx.attendee.extra_fields);
  if (!list) return html``;
  return wrap('attendee-extra-fields', attrs, html`${blockTitle(attrs, ctx, 3)}${new SafeHtml(ctx.sampleAttendee ? `<div class="etn-sample-value">${list}</div>` : list)}`);
};

/** Date and time lines of an event in its own wall clock, e.g. 'March 14, 2027 – March 15, 2027'. */
export function eventDates(ctx: BlockContext): { date: string; time: string } {
  return eventDateLines(ctx.data.event, { locale: ctx.site.text.locale });
}

/** `eventin-pro/event-info`: the event's title, date, time, timezone and location. */
export const eventInfo: BlockRenderer = (attrs, ctx) => {
  const e = ctx.data.event;
  const s = ctx.sampleEvent;
  const { date, time } = eventDates(ctx);
  const { text } = ctx.site;
  const { i18n } = text;
  return wrap(
    'event-info',
    attrs,
    factList(
      [
        [i18n._('Event'), on(attrs, 'showTitle') ? shown(e.title, s) : ''],
        [i18n._('Date'), on(attrs, 'showDate') ? shown(date, s) : ''],
        [i18n._('Time'), on(attrs, 'showTime') ? shown(time, s) : ''],
        [i18n._('Timezone'), on(attrs, 'showTimezone') ? shown(eventZone(e, text), s) : ''],
        [i18n._('Location'), on(attrs, 'showLocation') ? shown(eventLocationText(e, text), s) : ''],
      ],
      attrs.layout,
    ),
  );
};
