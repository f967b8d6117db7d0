import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Order } from '@eventory/core';
import { adminPage, apiSession, createEvent, createUser, inDays, launchBrowser, unique, visible, type ApiSession } from '../support';

/**
 * Issue #12 §2: mails in the booking's language and the API's messages in the user's. A German
 * visitor's booking is confirmed by a German mail (read from the .eml the server's file transport
 * writes), its price written `15,00 €`; an administrator whose admin is in German reads the
 * server's refusal in German.
 */

const baseUrl = inject('baseUrl');
const mailDir = path.join(inject('dataDir'), 'mail');
let browser: Browser;
let api: ApiSession;
let currency: string;
let event: { id: number; title: string };

/** The mails the server has written to `to` so far. */
async function mailsTo(to: string): Promise<ParsedMail[]> {
  const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [];
  const mails = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(mailDir, name)))));
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to);
}

/** Intl's no-break spaces (`15,00 €`) as plain ones. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiSession(baseUrl);
  currency = (await api.call<{ currency: string }>('GET', '/settings')).currency;
  await api.call('PUT', '/settings', { currency: 'EUR' });
  event = await createEvent(api, { title: unique('Hafenkonzert'), start_date: inDays(45), ticket_variations: [{ name: 'Standard', price: 15, capacity: 20 }] });
});

afterAll(async () => {
  await api?.call('PUT', '/settings', { currency });
  await browser?.close();
});

describe('the server in German (issue #12)', () => {
  it('a booking by a German visitor (Accept-Language de) sends a German confirmation mail with 15,00 €', async () => {
    const detail = await api.call<{ ticket_variations: { slug: string }[] }>('GET', `/events/${event.id}`);
    const slug = detail.ticket_variations[0]!.slug;
    const email = `${unique('marlene').split(' ')[1]}@example.org`;
    const response = await fetch(`${baseUrl}/api/v2/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
      body: JSON.stringify({
        event_id: event.id,
        customer: { first_name: 'Marlene', last_name: 'Dietrich', email },
        tickets: [{ slug, quantity: 1 }],
        attendees: [{ name: 'Marlene Dietrich', ticket_slug: slug }],
      }),
    });
    expect(response.status).toBe(201);
    const order = (await response.json()) as Order;

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Buchung #${order.id} für ${event.title}: Zahlung ausstehend`);
    const text = plain(mail!.text);
    expect(text).toContain('Hallo Marlene,');
    expect(text).toContain(`Wir haben 1 Ticket für ${event.title} reserviert. Buchung #${order.id} wartet auf die Zahlung von 15,00 € (Offline-Zahlung)`);
    expect(text).toContain('Summe: 15,00 €');
    expect(mail!.html).toContain('<html lang="de" dir="ltr">');
  });

  it('an administrator whose admin is in German reads the server’s refusal in German', async () => {
    const user = await createUser(api, 'administrator');
    const page = await adminPage(browser, baseUrl, '/events', user);
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Change language' }).click();
    await visible(page.getByRole('button', { name: 'Sprache ändern' }));

    await page.context().close();

    // A fresh load of the scanner (not a hash change on a page that may still be reloading for its new language).
    const scanner = await adminPage(browser, baseUrl, `/ticket-scanner/${event.id}`, user);
    await scanner.getByLabel('Ticketcode', { exact: true }).fill('kein-gueltiger-code');
    await scanner.getByRole('button', { name: 'Einchecken' }).click();
    await visible(scanner.getByText('Kein Ticket mit diesem Code. Prüfen Sie den Code oder suchen Sie die Person nach Namen.', { exact: true }).first());
    await scanner.context().close();
  });
});
