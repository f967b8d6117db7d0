import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { englishLeft } from '../i18nCheck';
import { adminScreens, expectNoSidewaysOverflow, publicPaths, seedScreens, settled, type ScreenData } from '../screens';
import { adminPage, apiSession, launchBrowser, unique, type ApiSession } from '../support';

/**
 * Issue #12 §3: every admin screen, for a user whose admin language is German, and every public
 * page, for a visitor whose browser asks for German, shows no text of the English catalogue.
 * One test per screen, so a run can be narrowed to one screen with `-t`.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let data: ScreenData;
let admin: Page;
let visitor: Page;

/** The screens' routes are known before the data exists; each test looks its own up by position. */
const placeholder: ScreenData = { eventId: 0, eventTitle: '', eventSlug: '', speakerSlug: '', ticketId: '', bookingId: 0, templateId: 0 };

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiSession(baseUrl);
  data = await seedScreens(api);
  const credentials = { email: `de-${unique('u').split(' ')[1]}@example.com`, password: 'e2e-user-password' };
  await api.call('POST', '/users', { ...credentials, display_name: 'E2E Deutsch', role: 'administrator', language: 'de' });
  admin = await adminPage(browser, baseUrl, '/events', credentials);
  const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });
  visitor = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** Admin screens beyond issue #9's list that the language check walks too. */
const MORE_ADMIN_ROUTES = ['/shortcodes'];

describe('the admin in German, every screen (issue #12 §3)', () => {
  const routes = (screens: ScreenData) => [...adminScreens(screens).map((screen) => screen.route), ...MORE_ADMIN_ROUTES];
  it.each(routes(placeholder).map((route, index) => [route, index] as const))('%s', async (_route, index) => {
    await admin.goto(`${baseUrl}/admin#${routes(data)[index]!}`);
    await settled(admin);
    expect(await admin.locator('html').getAttribute('lang')).toBe('de');
    expect(await englishLeft(admin)).toEqual([]);
    // German words are longer: on a 390 px phone the screen still never scrolls sideways (issue #9 §3).
    const wide = admin.viewportSize()!;
    await admin.setViewportSize({ width: 390, height: 844 });
    try {
      await expectNoSidewaysOverflow(admin);
    } finally {
      await admin.setViewportSize(wide);
    }
  });
});

describe('the public pages in German (issue #12 §3)', () => {
  it.each(publicPaths(placeholder).map((path, index) => [path, index] as const))('%s', async (_path, index) => {
    const path = publicPaths(data)[index]!;
    await visitor.goto(`${baseUrl}${path}`);
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.locator('html').getAttribute('lang')).toBe('de');
    expect(await englishLeft(visitor)).toEqual([]);
  });
});

describe('the admin in German at 1440 px (issue #12 §2)', () => {
  it('shows every label of the side menu and the header menu whole, the header on one row', async () => {
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.goto(`${baseUrl}/admin#/template-builder`);
    await settled(admin);
    const cut = await admin.locator('nav.shell-menu a, .eventory-header-link').evaluateAll((links) =>
      links.filter((link) => link.scrollWidth > link.clientWidth + 1 || link.getBoundingClientRect().right > window.innerWidth).map((link) => link.textContent),
    );
    expect(cut).toEqual([]);
    const rows = await admin.locator('.eventory-header-link').evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
  });
});
