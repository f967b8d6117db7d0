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
      { email: 'ada@example.org', name: 'Ada Lovelace' },
      { email: 'grace@example.org', name: 'Grace' },
    ]);
    expect(list.invalid).toEqual([]);
  });

  it('names the skipped row of a Windows file (CRLF) by its own line and text, after a quoted line break', () => {
    const list = parseRecipients('email,name\r\n"ab@example.org","A\r\nB"\r\nbad-row,x\r\ncd@example.org,CD\r\n');
    expect(list.recipients.map((r) => r.email)).toEqual(['ab@example.org', 'cd@example.org']);
    expect(list.invalid).toEqual([{ line: 4, text: 'bad-row,x', reason: 'Give a valid email address' }]);
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

describe('parseRecipients: a header row names the columns', () => {
  // The organiser walk's file: a spreadsheet export with a BOM, the name first, a quoted comma and line break in a name.
  const organiserFile = '\uFEFFname,email\r\n"Müller, Anna\nBerlin",anna@example.com\r\nBob Brown,bob@example.com\r\n';

  it('finds the email and name columns by the header, name first, and does not report the header row', () => {
    expect(parseRecipients(organiserFile)).toEqual({
      recipients: [
        { email: 'anna@example.com', name: 'Müller, Anna Berlin' },
        { email: 'bob@example.com', name: 'Bob Brown' },
      ],
      invalid: [],
      duplicates: 0,
    });
  });

  it('reads the same list with the header in the other order, and with a semicolon header', () => {
    const emailFirst = '\uFEFFemail,name\r\nanna@example.com,"Müller, Anna\nBerlin"\r\nbob@example.com,Bob Brown\r\n';
    const semicolons = '\uFEFFname;email\r\n"Müller, Anna\nBerlin";anna@example.com\r\nBob Brown;bob@example.com\r\n';
    expect(parseRecipients(emailFirst)).toEqual(parseRecipients(organiserFile));
    expect(parseRecipients(semicolons)).toEqual(parseRecipients(organiserFile));
  });

  it("keeps an unquoted comma in a name of a semicolon file (a German spreadsheet export's 'Müller, Anna')", () => {
    const list = parseRecipients('Name;E-Mail;Firma\nMüller, Anna;anna@example.com;ACME, Inc.\n"Weiß; Bernd";bernd@example.com;');
    expect(list.recipients).toEqual([
      { email: 'anna@example.com', name: 'Müller, Anna' },
      { email: 'bernd@example.com', name: 'Weiß; Bernd' },
    ]);
    expect(list.invalid).toEqual([]);
  });

  it('matches column names in any case and spelling (E-Mail, Mail, Email Address, Full name) and ignores other columns', () => {
    for (const [header, row] of [
      ['Company,E-MAIL,FULL NAME', 'ACME,ada@example.org,Ada Lovelace'],
      ['Full Name\tMail', 'Ada Lovelace\tada@example.org'],
      ['"Name","Email Address"', '"Ada Lovelace","ada@example.org"'],
      ['Name;E-Mail-Adresse', 'Ada Lovelace;ada@example.org'],
    ]) {
      expect(parseRecipients(`${header}\n${row}`), header).toEqual({ recipients: [{ email: 'ada@example.org', name: 'Ada Lovelace' }], invalid: [], duplicates: 0 });
    }
  });

  it('joins first and last name columns (also Vorname/Nachname) when there is no full name column', () => {
    expect(parseRecipients('First name,Last name,Email\nAda,Lovelace,ada@example.org\nGrace,,grace@example.org').recipients).toEqual([
      { email: 'ada@example.org', name: 'Ada Lovelace' },
      { email: 'grace@example.org', name: 'Grace' },
    ]);
    expect(parseRecipients('E-Mail;Nachname;Vorname\nanna@example.com;Müller;Anna').recipients).toEqual([{ email: 'anna@example.com', name: 'Anna Müller' }]);
  });

  it("takes a first cell containing 'mail' for the email column, as before, but no other cell that merely contains it", () => {
    expect(parseRecipients('Work email,Name\nada@example.org,Ada').recipients).toEqual([{ email: 'ada@example.org', name: 'Ada' }]);
    expect(parseRecipients('Jane Doe,Hotmail\njane@example.org,Jane').invalid).toEqual([{ line: 1, text: 'Jane Doe,Hotmail', reason: 'Give a valid email address' }]);
  });

  it('gives an empty name when the header names no name column', () => {
    expect(parseRecipients('Email,Company\nada@example.org,ACME').recipients).toEqual([{ email: 'ada@example.org', name: '' }]);
  });

  it('still reports the rows that are not recipients, numbered by their line in the file', () => {
    const list = parseRecipients('name,email\n"Müller,\nAnna",anna@example.com\nBob,not-an-email\nCarol\n"Dan" x,dan@example.com\n"Eve,eve@example.com');
    expect(list.recipients).toEqual([
      { email: 'anna@example.com', name: 'Müller, Anna' },
      { email: 'dan@example.com', name: '"Dan" x' },
    ]);
    expect(list.invalid).toEqual([
      { line: 4, text: 'Bob,not-an-email', reason: 'Give a valid email address' },
      { line: 5, text: 'Carol', reason: 'Give a valid email address' },
      { line: 7, text: '"Eve,eve@example.com', reason: 'A quote is opened and never closed' },
    ]);
  });

  it('reads a file without a header as before: email first, name second', () => {
    expect(parseRecipients('\uFEFFanna@example.com,"Müller, Anna"\nbob@example.com;Bob').recipients).toEqual([
      { email: 'anna@example.com', name: 'Müller, Anna' },
      { email: 'bob@example.com', name: 'Bob' },
    ]);
    // A header-less name-first file is not guessed: each row says why it is skipped.
    expect(parseRecipients('"Müller, Anna",anna@example.com').invalid).toEqual([{ line: 1, text: '"Müller, Anna",anna@example.com', reason: 'Give a valid email address' }]);
  });
});

describe('parseRecipients: names are one line', () => {
  it('folds line breaks, tabs and runs of spaces in a name to one space and trims it', () => {
    const list = parseRecipients('"ada@example.org","  Ada \r\n\r\n  Lovelace\t "\ngrace@example.org;"Grace\u00a0\u00a0 Hopper"\n  Alan   Turing  <alan@example.org>');
    expect(list.recipients).toEqual([
      { email: 'ada@example.org', name: 'Ada Lovelace' },
      { email: 'grace@example.org', name: 'Grace Hopper' },
      { email: 'alan@example.org', name: 'Alan Turing' },
    ]);
  });

  it('gives an empty name for a name of blanks only', () => {
    expect(parseRecipients('ada@example.org,"\n\t "').recipients).toEqual([{ email: 'ada@example.org', name: '' }]);
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
