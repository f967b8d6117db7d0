import { MAX_INVITATION_RECIPIENTS, rsvpInvitationInput } from '@eventory/core';

/**
 * Reading the recipients of the 'RSVP Reminder' form (issue #4) from pasted text or a CSV file, in
 * the browser. One recipient a line, written `Name <email>`, `email`, or CSV `email,name` (also `;`
 * or tab separated, cells may be quoted). A first line that is a CSV header (its first cell names
 * the email column) is skipped. Each recipient is checked with the same rule the server applies.
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

/** `Name <email>`, the name optionally quoted. */
const ANGLE_FORM = /^(.*)<([^<>]*)>$/;

/** The cells of one CSV line: separated by `,`, `;` or tab; `"…"` quotes a cell, `""` is a quote inside one. */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',' || char === ';' || char === '\t') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

const unquote = (text: string) => text.trim().replace(/^"(.*)"$/, '$1').trim();

/** The email and name a line holds, before validation. */
function splitLine(line: string): Recipient {
  const angle = ANGLE_FORM.exec(line);
  if (angle) return { email: angle[2]!.trim(), name: unquote(angle[1]!) };
  const [email = '', name = ''] = csvCells(line);
  return { email, name };
}

/** True for a CSV header line: its first cell is a column name like 'Email' or 'E-mail address', not an address. */
function isHeader(line: string): boolean {
  const [first = ''] = csvCells(line);
  return !first.includes('@') && /mail/i.test(first);
}

/**
 * The recipients of pasted text or a CSV file's content: valid ones in order (each email once), the
 * lines that are not recipients, and how many repeats were dropped. Empty lines are ignored.
 */
export function parseRecipients(text: string): RecipientList {
  const list: RecipientList = { recipients: [], invalid: [], duplicates: 0 };
  const seen = new Set<string>();
  let first = true;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      const line = raw.trim();
      if (!line) return;
      const header = first && isHeader(line);
      first = false;
      if (header) return;
      const parsed = recipientRule.safeParse(splitLine(line));
      if (!parsed.success) {
        list.invalid.push({ line: index + 1, text: line, reason: parsed.error.issues[0]?.message ?? 'Not a recipient' });
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
  if (list.recipients.length === 0) return 'Add at least one recipient: one email address a line, or load a CSV file';
  if (list.recipients.length > MAX_INVITATION_RECIPIENTS) {
    return `At most ${MAX_INVITATION_RECIPIENTS} recipients at once (this list has ${list.recipients.length}): split it into several sends`;
  }
  return null;
}
