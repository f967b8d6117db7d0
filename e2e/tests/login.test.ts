import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { E2E_ADMIN } from '../globalSetup';
import { createEvent, eventsFooter, freshPage, gone, inDays, loginPage, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  // At least one event, so the events screen is the list (an empty site shows /events/empty).
  await createEvent(api, { title: unique('Login check'), start_date: inDays(40) });
});

/**
 * A tag typed on its create form, unsaved, while another tab of the same browser logs out (ending
 * the session both use); answers the form's page and the other tab, on the login page.
 */
async function tagTypedThenLoggedOutElsewhere(name: string): Promise<{ page: Page; other: Page }> {
  const page = await loginPage(browser, baseUrl, E2E_ADMIN);
  await page.goto(`${baseUrl}/admin#/tags/create`);
  await page.getByLabel('Tag', { exact: true }).fill(name);
  const other = await page.context().newPage();
  await other.goto(`${baseUrl}/admin#/speakers`);
  await other.getByRole('button', { name: 'Log out' }).click();
  await other.waitForURL(/\/login/);
  return { page, other };
}

/** Saves the typed tag and checks it was created, on the screen and on the server. */
async function saveTag(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await visible(page.getByText('Successfully created tag!', { exact: true }));
  const tags = await api.call<{ items: Array<{ name: string }> }>('GET', `/tags?search=${encodeURIComponent(name)}`);
  expect(tags.items.map((tag) => tag.name)).toEqual([name]);
}

describe('the /login page', () => {
  it('has labelled Email and Password fields and a Log in button', async () => {
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}/login`);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await visible(email);
    await visible(password);
    await visible(page.getByRole('button', { name: 'Log in' }));
    expect(await email.getAttribute('type')).toBe('email');
    expect(await password.getAttribute('type')).toBe('password');
    await page.context().close();
  });

  it('shows an error for a wrong password and stays on /login', async () => {
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert');
    await visible(alert);
    expect(await alert.textContent()).toBe('The email or password is not correct.');
    expect(new URL(page.url()).pathname).toBe('/login');
    // The email stays filled in, the password does not, and the admin is still closed.
    expect(await page.getByLabel('Email').inputValue()).toBe(E2E_ADMIN.email);
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await page.goto(`${baseUrl}/admin`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('logs in: the authorization spinner gives way to the events screen', async () => {
    const page = await freshPage(browser);
    // Hold the permissions answer until the spinner has been seen, so its check is deterministic.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v2/permissions/current-user', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/admin**`);
    const spinner = page.getByText('Checking Authorization...', { exact: true });
    await visible(spinner);
    expect(await eventsFooter(page).count()).toBe(0);
    release();
    await gone(spinner);
    // The events screen: the header menu, the list's search and its footer.
    await visible(page.getByLabel('Eventory menu').getByText('Events', { exact: true }));
    await visible(page.getByRole('searchbox', { name: 'Search event by name' }));
    await visible(eventsFooter(page));
    await visible(page.getByRole('columnheader').filter({ hasText: /^Event/ }));
    await visible(page.getByRole('button', { name: 'Add New' }));
    expect(page.url()).toBe(`${baseUrl}/admin#/events`);
    await page.context().close();
  });

  it('opens the first screen at its top, its focus on the screen (walk: the focus scrolled Add New out of view)', async () => {
    const page = await freshPage(browser);
    // A phone in landscape: the screen is taller than the window even with one event.
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await visible(page.getByRole('button', { name: 'Add New' }));
    // The landing's redirect to Events is a screen change: the focus goes to the screen without scrolling to it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByRole('button', { name: 'Add New' }).evaluate((button) => button.getBoundingClientRect().top)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('offers Log in, not only Retry, on a screen whose session ended in another tab (walk C)', async () => {
    const page = await loginPage(browser, baseUrl, E2E_ADMIN);
    await page.goto(`${baseUrl}/admin#/events`);
    await visible(eventsFooter(page));
    const other = await page.context().newPage();
    await other.goto(`${baseUrl}/admin#/speakers`);
    await other.getByRole('button', { name: 'Log out' }).click();
    await other.waitForURL(/\/login/);
    // The next list the first tab asks for is refused: it says so, and links to the login, back to this screen.
    await page.getByRole('searchbox', { name: 'Search event by name' }).fill('after logout');
    await page.getByRole('searchbox', { name: 'Search event by name' }).press('Enter');
    const login = page.getByRole('link', { name: 'Log in' });
    await visible(login);
    expect(await login.getAttribute('href')).toMatch(new RegExp(`^/login\\?next=${encodeURIComponent('/admin#/events')}`));
    await page.context().close();
  });

  it('asks for the password over the screen when the session ended, and the unsaved edit is saved after', async () => {
    const name = unique('After a new login');
    const { page, other } = await tagTypedThenLoggedOutElsewhere(name);
    await other.close();

    // Before, the Save failed with 'Please log in to continue.', and a login elsewhere left this page's nonce stale.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await visible(dialog);
    expect(await dialog.getByLabel('Email').inputValue()).toBe(E2E_ADMIN.email);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('current-password');
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    await visible(dialog.getByText('The email or password is not correct.', { exact: true }));
    await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await gone(dialog);
    await visible(page.getByText('You are logged in again. Anything you had not saved is still here.', { exact: true }));
    expect(await page.getByLabel('Tag', { exact: true }).inputValue()).toBe(name);
    await saveTag(page, name);
    await page.context().close();
  });

  it("saves from a tab whose session was replaced by a login in another tab (its nonce was out of date)", async () => {
    const name = unique('After a login elsewhere');
    const { page, other } = await tagTypedThenLoggedOutElsewhere(name);
    await other.getByLabel('Email').fill(E2E_ADMIN.email);
    await other.getByLabel('Password').fill(E2E_ADMIN.password);
    await other.getByRole('button', { name: 'Log in' }).click();
    await other.waitForURL(`${baseUrl}/admin**`);
    await other.close();

    // Before: 'Your session token is missing or out of date. Reload the page and try again.'
    await saveTag(page, name);
    await page.context().close();
  });

  it('opens the screen of a deep link after login (walk C: it opened Events)', async () => {
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}/admin#/settings`);
    await page.waitForURL(/\/login\?/);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/admin#/settings`);
    await visible(page.getByRole('heading', { name: 'Settings', exact: true }));
    await page.context().close();
  });

  it('never follows a next that leaves the site (/\\evil.example, //evil.example)', async () => {
    for (const next of ['/\\evil.example', '//evil.example', '/%09/evil.example']) {
      const page = await freshPage(browser);
      await page.goto(`${baseUrl}/login?next=${next}`);
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`${baseUrl}/admin**`);
      expect(new URL(page.url()).origin, next).toBe(new URL(baseUrl).origin);
      await page.context().close();
    }
  });

  it("shows Users in the host's left menu for the administrator", async () => {
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/admin**`);
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    for (const entry of ['Events', 'Event Categories', 'Event Tags', 'Users', 'Settings']) {
      await visible(menu.getByRole('link', { name: entry, exact: true }));
    }
    await menu.getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin#/users`);
    await visible(page.getByRole('cell', { name: E2E_ADMIN.email, exact: true }));
    await page.context().close();
  });
});
