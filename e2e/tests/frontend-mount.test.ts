import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventItem } from '@eventory/core';
import { seriousViolations } from '../axe';
import { apiSession, bookFreeTicket, createEvent, createUser, freshPage, inDays, launchBrowser, unique, visible, type ApiSession } from '../support';

/**
 * Issue #11 §5 and §7: a vendor logs in on the public dashboard page (the Event Frontend Dashboard
 * widget), creates and edits their own events and sees their attendees, and reaches nobody else's.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let vendor: { email: string; password: string };
let vendorApi: ApiSession;
let others: { id: number; title: string };
let ownTitle: string;
const GUEST = unique('Vendor guest');
const OTHER_GUEST = unique('Other guest');

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiSession(baseUrl);
  vendor = await createUser(admin, 'vendor');
  vendorApi = await apiSession(baseUrl, vendor);
  const tickets = [{ name: 'Free', price: 0, capacity: 20 }];
  ownTitle = unique('Vendor fair');
  const own = await createEvent(vendorApi, { title: ownTitle, start_date: inDays(25), ticket_variations: tickets });
  others = await createEvent(admin, { title: unique('Someone else’s gala'), start_date: inDays(26), ticket_variations: tickets });
  await bookFreeTicket(admin, own.id, GUEST, 'vendor-guest@example.com');
  await bookFreeTicket(admin, others.id, OTHER_GUEST, 'other-guest@example.com');
});

afterAll(async () => {
  await browser?.close();
});

/** The public dashboard page, logged in through its own form. */
async function dashboardAsVendor(): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(`${baseUrl}/dashboard`);
  await visible(page.getByRole('heading', { name: 'Log in to manage your events' }));
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByLabel('Password').fill(vendor.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await visible(page.getByRole('heading', { name: 'My events' }));
  return page;
}

/** A date or time picker: type the value, Enter commits it (without submitting the form). */
async function typeDate(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('the front-end mount (issue #11 §5)', () => {
  it('a logged-out visitor sees the login form, and a wrong password is said so', async () => {
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}/dashboard`);
    await visible(page.getByRole('heading', { name: 'Log in to manage your events' }));
    await visible(page.getByText('Log in to see the attendees of your events.'));
    await page.getByLabel('Email').fill(vendor.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await visible(page.getByRole('alert').getByText('The email or password is not correct.'));
    // antd sometimes leaves the loading icon in the button after a refusal, stuck leaving (1 run in
    // ~15 of the Arabic dashboard test): put it there as it was found; the name must stay 'Log in'.
    await page.locator('button[type="submit"]').evaluate((button) =>
      button.insertAdjacentHTML(
        'afterbegin',
        '<span class="ant-btn-icon ant-btn-loading-icon ant-btn-loading-icon-motion-leave ant-btn-loading-icon-motion-leave-active ant-btn-loading-icon-motion" style="width: 0px; opacity: 0; transform: scale(0);"><span role="img" aria-label="loading" class="anticon anticon-loading anticon-spin"></span></span>',
      ),
    );
    await visible(page.getByRole('button', { name: 'Log in', exact: true }));
    await page.context().close();
  });

  it('a vendor creates an event (refused without a title), edits it and sees only their own events and attendees', async () => {
    const page = await dashboardAsVendor();
    const events = page.getByRole('region', { name: 'My events' });
    await visible(events.getByRole('cell', { name: ownTitle, exact: true }));
    expect(await page.getByText(others.title).count()).toBe(0);

    const attendees = page.getByRole('region', { name: 'My attendees' });
    await visible(attendees.getByRole('cell', { name: GUEST, exact: true }));
    expect(await page.getByText(OTHER_GUEST).count()).toBe(0);

    await page.getByRole('button', { name: 'Create event' }).click();
    await visible(page.getByRole('heading', { name: 'Create event' }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Event title is required', { exact: true }));
    await visible(page.getByText('Start date is required', { exact: true }));

    const title = unique('Vendor workshop');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await typeDate(page, 'Start date', inDays(40));
    await typeDate(page, 'Start time', '09:00');
    await page.getByText('Published', { exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Event created', { exact: true }));
    await visible(events.getByRole('cell', { name: title, exact: true }));

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await visible(page.getByRole('heading', { name: `Edit ${title}` }));
    const renamed = `${title} (renamed)`;
    await page.getByLabel('Title', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Event updated', { exact: true }));
    await visible(events.getByRole('cell', { name: renamed, exact: true }));
    const stored = await vendorApi.call<{ items: EventItem[] }>('GET', `/events?search_keyword=${encodeURIComponent(renamed)}`);
    expect(stored.items.map((e) => [e.title, e.status])).toEqual([[renamed, 'publish']]);
    await page.context().close();
  });

  it("another user's event and its attendees are refused to the vendor's session: 404, never data", async () => {
    const page = await dashboardAsVendor();
    const answers = await page.evaluate(async (id) => {
      const get = async (url: string) => {
        const res = await fetch(url, { credentials: 'same-origin' });
        return { status: res.status, body: await res.text() };
      };
      return [await get(`/api/v2/events/${id}`), await get(`/api/v2/attendees?event_id=${id}`)];
    }, others.id);
    expect(answers[0]!.status).toBe(404);
    expect(answers[0]!.body).not.toContain(others.title);
    expect(answers[1]!.status).toBe(200);
    expect(JSON.parse(answers[1]!.body)).toEqual({ items: [], total_items: 0 });
    await page.context().close();
  });

  it('has no serious axe violations at 1440 and 390 px, logged out and logged in', async () => {
    const page = await dashboardAsVendor();
    await visible(page.getByRole('cell', { name: GUEST, exact: true }));
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // On a phone the tables scroll sideways: their scrollers become keyboard stops.
      if (width === 390) await visible(page.getByRole('region', { name: 'Table (scrolls sideways)' }));
      expect(await seriousViolations(page), `logged in at ${width}`).toEqual([]);
    }
    await page.getByRole('button', { name: 'Log out' }).click();
    await visible(page.getByRole('heading', { name: 'Log in to manage your events' }));
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page), `logged out at ${width}`).toEqual([]);
    }
    await page.context().close();
  });
});
