import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventItem } from '@eventory/core';
import { seriousViolations } from '../axe';
import { adminPage, apiSession, bookFreeTicket, createEvent, freshPage, inDays, launchBrowser, unique, visible, type ApiSession } from '../support';

/**
 * Issue #11 §5, SPEC §2 "Front-end mount": an event's "Public attendee list" setting places the
 * front-end attendee list container on its public page, where the mount shows a visitor who is
 * coming, by name; with the setting off the page lists nobody.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let event: { id: number; title: string; path: string };
const GUESTS = [unique('Ada Guest'), unique('Bob Guest')];

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiSession(baseUrl);
  const created = await createEvent(api, { title: unique('Open house'), start_date: inDays(20), ticket_variations: [{ name: 'Free', price: 0, capacity: 20 }] });
  for (const [i, name] of GUESTS.entries()) await bookFreeTicket(api, created.id, name, `public-list-${i}@example.com`);
  const link = (await api.call<EventItem>('GET', `/events/${created.id}`)).link;
  event = { ...created, path: new URL(link).pathname };
});

afterAll(async () => {
  await browser?.close();
});

/** The event's public page as a visitor (no session), loaded with whatever it fetches. */
async function visitorPage(): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(`${baseUrl}${event.path}`);
  await visible(page.getByRole('heading', { level: 1, name: event.title }));
  return page;
}

describe('the public attendee list on the event page', () => {
  it("is off by default: the page lists nobody and the public API refuses the names", async () => {
    const page = await visitorPage();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#etn-frontend-attendee-list').count()).toBe(0);
    for (const name of GUESTS) expect(await page.getByText(name).count()).toBe(0);
    const answer = await page.evaluate(async (id) => (await fetch(`/api/public/v1/events/${id}/attendees`)).status, event.id);
    expect(answer).toBe(404);
    await page.context().close();
  });

  it("turned on in the editor's Publish section, the visitor sees the attendees' names (and no emails), their console no error, and a booking made there joins the list", async () => {
    const admin = await adminPage(browser, baseUrl, `/events/create/${event.id}/publish`);
    const toggle = admin.getByRole('switch', { name: 'Public attendee list' });
    await visible(toggle);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(admin.getByText('Event saved', { exact: true }));
    await admin.context().close();

    const page = await freshPage(browser);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v2/auth/session') problems.push(`asked ${request.url()}`);
    });
    await page.goto(`${baseUrl}${event.path}`);
    const list = page.getByRole('region', { name: `Attending ${event.title} (2)` });
    await visible(list);
    for (const name of GUESTS) await visible(list.getByRole('listitem').filter({ hasText: name }));
    expect(await page.getByText('public-list-0@example.com').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The list is the same for everyone: a visitor's page does not ask who is logged in (a 401 in their console).
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);

    // A booking made on the page shows in its list at once, without a reload.
    const form = page.locator('#booking-form');
    const newcomer = unique('Cy Guest');
    await form.getByLabel('Free (Free)').fill('1');
    await form.getByLabel('First name').fill('Cy');
    await form.getByLabel('Last name').fill('Guest');
    await form.getByLabel('Email', { exact: true }).fill('public-list-new@example.com');
    await form.getByLabel('Attendee 1 name').fill(newcomer);
    await form.getByRole('button', { name: 'Book tickets' }).click();
    const grown = page.getByRole('region', { name: `Attending ${event.title} (3)` });
    await visible(grown.getByRole('listitem').filter({ hasText: newcomer }));
    await page.context().close();
  });

  it('turned off again, the page lists nobody', async () => {
    await api.call('PUT', `/events/${event.id}`, { attendee_list_public: false });
    const page = await visitorPage();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#etn-frontend-attendee-list').count()).toBe(0);
    for (const name of GUESTS) expect(await page.getByText(name).count()).toBe(0);
    await page.context().close();
  });
});
