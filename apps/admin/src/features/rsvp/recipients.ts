import { i18n } from '@lingui/core';
import { parse, type CsvError } from 'csv-parse/browser/esm/sync';
import { MAX_INVITATION_RECIPIENTS, rsvpInvitationInput } from '@eventory/core';

/**
 * Reading the recipients of the 'RSVP Reminder' form (issue #4) from pasted text or a CSV file, in
 * the browser. One recipient a row, written `Name <email>`, `email`, or CSV `email,name` (also `;`
 * or tab separated; cells may be quoted and hold separators or line breaks; read with csv-parse).
 *
 * Columns: a first row that is a CSV header (no cell holds an `@`, one cell names the email column)
 * says where the email and the name are, in any order (see {@link headerColumns}), and is not a
 * recipient itself. Without such a header the first column is the email and the second the name
 * (no guessing from the cells: a name-first file without a header has each row reported).
 *
 * A name is one line: runs of blanks in it (line breaks of a quoted cell, tabs) become one space.
 * Each recipient is checked with the same rule the server applies.
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

/** The cell separators of a CSV file: any of the three (spreadsheet exports differ, and pasted lists mix them). */
const ANY_SEPARATOR = [',', ';', '\t'];
/**
 * The separators of a file whose header row is separated by `;` or tabs and holds no `,` (the
 * spreadsheet exports of languages writing `,` as the decimal sign): a `,` is then text, so an
 * unquoted `Müller, Anna` stays one name.
 */
const NO_COMMA = [';', '\t'];

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

/** Where a row's email and name are: the email's cell, and the cells that make the name (joined with a space). */
interface Columns {
  email: number;
  name: number[];
}

/** The columns of a file without a header: the email first, the name second. */
const EMAIL_THEN_NAME: Columns = { email: 0, name: [1] };

/** Column names (lower case, letters only) of the email, a whole name, a first name and a last name, in English and German. */
const EMAIL = /^e?mail(address|adresse)?$/;
const FULL_NAME = new Set(['name', 'fullname', 'displayname', 'vollername', 'vollständigername', 'anzeigename']);
const FIRST_NAME = new Set(['firstname', 'givenname', 'forename', 'vorname']);
const LAST_NAME = new Set(['lastname', 'surname', 'familyname', 'nachname', 'familienname']);

/**
 * The columns a CSV header row names, or null when the row is not a header. Cells are compared by
 * their letters in lower case (`E-Mail` is `email`). A header holds no `@` and names the email
 * column: a cell 'Email', 'E-Mail', 'Mail', 'Email address' or 'E-Mail-Adresse' anywhere, else (the
 * rule before headers placed columns) a first cell containing 'mail', like 'Work email'. The name is
 * the column 'Name' or 'Full name' ('Vollständiger Name'), else 'First name' and 'Last name'
 * ('Vorname', 'Nachname') joined, else none (every name '').
 */
function headerColumns(cells: string[]): Columns | null {
  if (cells.some((cell) => cell.includes('@'))) return null;
  const words = cells.map((cell) => cell.toLowerCase().replace(/[^\p{L}]/gu, ''));
  const named = words.findIndex((word) => EMAIL.test(word));
  const email = named >= 0 ? named : words[0]?.includes('mail') ? 0 : -1;
  if (email < 0) return null;
  const full = words.findIndex((word) => FULL_NAME.has(word));
  if (full >= 0) return { email, name: [full] };
  return { email, name: [words.findIndex((word) => FIRST_NAME.has(word)), words.findIndex((word) => LAST_NAME.has(word))].filter((index) => index >= 0) };
}

/** A row of the text: its cells (null when it could not be read), its first line (from 1) and why it failed. */
interface Row {
  cells: string[] | null;
  line: number;
  lastLine: number;
  reason?: string;
}

/** Line breaks (LF, see {@link parseRecipients}) inside a raw record, not counting the one that ends it. */
const innerBreaks = (raw: string) => (raw.replace(/\n$/, '').match(/\n/g) ?? []).length;

/**
 * The rows of the text, read by csv-parse: quotes first (a quoted cell may hold a line break or a
 * separator), then rows; a BOM is dropped; cells are separated by any of `separators`; a row that
 * cannot be read is kept with the reason.
 */
function readRows(text: string, separators: string[]): Row[] {
  const rows: Row[] = [];
  const csv = text.replace(ANGLE_LINE, (_line, quoted: string | undefined, bare: string | undefined, email: string) => `${csvQuote(email)}${separators[0]}${csvQuote(quoted ?? bare ?? '')}`);
  const records = parse(csv, {
    bom: true,
    delimiter: separators,
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
 * The rows of the text and where their email and name are: by the header row when the first row is
 * one (see {@link headerColumns}; the file is read again without `,` as a separator when its header
 * is separated by `;` or tabs only), else email first and name second.
 */
function readTable(text: string, lines: string[]): { rows: Row[]; header: Columns | null } {
  const rows = readRows(text, ANY_SEPARATOR);
  const first = rows[0];
  const header = first?.cells ? headerColumns(first.cells) : null;
  if (!header || !first || lines.slice(first.line - 1, first.lastLine).join('\n').includes(',')) return { rows, header };
  const again = readRows(text, NO_COMMA);
  return { rows: again, header: again[0]?.cells ? headerColumns(again[0].cells) : null };
}

/**
 * The recipients of pasted text or a CSV file's content (a leading BOM is dropped).
 *
 * @param text - rows of `Name <email>`, `email`, or CSV cells separated by `,`, `;` or tabs; a
 *   first row naming the columns (`name,email`, `E-Mail;Name`, …) says where the email and name
 *   are, in any order; without one, the email is the first cell and the name the second.
 * @returns `recipients`: the valid ones in order, each email once (the first spelling and name),
 *   names folded to one line (`"Müller, Anna⏎Berlin"` gives `Müller, Anna Berlin`); `invalid`: the
 *   rows that are not recipients, each with its first line (from 1), its text as written and why
 *   (unreadable CSV such as an unclosed quote, no valid address, a name too long), the header row
 *   not among them; `duplicates`: how many repeated addresses were dropped. Empty lines are ignored.
 */
export function parseRecipients(text: string): RecipientList {
  const list: RecipientList = { recipients: [], invalid: [], duplicates: 0 };
  // One line break, LF: csv-parse counts a CRLF inside a quoted cell as two lines (a Windows file's
  // skipped row was named by the line after it).
  const unix = text.replace(/\r\n?/g, '\n');
  const lines = unix.replace(/^\uFEFF/, '').split('\n');
  const seen = new Set<string>();
  const { rows, header } = readTable(unix, lines);
  const columns = header ?? EMAIL_THEN_NAME;
  rows.forEach((row, index) => {
    const source = lines.slice(row.line - 1, row.lastLine).join('\n').trim();
    if (!row.cells) {
      list.invalid.push({ line: row.line, text: source, reason: row.reason ?? i18n._('Not a recipient') });
      return;
    }
    if (index === 0 && header) return;
    const cells = row.cells;
    const email = cells[columns.email] ?? '';
    // The rule folds the name to one line (a quoted cell's line breaks, the space of an empty last name).
    const name = columns.name.map((column) => cells[column] ?? '').join(' ');
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
