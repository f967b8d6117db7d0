import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { allViolations, seriousViolations } from '../axe';
import { adminScreens, publicPaths, SCREEN_PLACEHOLDER, expectNoSidewaysOverflow, seedScreens, settled, showScreen, sidewaysOverflow, type ScreenData } from '../screens';
import { adminPage, createEvent, freshPage, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let data: ScreenData;

/** A phone's viewport (issue #9 §3: 360–430 px wide). */
const PHONE = { width: 390, height: 844 };

/** Where screenshots go when SCREENSHOT_DIR is set (to look at the layouts); none otherwise. */
const shots = process.env.SCREENSHOT_DIR;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  data = await seedScreens(api);
  await seedWideBooking(api);
});

/**
 * The widest booking row a table shows, newest so it is on the first page whatever other test files
 * booked on the shared server: a five-figure total, 'Partially refunded', a long email and title.
 */
async function seedWideBooking(session: ApiSession): Promise<void> {
  const { id } = await createEvent(session, {
    title: unique('Annual general assembly of the regional associations'),
    start_date: inDays(20),
    ticket_variations: [{ name: 'Delegate with voting rights', price: 1250, capacity: 10 }],
  });
  const event = await session.call<{ ticket_variations: { slug: string }[] }>('GET', `/events/${id}`);
  const slug = event.ticket_variations[0]!.slug;
  const email = 'maximiliane.von-hohenzollern-sigmaringen@example.org';
  const attendee = { name: 'Maximiliane von Hohenzollern', email, phone: '', ticket_slug: slug, extra_fields: {} };
  const order = await session.call<{ id: number; attendees: { id: number }[] }>('POST', '/orders', {
    event_id: id,
    customer: { first_name: 'Maximiliane Alexandra', last_name: 'von Hohenzollern-Sigmaringen', email, phone: '' },
    tickets: [{ slug, quantity: 8 }],
    attendees: Array.from({ length: 8 }, () => attendee),
  });
  await session.call('POST', `/orders/${order.id}/mark-paid`);
  await session.call('POST', `/orders/${order.id}/refund`, { reason: 'One delegate cannot come', attendee_ids: [order.attendees[0]!.id] });
}

/**
 * Controls that start left of the viewport, by name: content pushed off the left edge (a row of
 * filters aligned to the right but wider than the screen) never makes the page scroll.
 */
const cutAtLeft = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('input, button, .ant-select'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.left < -0.5;
      })
      .map((element) => element.getAttribute('aria-label') || element.getAttribute('placeholder') || element.textContent?.trim() || element.tagName),
  );

describe('the admin on a phone (390x844) and a laptop (issue #9 §3, §4)', () => {
  // One test per screen: each has the whole test timeout, and a failure names its screen.
  describe('no admin screen scrolls sideways, and axe finds no violation of any impact there either', () => {
    let phone: Page;
    beforeAll(async () => {
      phone = await adminPage(browser, baseUrl, '/events');
      await phone.setViewportSize(PHONE);
    });

    it.each(adminScreens(SCREEN_PLACEHOLDER).map((screen, index) => [screen.route, index] as const))('%s', async (route, index) => {
      await showScreen(phone, baseUrl, adminScreens(data)[index]!);
      await expectNoSidewaysOverflow(phone);
      expect(await cutAtLeft(phone)).toEqual([]);
      expect(await allViolations(phone)).toEqual([]);
      if (shots) await phone.screenshot({ path: `${shots}/390${route.replaceAll('/', '_')}.png`, fullPage: true });
    });
  });

  it('no public page scrolls sideways', async () => {
    const page = await freshPage(browser);
    await page.setViewportSize(PHONE);
    const overflowing: Record<string, number> = {};
    for (const path of publicPaths(data)) {
      await page.goto(`${baseUrl}${path}`);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing[path] = overflow;
      if (shots) await page.screenshot({ path: `${shots}/390-public${path.replaceAll('/', '_')}.png`, fullPage: true });
    }
    expect(overflowing).toEqual({});
  });

  it('the admin menu is a drawer opened by the Menu button, closed with Escape', async () => {
    const page = await adminPage(browser, baseUrl, '/events');
    await page.setViewportSize(PHONE);
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await visible(toggle);
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await visible(menu.getByRole('link', { name: 'Bookings' }));
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // The keyboard lands in the open drawer, on its first entry.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Events');
    if (shots) await page.screenshot({ path: `${shots}/390_menu-open.png` });
    // Tab and Shift+Tab stay in the drawer (the page behind is inert), past 'Log out' and back round.
    const inDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('#shell-menu')));
    const stray: string[] = [];
    for (const key of [...Array<string>(22).fill('Tab'), ...Array<string>(22).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      if (!(await inDrawer())) stray.push(`${key}: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'none')}`);
    }
    expect(stray).toEqual([]);
    expect(await page.locator('.shell-content').evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');

    await toggle.click();
    await menu.getByRole('link', { name: 'Bookings' }).click();
    await page.waitForURL('**/admin#/purchase-report');
    await menu.waitFor({ state: 'hidden' });
  });

  it("a dialog covers the phone's top bar: a tap there stays in the dialog's backdrop, not on 'Menu' behind it", async () => {
    const page = await adminPage(browser, baseUrl, `/template-builder/${data.templateId}`);
    await page.setViewportSize(PHONE);
    const bar = page.locator('.shell-bar');
    await visible(bar);
    const { x, y, height } = (await bar.boundingBox())!;
    const under = () => page.evaluate(([left, top]) => document.elementFromPoint(left!, top!)?.closest('.shell-bar, .ant-modal-wrap, .ant-modal-mask')?.className ?? 'none', [x + 200, y + height / 2]);
    expect(await under()).toContain('shell-bar');
    await page.getByRole('button', { name: 'Preview' }).click();
    await visible(page.getByRole('dialog'));
    expect(await under()).not.toContain('shell-bar');
    await page.context().close();
  });

  it('axe finds no contrast violation in the states a screen reaches only by use: a hovered event row, a checked-in scan', async () => {
    // Searched for, so its row is on the first page however many events the suite made before.
    const page = await adminPage(browser, baseUrl, `/events?search=${encodeURIComponent(data.eventTitle)}`);
    await page.setViewportSize(PHONE);
    await settled(page);
    // The hovered row turns grey (#fafafa), where the primary colour read 4.49:1 as the title link.
    await page.locator(`a[href="#/events/create/${data.eventId}/basic"]`).hover();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/admin#/ticket-scanner/${data.eventId}`);
    await settled(page);
    await page.getByLabel('Ticket code', { exact: true }).fill(data.ticketId);
    await page.getByRole('button', { name: 'Check in' }).click();
    // The green 'Checked in' tag of the history read 3.37:1.
    await visible(page.locator('.ant-tag-green').first());
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the menu marks the entry of the screen shown (aria-current and a visible style), following the hash and the admin\'s own moves', async () => {
    const page = await adminPage(browser, baseUrl, '/purchase-report');
    await page.setViewportSize({ width: 1440, height: 900 });
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    const current = menu.locator('[aria-current="page"]');
    const expectCurrent = async (label: string) => {
      await visible(current.filter({ hasText: label }));
      expect(await current.allTextContents()).toEqual([label]);
    };
    await expectCurrent('Bookings');
    const look = (name: string) => menu.getByRole('link', { name, exact: true }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await look('Bookings')).not.toBe(await look('Speakers'));

    await page.goto(`${baseUrl}/admin#/events/create/${data.eventId}/basic`);
    await expectCurrent('Events');
    await page.goto(`${baseUrl}/admin#/ticket-scanner/${data.eventId}`);
    await expectCurrent('Ticket scanner');
    await menu.getByRole('link', { name: 'Speakers', exact: true }).click();
    await expectCurrent('Speakers');
    // Moves made by the admin itself (its router's pushState fires no hashchange).
    await page.getByRole('navigation', { name: 'Eventory menu' }).getByRole('link', { name: 'Templates', exact: true }).click();
    await expectCurrent('Templates');
    await page.getByRole('navigation', { name: 'Eventory menu' }).getByRole('link', { name: 'Event Tags', exact: true }).click();
    await expectCurrent('Event Tags');
  });

  it('on a laptop the menu stays at the side, without the Menu button', async () => {
    const page = await adminPage(browser, baseUrl, '/events');
    await page.setViewportSize({ width: 1440, height: 900 });
    await visible(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Bookings' }));
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    if (shots) {
      for (const route of ['/events', `/events/create/${data.eventId}/tickets`, `/ticket-scanner/${data.eventId}`]) {
        await page.goto(`${baseUrl}/admin#${route}`);
        await settled(page);
        await page.screenshot({ path: `${shots}/1440${route.replaceAll('/', '_')}.png` });
      }
    }
  });

  it('on a phone the events table fits its card: the Action column is on screen without scrolling it (issue #9 §3)', async () => {
    const page = await adminPage(browser, baseUrl, '/events');
    await page.setViewportSize(PHONE);
    await settled(page);
    const table = page.locator('.ant-table-content, .ant-table-body').first();
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const action = (await page.getByRole('columnheader', { name: 'Action' }).boundingBox())!;
    expect(action.x + action.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('on a phone a table that scrolls sideways shows a shadow at the side with more columns (walk: it looked complete)', async () => {
    const page = await adminPage(browser, baseUrl, '/users');
    await page.setViewportSize(PHONE);
    await settled(page);
    const scroller = page.locator('.ant-table-content').first();
    const shadows = () =>
      scroller.evaluate((element) => {
        const container = element.parentElement!;
        return ['::before', '::after'].map((side) => getComputedStyle(container, side).boxShadow !== 'none');
      });
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
    expect(await shadows()).toEqual([false, true]);
    await scroller.evaluate((element) => element.scrollBy({ left: 100 }));
    await expect.poll(shadows).toEqual([true, true]);
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(shadows).toEqual([true, false]);
    await page.context().close();
  });

  it("on a phone an expanded series' occurrences fit the screen: their row actions and pager are on it without scrolling", async () => {
    // '!' sorts first by title, so the series is on the first page whatever other test files made.
    const series = await createEvent(api, {
      title: `!${unique('Weekly gathering of the neighbourhood repair and sewing workshop')}`,
      start_date: inDays(2),
      recurring_enabled: 'yes',
      recurrence: { frequency: 'weekly', count: 120 },
      location: { type: 'offline', address: { address: 'machBar im Freiland Haus 5 - Potsdam' } },
    });
    const page = await adminPage(browser, baseUrl);
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/admin#/events?orderby=title&order=asc&expanded=${series.id}`);
    const occurrences = page.getByRole('region', { name: `Occurrences of ${series.title}` });
    await visible(occurrences.getByText('Showing 1 - 10 of 120 occurrences', { exact: true }));
    await settled(page);
    expect(await page.locator('.ant-table-content').first().evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const controls = [...(await occurrences.getByRole('button', { name: 'Edit event' }).all()), occurrences.getByRole('listitem', { name: 'Next Page' })];
    expect(controls.length).toBe(11);
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoSidewaysOverflow(page);
  });

  it('the sales chart shows whole amounts on its revenue axis, up to five figures (issue #9 §4)', async () => {
    const page = await adminPage(browser, baseUrl, '/purchase-report');
    await page.setViewportSize({ width: 1440, height: 900 });
    const chart = page.getByRole('img', { name: /^Sales over/ });
    await visible(chart.getByText('$10,000.00', { exact: true }));
    const bounds = (await chart.boundingBox())!;
    const ticks = chart.locator('.recharts-yAxis-tick-labels text');
    expect(await ticks.count()).toBeGreaterThan(4);
    for (const tick of await ticks.all()) {
      const box = (await tick.boundingBox())!;
      expect(box.x >= bounds.x && box.x + box.width <= bounds.x + bounds.width, `${await tick.textContent()} within the chart`).toBe(true);
    }
  });

  it.each([
    { table: 'bookings', route: '/purchase-report', menu: /^Actions for booking #\d+$/ },
    { table: 'attendees', route: '/attendees', menu: /^Actions for / },
    // Every role's permissions as tags (the Administrator has all 20): they wrap, Edit stays on screen.
    { table: 'access control', route: '/access-control', menu: /^Edit / },
  ])('the $table table fits 1440 px: no scrolling inside its card, the actions of every row on screen (issue #9 §4)', async ({ route, menu }) => {
    const page = await adminPage(browser, baseUrl, route);
    await page.setViewportSize({ width: 1440, height: 900 });
    await settled(page);
    if (shots) await page.screenshot({ path: `${shots}/1440${route.replaceAll('/', '_')}.png`, fullPage: true });
    const table = page.locator('.ant-table-content, .ant-table-body').first();
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const menus = page.getByRole('button', { name: menu });
    expect(await menus.count()).toBeGreaterThan(0);
    for (const button of await menus.all()) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 1440).toBe(true);
    }
    if (route === '/attendees') {
      // Usual addresses (up to 30 characters) show whole, on two lines at most, not cut to 'screen.reader@ex…'.
      const cut = await page.locator('[translate="no"][title*="@"]').evaluateAll((cells) =>
        cells.filter((cell) => (cell.getAttribute('title') ?? '').length <= 30).map((cell) => ({ email: cell.getAttribute('title'), cut: cell.scrollHeight > cell.clientHeight })),
      );
      expect(cut.length).toBeGreaterThan(0);
      expect(cut.filter((cell) => cell.cut)).toEqual([]);
    }
  });
});
