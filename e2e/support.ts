import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { CHROMIUM_ARGS } from '../apps/server/src/pdf/chromiumArgs';
import { E2E_ADMIN } from './globalSetup';

/**
 * Debian's Chromium with the flags this machine needs (no sandbox as root, no background network),
 * asking pages for reduced motion: the admin then opens dialogs and menus without zooming or sliding
 * (MotionConfigProvider), so no click lands on one still growing under the pointer (CI, 29 Nov 2026:
 * a press on 'Send again' while its dialog zoomed in, the release on the dialog, and no click). A
 * page asks for motion again with `page.emulateMedia({ reducedMotion: 'no-preference' })`.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
}

/**
 * The setup most browser test files share, at the top level of the file: one Chromium for the file
 * and an administrator's API session on `baseUrl`, handed to `ready` before the first test
 * (`useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared))`); the browser closes after the last.
 */
export function useAdminBrowser(baseUrl: string, ready: (shared: { browser: Browser; api: ApiSession }) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    ready({ browser, api: await apiSession(baseUrl) });
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * For a file whose tests share one page: after a failed try, the page is loaded afresh, so a dialog
 * the failure left open does not cover the retry's or the next test's first click (CI, 29 Nov 2026:
 * one failure became four as each later click hit the open modal).
 */
export function reloadAfterFailure(page: () => Page | undefined): void {
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page()?.reload();
  });
}

/** Logs in through the /login form and lands on the admin. */
export async function loginPage(browser: Browser, baseUrl: string, credentials = E2E_ADMIN): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/admin**`);
  return page;
}

/** A logged-in API session for arranging data quickly (the UI is what the tests exercise). */
export interface ApiSession {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function apiSession(baseUrl: string, credentials = E2E_ADMIN): Promise<ApiSession> {
  const res = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { nonce } = (await res.json()) as { nonce: string };
  return {
    async call<T>(method: string, path: string, body?: unknown) {
      const r = await fetch(`${baseUrl}/api/v2${path}`, {
        method,
        headers: { cookie, 'x-csrf-token': nonce, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}

/** A unique suffix so tests sharing one server never see each other's rows. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/* ------------------------------------------------------------------------------------------ */
/* Helpers shared by the browser tests (e2e/tests).                                            */
/* ------------------------------------------------------------------------------------------ */

/** How long a UI expectation may take before it fails (the server is local, so this is generous). */
export const UI_TIMEOUT = 15_000;

/** A fresh, logged-out browser page with the tests' viewport and timeouts. */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  context.setDefaultTimeout(UI_TIMEOUT);
  return context.newPage();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The session cookie of each user already logged in through the form, per server and email. */
const sessions = new Map<string, StorageState>();

/**
 * A logged-in admin page with the tests' timeouts. The first time for a user (per server) it logs
 * in through the /login form (as `loginPage`); later pages reuse that session's cookie, which
 * saves a login per test. With a `route` the admin is opened afresh on that hash route (a full page
 * load of `/admin#<route>`), else on `/admin`.
 */
export async function adminPage(browser: Browser, baseUrl: string, route?: string, credentials = E2E_ADMIN): Promise<Page> {
  const key = `${baseUrl} ${credentials.email}`;
  const state = sessions.get(key);
  let page: Page;
  if (state) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState: state });
    page = await context.newPage();
    page.context().setDefaultTimeout(UI_TIMEOUT);
    await page.goto(`${baseUrl}/admin${route === undefined ? '' : `#${route}`}`);
    return page;
  }
  page = await loginPage(browser, baseUrl, credentials);
  page.context().setDefaultTimeout(UI_TIMEOUT);
  sessions.set(key, await page.context().storageState());
  if (route !== undefined) {
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/admin#${route}`);
  }
  return page;
}

/** Waits until the locator is visible (Playwright's auto-waiting, as an assertion). */
export async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

/** Waits until nothing matches the locator any more. */
export async function gone(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'detached' });
}

/** A `YYYY-MM-DD` date `days` away from today (UTC). */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * True while an antd popup of this class (`.ant-dropdown` for a menu, `.ant-select-dropdown` for a
 * select's choices) is on screen and not in its opening or closing animation. Runs in the page.
 */
function dropdownSettled(popupClass: string): boolean {
  const popup = document.querySelector(`${popupClass}:not(${popupClass}-hidden)`);
  return popup !== null && !/-(appear|enter|leave)\b/.test(popup.className);
}

/**
 * Opens an antd Select (its combobox, found by label) and chooses the option with exactly this
 * text. A remote picker shows only its first page of choices, so with `search` the text is typed
 * first (the option is then found whatever else the database holds). The option is the visible
 * item of the open dropdown (antd also renders hidden a11y copies).
 */
export async function chooseOption(page: Page, combobox: Locator, label: string, { search }: { search?: string } = {}): Promise<void> {
  // Two events of one title and date share a label: either will do.
  const option = page
    .locator('.ant-select-item-option')
    .filter({ visible: true })
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first();
  await combobox.click();
  if (search !== undefined) await combobox.fill(search);
  else {
    await page.locator('.ant-select-item-option, .ant-select-item-empty').filter({ visible: true }).first().waitFor();
    // Whether the option is listed is judged once the choices have finished opening: counted halfway
    // through, '20 / page' was missing in about half the runs and got typed into the page size's search.
    await page.waitForFunction(dropdownSettled, '.ant-select-dropdown', { timeout: UI_TIMEOUT });
    // A searchable picker shows only its first page of choices: when the option is not among them,
    // type the title (the label before a date in brackets) so it is found whatever else the database
    // holds. A searchable select of fixed choices (a page size) is not typed into: its search may not
    // match the label.
    if ((await option.count()) === 0 && (await combobox.isEditable())) await combobox.fill(label.replace(/ \([^()]*\)$/, ''));
  }
  await option.click();
}

/**
 * Clicks `trigger` (an antd Dropdown's button) and answers the texts of its menu's items once the
 * menu has finished opening. On a loaded machine a menu can close again right after it showed
 * (twice in CI, never reproduced alone); it is then opened once more, but only after it is fully
 * hidden, since a click that lands while a menu is still animating toggles it shut. Fails when the
 * third try finds no menu either.
 */
export async function openMenu(page: Page, trigger: Locator): Promise<string[]> {
  const items = page.getByRole('menuitem').filter({ visible: true });
  for (let attempt = 1; ; attempt++) {
    await trigger.click();
    await items.first().waitFor();
    await page.waitForFunction(dropdownSettled, '.ant-dropdown', { timeout: UI_TIMEOUT }).catch(() => undefined);
    const texts = await textsOf(items);
    if (texts.length > 0 || attempt === 3) return texts;
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden' });
  }
}

/** The event list's footer, 'Showing x - y of n events'. */
export function eventsFooter(page: Page): Locator {
  return page.getByText(/^Showing \d+ - \d+ of \d+ events$/);
}

/** Waits until the event list's footer reads exactly `text`. */
export async function expectFooter(page: Page, text: string): Promise<void> {
  await visible(page.getByText(text, { exact: true }));
}

/** The table row of the event list whose title link is exactly `title`. */
export function eventRow(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** Types a search into 'Search event by name' and presses Enter (the list searches at once). */
export async function searchEvents(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search event by name' });
  await box.fill(text);
  await box.press('Enter');
}

/** Creates a user with a role through the API and returns its login credentials. */
export async function createUser(api: ApiSession, role: string): Promise<{ email: string; password: string }> {
  const email = `${role}-${unique('u').split(' ')[1]}@example.com`;
  const password = 'e2e-user-password';
  await api.call('POST', '/users', { email, display_name: `E2E ${role}`, password, role });
  return { email, password };
}

/** The fields of an event the tests create through the API (POST /api/v2/events). */
export interface EventSeed {
  title: string;
  start_date: string;
  start_time?: string;
  end_date?: string;
  end_time?: string;
  timezone?: string;
  status?: 'draft' | 'publish';
  ticket_variations?: { name: string; price: number; capacity: number }[];
  recurring_enabled?: 'yes' | 'no';
  recurrence?: { frequency: 'daily' | 'weekly' | 'monthly' | 'yearly'; weekdays?: string[]; count?: number };
  description?: string;
  categories?: number[];
  location?: { type: 'offline' | 'online'; address?: { address: string }; url?: string };
}

/** Creates an event through the API (10:00–12:00 UTC on its start date unless told otherwise). */
export function createEvent(api: ApiSession, seed: EventSeed): Promise<{ id: number; title: string }> {
  return api.call('POST', '/events', {
    start_time: '10:00',
    end_date: seed.start_date,
    end_time: '12:00',
    timezone: 'UTC',
    status: 'publish',
    ...seed,
  });
}

/** Books one ticket of the event's first (free) ticket variation for `name` through the bookings API. */
export async function bookFreeTicket(api: ApiSession, eventId: number, name: string, email: string): Promise<void> {
  const event = await api.call<{ ticket_variations: { slug: string }[] }>('GET', `/events/${eventId}`);
  const slug = event.ticket_variations[0]!.slug;
  await api.call('POST', '/orders', {
    event_id: eventId,
    customer: { first_name: name, email },
    tickets: [{ slug, quantity: 1 }],
    attendees: [{ name, email, phone: '', ticket_slug: slug, extra_fields: {} }],
  });
}

/** The text of each element `locator` matches, in document order. */
export function textsOf(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
}

/**
 * Resolves when a list call to `apiPath` (e.g. '/api/v2/speakers') with `search=text` has been
 * answered: start it before typing, await it after (an unfiltered footer may read the same).
 */
export function searchAnswered(page: Page, apiPath: string, text: string): Promise<unknown> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === apiPath && url.searchParams.get('search') === text;
  });
}

/**
 * Stops the page's clock (Playwright's fake timers, installed on the page now): no timer of the
 * page runs until the test moves the clock on with `page.clock.runFor(ms)` or lets it go with
 * `page.clock.resume()`. Typing with the clock stopped makes a debounce independent of how slowly a
 * loaded machine types: however long the real gap between two keys, no page time passes.
 */
async function stopClock(page: Page): Promise<void> {
  await page.clock.install();
  // pauseAt jumps to a time ahead of the page's clock and stops there: a second on, it only brings
  // forward what was due within that second.
  await page.clock.pauseAt(Date.now() + 1_000);
}

/**
 * Types `text` into a list's search `box` with the page's clock stopped ({@link stopClock}) and moves
 * the clock to the last millisecond of the search's debounce (SEARCH_DEBOUNCE_MS): the test can then
 * check that nothing has been asked yet, and end the debounce with {@link endSearchDebounce}.
 */
export async function typeWithClockStopped(page: Page, box: Locator, text: string): Promise<void> {
  await box.click();
  await stopClock(page);
  await box.pressSequentially(text);
  await expect.poll(() => box.inputValue(), { timeout: UI_TIMEOUT }).toBe(text);
  await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
}

/**
 * Ends the debounce {@link typeWithClockStopped} stopped at, waits until `sent` (the searches the test
 * saw the page request) holds exactly `text`, then lets the clock go. The clock is moved on in steps of
 * 50 ms while waiting rather than let go at once: under the whole suite, a search once never left a
 * page whose clock had been let go (CI, 30 Nov 2026), and a failure now names what was sent.
 */
export async function endSearchDebounce(page: Page, sent: readonly string[], text: string): Promise<void> {
  await page.clock.runFor(1);
  await expect
    .poll(
      async () => {
        if (sent.length === 0) await page.clock.runFor(50);
        return [...sent];
      },
      { timeout: UI_TIMEOUT },
    )
    .toEqual([text]);
  await page.clock.resume();
}
