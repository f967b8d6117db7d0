import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../axe';
import { adminPage, bookFreeTicket, createEvent, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

let event: { id: number; title: string };
const guest = unique('Menu guest');

beforeAll(async () => {
  // The events list shows its filters once it has an event.
  event = await createEvent(api, { title: unique('Keyboard'), start_date: inDays(10), ticket_variations: [{ name: 'Entry', price: 0, capacity: 5 }] });
  await bookFreeTicket(api, event.id, guest, 'menu.guest@example.org');
});

/** Where the focus is: the placeholder of a date picker's input, 'clear' for a picker's clear button, else 'outside'. */
function focusedPart(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element?.closest('.ant-picker')) return 'outside';
    return element.getAttribute('placeholder') ?? 'clear';
  });
}

/** Presses Tab until the focus is on `part`, at most twice (a picker's clear button may come first); the part reached. */
async function tabTo(page: Page, part: string): Promise<string> {
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedPart(page)) === part) break;
  }
  return focusedPart(page);
}

/** Resolves when the list asks the API for a date range with these ends, whatever its parameters are called. */
function rangeRequested(page: Page, ...days: string[]): Promise<unknown> {
  return page.waitForRequest((request) => {
    const values = [...new URL(request.url()).searchParams.values()];
    return request.url().includes('/api/v2/') && days.every((day) => values.includes(day));
  });
}

describe('keyboard use (issue #9 §3)', () => {
  for (const [screen, route] of [
    ['Events', '/events'],
    ['Bookings', '/purchase-report'],
    ['Audit trail', '/audit'],
  ] as const) {
    it(`${screen}: the date range filter is typed and left with Tab (Start date → End date → the next control), filters from its start alone, and an emptied start filters no more`, async () => {
      const page = await adminPage(browser, baseUrl, route);
      const start = page.getByRole('textbox', { name: 'Start date' });
      await visible(start);
      await start.focus();
      // An open end: the list is filtered from the start date on before any end is chosen.
      const fromStart = rangeRequested(page, '2026-01-01');
      await page.keyboard.type('2026-01-01');
      await page.keyboard.press('Enter');
      await fromStart;
      expect(await tabTo(page, 'End date')).toBe('End date');

      const requested = rangeRequested(page, '2026-01-01', '2026-12-31');
      await page.keyboard.type('2026-12-31');
      await page.keyboard.press('Enter');
      await requested;
      expect(await tabTo(page, 'outside')).toBe('outside');

      // An end typed before the start is not taken, and says so (walk C: it was dropped without a word).
      const end = page.getByRole('textbox', { name: 'End date' });
      await end.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('2025-06-01');
      await page.keyboard.press('Tab');
      await visible(page.getByRole('group', { name: 'Date range' }).getByRole('alert').getByText('2025-06-01 cannot be chosen in this field, so it was not taken', { exact: true }));
      expect(page.url()).toContain('2026-12-31');

      // Emptied by keyboard and left, the start filters no more (walk of 30 Nov 2026: the
      // placeholder showed, and the list stayed filtered by the old date).
      const endOnly = page.waitForRequest((request) => {
        const values = [...new URL(request.url()).searchParams.values()];
        return request.url().includes('/api/v2/') && values.includes('2026-12-31') && !values.includes('2026-01-01');
      });
      await start.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Tab');
      await endOnly;
      expect(page.url()).not.toContain('2026-01-01');
      await page.context().close();
    });
  }

  for (const [screen, route, trigger] of [
    ['Events', () => `/events?search=${encodeURIComponent(event.title)}`, 'More actions'],
    ['Attendees', () => '/attendees', `Actions for ${guest}`],
    ['Bookings', () => '/purchase-report', /^Actions for booking #/],
  ] as const) {
    it(`${screen}: a row's action menu opens with Enter on its first item, and Escape gives the focus back to its button`, async () => {
      const page = await adminPage(browser, baseUrl, route());
      if (screen !== 'Events') await page.getByRole('searchbox').first().fill(guest);
      const button = page.getByRole('button', { name: trigger }).first();
      await visible(button);
      const focused = () => page.evaluate(() => `${document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName} ${document.activeElement?.getAttribute('aria-label') ?? ''}`);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      await page.keyboard.press('Escape');
      // Before: the focus fell to the page's body, and the next Tab started at the top of the page.
      await expect.poll(focused).toBe(`BUTTON ${await button.getAttribute('aria-label')}`);
      await page.context().close();
    });
  }

  it("the first Tab stop is 'Skip to content', which moves the focus past both menus into the screen; menu links show a focus ring", async () => {
    const page = await adminPage(browser, baseUrl, '/events');
    await visible(page.getByRole('heading', { level: 1 }));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const landed = await page.evaluate(() => ({
      inScreen: Boolean(document.activeElement?.closest('#eventory-admin main')),
      inMenus: Boolean(document.activeElement?.closest('nav')),
    }));
    expect(landed).toEqual({ inScreen: true, inMenus: false });
    expect(page.url()).toMatch(/#\/events$/);

    const entry = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Bookings', exact: true });
    await entry.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await entry.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');

    // The header menu's and the buttons' rings are drawn in the primary colour (3:1 or more), not antd's pale #d6daff (1.3:1).
    const ring = (element: Element) => `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineColor}`;
    for (const target of [page.getByRole('navigation', { name: 'Eventory menu' }).getByRole('link', { name: 'Event Tags' }), page.getByRole('button', { name: 'Import' })]) {
      await target.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await target.evaluate(ring)).toBe('solid rgb(93, 93, 255)');
    }
  });

  it('a sortable column header reached by Tab shows a focus ring, its text stays readable (axe), and Enter sorts by it', async () => {
    const page = await adminPage(browser, baseUrl, '/events?orderby=sold&order=asc');
    const sold = page.getByRole('columnheader', { name: 'Sold' });
    await visible(sold);
    await sold.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await sold.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await sold.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => sold.getAttribute('aria-sort')).toBe('descending');
    await page.context().close();
  });
});
