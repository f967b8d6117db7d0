import { randomBytes } from 'node:crypto';
import type { Attendee, PaymentStatus, TicketStatus } from '@eventory/core';
import type { DB } from '../../db/database.js';
import type { AttendeeTable } from '../../db/schema.js';
import { certificateTemplatesOf } from './repository.js';

export type AttendeeRow = Omit<AttendeeTable, 'id'> & { id: number };

/**
 * The payment status of an attendee the public sees as coming (attendee lists and counts on public
 * pages, widgets and templates): a valid, paid or free ticket. An unpaid offline booking (`pending`)
 * holds its seat, but its attendees are listed only once it is marked paid; refunded ones never.
 */
export const PUBLICLY_LISTED_PAYMENT_STATUS = 'completed';

/**
 * A new, unguessable ticket id (128 random bits, URL-safe): what the QR code holds. Never starts
 * with '-', which a spreadsheet would read as a formula (the CSV export would have to quote it).
 */
export function newTicketId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

/**
 * Whether a ticket can no longer get anyone in: refunded, or left unpaid until its booking's
 * reservation ended (`failed`). Its page shows no QR code and offers neither print nor PDF; the
 * door refuses it too. A `pending` ticket is not void: it becomes valid once paid.
 */
export function isVoidTicket(a: Pick<AttendeeRow, 'payment_status'>): boolean {
  return a.payment_status === 'refunded' || a.payment_status === 'failed';
}

/** Ticket ids are what {@link newTicketId} makes; anything else is not looked up. */
export const TICKET_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The public ticket page of a ticket id. */
export function ticketUrl(siteUrl: string, ticketId: string): string {
  return `${siteUrl}/ticket/${encodeURIComponent(ticketId)}`;
}

/** An attendee row's stored extra fields (a JSON object of label → answer); {} when unreadable. */
export function parseFields(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The wire shape of an attendee row; `certificateTemplate` is the certificate template chosen on
 * its event (`events.certificate_template`, {@link certificateTemplatesOf}).
 */
function toAttendee(row: AttendeeRow, siteUrl: string, certificateTemplate: number | null): Attendee {
  return {
    id: row.id,
    order_id: row.order_id,
    event_id: row.event_id,
    event_title: row.event_title,
    ticket_id: row.ticket_id,
    ticket_slug: row.ticket_slug,
    ticket_name: row.ticket_name,
    ticket_price: row.ticket_price,
    name: row.name,
    email: row.email,
    phone: row.phone,
    extra_fields: parseFields(row.extra_fields),
    ticket_status: row.ticket_status as TicketStatus,
    payment_status: row.payment_status as PaymentStatus,
    checked_in_at: row.checked_in_at,
    created_at: row.created_at,
    ticket_url: ticketUrl(siteUrl, row.ticket_id),
    certificate_template: certificateTemplate,
  };
}

/** The wire shapes of attendee rows, with their events' certificate templates read in one query. */
export async function presentAttendees(db: DB, rows: AttendeeRow[], siteUrl: string): Promise<Attendee[]> {
  const templates = await certificateTemplatesOf(db, [...new Set(rows.map((r) => r.event_id))]);
  return rows.map((row) => toAttendee(row, siteUrl, templates.get(row.event_id) ?? null));
}

/** Seats held by attendees, per ticket slug (to give back to the inventory). */
export function seatsBySlug(rows: Pick<AttendeeRow, 'ticket_slug'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.ticket_slug, (counts.get(r.ticket_slug) ?? 0) + 1);
  return counts;
}
