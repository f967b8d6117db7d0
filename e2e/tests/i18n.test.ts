import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Order } from '@eventory/core';
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

const catalogue = (language: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../packages/core/locales/${language}/messages.json`), 'utf8')) as Record<string, string>;

/**
 * What counts as English left over: an English catalogue text whose German differs (words both
 * languages share, such as 'Status' or 'Online', are not evidence), as the whole of a text node
 * or attribute; a message with placeholders as a pattern when its fixed words are long enough
 * not to match people's data ("{noun} of {title}" is not checked). Plural forms are left out.
 */
function englishMatchers(): { text: string; pattern: RegExp }[] {
  const en = catalogue('en');
  const de = catalogue('de');
  return Object.entries(en)
    .filter(([id, english]) => english !== de[id] && !english.includes(', plural,'))
    .flatMap(([, english]) => {
      const fixed = english.replace(/\{[^}]*\}/g, '');
      if (fixed !== english && fixed.replace(/[^A-Za-z]/g, '').length < 10) return [];
      const source = english
        .split(/\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      return [{ text: english, pattern: new RegExp(`^${source}$`) }];
    });
}

/** Every visible text node and the accessible words (aria-label, placeholder, title) of visible elements. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      if (text && node.parentElement?.checkVisibility()) texts.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The texts of the page that are English catalogue entries, with the entry each matched. */
async function englishLeft(page: Page): Promise<string[]> {
  const matchers = englishMatchers();
  const texts = await visibleTexts(page);
  return texts.flatMap((text) => matchers.filter(({ pattern }) => pattern.test(text)).map((m) => `${text} (${m.text})`));
}

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
    const page = await adminPage(browser, baseUrl, '/events', user);
    await visible(page.getByRole('link', { name: 'Event Categories' }));
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Change language' }).click();
    await visible(page.getByRole('button', { name: 'Sprache ändern' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

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
