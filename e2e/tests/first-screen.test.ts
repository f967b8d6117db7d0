import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPage, createEvent, eventRow, expectFooter, gone, inDays, searchEvents, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

/** antd's whole stylesheet, which the admin loads after its first screen has been painted (apps/admin/src/app/antdStyles.ts). */
const WHOLE_SHEET = /\/admin\/assets\/antd-[\w-]+\.css$/;

/** Where the two screenshots of a failed comparison are written, to look at. */
const ARTIFACTS = path.resolve(import.meta.dirname, '../.artifacts');

const prefix = unique('Styles');


useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  // A row of each kind the list draws: tickets (a progress bar), a draft (its tag), a recurring parent (expand button, badge).
  await createEvent(api, { title: `${prefix} tickets`, start_date: inDays(3), ticket_variations: [{ name: 'General', price: 10, capacity: 40 }] });
  await createEvent(api, { title: `${prefix} draft`, start_date: inDays(4), status: 'draft' });
  await createEvent(api, { title: `${prefix} series`, start_date: inDays(5), recurring_enabled: 'yes', recurrence: { frequency: 'weekly', count: 3 } });
});

/** The event list filtered to this file's rows, the page (re)loaded with antd's whole stylesheet held back or not. */
async function listOf(viewport: { width: number; height: number }, holdWholeSheet: boolean): Promise<Page> {
  const page = await adminPage(browser, baseUrl, '/events');
  await page.setViewportSize(viewport);
  // A held request never answers: the page must do without that stylesheet.
  if (holdWholeSheet) await page.route(WHOLE_SHEET, () => undefined);
  // Not waiting for the load event, which a held stylesheet may keep from firing.
  await page.reload({ waitUntil: 'commit' });
  await searchEvents(page, prefix);
  for (const kind of ['tickets', 'draft', 'series']) await visible(eventRow(page, `${prefix} ${kind}`));
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
  return page;
}

/** True once antd's whole stylesheet has been applied to the page. */
const wholeSheetApplied = (page: Page) =>
  page.evaluate((source) => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some((link) => new RegExp(source).test(link.href) && link.sheet !== null), WHOLE_SHEET.source);

/** The header and the table, as the user sees them. */
async function screenshots(page: Page): Promise<Buffer[]> {
  return [await page.locator('.eventory-header').screenshot(), await page.locator('.ant-table-wrapper').screenshot()];
}

describe("the events list's first paint and antd's stylesheet (issue #9, tests and measures)", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`looks the same at ${viewport.width} px with only the first screen's part of antd's stylesheet as with all of it`, async () => {
      const held = await listOf(viewport, true);
      const whole = await listOf(viewport, false);
      try {
        expect(await wholeSheetApplied(held)).toBe(false);
        await expect.poll(() => wholeSheetApplied(whole)).toBe(true);
        const [before, after] = [await screenshots(held), await screenshots(whole)];
        for (const [i, name] of ['header', 'table'].entries()) {
          const same = before[i]!.equals(after[i]!);
          if (!same) {
            fs.mkdirSync(ARTIFACTS, { recursive: true });
            fs.writeFileSync(path.join(ARTIFACTS, `first-screen-${viewport.width}-${name}-subset.png`), before[i]!);
            fs.writeFileSync(path.join(ARTIFACTS, `first-screen-${viewport.width}-${name}-whole.png`), after[i]!);
          }
          expect(same, `the ${name} at ${viewport.width} px differs (screenshots in e2e/.artifacts)`).toBe(true);
        }
      } finally {
        await held.context().close();
        await whole.context().close();
      }
    });
  }

  it('leaves the whole stylesheet to the app (not a render-blocking request of the page), and styles a later screen with it', async () => {
    const page = await adminPage(browser, baseUrl, '/events');
    await visible(page.locator('.ant-table-tbody tr.ant-table-row'));
    await expect.poll(() => wholeSheetApplied(page)).toBe(true);
    // The page links only the first screen's part; the app asks for the whole sheet once its own chunk has run.
    const { linkedByPage, appArrived, sheetRequestedAt } = await page.evaluate(
      async (source) => {
        const html = await (await fetch(location.pathname)).text();
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          linkedByPage: new RegExp(source.replace('$', '"')).test(html),
          appArrived: entries.find((entry) => /\/admin\/assets\/start-[\w-]+\.js$/.test(entry.name))?.responseEnd,
          sheetRequestedAt: entries.find((entry) => new RegExp(source).test(entry.name))?.startTime,
        };
      },
      WHOLE_SHEET.source,
    );
    expect(linkedByPage).toBe(false);
    expect(appArrived).toBeDefined();
    expect(sheetRequestedAt).toBeGreaterThan(appArrived!);
    // The date range filter's pickers (not in the first screen's part) are styled as antd's pickers.
    const start = page.getByLabel('Start date', { exact: true });
    await visible(start);
    // (an unstyled box has no border)
    expect(await start.evaluate((input) => getComputedStyle(input.closest('.ant-picker')!).borderTopStyle)).toBe('solid');
    await page.context().close();
  });
});

describe("the events list's row actions (issue #9, tests and measures)", () => {
  it("shows each icon button's name in a tooltip while the pointer is over it, and its More menu by click", async () => {
    const page = await adminPage(browser, baseUrl);
    await searchEvents(page, `${prefix} tickets`);
    // The list keeps showing the previous page's rows (this one among them) until the search is
    // answered: a pointer put on this row's button then would be left over whatever the answer
    // draws there, not this button. A user waits for the search's result.
    await expectFooter(page, 'Showing 1 - 1 of 1 events');
    const row = eventRow(page, `${prefix} tickets`);
    for (const name of ['Edit event', 'Scan ticket', 'More actions']) {
      await row.getByRole('button', { name, exact: true }).or(row.getByRole('link', { name, exact: true })).hover();
      await visible(page.getByRole('tooltip').filter({ hasText: name }));
      await page.mouse.move(0, 0);
      // A closed tooltip stays in the page, hidden: role queries no longer find it.
      await gone(page.getByRole('tooltip').filter({ hasText: name }));
    }
    await row.getByRole('button', { name: 'More actions' }).click();
    await visible(page.getByRole('menuitem', { name: 'Get Script', exact: true }));
    await page.keyboard.press('Escape');
    await gone(page.getByRole('menuitem', { name: 'Get Script', exact: true }));
    await page.context().close();
  });
});
