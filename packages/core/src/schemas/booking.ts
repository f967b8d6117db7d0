import { z } from 'zod';
import { bodyId, dateString, idParam, pagingQuery, timezoneString } from './common.js';
import { PUBLIC_LANGUAGES } from '../i18n/languages.js';

/**
 * Bookings (orders), attendees and check-in: the wire shapes of issue #4 (SPEC §2 "Booking list",
 * §3 Booking, §4 "Bookings with status completed allow resend invoice and refund"; REFERENCE
 * "Attendee", "Booking (order)").
 */

/** Booking statuses (REFERENCE "Booking"); only `completed` bookings may be refunded or re-invoiced. */
export const ORDER_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'partially_refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How a booking is paid: `free` (total 0, completed at once) or `offline` (pending until marked paid). */
export const PAYMENT_METHODS = ['free', 'offline'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether a ticket has been scanned at the door. */
export const TICKET_STATUSES = ['unused', 'used'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** An attendee's payment state, following its booking (a refunded ticket is `refunded`). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * How each status reads to people (admin tags, CSV exports, pages). `failed` reads 'Cancelled': a booking
 * (and its tickets) gets there only unpaid, when its reservation ends or the organiser cancels it.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Cancelled',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};
/** Catalogue messages (`/*i18n*\/`): the attendee CSV writes them in its reader's language. */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = { unused: /*i18n*/ 'Not checked in', used: /*i18n*/ 'Checked in' };
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { pending: /*i18n*/ 'Pending', completed: /*i18n*/ 'Completed', failed: /*i18n*/ 'Cancelled', refunded: /*i18n*/ 'Refunded' };
/** How each payment method reads to people (admin, the public booking form). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { free: 'Free', offline: 'Offline payment' };

/** Most tickets one booking may hold. */
export const MAX_TICKETS_PER_ORDER = 50;

/** Said when a booking holds more than {@link MAX_TICKETS_PER_ORDER} tickets (`{maximum}` filled in by the API). */
const TOO_MANY_TICKETS = /*i18n*/ 'At most {maximum} tickets in one booking';

/**
 * The language of the public page or widget a visitor's form is posted from (issue #12 §2): what
 * the booking (its tickets, certificates) or answer is kept in and the API answers in; optional.
 */
export const pageLanguage = z.enum(PUBLIC_LANGUAGES, { message: /*i18n*/ 'Use one of the languages {values}' }).optional();

const personName = z.string({ message: /*i18n*/ 'Give a name' }).trim().min(1, /*i18n*/ 'Give a name').max(200, /*i18n*/ 'Keep the name under 200 characters');
const email = z.string({ message: /*i18n*/ 'Enter your email address' }).trim().max(320).pipe(z.email({ message: /*i18n*/ 'Enter a valid email address' }));
const phone = z.string().trim().max(50, /*i18n*/ 'Keep the phone number under 50 characters').default('');
/** Free-form answers of the attendee form: label → answer. */
export const extraFields = z.record(z.string().max(100), z.string().max(2000)).default({});

export const customerInput = z.object({
  first_name: personName,
  last_name: z.string().trim().max(200).default(''),
  email,
  phone,
});

export const attendeeInput = z.object({
  name: personName,
  email: email.optional(),
  phone,
  ticket_slug: z.string().trim().min(1, /*i18n*/ 'Say which ticket this attendee holds').max(100),
  extra_fields: extraFields,
});

/**
 * `POST /api/v2/orders` body (public). One attendee per ticket: for each slug, as many attendees
 * as the quantity booked. `language` (issue #12 §2): the language of the page or widget the booking
 * is made on, which its tickets and certificates are then in; without it the booker's
 * `Accept-Language`, then the site's default, decide.
 */
export const orderInput = z
  .object({
    event_id: bodyId,
    customer: customerInput,
    tickets: z
      .array(z.object({ slug: z.string().trim().min(1).max(100), quantity: z.number().int().nonnegative(/*i18n*/ 'Use a number of 0 or more').min(1, /*i18n*/ 'Book at least one ticket').max(MAX_TICKETS_PER_ORDER) }))
      .min(1, /*i18n*/ 'Choose at least one ticket'),
    attendees: z.array(attendeeInput).max(MAX_TICKETS_PER_ORDER, TOO_MANY_TICKETS),
    language: pageLanguage,
  })
  .superRefine((order, ctx) => {
    // A quantity refused above (1.5, 999) is said beside its field; totals and attendee counts over it would only repeat it.
    if (order.tickets.some((t) => !Number.isInteger(t.quantity) || t.quantity < 1 || t.quantity > MAX_TICKETS_PER_ORDER)) return;
    const booked = new Map<string, number>();
    for (const t of order.tickets) booked.set(t.slug, (booked.get(t.slug) ?? 0) + t.quantity);
    const total = [...booked.values()].reduce((a, b) => a + b, 0);
    if (total > MAX_TICKETS_PER_ORDER) ctx.addIssue({ code: 'custom', path: ['tickets'], message: TOO_MANY_TICKETS, params: { maximum: MAX_TICKETS_PER_ORDER } });
    const named = new Map<string, number>();
    for (const a of order.attendees) named.set(a.ticket_slug, (named.get(a.ticket_slug) ?? 0) + 1);
    for (const [slug, quantity] of booked) {
      if ((named.get(slug) ?? 0) !== quantity) {
        ctx.addIssue({
          code: 'custom',
          path: ['attendees'],
          message: /*i18n*/ 'Give one attendee for each "{slug}" ticket ({quantity} booked, {named} named)',
          params: { slug, quantity, named: named.get(slug) ?? 0 },
        });
      }
    }
    for (const slug of named.keys()) {
      if (!booked.has(slug)) ctx.addIssue({ code: 'custom', path: ['attendees'], message: /*i18n*/ 'An attendee holds a "{slug}" ticket that is not booked', params: { slug } });
    }
  });
export type OrderInput = z.input<typeof orderInput>;
export type OrderInputParsed = z.output<typeof orderInput>;

/** `POST /api/v2/orders/{id}/refund` body: the whole booking, or only the chosen attendees' tickets. */
export const refundInput = z.object({
  reason: z.string({ message: /*i18n*/ 'Give a reason for the refund' }).trim().min(1, /*i18n*/ 'Give a reason for the refund').max(1000),
  attendee_ids: z.array(bodyId).min(1, /*i18n*/ 'Choose at least one ticket to refund').max(MAX_TICKETS_PER_ORDER).optional(),
});
export type RefundInput = z.output<typeof refundInput>;

/**
 * `GET /api/v2/orders` query: the booking list's filters. `date_from`/`date_to` are days
 * `YYYY-MM-DD`, inclusive, of `timezone` (the reader's zone, the one the admin shows booking times
 * in; default UTC), so a booking made at 00:19 in Berlin counts on that Berlin day.
 */
export const orderListQuery = pagingQuery.extend({
  event_id: idParam.optional(),
  status: z.enum(ORDER_STATUSES, { message: /*i18n*/ 'status is one of {values}' }).optional(),
  date_from: dateString.optional(),
  date_to: dateString.optional(),
  timezone: timezoneString.default('UTC'),
  search: z.string().trim().max(200, /*i18n*/ 'Keep the search under 200 characters').optional(),
});
export type OrderListQuery = z.output<typeof orderListQuery>;

/** `GET /api/v2/orders/report` query: the same filters as the list, without paging. */
export const orderReportQuery = orderListQuery.omit({ paged: true, per_page: true });
export type OrderReportQuery = z.output<typeof orderReportQuery>;

export interface OrderCustomer {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** One ticket line of a booking. `price` is per ticket, in the booking's currency units. */
export interface OrderItem {
  slug: string;
  name: string;
  price: number;
  quantity: number;
}

/** A booking on the wire. Instants are ISO 8601 UTC. */
export interface Order {
  id: number;
  event_id: number;
  /** The event's title when booked (kept if the event is later deleted). */
  event_title: string;
  customer: OrderCustomer;
  status: OrderStatus;
  payment_method: PaymentMethod;
  /** The currency (ISO 4217) of `total`, `refunded_amount` and the items' prices: the site's when the booking was made. */
  currency: string;
  total: number;
  refunded_amount: number;
  refund_reason: string;
  items: OrderItem[];
  /** Number of tickets (attendees) in the booking. */
  ticket_count: number;
  created_at: string;
  paid_at: string | null;
  /** Present on the detail (`GET /orders/{id}`) and on the create answer. */
  attendees?: Attendee[];
  /**
   * Only on the create answer: when an unpaid offline booking's reservation ends (ISO 8601 UTC,
   * Settings' `reservation_hours` after booking), null for a booking that needs no payment.
   */
  reservation_ends_at?: string | null;
}

/**
 * `GET /api/v2/orders/report`: totals and sales per UTC day of the filtered bookings. `completed`
 * counts paid bookings, partially refunded ones included; `refunded` counts bookings with any refund.
 */
export interface OrderReport {
  /** The currency (ISO 4217, the site's) of `revenue`, `refunded_amount` and each day's revenue. */
  currency: string;
  totals: { orders: number; completed: number; pending: number; refunded: number; tickets_sold: number; revenue: number; refunded_amount: number };
  by_day: { date: string; orders: number; tickets: number; revenue: number }[];
  /** Bookings made in other currencies (before Settings changed the site's): their number and amounts, per currency; not in the sums above. */
  other_currencies: { currency: string; orders: number; revenue: number; refunded_amount: number }[];
}

/** `GET /api/v2/attendees` query. */
export const attendeeListQuery = pagingQuery.extend({
  event_id: idParam.optional(),
  ticket_status: z.enum(TICKET_STATUSES, { message: /*i18n*/ 'ticket_status is one of {values}' }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { message: /*i18n*/ 'payment_status is one of {values}' }).optional(),
  search: z.string().trim().max(200, /*i18n*/ 'Keep the search under 200 characters').optional(),
});
export type AttendeeListQuery = z.output<typeof attendeeListQuery>;

/** `GET /api/v2/attendees/export.csv` query: the list's filters without paging. */
export const attendeeExportQuery = attendeeListQuery.omit({ paged: true, per_page: true });
export type AttendeeExportQuery = z.output<typeof attendeeExportQuery>;

/** `PUT /api/v2/attendees/{id}` body: what the attendee form edits. */
export const attendeeUpdate = z.object({
  name: personName,
  email: email.or(z.literal('')).default(''),
  phone,
  extra_fields: extraFields,
  ticket_status: z.enum(TICKET_STATUSES).optional(),
});
export type AttendeeUpdate = z.output<typeof attendeeUpdate>;

/** An attendee (one ticket) on the wire. */
export interface Attendee {
  id: number;
  order_id: number | null;
  event_id: number;
  event_title: string;
  /** Unguessable ticket id printed in the QR code. */
  ticket_id: string;
  ticket_slug: string;
  ticket_name: string;
  ticket_price: number;
  name: string;
  email: string;
  phone: string;
  extra_fields: Record<string, string>;
  ticket_status: TicketStatus;
  payment_status: PaymentStatus;
  /** When the ticket was scanned in, ISO 8601 UTC, or null. */
  checked_in_at: string | null;
  created_at: string;
  /** The public ticket page `/ticket/<ticket_id>`. */
  ticket_url: string;
  /**
   * The certificate template chosen on the attendee's event (its `certificate_template`), or null:
   * then the site's default applies, if Settings has one (`effectiveTemplateId`). The attendee
   * list offers 'Send certificate' only when one of the two is set.
   */
  certificate_template: number | null;
}

/** `POST /api/v2/attendees/check-in` body (etn_manage_qr_scan). */
export const checkInInput = z.object({
  ticket_id: z.string({ message: /*i18n*/ 'Give the ticket id' }).trim().min(1, /*i18n*/ 'Give the ticket id').max(200, /*i18n*/ 'That is not a ticket id'),
  event_id: bodyId,
});
export type CheckInInput = z.output<typeof checkInInput>;

/** Most attendees a door's name look-up answers: staff type more of the name rather than page. */
export const CHECK_IN_LOOKUP_LIMIT = 10;

/** `GET /api/v2/attendees/check-in/lookup` query: an event and part of a guest's name, email or phone (or a whole ticket id). */
export const checkInLookupQuery = z.object({
  event_id: idParam,
  search: z.string({ message: /*i18n*/ 'Type at least 2 characters of the name' }).trim().min(2, /*i18n*/ 'Type at least 2 characters of the name').max(200, /*i18n*/ 'Keep the search under 200 characters'),
});
export type CheckInLookupQuery = z.output<typeof checkInLookupQuery>;

/** A guest the door's look-up found: enough to tell namesakes apart and to check the right ticket in. */
export type CheckInLookupItem = Pick<Attendee, 'id' | 'name' | 'email' | 'ticket_name' | 'ticket_id' | 'ticket_status' | 'payment_status' | 'checked_in_at'>;

/**
 * `POST /api/v2/attendees/check-in/undo` body: a check-in the scanner just made, named by its
 * ticket, event and `checked_in_at` (the UTC instant the check-in answered), so that an undo never
 * takes back a later check-in of the same ticket.
 */
export const checkInUndoInput = checkInInput.extend({
  checked_in_at: z.string({ message: /*i18n*/ 'Give the time of the check-in to undo' }).trim().min(1, /*i18n*/ 'Give the time of the check-in to undo').max(40, /*i18n*/ 'Give the time of the check-in to undo'),
});
export type CheckInUndoInput = z.output<typeof checkInUndoInput>;

/** The answer of an undone check-in: the ticket is valid again, and the event's counts. */
export interface CheckInUndoResult {
  status: 'undone';
  message: string;
  counts: CheckInCounts;
}

/** Checked-in and total (paid, unrefunded) tickets of an event: the scanner's live counts. */
export interface CheckInCounts {
  checked_in: number;
  total: number;
}

/**
 * The answer of a check-in: 200 with `status: 'checked_in'`; the refusals come as error bodies
 * (409 already_checked_in, 422 wrong_event / refunded / unpaid, 404 unknown_ticket) whose message
 * door staff can read aloud.
 */
export interface CheckInResult {
  status: 'checked_in';
  message: string;
  attendee: Pick<Attendee, 'id' | 'name' | 'ticket_name' | 'ticket_id' | 'checked_in_at'>;
  counts: CheckInCounts;
}
