import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { PAYMENT_STATUS_LABELS, currencyDigits, TICKET_STATUS_LABELS, type I18n, type PaymentStatus, type TicketStatus } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import { parseFields, type AttendeeRow } from './present.js';
import { attendeesAfter, type AttendeeFilters } from './repository.js';
import { currenciesOf } from '../orders/repository.js';

/** Rows read per query: the export holds about this many in memory, whatever the table's size. */
export const EXPORT_CHUNK = 1000;

/** The header row in the reader's language (the values keep their machine forms: numbers, ISO codes and UTC instants). */
const exportColumns = (i18n: I18n) => [
  i18n._('Name'),
  i18n._('Email'),
  i18n._('Phone'),
  i18n._('Event'),
  i18n._('Booking id'),
  i18n._('Ticket'),
  i18n._('Price'),
  i18n._('Currency'),
  i18n._('Ticket status'),
  i18n._('Payment status'),
  i18n._('Checked in at (UTC)'),
  i18n._('Ticket id'),
  i18n._('Extra fields'),
];

/**
 * The attendee's extra fields in one cell, `Dietary: Vegan; Company: ACME`: the export streams, so
 * its columns are fixed before the rows are read, and each event's form asks its own questions.
 */
const extraFieldsCell = (stored: string) =>
  Object.entries(parseFields(stored))
    .map(([label, answer]) => `${label}: ${answer}`)
    .join('; ');

/**
 * One attendee's cells: the price a plain number (spreadsheets sum it) with its currency's minor
 * digits (`12.50` USD, `1500` JPY), next to its booking's currency code; statuses in words of `i18n`'s language.
 */
function csvRow(a: AttendeeRow, currency: string, i18n: I18n): string[] {
  return [
    a.name,
    a.email,
    a.phone,
    a.event_title,
    a.order_id === null ? '' : String(a.order_id),
    a.ticket_name,
    a.ticket_price.toFixed(currencyDigits(currency)),
    currency,
    statusLabel(i18n, TICKET_STATUS_LABELS[a.ticket_status as TicketStatus], a.ticket_status),
    statusLabel(i18n, PAYMENT_STATUS_LABELS[a.payment_status as PaymentStatus], a.payment_status),
    a.checked_in_at ?? '',
    a.ticket_id,
    extraFieldsCell(a.extra_fields),
  ];
}

/** A status's label (core's English words, the admin catalogue's messages) in `i18n`'s language; an unknown status as stored. */
const statusLabel = (i18n: I18n, label: string | undefined, stored: string) => (label ? i18n._(label) : stored);

/** The filtered attendees in id order, read {@link EXPORT_CHUNK} rows at a time (keyset paging). */
async function* exportRows(db: DB, dialect: Dialect, q: AttendeeFilters, currency: string, i18n: I18n): AsyncGenerator<string[]> {
  let after = 0;
  for (;;) {
    const rows = await attendeesAfter(db, dialect, q, after, EXPORT_CHUNK);
    const currencies = await currenciesOf(db, rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id])));
    for (const row of rows) yield csvRow(row, (row.order_id === null ? undefined : currencies.get(row.order_id)) ?? currency, i18n);
    if (rows.length < EXPORT_CHUNK) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * The attendee export (`GET /api/v2/attendees/export.csv`) as a stream: a UTF-8 byte order mark and a header row, then one row
 * per attendee matching the filters, of events within `q.scope` only (prices in their booking's currency, `currency` (the site's, ISO 4217) without one; the header and the
 * statuses in the language of `i18n`, the caller's admin language). Rows are read only as fast as the client takes them, so
 * 100,000 attendees never sit in memory at once. A failure mid-way ends the stream with the error.
 */
export function attendeeCsv(db: DB, dialect: Dialect, q: AttendeeFilters, currency: string, i18n: I18n, onError: (error: Error) => void): Readable {
  // escape_formulas: a cell starting with = + - @ (or tab, CR, or their full-width forms) gets a
  // leading apostrophe, so a spreadsheet shows it instead of running it (OWASP "CSV Injection").
  // bom: a UTF-8 byte order mark, so Excel reads 'Müller' and 'ليلى' as such, not as Windows-1252.
  const csv = stringify({ header: true, columns: exportColumns(i18n), escape_formulas: true, bom: true });
  pipeline(Readable.from(exportRows(db, dialect, q, currency, i18n)), csv, (error) => {
    if (error) onError(error);
  });
  return csv;
}
