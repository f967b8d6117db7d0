import { describe, expect, it } from 'vitest';
import { MAX_INVITATION_RECIPIENTS } from '@eventory/core';
import { parseRecipients, recipientsProblem } from './recipients';
import { inGerman } from '../../test/inGerman';

describe('parseRecipients: pasted lists', () => {
  it("reads 'Name <email>', a bare email and 'email,name', one a line", () => {
    const list = parseRecipients('Ada Lovelace <ada@example.org>\ngrace@example.org\nalan@example.org, Alan Turing\n');
    expect(list).toEqual({
      recipients: [
        { email: 'ada@example.org', name: 'Ada Lovelace' },
        { email: 'grace@example.org', name: '' },
        { email: 'alan@example.org', name: 'Alan Turing' },
      ],
      invalid: [],
      duplicates: 0,
    });
  });

  it('accepts a quoted name before the address and skips blank lines', () => {
    const list = parseRecipients('\n  "Hopper, Grace" <grace@example.org>  \n\n<ada@example.org>\n');
    expect(list.recipients).toEqual([
      { email: 'grace@example.org', name: 'Hopper, Grace' },
      { email: 'ada@example.org', name: '' },
    ]);
  });

  it('lists the lines that are not recipients, with their line number and why', () => {
    const list = parseRecipients('ada@example.org\nJust a name\nbob@@example\nalan@example.org');
    expect(list.recipients.map((r) => r.email)).toEqual(['ada@example.org', 'alan@example.org']);
    expect(list.invalid).toEqual([
      { line: 2, text: 'Just a name', reason: 'Give a valid email address' },
      { line: 3, text: 'bob@@example', reason: 'Give a valid email address' },
    ]);
  });

  it('invites each address once, whatever its case, and counts the repeats', () => {
    const list = parseRecipients('Ada <ada@example.org>\nADA@example.org\nada@example.org, Ada again');
    expect(list.recipients).toEqual([{ email: 'ada@example.org', name: 'Ada' }]);
    expect(list.duplicates).toBe(2);
  });

  it('does not mistake a first line without an address for a header unless it names the email column', () => {
    expect(parseRecipients('Jane Doe\njane@example.org').invalid).toEqual([{ line: 1, text: 'Jane Doe', reason: 'Give a valid email address' }]);
  });
});

describe('parseRecipients: CSV files', () => {
  it('skips the header row, takes the first column as email and the second as name, and ignores more columns', () => {
    const file = '\uFEFFEmail,Name,Company\r\nada@example.org,Ada Lovelace,Analytical\r\n"grace@example.org","Hopper, Grace",Navy\r\nalan@example.org\r\n';
    expect(parseRecipients(file)).toEqual({
      recipients: [
        { email: 'ada@example.org', name: 'Ada Lovelace' },
        { email: 'grace@example.org', name: 'Hopper, Grace' },
        { email: 'alan@example.org', name: '' },
      ],
      invalid: [],
      duplicates: 0,
    });
  });

  it('reads semicolon- and tab-separated files (spreadsheet exports) and an e-mail address header', () => {
    const list = parseRecipients('E-mail address;Name\nada@example.org;Ada\ngrace@example.org\tGrace');
    expect(list.recipients).toEqual([
      { email: 'ada@example.org', name: 'Ada' },
      { email: 'grace@example.org', name: 'Grace' },
    ]);
  });

  it('reports a row whose first column is not an email', () => {
    const list = parseRecipients('email,name\nAda Lovelace,ada@example.org');
    expect(list.recipients).toEqual([]);
    expect(list.invalid).toEqual([{ line: 2, text: 'Ada Lovelace,ada@example.org', reason: 'Give a valid email address' }]);
  });
});

describe('parseRecipients: quotes before rows (csv-parse)', () => {
  it('keeps a quoted line break inside its cell: one row, not two broken ones', () => {
    const list = parseRecipients('email,name\r\n"ada@example.org","Ada\r\nLovelace"\r\ngrace@example.org,Grace\r\n');
    expect(list.recipients).toEqual([
      { email: 'ada@example.org', name: 'Ada\r\nLovelace' },
      { email: 'grace@example.org', name: 'Grace' },
    ]);
    expect(list.invalid).toEqual([]);
  });

  it('numbers rows by their first line and says why unreadable rows are skipped', () => {
    const list = parseRecipients('"ada@example.org","Ada\nLovelace"\nnot-an-email,Bob\n"grace@example.org" x,Grace\nalan@example.org');
    expect(list.recipients.map((r) => r.email)).toEqual(['ada@example.org', 'alan@example.org']);
    expect(list.invalid).toEqual([
      { line: 3, text: 'not-an-email,Bob', reason: 'Give a valid email address' },
      { line: 4, text: '"grace@example.org" x,Grace', reason: 'Give a valid email address' },
    ]);
  });

  it('reports a quote that is never closed', () => {
    const list = parseRecipients('ada@example.org\n"bob@example.org,Bob');
    expect(list.recipients.map((r) => r.email)).toEqual(['ada@example.org']);
    expect(list.invalid).toEqual([{ line: 2, text: '"bob@example.org,Bob', reason: 'A quote is opened and never closed' }]);
  });

  it('drops a BOM before a header of a semicolon file', () => {
    expect(parseRecipients('\uFEFFE-Mail;Name\nada@example.org;Ada').recipients).toEqual([{ email: 'ada@example.org', name: 'Ada' }]);
  });
});

describe('recipientsProblem', () => {
  it('asks for at least one valid recipient', () => {
    expect(recipientsProblem(parseRecipients('not an address\n'))).toBe('Add at least one recipient: one email address a line, or load a CSV file');
  });

  it('sends a list with some invalid lines (they are skipped)', () => {
    expect(recipientsProblem(parseRecipients('ada@example.org\nnonsense'))).toBeNull();
  });

  // csv-parse reads 10,001 rows in well under a second in a browser; jsdom on a loaded machine is slower.
  it('refuses more recipients than one send may have', { timeout: 60_000 }, () => {
    const many = Array.from({ length: MAX_INVITATION_RECIPIENTS + 1 }, (_, i) => `guest${i}@example.org`).join('\n');
    expect(recipientsProblem(parseRecipients(many))).toBe(
      `At most ${MAX_INVITATION_RECIPIENTS} recipients at once (this list has ${MAX_INVITATION_RECIPIENTS + 1}): split it into several sends`,
    );
  });

  it("says why a line is skipped in the user's language", () => {
    expect(inGerman(() => parseRecipients('Jane Doe\njane@example.org').invalid)).toEqual([{ line: 1, text: 'Jane Doe', reason: 'Geben Sie eine gültige E-Mail-Adresse an' }]);
    expect(inGerman(() => recipientsProblem(parseRecipients('not an address\n')))).toBe('Fügen Sie mindestens einen Empfänger hinzu: eine E-Mail-Adresse pro Zeile, oder laden Sie eine CSV-Datei');
  });
});
