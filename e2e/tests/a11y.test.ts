import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../axe';
import { adminScreens, publicPaths, seedScreens, settled, type ScreenData } from '../screens';
import { adminPage, freshPage, useAdminBrowser, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let data: ScreenData;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  data = await seedScreens(api);
});

describe('accessibility (issue #9 §3)', () => {
  it('axe finds no serious or critical violation on any admin screen, each has one h1 and a tab title naming it', async () => {
    const page = await adminPage(browser, baseUrl, '/events');
    const found: Record<string, unknown> = {};
    for (const screen of adminScreens(data)) {
      await page.goto(`${baseUrl}/admin#${screen.route}`);
      await settled(page);
      const violations = await seriousViolations(page);
      const h1 = await page.locator('h1').count();
      const title = await page.title();
      if (violations.length || h1 !== 1 || title !== `${screen.name} ‹ Eventory`) found[screen.route] = { violations, h1, title };
    }
    expect(found).toEqual({});
  });

  it('axe finds no serious or critical violation on the public pages', async () => {
    const page = await freshPage(browser);
    const found: Record<string, unknown> = {};
    for (const path of publicPaths(data)) {
      await page.goto(`${baseUrl}${path}`);
      const violations = await seriousViolations(page);
      const h1 = await page.locator('h1').count();
      if (violations.length || h1 !== 1) found[path] = { violations, h1 };
    }
    expect(found).toEqual({});
  });
});
