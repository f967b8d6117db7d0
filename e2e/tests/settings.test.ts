import type { Browser, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../axe';
import { adminPage, bookFreeTicket, chooseOption, createEvent, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
const shots = process.env.SCREENSHOT_DIR;
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

/** What these tests change, put back after each. */
const DEFAULTS = { locale: 'en-US', reservation_hours: 48, registered_domains: [], currency: 'USD' };
afterEach(async () => {
  await api.call('PUT', '/settings', DEFAULTS);
});

/** The Settings screen at `width` px. */
async function settingsPage(width: number): Promise<Page> {
  const page = await adminPage(browser, baseUrl, '/settings');
  await page.setViewportSize({ width, height: 900 });
  await visible(page.getByRole('button', { name: 'Save', exact: true }));
  return page;
}

/** The error shown beside the field labelled `label` (its form item's own message). */
const fieldError = (page: Page, label: string): Locator =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.ant-form-item-explain-error');

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

describe('Settings: each error beside its field, in plain words (issue #9 §4)', () => {
  it.each([1440, 390])('refuses a bad locale, out-of-range hours and a bad domain before saving, at %i px', async (width) => {
    const page = await settingsPage(width);
    await page.getByLabel('Locale', { exact: true }).fill('klingon-xx');
    await page.getByLabel('Reservation hours', { exact: true }).fill('0');
    // A space does not split a domain: what was typed stays one entry, refused as a whole.
    const domains = page.getByRole('combobox', { name: 'Registered domains' });
    await domains.fill('ftp://bad domain/x');
    await domains.press('Enter');
    await save(page);
    await visible(fieldError(page, 'Locale').getByText('Use a locale such as en-US or de-DE', { exact: true }));
    await visible(fieldError(page, 'Reservation hours').getByText('Keep a reservation at least 1 hour', { exact: true }));
    await visible(fieldError(page, 'Registered domains').getByText('"ftp://bad domain/x" is not a site address: write it like https://example.com', { exact: true }));
    // Nothing changed silently: the hours still read 0, and nothing was saved.
    expect(await page.getByLabel('Reservation hours', { exact: true }).inputValue()).toBe('0');
    expect(await page.getByText('Settings saved').count()).toBe(0);
    expect(await api.call('GET', '/settings')).toMatchObject(DEFAULTS);
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/settings-errors-${width}.png`, fullPage: true });
    await page.context().close();
  });

  it('shows the domains and currency as they were stored once saved, not as they were typed', async () => {
    const page = await settingsPage(1440);
    const domains = page.getByRole('combobox', { name: 'Registered domains' });
    for (const typed of ['HTTPS://Example.COM/some/path', 'foo.example.org']) {
      await domains.fill(typed);
      await domains.press('Enter');
    }
    await save(page);
    await visible(page.getByText('Settings saved', { exact: true }));
    const chosen = page.locator('.ant-form-item').filter({ has: page.getByText('Registered domains', { exact: true }) }).locator('.ant-select-selection-item');
    await expect.poll(() => chosen.allTextContents()).toEqual(['https://example.com', 'https://foo.example.org']);
    expect((await api.call<{ registered_domains: string[] }>('GET', '/settings')).registered_domains).toEqual(['https://example.com', 'https://foo.example.org']);
    await page.context().close();
  });

  it('asks before a new currency relabels ticket prices; a booking made before keeps its own currency', async () => {
    const event = await createEvent(api, { title: unique('Currency fair'), start_date: inDays(9), ticket_variations: [{ name: 'Entry', price: 12, capacity: 5 }] });
    // The booking's own currency is what the admin shows it in, whatever the settings say later.
    await bookFreeTicket(api, event.id, 'Mina Park', 'mina@example.com');
    await bookFreeTicket(api, event.id, 'Refunded Guest', 'refunded@example.com');
    const { items } = await api.call<{ items: { id: number; customer: { first_name: string } }[] }>('GET', `/orders?event_id=${event.id}`);
    const refunded = items.find((order) => order.customer.first_name === 'Refunded Guest')!.id;
    await api.call('POST', `/orders/${refunded}/mark-paid`);
    await api.call('POST', `/orders/${refunded}/refund`, { reason: 'Cannot come' });
    const page = await settingsPage(1440);
    // The currencies are named: a search for the name finds the code.
    await chooseOption(page, page.getByRole('combobox', { name: 'Currency' }), 'EUR — Euro', { search: 'euro' });
    await save(page);
    const dialog = page.getByRole('dialog').filter({ hasText: 'Change the currency from USD to EUR?' });
    await visible(dialog.getByText('Ticket prices are not converted: a price of 10 will read €10.00 instead of $10.00. Bookings made so far keep USD.', { exact: true }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await api.call<{ currency: string }>('GET', '/settings')).currency).toBe('USD');
    await save(page);
    await dialog.getByRole('button', { name: 'Change currency' }).click();
    await visible(page.getByText('Settings saved', { exact: true }));
    expect((await api.call<{ currency: string }>('GET', '/settings')).currency).toBe('EUR');
    await page.goto(`${baseUrl}/admin#/purchase-report/${event.id}`);
    await visible(page.getByRole('row').filter({ hasText: 'Mina Park' }).getByText('$12.00', { exact: true }));
    // The refund made in dollars is named beside the card's euro sum, not dropped (organiser walk).
    await visible(page.getByText('1 booking · Not included: $12.00', { exact: true }));
    await page.context().close();
  });

  it('puts errors the server answers beside their fields, never the field path', async () => {
    const page = await settingsPage(1440);
    // The first save is refused as the server refuses a domain; the next one goes through.
    let refused = false;
    await page.route('**/api/v2/settings', (route) =>
      route.request().method() === 'PUT' && !refused && (refused = true)
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'invalid_request',
              message: 'registered_domains.1: "ftp://bad" is not a site address: write it like https://example.com',
              errors: { 'registered_domains.1': '"ftp://bad" is not a site address: write it like https://example.com' },
            }),
          })
        : route.fallback(),
    );
    await save(page);
    await visible(fieldError(page, 'Registered domains').getByText('"ftp://bad" is not a site address: write it like https://example.com', { exact: true }));
    await save(page);
    await visible(page.getByText('Settings saved'));
    // By now any message of the refused save would still be on screen (they stay 3 s): none names a field path.
    expect(await page.locator('.ant-message').innerText()).not.toContain('registered_domains');
    await page.context().close();
  });

  it("refuses a locale of another language than the site's, offers that country's English, which then writes the site's dates", async () => {
    const { id } = await createEvent(api, { title: unique('Winter Fair'), start_date: '2031-12-12', start_time: '10:00', end_time: '17:00', timezone: 'Europe/Berlin' });
    const event = await api.call<{ slug: string }>('GET', `/events/${id}`);
    const page = await settingsPage(390);
    await page.getByLabel('Locale', { exact: true }).fill('de-DE');
    await save(page);
    await visible(fieldError(page, 'Locale').getByText('The site language is English: use one of its locales, such as en-DE or en-US', { exact: true }));
    if (shots) await page.screenshot({ path: `${shots}/settings-locale-390.png`, fullPage: true });
    await page.getByLabel('Locale', { exact: true }).fill('en-DE');
    await save(page);
    await visible(page.getByText('Settings saved'));
    expect(await api.call('GET', '/settings')).toMatchObject({ locale: 'en-DE' });
    // English as written in Germany: day before month, the 24-hour clock.
    const publicPage = await page.context().newPage();
    await publicPage.goto(`${baseUrl}/event/${event.slug}`);
    await visible(publicPage.getByText('12 Dec 2031, 10:00 – 17:00 (CET, UTC+01:00)'));
    await page.context().close();
  });
});
