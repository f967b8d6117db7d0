import { i18n } from '@lingui/core';
import { parse, type CsvError } from 'csv-parse/browser/esm/sync';
import { MAX_INVITATION_RECIPIENTS, rsvpInvitationInput } from '@eventory/core';

/**
 * Reading the recipients of the 'RSVP Reminder' form (issue #4) from pasted text or a CSV file, in
 * the browser. One recipient a row, written `Name <email>`, `email`, or CSV `email,name` (also `;`
 * or tab separated; cells may be quoted and hold separators or line breaks; read with csv-parse). A
 * first row that is a CSV header (its first cell names the email column) is skipped. Each
 * recipient is checked with the same rule the server applies.
 */

/** One invitation recipient, as `POST /rsvp-invitations` takes it. */
export interface Recipient {
  email: string;
  name: string;
}

/** A line that is not a recipient: its number (from 1), its text and why. */
export interface InvalidLine {
  line: number;
  text: string;
  reason: string;
}

export interface RecipientList {
  recipients: Recipient[];
  invalid: InvalidLine[];
  /** Lines repeating an email already listed (any case): each address is invited once. */
  duplicates: number;
}

const recipientRule = rsvpInvitationInput.shape.recipients.element;

/**
 * A whole line written `Name <email>` (the name optionally quoted), found before the CSV is read:
 * such a line becomes the CSV row `"email","name"`, so the quoted name is not taken for a cell.
 */
const ANGLE_LINE = /^[ \t]*(?:"([^"\r\n]*)"|([^"\r\n<>]*?))[ \t]*<([^<>\r\n]*)>[ \t]*$/gm;

const csvQuote = (text: string) => `"${text.trim().replace(/"/g, '""')}"`;

/** Why csv-parse refused a row, in words (the active language's), by its error code. */
const CSV_REASONS: Record<string, () => string> = {
  CSV_QUOTE_NOT_CLOSED: () => i18n._('A quote is opened and never closed'),
};

/** Why a row is not a recipient: the email rule's own words, else the generic reason (in the active language). */
function recipientProblem(issue: { path: PropertyKey[]; code: string } | undefined): string {
  if (issue?.path[0] === 'email') return issue.code === 'too_big' ? i18n._('This email address is too long') : i18n._('Give a valid email address');
  if (issue?.path[0] === 'name') return i18n._('This name is too long');
  return i18n._('Not a recipient');
}

/** True for a CSV header row: its first cell is a column name like 'Email' or 'E-mail address', not an address. */
function isHeader(cells: string[]): boolean {
  const first = cells[0] ?? '';
  return !first.includes('@') && /mail/i.test(first);
}

/** A row of the text: its cells (null when it could not be read), its first line (from 1) and why it failed. */
interface Row {
  cells: string[] | null;
  line: number;
  lastLine: number;
  reason?: string;
}

/** Line breaks inside a raw record, not counting the one that ends it. */
const innerBreaks = (raw: string) => (raw.replace(/(\r\n|\n|\r)$/, '').match(/\r\n|\n|\r/g) ?? []).length;

/**
 * The rows of the text, read by csv-parse: quotes first (a quoted cell may hold a line break or a
 * separator), then rows; a BOM is dropped; cells are separated by `,`, `;` or tab (spreadsheet
 * exports differ); a row that cannot be read is kept with the reason.
 */
function readRows(text: string): Row[] {
  const rows: Row[] = [];
  const csv = text.replace(ANGLE_LINE, (_line, quoted: string | undefined, bare: string | undefined, email: string) => `${csvQuote(email)},${csvQuote(quoted ?? bare ?? '')}`);
  const records = parse(csv, {
    bom: true,
    // Any of the three separates cells: spreadsheet exports differ, and pasted lists mix them.
    delimiter: [',', ';', '\t'],
    relax_column_count: true,
    // A stray quote inside a cell stays text (the row then fails the email check, not the whole file).
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    raw: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined, raw: string | undefined) => {
      const lastLine = Number((error as { lines?: number } | undefined)?.lines ?? 0);
      const line = Math.max(1, lastLine - innerBreaks(raw ?? ''));
      rows.push({ cells: null, line, lastLine: Math.max(line, lastLine), reason: (error && CSV_REASONS[error.code]?.()) ?? i18n._('This row is not readable CSV') });
    },
  }) as unknown as { record: string[]; raw: string; info: { lines: number } }[];
  for (const { record, raw, info } of records) {
    // Cells are trimmed here, not by csv-parse: its trim refuses text after a closing quote and
    // then loses the rows that follow. A cell quoted after blanks loses its quotes too.
    const cells = record.map((cell) => cell.trim().replace(/^"([^"]*)"$/, '$1'));
    if (cells.some((cell) => cell !== '')) rows.push({ cells, line: info.lines - innerBreaks(raw), lastLine: info.lines });
  }
  return rows.sort((a, b) => a.line - b.line);
}

/**
 * The recipients of pasted text or a CSV file's content: valid ones in order (each email once), the
 * rows that are not recipients with their line and why (unreadable CSV, no valid address), and how
 * many repeats were dropped. Empty lines are ignored.
 */
export function parseRecipients(text: string): RecipientList {
  const list: RecipientList = { recipients: [], invalid: [], duplicates: 0 };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const seen = new Set<string>();
  readRows(text).forEach((row, index) => {
    const source = lines.slice(row.line - 1, row.lastLine).join('\n').trim();
    if (!row.cells) {
      list.invalid.push({ line: row.line, text: source, reason: row.reason ?? i18n._('Not a recipient') });
      return;
    }
    if (index === 0 && isHeader(row.cells)) return;
    const [email = '', name = ''] = row.cells;
    const parsed = recipientRule.safeParse({ email, name });
    if (!parsed.success) {
      list.invalid.push({ line: row.line, text: source, reason: recipientProblem(parsed.error.issues[0]) });
      return;
    }
    const key = parsed.data.email.toLowerCase();
    if (seen.has(key)) {
      list.duplicates++;
      return;
    }
    seen.add(key);
    list.recipients.push(parsed.data);
  });
  return list;
}

/**
 * Why a list cannot be sent, or null when it can: it needs at least one valid recipient and at most
 * {@link MAX_INVITATION_RECIPIENTS} (after removing repeats). Invalid lines alone do not stop a send.
 */
export function recipientsProblem(list: RecipientList): string | null {
  if (list.recipients.length === 0) return i18n._('Add at least one recipient: one email address a line, or load a CSV file');
  if (list.recipients.length > MAX_INVITATION_RECIPIENTS) {
    return i18n._('At most {max} recipients at once (this list has {count}): split it into several sends', { max: MAX_INVITATION_RECIPIENTS, count: list.recipients.length });
  }
  return null;
}
