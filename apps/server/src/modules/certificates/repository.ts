import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { CertificateMailTable } from '../../db/schema.js';

/** Rows per multi-row insert (4 values each: far under either database's parameter limit). */
const INSERT_CHUNK = 1000;

/** The event fields Send Certificate needs. */
export interface CertificateEvent {
  id: number;
  title: string;
  timezone: string;
  author_id: number | null;
  certificate_template: number | null;
}

/** An event by id; `lock` (PostgreSQL only) holds its row until the transaction ends, so two sends take turns. */
export function findCertificateEvent(db: DB, id: number, options: { lock?: boolean } = {}): Promise<CertificateEvent | undefined> {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'timezone', 'author_id', 'certificate_template'])
    .where('id', '=', id)
    .$if(options.lock === true, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** A template's name, type and status by id (not its content), or undefined when it is gone. */
export function findTemplateState(db: DB, id: number): Promise<{ name: string; type: string; status: string } | undefined> {
  return db.selectFrom('templates').select(['name', 'type', 'status']).where('id', '=', id).executeTakeFirst();
}

/** How many certificate mails an event's attendees were sent, and when the last was queued (null: none). */
export async function eventMailsSent(db: DB, eventId: number): Promise<{ count: number; last: string | null }> {
  const row = await db
    .selectFrom('certificate_mails')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('created_at').as('last')])
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), last: row.last ?? null };
}

/** When the attendee's last certificate mail was queued, or undefined when none was. */
export async function attendeeLastMail(db: DB, attendeeId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('certificate_mails')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('attendee_id', '=', attendeeId)
    .executeTakeFirst();
  return row?.last ?? undefined;
}

/** Records queued certificate mails, {@link INSERT_CHUNK} rows per statement. */
export async function insertCertificateMails(db: DB, rows: Insertable<CertificateMailTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insertInto('certificate_mails').values(rows.slice(i, i + INSERT_CHUNK)).execute();
  }
}

/** Booking id → the customer's email address, for the bookings given. */
export async function bookingEmails(db: DB, orderIds: number[]): Promise<Map<number, string>> {
  const emails = new Map<number, string>();
  for (let i = 0; i < orderIds.length; i += INSERT_CHUNK) {
    const rows = await db.selectFrom('orders').select(['id', 'customer_email']).where('id', 'in', orderIds.slice(i, i + INSERT_CHUNK)).execute();
    for (const row of rows) emails.set(row.id, row.customer_email);
  }
  return emails;
}

/** The author of the event a certificate batch mails to (the batch's access rule), or undefined. */
export function certificateBatchEvent(db: DB, batchId: number): Promise<{ author_id: number | null } | undefined> {
  return db
    .selectFrom('certificate_mails as m')
    .innerJoin('events as e', 'e.id', 'm.event_id')
    .select('e.author_id')
    .where('m.batch_id', '=', batchId)
    .limit(1)
    .executeTakeFirst();
}
