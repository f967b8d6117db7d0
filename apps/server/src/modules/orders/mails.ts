import QRCode from 'qrcode';
import { formatMoney, formatPrice, formatZonedDateTime, PAYMENT_METHOD_LABELS, type MoneyFormat, type PaymentMethod } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { html } from '../../site/html.js';
import { attendeesOfOrder, findAttendee, ticketEvent } from '../attendees/repository.js';
import { ticketUrl, type AttendeeRow } from '../attendees/present.js';
import { composeMail, type MailContent } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';
import type { MailOutbox } from '../mail/outbox.js';
import { getSettings, moneyFormat, reservationEndsAt } from '../settings/service.js';
import { findOrder, itemsOf, type OrderRow } from './repository.js';

/** The payment method as people read it ('Offline payment'); a method this version does not know reads as stored. */
const methodLabel = (method: string): string => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** The mail templates of bookings (issue #4 "Mail and long work"); each has a plain-text part. */
export const ORDER_MAIL = {
  /** To the customer on booking: every ticket with its link and QR code. Data `{ order_id }`. */
  confirmation: 'order_confirmation',
  /** The invoice of a paid booking. Data `{ order_id }`. */
  invoice: 'order_invoice',
  /** What was refunded. Data `{ order_id, attendee_ids, amount }`. */
  refund: 'order_refund',
  /** One attendee's ticket (resend-ticket). Data `{ attendee_id }`. */
  ticket: 'attendee_ticket',
  /** An unpaid booking's reservation ended and its tickets were cancelled. Data `{ order_id }`. */
  expired: 'order_expired',
} as const;

export interface OrderMailDeps {
  db: DB;
  /** Public site URL without a trailing slash (ticket links). */
  siteUrl: string;
}

/** The amount formatter of the site's currency and locale, read once per mail. */
async function amounts(db: DB): Promise<(n: number) => string> {
  const format = await moneyFormat(db);
  return (n) => formatMoney(n, format);
}
/**
 * A formatter of instants as the booking's event reads them: the site's locale, the event's zone
 * and its offset, `Nov 1, 2026, 1:30 AM (UTC-04:00)` (UTC when the event was deleted).
 */
async function eventTimes(db: DB, order: OrderRow, locale: string): Promise<(instant: string | number) => string> {
  const zone = (await ticketEvent(db, order.event_id))?.timezone ?? 'UTC';
  return (instant) => formatZonedDateTime(instant, { locale, zone });
}
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The tickets' part of a mail: per ticket the attendee, the ticket name, its page link and its QR
 * code as an inline PNG (`cid:` attachment, which mail clients show without loading remote images).
 */
async function ticketBlock(attendees: AttendeeRow[], siteUrl: string): Promise<Pick<MailContent, 'extra' | 'attachments'>> {
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
<img src="cid:${t.cid}" alt="QR code of ticket ${t.a.ticket_id}" width="160" height="160">
<p style="margin:4px 0 0;font-size:13px"><a href="${t.url}">Open the ticket</a> · ticket id ${t.a.ticket_id}</p></div>`,
      )}`,
      text: tickets.map((t) => `${t.a.name} (${t.a.ticket_name}), ticket id ${t.a.ticket_id}\n${t.url}`).join('\n\n'),
    },
    attachments: tickets.map((t) => ({ filename: `ticket-${t.a.ticket_id}.png`, content: t.png, contentType: 'image/png', cid: t.cid })),
  };
}

const bookingDetails = (o: OrderRow, format: MoneyFormat): [string, string][] => [
  ['Booking', `#${o.id}`],
  ['Event', o.event_title],
  ['Total', formatPrice(o.total, format)],
];

/** The booking confirmation: every valid ticket; a pending booking says it waits for payment. */
async function confirmation(deps: OrderMailDeps, data: { order_id: number }): Promise<MailMessage | null> {
  const order = await findOrder(deps.db, data.order_id);
  if (!order) return null;
  const tickets = (await attendeesOfOrder(deps.db, order.id)).filter((a) => a.payment_status !== 'refunded');
  if (tickets.length === 0) return null;
  const pending = order.status === 'pending';
  const settings = await getSettings(deps.db);
  const format: MoneyFormat = { currency: settings.currency, locale: settings.locale };
  const holdUntil = (await eventTimes(deps.db, order, settings.locale))(reservationEndsAt(order.created_at, settings));
  return composeMail({
    to: order.customer_email,
    subject: pending ? `Booking #${order.id} for ${order.event_title}: awaiting payment` : `Your tickets for ${order.event_title}`,
    paragraphs: [
      `Hello ${order.customer_first_name},`,
      pending
        ? `We have reserved ${plural(tickets.length, 'ticket')} for ${order.event_title}. Booking #${order.id} waits for payment of ${formatMoney(order.total, format)} (${methodLabel(order.payment_method)}); the tickets become valid once it is paid. Unpaid, the reservation ends on ${holdUntil}.`
        : `Thank you for booking ${order.event_title}. Here ${tickets.length === 1 ? 'is your ticket' : `are your ${tickets.length} tickets`}: show the QR code at the entrance, on paper or on your phone.`,
      ...(pending && settings.offline_payment_instructions ? [`How to pay:\n${settings.offline_payment_instructions}`] : []),
    ],
    details: bookingDetails(order, format),
    ...(await ticketBlock(tickets, deps.siteUrl)),
  });
}

/** The invoice: ticket lines with quantities and prices, the total, refunds, the paid date. */
async function invoice(deps: OrderMailDeps, data: { order_id: number }): Promise<MailMessage | null> {
  const order = await findOrder(deps.db, data.order_id);
  if (!order) return null;
  const items = (await itemsOf(deps.db, [order.id])).get(order.id) ?? [];
  const cell = 'padding:4px 12px 4px 0;border-bottom:1px solid #eee';
  const amount = await amounts(deps.db);
  const paidOn = order.paid_at ? (await eventTimes(deps.db, order, (await getSettings(deps.db)).locale))(order.paid_at) : 'not paid yet';
  const lines = items.map((i) => ({ ...i, line: amount(i.price * i.quantity) }));
  return composeMail({
    to: order.customer_email,
    subject: `Invoice for booking #${order.id}`,
    title: `Invoice: booking #${order.id}`,
    paragraphs: [`Hello ${order.customer_first_name},`, `This is the invoice of your booking for ${order.event_title}.`],
    details: [
      ['Booking number', `#${order.id}`],
      ['Customer', `${order.customer_first_name} ${order.customer_last_name}`.trim()],
      ['Event', order.event_title],
      ['Paid on', paidOn],
      ['Payment method', methodLabel(order.payment_method)],
    ],
    extra: {
      html: html`<table style="border-collapse:collapse;margin:12px 0;width:100%"><thead><tr><th style="text-align:left;${cell}">Ticket</th><th style="text-align:right;${cell}">Quantity</th><th style="text-align:right;${cell}">Price</th><th style="text-align:right;${cell}">Amount</th></tr></thead><tbody>${lines.map(
        (l) => html`<tr><td style="${cell}">${l.ticket_name}</td><td style="text-align:right;${cell}">${l.quantity}</td><td style="text-align:right;${cell}">${amount(l.price)}</td><td style="text-align:right;${cell}">${l.line}</td></tr>`,
      )}</tbody><tfoot><tr><th colspan="3" style="text-align:right;padding:6px 12px 0 0">Total</th><th style="text-align:right;padding-top:6px">${amount(order.total)}</th></tr>${
        order.refunded_amount > 0 ? html`<tr><td colspan="3" style="text-align:right;padding-right:12px">Refunded</td><td style="text-align:right">${amount(order.refunded_amount)}</td></tr>` : ''
      }</tfoot></table>`,
      text: [
        ...lines.map((l) => `${l.quantity} × ${l.ticket_name} at ${amount(l.price)} = ${l.line}`),
        `Total: ${amount(order.total)}`,
        ...(order.refunded_amount > 0 ? [`Refunded: ${amount(order.refunded_amount)}`] : []),
      ].join('\n'),
    },
  });
}

/** The refund notice: the amount, the reason and the tickets that are no longer valid. */
async function refund(deps: OrderMailDeps, data: { order_id: number; attendee_ids: number[]; amount: number }): Promise<MailMessage | null> {
  const order = await findOrder(deps.db, data.order_id);
  if (!order) return null;
  const refunded = (await attendeesOfOrder(deps.db, order.id)).filter((a) => data.attendee_ids.includes(a.id));
  const amount = await amounts(deps.db);
  return composeMail({
    to: order.customer_email,
    subject: `Refund for booking #${order.id}`,
    paragraphs: [
      `Hello ${order.customer_first_name},`,
      `We have refunded ${amount(data.amount)} of booking #${order.id} for ${order.event_title}.`,
      ...(refunded.length ? [`${refunded.length === 1 ? 'This ticket is' : 'These tickets are'} no longer valid: ${refunded.map((a) => `${a.name} (${a.ticket_name})`).join(', ')}.`] : []),
    ],
    details: [
      ['Booking', `#${order.id}`],
      ['Refunded', amount(data.amount)],
      ['Reason', order.refund_reason],
    ],
  });
}

/** One attendee's ticket, to the attendee (or, without an address, the booking's customer). */
async function ticket(deps: OrderMailDeps, data: { attendee_id: number }): Promise<MailMessage | null> {
  const attendee = await findAttendee(deps.db, data.attendee_id);
  if (!attendee || attendee.payment_status === 'refunded') return null;
  const order = attendee.order_id === null ? undefined : await findOrder(deps.db, attendee.order_id);
  const to = attendee.email || order?.customer_email;
  if (!to) return null;
  return composeMail({
    to,
    subject: `Your ticket for ${attendee.event_title}`,
    paragraphs: [
      `Hello ${attendee.name},`,
      attendee.payment_status === 'completed'
        ? `Here is your ticket for ${attendee.event_title}: show the QR code at the entrance.`
        : `Here is your ticket for ${attendee.event_title}. It becomes valid once the booking is paid.`,
    ],
    ...(await ticketBlock([attendee], deps.siteUrl)),
  });
}

/** The notice that an unpaid booking was cancelled when its reservation ended. */
async function expired(deps: OrderMailDeps, data: { order_id: number }): Promise<MailMessage | null> {
  const order = await findOrder(deps.db, data.order_id);
  if (!order) return null;
  const amount = await amounts(deps.db);
  return composeMail({
    to: order.customer_email,
    subject: `Booking #${order.id} for ${order.event_title} was cancelled`,
    paragraphs: [
      `Hello ${order.customer_first_name},`,
      `Booking #${order.id} for ${order.event_title} was not paid in time, so its reservation has ended and its tickets are cancelled. Nothing is owed. To go anyway, please book again on the event page.`,
    ],
    details: [
      ['Booking', `#${order.id}`],
      ['Event', order.event_title],
      ['Unpaid total', amount(order.total)],
    ],
  });
}

/** Registers the booking mails' renderers on the app's outbox (once, at start-up). */
export function registerOrderMails(outbox: MailOutbox, deps: OrderMailDeps): void {
  outbox.register(ORDER_MAIL.confirmation, (data: { order_id: number }) => confirmation(deps, data));
  outbox.register(ORDER_MAIL.invoice, (data: { order_id: number }) => invoice(deps, data));
  outbox.register(ORDER_MAIL.refund, (data: { order_id: number; attendee_ids: number[]; amount: number }) => refund(deps, data));
  outbox.register(ORDER_MAIL.ticket, (data: { attendee_id: number }) => ticket(deps, data));
  outbox.register(ORDER_MAIL.expired, (data: { order_id: number }) => expired(deps, data));
}
