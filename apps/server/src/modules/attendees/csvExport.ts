import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AttendeeExportQuery } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { AttendeeRow } from './present.js';
import { attendeesAfter } from './repository.js';

/** Rows read per query: the export holds about this many in memory, whatever the table's size. */
export const EXPORT_CHUNK = 1000;

const EXPORT_COLUMNS = ['Name', 'Email', 'Phone', 'Event', 'Ticket', 'Ticket status', 'Payment status', 'Checked in at', 'Ticket id'];

function csvRow(a: AttendeeRow): string[] {
  return [a.name, a.email, a.phone, a.event_title, a.ticket_name, a.ticket_status, a.payment_status, a.checked_in_at ?? '', a.ticket_id];
}

/** The filtered attendees in id order, read {@link EXPORT_CHUNK} rows at a time (keyset paging). */
async function* exportRows(db: DB, dialect: Dialect, q: AttendeeExportQuery): AsyncGenerator<string[]> {
  let after = 0;
  for (;;) {
    const rows = await attendeesAfter(db, dialect, q, after, EXPORT_CHUNK);
    for (const row of rows) yield csvRow(row);
    if (rows.length < EXPORT_CHUNK) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * The attendee export (`GET /api/v2/attendees/export.csv`) as a stream: a header row, then one row
 * per attendee matching the filters. Rows are read only as fast as the client takes them, so
 * 100,000 attendees never sit in memory at once. A failure mid-way ends the stream with the error.
 */
export function attendeeCsv(db: DB, dialect: Dialect, q: AttendeeExportQuery, onError: (error: Error) => void): Readable {
  // escape_formulas: a cell starting with = + - @ (or tab, CR, or their full-width forms) gets a
  // leading apostrophe, so a spreadsheet shows it instead of running it (OWASP "CSV Injection").
  const csv = stringify({ header: true, columns: EXPORT_COLUMNS, escape_formulas: true });
  pipeline(Readable.from(exportRows(db, dialect, q)), csv, (error) => {
    if (error) onError(error);
  });
  return csv;
}
