import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPage, useAdminBrowser, visible } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;

useAdminBrowser(baseUrl, (shared) => ({ browser } = shared));

/** The Bookings screen's code file and the status pages' file, as a new deploy would have removed them. */
const BOOKINGS_FILE = /\/admin\/assets\/PurchaseReport-[^/]+\.js$/;
const STATUS_PAGES_FILE = /\/admin\/assets\/StatusPages-[^/]+\.js$/;

describe('an admin tab opened before a new version was deployed', () => {
  it("reloads when a screen's file is gone, and shows the screen of the new build", async () => {
    const page = await adminPage(browser, baseUrl);
    await visible(page.getByRole('heading', { level: 1 }));
    // The file is gone for this page (its preload and its import alike, however many requests) until it reloads.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route(BOOKINGS_FILE, (route) => (loads === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Bookings', exact: true }).click();
    await page.waitForFunction(() => document.title === 'Bookings ‹ Eventory');
    await visible(page.getByRole('heading', { level: 1 }));
    expect(loads).toBe(1);
    expect(page.url()).toBe(`${baseUrl}/admin#/purchase-report`);
    expect(await page.getByText('Hey developer').count()).toBe(0);
    await page.context().close();
  });

  it('says what to do when the files stay gone after the reload, instead of a developer page', async () => {
    const page = await adminPage(browser, baseUrl);
    await visible(page.getByRole('heading', { level: 1 }));
    await page.route(BOOKINGS_FILE, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.route(STATUS_PAGES_FILE, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Bookings', exact: true }).click();
    const alert = page.getByRole('alert');
    await visible(alert.getByRole('heading', { name: 'This screen could not be shown' }));
    await visible(alert.getByRole('button', { name: 'Reload' }));
    expect(await page.getByText('Hey developer').count()).toBe(0);
    await page.context().close();
  });
});
