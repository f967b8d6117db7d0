import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPage, apiSession, chooseOption, createEvent, createUser, eventsFooter, gone, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let subscriber: { email: string; password: string };
let author: { email: string; password: string };
let vendor: { email: string; password: string };
let authorEvent: { id: number };

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  subscriber = await createUser(api, 'subscriber');
  author = await createUser(api, 'author');
  vendor = await createUser(api, 'vendor');
  // One event of the author's own (authors see only theirs), so their events screen is the list
  // and not the empty state.
  authorEvent = await createEvent(await apiSession(baseUrl, author), { title: unique('Access check'), start_date: inDays(40) });
});

const accessDenied = (page: Page) => page.getByText('Access Denied! Redirecting...', { exact: true });

describe('the route rule (SPEC §6)', () => {
  it('sends a subscriber who opens /admin#/events to the site home after Access Denied', async () => {
    const page = await adminPage(browser, baseUrl, '/events', subscriber);
    await visible(accessDenied(page));
    expect(await eventsFooter(page).count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: 'Search event by name' }).count()).toBe(0);
    await page.waitForURL(`${baseUrl}/`);
    await visible(page.getByRole('heading', { name: 'Upcoming events' }));
    await page.context().close();
  });

  it('lets an author (etn_manage_event only) open the events list with the Events header menu', async () => {
    const page = await adminPage(browser, baseUrl, '/events', author);
    await visible(eventsFooter(page));
    expect(page.url()).toBe(`${baseUrl}/admin#/events`);
    expect(await accessDenied(page).count()).toBe(0);
    // The header's Events group holds Events, Event Categories and Event Tags.
    const header = page.getByLabel('Eventory menu');
    for (const entry of ['Events', 'Event Categories', 'Event Tags']) {
      await visible(header.getByText(entry, { exact: true }));
    }
    await header.getByText('Event Tags', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin#/tags`);
    await visible(page.getByRole('heading', { name: 'Event Tags' }));
    // The host's left menu hides what an author may not use.
    const left = page.getByRole('navigation', { name: 'Admin menu' });
    await visible(left.getByRole('link', { name: 'Events', exact: true }));
    expect(await left.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    expect(await left.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it("lets an author fill their event's Speakers, Schedules and Templates sections (organiser walk: each picker said the role lacked a permission)", async () => {
    const speaker = unique('Picked speaker');
    await api.call('POST', '/speakers', { name: speaker, category: ['speaker'] });
    const page = await adminPage(browser, baseUrl, `/events/create/${authorEvent.id}/speakers`, author);
    await chooseOption(page, page.getByRole('combobox', { name: 'Speakers' }), speaker, { search: speaker });
    for (const section of ['speakers', 'schedules', 'templates']) {
      await page.goto('about:blank');
      await page.goto(`${baseUrl}/admin#/events/create/${authorEvent.id}/${section}`);
      await visible(page.getByRole('combobox').first());
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(/^Could not load/).count(), section).toBe(0);
    }
    await page.context().close();
  });

  it('sends an author who opens /admin#/users back to #/events after Access Denied', async () => {
    const page = await adminPage(browser, baseUrl, '/users', author);
    await visible(accessDenied(page));
    // No 'Add New' to a screen the author may not open either (walk of 30 Nov 2026).
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    await page.waitForURL(`${baseUrl}/admin#/events`);
    await gone(accessDenied(page));
    await visible(eventsFooter(page));
    await page.context().close();
  });

  it('shows a vendor the events but not the category and tag screens (issue #11 §5): no menu entries, Access Denied on the route', async () => {
    const page = await adminPage(browser, baseUrl, '/events', vendor);
    const header = page.getByLabel('Eventory menu');
    await visible(header.getByText('Events', { exact: true }));
    const left = page.getByRole('navigation', { name: 'Admin menu' });
    await visible(left.getByRole('link', { name: 'Events', exact: true }));
    for (const entry of ['Event Categories', 'Event Tags']) {
      expect(await header.getByText(entry, { exact: true }).count(), `header ${entry}`).toBe(0);
      expect(await left.getByRole('link', { name: entry, exact: true }).count(), `left menu ${entry}`).toBe(0);
    }
    await page.goto(`${baseUrl}/admin#/categories/create`);
    await visible(accessDenied(page));
    await page.waitForURL(`${baseUrl}/admin#/events`);
    expect(await page.getByRole('heading', { name: 'Event Categories' }).count()).toBe(0);
    await page.context().close();
  });
});
