import { i18n } from '@lingui/core';
import type { Attendee, AttendeeUpdate, TicketStatus } from '@eventory/core';

/** One row of the form's extra fields: a label and its answer. */
export interface ExtraFieldRow {
  key: string;
  value: string;
}

/** What the attendee form holds. */
export interface AttendeeValues {
  name: string;
  email: string;
  phone: string;
  extra_fields: ExtraFieldRow[];
  ticket_status: TicketStatus;
}

/** The form's fields, for putting server errors on them (`extra_fields.<label>` lands on the list). */
export const ATTENDEE_FIELDS = ['name', 'email', 'phone', 'extra_fields', 'ticket_status'] as const;

/** The form's values of an attendee: its extra fields as rows, in their order. */
export function toAttendeeValues(attendee: Attendee): AttendeeValues {
  return {
    name: attendee.name,
    email: attendee.email,
    phone: attendee.phone,
    extra_fields: Object.entries(attendee.extra_fields).map(([key, value]) => ({ key, value })),
    ticket_status: attendee.ticket_status,
  };
}

/**
 * The `PUT /attendees/{id}` body of the form's values: text trimmed, extra-field rows without a
 * label dropped (the form refuses a row with an answer but no label, and a label used twice).
 */
export function toAttendeeUpdate(values: AttendeeValues): AttendeeUpdate {
  const extra: Record<string, string> = {};
  for (const row of values.extra_fields) {
    const key = row.key.trim();
    if (key) extra[key] = row.value.trim();
  }
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), extra_fields: extra, ticket_status: values.ticket_status };
}

/** The first label used by more than one row (ignoring case and spaces at the ends), or null. */
export function duplicateLabel(rows: readonly Partial<ExtraFieldRow>[]): string | null {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = (row.key ?? '').trim();
    if (!key) continue;
    if (seen.has(key.toLowerCase())) return key;
    seen.add(key.toLowerCase());
  }
  return null;
}

/** Why a ticket cannot be mailed again, or null when it can. */
export function resendBlocker(attendee: Pick<Attendee, 'email' | 'payment_status'>): string | null {
  if (!attendee.email) return i18n._('This attendee has no email address');
  if (attendee.payment_status === 'refunded') return i18n._('This ticket was refunded');
  if (attendee.payment_status === 'failed') return i18n._('This ticket was cancelled');
  return null;
}
