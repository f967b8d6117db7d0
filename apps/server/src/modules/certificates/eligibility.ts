import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../db/database.js';
import type { AttendeeRow } from '../attendees/present.js';

/**
 * Who gets a certificate (issue #10 §5, §6): one rule, one home. An attendee of the event whose
 * ticket is paid (`payment_status` completed: not pending, failed or refunded) and whose booking is
 * completed (a booking partly refunded still counts for its unrefunded tickets; an attendee added
 * without a booking counts by their own payment status). With `checkedInOnly`, only attendees
 * checked in at the door (`ticket_status` used).
 *
 * The rule is written twice, side by side: as SQL conditions for the queries (single check and bulk
 * pages) and as {@link certificateRefusal} for a row in hand that needs the reason in words; the
 * tests run both over every combination so they never disagree.
 */

/** Booking statuses whose paid tickets earn a certificate. */
export const CERTIFICATE_BOOKING_STATUSES = ['completed', 'partially_refunded'] as const;

/** The certificate options an organiser chooses (Send Certificate's "only checked-in attendees"). */
export interface CertificateOptions {
  /** Only attendees checked in at the door (what organisers ask for most). Default false. */
  checkedInOnly?: boolean;
}

/** Why an attendee gets no certificate, or null when they do. */
export type CertificateRefusal = 'unpaid' | 'refunded' | 'booking_not_completed' | 'not_checked_in';

/** Attendees read per page by {@link eligibleAttendeePages}. */
export const ELIGIBLE_PAGE_SIZE = 1000;

/**
 * The rule for a row in hand: null when the attendee earns a certificate, else why not.
 * `bookingStatus` is the booking's status, or null for an attendee without a booking.
 */
export function certificateRefusal(
  attendee: Pick<AttendeeRow, 'payment_status' | 'ticket_status'>,
  bookingStatus: string | null,
  options: CertificateOptions = {},
): CertificateRefusal | null {
  if (attendee.payment_status === 'refunded') return 'refunded';
  if (attendee.payment_status !== 'completed') return 'unpaid';
  if (bookingStatus !== null && !(CERTIFICATE_BOOKING_STATUSES as readonly string[]).includes(bookingStatus)) return 'booking_not_completed';
  if (options.checkedInOnly && attendee.ticket_status !== 'used') return 'not_checked_in';
  return null;
}

/** The rule as SQL conditions on `attendees` (the booking looked up by `attendees.order_id`). */
export function certificateConditions(options: CertificateOptions = {}): Expression<SqlBool>[] {
  const statuses = sql.join(CERTIFICATE_BOOKING_STATUSES.map((s) => sql`${s}`));
  const conditions = [
    sql<SqlBool>`attendees.payment_status = 'completed'`,
    sql<SqlBool>`(attendees.order_id IS NULL OR EXISTS (SELECT 1 FROM orders WHERE orders.id = attendees.order_id AND orders.status IN (${statuses})))`,
  ];
  if (options.checkedInOnly) conditions.push(sql<SqlBool>`attendees.ticket_status = 'used'`);
  return conditions;
}

/**
 * The single check: the attendee holding `ticketId` when they earn a certificate, else undefined
 * (unknown ticket id, or not eligible). What the `/certificate/<ticket id>` page and its PDF use.
 */
export function findCertificateAttendee(db: DB, ticketId: string, options: CertificateOptions = {}): Promise<AttendeeRow | undefined> {
  return db
    .selectFrom('attendees')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where((eb) => eb.and(certificateConditions(options)))
    .executeTakeFirst();
}

/** Whether the attendee `attendeeId` of event `eventId` earns a certificate (one attendee's send). */
export async function isCertificateEligible(db: DB, eventId: number, attendeeId: number, options: CertificateOptions = {}): Promise<boolean> {
  const row = await db
    .selectFrom('attendees')
    .select('id')
    .where('id', '=', attendeeId)
    .where('event_id', '=', eventId)
    .where((eb) => eb.and(certificateConditions(options)))
    .executeTakeFirst();
  return row !== undefined;
}

/** How many attendees of event `eventId` earn a certificate. */
export async function countEligibleAttendees(db: DB, eventId: number, options: CertificateOptions = {}): Promise<number> {
  const row = await db
    .selectFrom('attendees')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('event_id', '=', eventId)
    .where((eb) => eb.and(certificateConditions(options)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The bulk query: every attendee of event `eventId` who earns a certificate, in id order, a page of
 * at most `pageSize` rows at a time (keyset paging on the primary key: each page is one indexed
 * range read, however many thousands attend). Rows added while paging after the last page read
 * are not seen; rows changed are judged when their page is read.
 */
export async function* eligibleAttendeePages(
  db: DB,
  eventId: number,
  options: CertificateOptions = {},
  pageSize = ELIGIBLE_PAGE_SIZE,
): AsyncGenerator<AttendeeRow[], void, undefined> {
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('attendees')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('id', '>', after)
      .where((eb) => eb.and(certificateConditions(options)))
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.id;
  }
}
