import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminPage, bookFreeTicket, createEvent, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

/**
 * The admin's longest words (German) at a laptop's width (keyboard and i18n walk): the header menu
 * and its button on one row, a status tag's single word whole inside the tables.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
const credentials = { email: `de-layout-${Date.now().toString(36)}@example.com`, password: 'e2e-user-password' };
let guest = '';

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  await api.call('POST', '/users', { ...credentials, display_name: 'E2E Layout', role: 'administrator', language: 'de' });
  const event = await createEvent(api, { title: unique('Gala'), start_date: inDays(12), status: 'publish', ticket_variations: [{ name: 'Frei', price: 0, capacity: 20 }] });
  guest = unique('Gast');
  await bookFreeTicket(api, event.id, guest, 'gast@example.org');
});

describe('German at 1280 px', () => {
  it("keeps the header menu and its 'Neu anlegen' button on one row", async () => {
    const page = await adminPage(browser, baseUrl, '/events', credentials);
    await page.setViewportSize({ width: 1280, height: 800 });
    const button = page.getByRole('button', { name: 'Neu anlegen' });
    await visible(button);
    const tops = await page.getByLabel('Eventory-Menü').getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    // Before, 'Shortcodes' went to a second row and the button sat between the two.
    expect(new Set(tops).size).toBe(1);
    const box = await button.boundingBox();
    expect(box!.y).toBeLessThan(56);
    await page.context().close();
  });

  it("shows 'Abgeschlossen' whole in the bookings and attendees tables", async () => {
    for (const route of ['/purchase-report', '/attendees']) {
      const page = await adminPage(browser, baseUrl, `${route}?search=${encodeURIComponent(guest)}`, credentials);
      await page.setViewportSize({ width: 1280, height: 800 });
      const tag = page.getByRole('row').filter({ hasText: guest }).getByText('Abgeschlossen', { exact: true });
      await visible(tag);
      // One line: it broke into 'Abgeschlosse' and 'n'.
      expect((await tag.boundingBox())!.height, route).toBeLessThan(30);
      await page.context().close();
    }
  });
});
