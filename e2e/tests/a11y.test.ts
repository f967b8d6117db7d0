import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { allViolations, seriousViolations } from '../axe';
import { adminScreens, publicPaths, SCREEN_PLACEHOLDER, seedScreens, showScreen, type ScreenData } from '../screens';
import { adminPage, freshPage, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let data: ScreenData;
let admin: Page;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  data = await seedScreens(api);
  admin = await adminPage(browser, baseUrl, '/events');
});

describe('accessibility (issue #9 §3)', () => {
  // One test per screen: each has the whole test timeout (all of them in one test took 28 s in CI
  // on a quiet machine), and a failure names its screen.
  describe('axe finds no violation, of any impact, on the admin screen, which has one h1 and a tab title naming it', () => {
    it.each(adminScreens(SCREEN_PLACEHOLDER).map((screen, index) => [screen.route, index] as const))('%s', async (_route, index) => {
      await showScreen(admin, baseUrl, adminScreens(data)[index]!);
      expect(await allViolations(admin)).toEqual([]);
      expect(await admin.locator('h1').count()).toBe(1);
    });
  });

  it('a primary button under the pointer keeps its white text readable (4.5:1)', async () => {
    await admin.goto(`${baseUrl}/admin#/events`);
    const button = admin.getByRole('link', { name: 'Add New' }).or(admin.getByRole('button', { name: 'Add New' })).first();
    await button.hover();
    // antd's hover colour is a lighter tint of the primary one: white text on it read 2.99:1.
    await expect.poll(async () => (await seriousViolations(admin)).filter((v) => v.id === 'color-contrast')).toEqual([]);
  });

  it('honours a system that asks for less motion: menus open without zooming, kept up to date (WCAG 2.3.3)', async () => {
    const page = await adminPage(browser, baseUrl, '/events');
    const button = page.getByRole('button', { name: 'More actions' }).first();
    /** Opens and closes the row's menu; answers whether antd animated it (rc-motion's active appear/enter step showed). */
    const menuAnimates = async () => {
      await page.evaluate(() => {
        const win = window as unknown as { animated: boolean; watcher?: MutationObserver };
        win.animated = false;
        win.watcher?.disconnect();
        const moving = (node: Node) => node instanceof Element && /-(appear|enter)-active\b/.test(node.className.toString());
        win.watcher = new MutationObserver((records) => {
          if (records.some((r) => moving(r.target) || Array.from(r.addedNodes).some(moving))) win.animated = true;
        });
        win.watcher.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      await button.click();
      await visible(page.getByRole('menuitem').first());
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('menuitem').count()).toBe(0);
      return page.evaluate(() => (window as unknown as { animated: boolean }).animated);
    };
    // The tests' browser asks for reduced motion (support.ts); this page asks for motion first.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await menuAnimates()).toBe(true);
    // Asked for while the admin is open: no reload needed.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await menuAnimates()).toBe(false);
    await page.context().close();
  });

  it('axe finds no violation, of any impact, on the public pages', async () => {
    const page = await freshPage(browser);
    const found: Record<string, unknown> = {};
    for (const path of publicPaths(data)) {
      await page.goto(`${baseUrl}${path}`);
      const violations = await allViolations(page);
      const h1 = await page.locator('h1').count();
      if (violations.length || h1 !== 1) found[path] = { violations, h1 };
    }
    expect(found).toEqual({});
  });
});
