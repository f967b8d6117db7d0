import QRCode from 'qrcode';
import { PAYMENT_METHOD_LABELS, type I18n, type PaymentMethod } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { html } from '../../site/html.js';
import { attendeesOfOrder, findAttendee, ticketEvent } from '../attendees/repository.js';
import { ticketUrl, type AttendeeRow } from '../attendees/present.js';
import { composeMail, type MailContent } from '../mail/layout.js';
import { mailLocale, type MailLocale } from '../mail/locale.js';
import type { MailMessage } from '../mail/mailer.js';
import type { MailOutbox } from '../mail/outbox.js';
import { reservationEndsAt } from '../settings/service.js';
import { findOrder, itemsOf, type OrderRow } from './repository.js';

/** The payment method as people read it ('Offline payment', translated); a method this version does not know reads as stored. */
const methodLabel = (method: string, i18n: I18n): string => {
  const label = PAYMENT_METHOD_LABELS[method as PaymentMethod];
  return label ? i18n._(label) : method;
};

/** The mail templates of bookings (issue #4 "Mail and long work"); each has a plain-text part. */
export const ORDER_MAIL = {
  /** To the customer on booking: every ticket with its link and QR code. Data `{ order_id }`. */
  confirmation: 'order_confirmation',
  /**
   * The invoice of a paid booking. Data `{ order_id, payment_received? }`: `payment_received` when an
   * offline payment was just marked paid, so the mail also says the tickets are now valid and holds them.
   */
  invoice: 'order_invoice',
  /** What was refunded. Data `{ order_id, attendee_ids, amount }`. */
  refund: 'order_refund',
  /** One attendee's ticket (resend-ticket). Data `{ attendee_id }`. */
  ticket: 'attendee_ticket',
  /** To an attendee with an address of their own whose ticket was refunded: it is no longer valid. Data `{ attendee_id }`. */
  ticketRefunded: 'attendee_ticket_refunded',
  /** An unpaid booking's reservation ended, or the organiser cancelled it (`by_organiser`), and its tickets were cancelled. Data `{ order_id, by_organiser? }`. */
  expired: 'order_expired',
} as const;

export interface OrderMailDeps {
  db: DB;
  /** Public site URL without a trailing slash (ticket links). */
  siteUrl: string;
}

/**
 * A formatter of instants as the booking's event reads them: the mail's locale, the event's zone
 * and its offset, `Nov 1, 2026, 1:30 AM (UTC-04:00)` (UTC when the event was deleted).
 */
async function eventTimes(db: DB, eventId: number, l: MailLocale): Promise<(instant: string | number) => string> {
  const zone = (await ticketEvent(db, eventId))?.timezone ?? 'UTC';
  return (instant) => l.time(instant, zone);
}

/**
 * The tickets' part of a mail: per ticket the attendee, the ticket name, its page link and its QR
 * code as an inline PNG (`cid:` attachment, which mail clients show without loading remote images).
 */
async function ticketBlock(attendees: AttendeeRow[], siteUrl: string, i18n: I18n): Promise<Required<Pick<MailContent, 'extra' | 'attachments'>>> {
  const tickets = await Promise.all(
    attendees.map(async (a) => ({
      a,
      url: ticketUrl(siteUrl, a.ticket_id),
      cid: `ticket-${a.id}@eventory`,
      png: await QRCode.toBuffer(a.ticket_id, { type: 'png', margin: 1, width: 200, errorCorrectionLevel: 'M' }),
    })),
  );
  return {
    extra: {
      html: html`${tickets.map(
        (t) => html`<div style="border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin:12px 0">
<p style="margin:0 0 4px"><strong>${t.a.name}</strong> · ${t.a.ticket_name}</p>
<img src="cid:${t.cid}" alt="${i18n._('QR code of ticket {id}', { id: t.a.ticket_id })}" width="160" height="160">
<p style="margin:4px 0 0;font-size:13px"><a href="${t.url}">${i18n._('Open the ticket')}</a> · ${i18n._('ticket id {id}', { id: t.a.ticket_id })}</p></div>`,
      )}`,
      text: tickets.map((t) => `${i18n._('{name} ({ticket}), ticket id {id}', { name: t.a.name, ticket: t.a.ticket_name, id: t.a.ticket_id })}\n${t.url}`).join('\n\n'),
    },
    attachments: tickets.map((t) => ({ filename: `ticket-${t.a.ticket_id}.png`, content: t.png, contentType: 'image/png', cid: t.cid })),
  };
}

const bookingDetails = (o: OrderRow, l: MailLocale): [string, string][] => [
  [l.i18n._('Booking'), `#${o.id}`],
  [l.i18n._('Event'), o.event_title],
  [l.i18n._('Total'), l.price(o.total)],
];

const hello = (i18n: I18n, name: string) => i18n._('Hello {name},', { name });

/** The booking confirmation, in the booking's language: every valid ticket; a pending booking says it waits for payment. */
async function confirmation(deps: OrderMailDeps, data: { order_id: number }): Promise<MailMessage | null> {
  const order = await findOrder(deps.db, data.order_id);
  if (!order) return null;
  const tickets = (await attendeesOfOrder(deps.db, order.id)).filter((a) => a.payment_status !== 'refunded');
  if (tickets.length === 0) return null;
  const pending = order.status === 'pending';
  const l = await mailLocale(deps.db, order.language, order.currency);
  const { i18n, settings } = l;
  const event = order.event_title;
  const holdUntil = (await eventTimes(deps.db, order.event_id, l))(reservationEndsAt(order.created_at, settings));
  return composeMail(
    {
      to: order.customer_email,
      subject: pending ? i18n._('Booking #{id} for {event}: awaiting payment', { id: order.id, event }) : i18n._('Your tickets for {event}', { event }),
      paragraphs: [
        hello(i18n, order.customer_first_name),
        pending
          ? i18n._(
              'We have reserved {count, plural, one {# ticket} other {# tickets}} for {event}. Booking #{id} waits for payment of {amount} ({method}); the tickets become valid once it is paid. Unpaid, the reservation ends on {until}.',
              { count: tickets.length, event, id: order.id, amount: l.money(order.total), method: methodLabel(order.payment_method, i18n), until: holdUntil },
            )
          : i18n._(
              '{count, plural, one {Thank you for booking {event}. Here is your ticket: show the QR code at the entrance, on paper or on your phone.} other {Thank you for booking {event}. Here are your # tickets: show the QR code at the entrance, on paper or on your phone.}}',
              { count: tickets.length, event },
            ),
        ...(pending && settings.offline_payment_instructions ? [i18n._('How to pay:\n{instructions}', { instructions: settings.offline_payment_instructions })] : []),
      ],
      details: bookingDetails(order, l),
      ...(await ticketBlock(tickets, deps.siteUrl, i18n)),
    },
    i18n,
  );
}

/**
 * The invoice, in the booking's language: ticket lines with quantities and prices, the total, refunds,
 * the paid date. Sent when an offline payment was marked paid (`payment_received`), it also tells the
 * booker their tickets are now valid and holds them again, as the confirmation did while they were not.
 */
async function invoice(deps: OrderMailDeps, data: { order_id: number; payment_received?: boolean }): Promise<MailMessage | null> {
  const order = await findOrder(deps.db, data.order_id);
  if (!order) return null;
  const items = (await itemsOf(deps.db, [order.id])).get(order.id) ?? [];
  const cell = 'padding:4px 12px 4px 0;border-bottom:1px solid #eee';
  const l = await mailLocale(deps.db, order.language, order.currency);
  const { i18n, money } = l;
  const paidOn = order.paid_at ? (await eventTimes(deps.db, order.event_id, l))(order.paid_at) : i18n._('not paid yet');
  const lines = items.map((i) => ({ ...i, line: money(i.price * i.quantity) }));
  const total = i18n._('Total');
  const refunded = i18n._('Refunded');
  const valid = data.payment_received ? (await attendeesOfOrder(deps.db, order.id)).filter((a) => a.payment_status === 'completed') : [];
  const tickets = valid.length > 0 ? await ticketBlock(valid, deps.siteUrl, i18n) : undefined;
  const table = {
    html: html`<table style="border-collapse:collapse;margin:12px 0;width:100%"><thead><tr><th style="text-align:left;${cell}">${i18n._('Ticket')}</th><th style="text-align:right;${cell}">${i18n._('Quantity')}</th><th style="text-align:right;${cell}">${i18n._('Price')}</th><th style="text-align:right;${cell}">${i18n._('Amount')}</th></tr></thead><tbody>${lines.map(
      (line) => html`<tr><td style="${cell}">${line.ticket_name}</td><td style="text-align:right;${cell}">${line.quantity}</td><td style="text-align:right;${cell}">${money(line.price)}</td><td style="text-align:right;${cell}">${line.line}</td></tr>`,
    )}</tbody><tfoot><tr><th colspan="3" style="text-align:right;padding:6px 12px 0 0">${total}</th><th style="text-align:right;padding-top:6px">${money(order.total)}</th></tr>${
      order.refunded_amount > 0 ? html`<tr><td colspan="3" style="text-align:right;padding-right:12px">${refunded}</td><td style="text-align:right">${money(order.refunded_amount)}</td></tr>` : ''
    }</tfoot></table>`,
    text: [
      ...lines.map((line) => i18n._('{quantity} × {ticket} at {price} = {amount}', { quantity: line.quantity, ticket: line.ticket_name, price: money(line.price), amount: line.line })),
      `${total}: ${money(order.total)}`,
      ...(order.refunded_amount > 0 ? [`${refunded}: ${money(order.refunded_amount)}`] : []),
    ].join('\n'),
  };
  return composeMail(
    {
      to: order.customer_email,
      subject: i18n._('Invoice for booking #{id}', { id: order.id }),
      title: i18n._('Invoice: booking #{id}', { id: order.id }),
      paragraphs: [
        hello(i18n, order.customer_first_name),
        tickets
          ? i18n._(
              '{count, plural, one {We have received your payment for {event}: your ticket is now valid. Show its QR code at the entrance, on paper or on your phone. This is your invoice.} other {We have received your payment for {event}: your # tickets are now valid. Show their QR codes at the entrance, on paper or on your phone. This is your invoice.}}',
              { count: valid.length, event: order.event_title },
            )
          : i18n._('This is the invoice of your booking for {event}.', { event: order.event_title }),
      ],
      details: [
        [i18n._('Booking number'), `#${order.id}`],
        [i18n._('Customer'), `${order.customer_first_name} ${order.customer_last_name}`.trim()],
        [i18n._('Event'), order.event_title],
        [i18n._('Paid on'), paidOn],
        [i18n._('Payment method'), methodLabel(order.payment_method, i18n)],
      ],
      ...(tickets
        ? { extra: { html: html`${table.html}${tickets.extra.html}`, text: `${table.text}\n\n${tickets.extra.text}` }, attachments: tickets.attachments }
        : { extra: table }),
    },
    i18n,
  );
}

/** The refund notice, in the booking's language: the amount, the reason and the tickets that are no longer valid. */
async function refund(deps: OrderMailDeps, data: { order_id: number; attendee_ids: number[]; amount: number }): Promise<MailMessage | null> {
  const order = await findOrder(deps.db, data.order_id);
  if (!order) return null;
  const refunded = (await attendeesOfOrder(deps.db, order.id)).filter((a) => data.attendee_ids.includes(a.id));
  const { i18n, money } = await mailLocale(deps.db, order.language, order.currency);
  const tickets = refunded.map((a) => i18n._('{name} ({ticket})', { name: a.name, ticket: a.ticket_name })).join(', ');
  return composeMail(
    {
      to: order.customer_email,
      subject: i18n._('Refund for booking #{id}', { id: order.id }),
      paragraphs: [
        hello(i18n, order.customer_first_name),
        i18n._('We have refunded {amount} of booking #{id} for {event}.', { amount: money(data.amount), id: order.id, event: order.event_title }),
        ...(refunded.length
          ? [i18n._('{count, plural, one {This ticket is no longer valid: {tickets}.} other {These tickets are no longer valid: {tickets}.}}', { count: refunded.length, tickets })]
          : []),
      ],
      details: [
        [i18n._('Booking'), `#${order.id}`],
        [i18n._('Refunded'), money(data.amount)],
        [i18n._('Reason'), order.refund_reason],
      ],
    },
    i18n,
  );
}

/** One attendee's ticket, in the booking's language, to the attendee (or, without an address, the booking's customer). */
async function ticket(deps: OrderMailDeps, data: { attendee_id: number }): Promise<MailMessage | null> {
  const attendee = await findAttendee(deps.db, data.attendee_id);
  if (!attendee || attendee.payment_status === 'refunded') return null;
  const order = attendee.order_id === null ? undefined : await findOrder(deps.db, attendee.order_id);
  const to = attendee.email || order?.customer_email;
  if (!to) return null;
  const { i18n } = await mailLocale(deps.db, order?.language);
  const event = attendee.event_title;
  return composeMail(
    {
      to,
      subject: i18n._('Your ticket for {event}', { event }),
      paragraphs: [
        hello(i18n, attendee.name),
        attendee.payment_status === 'completed'
          ? i18n._('Here is your ticket for {event}: show the QR code at the entrance.', { event })
          : i18n._('Here is your ticket for {event}. It becomes valid once the booking is paid.', { event }),
      ],
      ...(await ticketBlock([attendee], deps.siteUrl, i18n)),
    },
    i18n,
  );
}

/**
 * The notice to an attendee, in the booking's language, that their ticket was refunded and is no
 * longer valid: they got it in a mail of their own, and the booker's refund mail does not reach them.
 */
async function ticketRefunded(deps: OrderMailDeps, data: { attendee_id: number }): Promise<MailMessage | null> {
  const attendee = await findAttendee(deps.db, data.attendee_id);
  if (!attendee?.email || attendee.payment_status !== 'refunded') return null;
  const order = attendee.order_id === null ? undefined : await findOrder(deps.db, attendee.order_id);
  const { i18n } = await mailLocale(deps.db, order?.language);
  const values = { event: attendee.event_title, id: attendee.ticket_id };
  return composeMail(
    {
      to: attendee.email,
      subject: i18n._('Your ticket for {event} is no longer valid', values),
      paragraphs: [hello(i18n, attendee.name), i18n._('Your ticket for {event} (ticket id {id}) was refunded, so it is no longer valid at the entrance.', values)],
      details: [
        [i18n._('Event'), attendee.event_title],
        [i18n._('Ticket'), attendee.ticket_name],
        ...(order ? ([[i18n._('Booking'), `#${order.id}`]] as [string, string][]) : []),
      ],
    },
    i18n,
  );
}

/** The notice, in the booking's language, that an unpaid booking was cancelled: its reservation ended, or the organiser cancelled it. */
async function expired(deps: OrderMailDeps, data: { order_id: number; by_organiser?: boolean }): Promise<MailMessage | null> {
  const order = await findOrder(deps.db, data.order_id);
  if (!order) return null;
  const { i18n, money } = await mailLocale(deps.db, order.language, order.currency);
  const values = { id: order.id, event: order.event_title };
  return composeMail(
    {
      to: order.customer_email,
      subject: i18n._('Booking #{id} for {event} was cancelled', values),
      paragraphs: [
        hello(i18n, order.customer_first_name),
        data.by_organiser
          ? i18n._('The organiser has cancelled the unpaid booking #{id} for {event}, and its tickets with it. Nothing is owed. To go anyway, please book again on the event page.', values)
          : i18n._(
              'Booking #{id} for {event} was not paid in time, so its reservation has ended and its tickets are cancelled. Nothing is owed. To go anyway, please book again on the event page.',
              values,
            ),
      ],
      details: [
        [i18n._('Booking'), `#${order.id}`],
        [i18n._('Event'), order.event_title],
        [i18n._('Unpaid total'), money(order.total)],
      ],
    },
    i18n,
  );
}

/** Registers the booking mails' renderers on the app's outbox (once, at start-up). */
export function registerOrderMails(outbox: MailOutbox, deps: OrderMailDeps): void {
  outbox.register(ORDER_MAIL.confirmation, (data: { order_id: number }) => confirmation(deps, data));
  outbox.register(ORDER_MAIL.invoice, (data: { order_id: number; payment_received?: boolean }) => invoice(deps, data));
  outbox.register(ORDER_MAIL.refund, (data: { order_id: number; attendee_ids: number[]; amount: number }) => refund(deps, data));
  outbox.register(ORDER_MAIL.ticket, (data: { attendee_id: number }) => ticket(deps, data));
  outbox.register(ORDER_MAIL.ticketRefunded, (data: { attendee_id: number }) => ticketRefunded(deps, data));
  outbox.register(ORDER_MAIL.expired, (data: { order_id: number; by_organiser?: boolean }) => expired(deps, data));
}
