import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Order } from '@eventory/core';
import { englishLeft } from '../i18nCheck';
import { adminPage, apiSession, createEvent, createUser, eventRow, inDays, launchBrowser, unique, visible, type ApiSession } from '../support';

/**
 * Issue #12: a user switches their own admin language to German; the converted screens (the
 * shell, the events list, the ticket scanner, the bookings list) then show no text of the English
 * catalogue, and prices follow the language: `15,00 €` in German, `€15.00` in English.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let event: { id: number; title: string };
let order: Order;
let currency: string;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiSession(baseUrl);
  currency = (await api.call<{ currency: string }>('GET', '/settings')).currency;
  await api.call('PUT', '/settings', { currency: 'EUR' });
  event = await createEvent(api, {
    title: unique('Sprachabend'),
    start_date: inDays(40),
    ticket_variations: [{ name: 'Standard', price: 15, capacity: 20 }],
    location: { type: 'offline', address: { address: 'Rosenthaler Str. 40, Berlin' } },
  });
  const detail = await api.call<{ ticket_variations: { slug: string }[] }>('GET', `/events/${event.id}`);
  const slug = detail.ticket_variations[0]!.slug;
  const response = await fetch(`${baseUrl}/api/v2/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event_id: event.id,
      customer: { first_name: 'Greta', last_name: 'Sprachtest', email: 'greta@example.com' },
      tickets: [{ slug, quantity: 1 }],
      attendees: [{ name: 'Greta Sprachtest', ticket_slug: slug }],
    }),
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${await response.text()}`);
  order = (await response.json()) as Order;
});

afterAll(async () => {
  await api?.call('PUT', '/settings', { currency });
  await browser?.close();
});

describe('the admin in German (issue #12)', () => {
  it('a user switches to German: the shell, events list, scanner and bookings show no English catalogue text', async () => {
    const user = await createUser(api, 'administrator');
    const page = await adminPage(browser, baseUrl, '/ticket-scanner', user);
    await visible(page.getByRole('link', { name: 'Event Categories' }));
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Change language' }).click();
    await visible(page.getByRole('button', { name: 'Sprache ändern' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    // Back on the screen it was changed on, at its top (walks: it opened Events, scrolled past the heading).
    await visible(page.getByRole('heading', { name: 'Ticketscanner' }));
    expect(new URL(page.url()).hash).toBe('#/ticket-scanner');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto(`${baseUrl}/admin#/events`);
    const search = page.getByRole('searchbox', { name: 'Veranstaltung nach Namen suchen' });
    await search.fill(event.title);
    await search.press('Enter');
    await visible(eventRow(page, event.title));
    await visible(page.getByText('1–1 von 1 Veranstaltung', { exact: true }));
    await visible(eventRow(page, event.title).getByText('Bevorstehend', { exact: true }));
    expect(await englishLeft(page)).toEqual([]);

    await page.goto(`${baseUrl}/admin#/ticket-scanner`);
    await visible(page.getByRole('heading', { name: 'Ticketscanner' }));
    expect(await englishLeft(page)).toEqual([]);

    await page.goto(`${baseUrl}/admin#/ticket-scanner/${event.id}`);
    await visible(page.getByText('Bereit zum Scannen', { exact: true }));
    await visible(page.getByText(/^Eingecheckt: \d+ \/ \d+$/));
    expect(await englishLeft(page)).toEqual([]);

    await page.goto(`${baseUrl}/admin#/purchase-report/${event.id}`);
    await visible(page.getByRole('heading', { name: `Buchungen: ${event.title}` }));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${order.id}`, exact: true }) });
    await visible(row.getByText(/^15,00\s€$/));
    await visible(row.getByText('Ausstehend', { exact: true }));
    // The list's noun before the count: 'von 1 Buchungen' would need the dative (issue #9 walkthrough).
    await visible(page.getByText('Buchungen: 1–1 von 1', { exact: true }));
    expect(await englishLeft(page)).toEqual([]);
    await page.context().close();
  });

  it('prices read €15.00 for a user whose admin is in English, whose screen the check finds English on', async () => {
    const page = await adminPage(browser, baseUrl, `/purchase-report/${event.id}`);
    await visible(page.getByRole('heading', { name: `Bookings of ${event.title}` }));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${order.id}`, exact: true }) });
    await visible(row.getByText('€15.00', { exact: true }));
    // The same check finds the English texts here: it would catch them on the German screens.
    expect(await englishLeft(page)).toEqual(expect.arrayContaining(['All bookings (All bookings)', 'Payment method (Payment method)']));
    await page.context().close();
  });
});
