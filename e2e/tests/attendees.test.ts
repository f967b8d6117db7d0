import fs from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventItem, Order } from '@eventory/core';
import { adminPage, createEvent, gone, inDays, searchAnswered, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

/** A free event (General admission, 20 seats): its bookings complete at once. */
let event: EventItem;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  const { id } = await createEvent(api, { title: unique('Attendee meetup'), start_date: inDays(20), ticket_variations: [{ name: 'General', price: 0, capacity: 20 }] });
  event = await api.call<EventItem>('GET', `/events/${id}`);
});

/** Books one free ticket for an attendee called `name` (the public booking route). */
async function bookFor(name: string): Promise<NonNullable<Order['attendees']>[number]> {
  const slug = event.ticket_variations[0]!.slug;
  const order = await api.call<Order>('POST', '/orders', {
    event_id: event.id,
    customer: { first_name: name, email: 'guest@example.com' },
    tickets: [{ slug, quantity: 1 }],
    attendees: [{ name, email: 'guest@example.com', phone: '+1 555 0100', ticket_slug: slug, extra_fields: { Company: 'ACME' } }],
  });
  const attendee = order.attendees?.[0];
  if (!attendee) throw new Error('the booking has no attendee');
  return attendee;
}

/** The attendee table row holding `name`. */
function attendeeRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

describe('the attendee table (issue #4 "Attendees")', () => {
  it("edits an attendee's name and shows it in the event's list", async () => {
    const before = unique('Guest');
    const after = unique('Renamed guest');
    await bookFor(before);

    const page = await adminPage(browser, baseUrl, `/attendees/event/${event.id}`);
    await visible(page.getByRole('heading', { name: `Attendees of ${event.title}` }));
    const row = attendeeRow(page, before);
    await visible(row.getByText('Not checked in', { exact: true }));
    await visible(row.getByText('Completed', { exact: true }));
    await row.getByRole('button', { name: `Edit ${before}` }).click();

    await visible(page.getByRole('heading', { name: 'Edit Attendee' }));
    await expect.poll(() => page.getByLabel('Label of extra field 1').inputValue()).toBe('Company');
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('');
    // A bad email gets the form's one message beside the field, not also the browser's bubble over the
    // next field: the browser's own check would fire 'invalid' and hold the form back.
    await page.evaluate(() => document.addEventListener('invalid', () => document.body.setAttribute('data-native-invalid', 'yes'), true));
    const email = page.getByLabel('Email', { exact: true });
    const address = await email.inputValue();
    await email.fill('charles at example');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Give a name', { exact: true }));
    await visible(page.getByText('Give a valid email address', { exact: true }));
    expect(await page.locator('body').getAttribute('data-native-invalid')).toBeNull();
    await email.fill(address);
    await name.fill(after);
    await page.getByRole('button', { name: 'Save' }).click();

    await visible(page.getByText('Successfully updated attendee!', { exact: true }));
    await visible(page.getByRole('heading', { name: `Attendees of ${event.title}` }));
    await visible(attendeeRow(page, after));
    await gone(attendeeRow(page, before));
  });

  it('exports the filtered attendees as a CSV file holding the attendee', async () => {
    const name = unique('Exported guest');
    const attendee = await bookFor(name);

    const page = await adminPage(browser, baseUrl, '/attendees');
    await visible(page.getByText(/^Showing \d+ - \d+ of \d+ attendees$/));
    const answered = searchAnswered(page, '/api/v2/attendees', name);
    await page.getByRole('searchbox', { name: 'Search by name, email or ticket id' }).fill(name);
    await answered;
    await visible(page.getByText('Showing 1 - 1 of 1 attendees', { exact: true }));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const path = await download.path();
    const csv = await fs.readFile(path, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    // The header and exactly the one attendee the table shows.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain(attendee.ticket_id);
    expect(lines[1]).toContain(event.title);
  });

  it('deletes the selected attendees after confirming, and the seats return', async () => {
    const prefix = unique('Leaver');
    await bookFor(`${prefix} A`);
    await bookFor(`${prefix} B`);
    const sold = (await api.call<EventItem>('GET', `/events/${event.id}`)).sold_tickets;

    const page = await adminPage(browser, baseUrl, `/attendees/event/${event.id}`);
    const answered = searchAnswered(page, '/api/v2/attendees', prefix);
    await page.getByRole('searchbox', { name: 'Search by name, email or ticket id' }).fill(prefix);
    await answered;
    await visible(page.getByText('Showing 1 - 2 of 2 attendees', { exact: true }));
    for (const name of [`${prefix} A`, `${prefix} B`]) await attendeeRow(page, name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete these 2 attendees?' }).getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Successfully deleted the attendee!', { exact: true }));
    await visible(page.getByText('No attendees match these filters.', { exact: true }));
    expect((await api.call<EventItem>('GET', `/events/${event.id}`)).sold_tickets).toBe(sold - 2);
  });
});
