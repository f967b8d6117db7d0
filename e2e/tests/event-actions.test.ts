import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@eventory/core';
import {
  adminPage,
  chooseOption,
  createEvent,
  eventRow,
  eventsFooter,
  expectFooter,
  gone,
  inDays,
  searchEvents,
  unique,
  useAdminBrowser,
  visible,
  type ApiSession,
} from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  // At least one event, so the events screen is the list (an empty site shows /events/empty).
  await createEvent(api, { title: unique('Actions check'), start_date: inDays(40) });
});

/** Opens the admin's event list and searches for `text`. */
async function listFor(text: string): Promise<Page> {
  const page = await adminPage(browser, baseUrl);
  await visible(eventsFooter(page));
  await searchEvents(page, text);
  return page;
}

/** Opens a row's More menu and chooses an item. */
async function more(page: Page, row: Locator, item: string): Promise<void> {
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The open confirm dialog that asks `question`. */
function confirmDialog(page: Page, question: string): Locator {
  return page.getByRole('dialog').filter({ hasText: question });
}

/** A date picker's input: type the date, then Enter commits it (without submitting the form). */
async function typeDate(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('event actions', () => {
  it('creates an event through the create form, opens it in the editor and lists it', async () => {
    const title = unique('Created in UI');
    const page = await adminPage(browser, baseUrl);
    await visible(eventsFooter(page));
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.waitForURL(`${baseUrl}/admin#/events/create`);
    await visible(page.getByRole('heading', { name: 'Create event' }));
    await visible(page.getByRole('button', { name: 'Go Back' }));

    // Saving without a title or start date is refused with field messages.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Event title is required', { exact: true }));
    await visible(page.getByText('Start date is required', { exact: true }));
    expect(page.url()).toBe(`${baseUrl}/admin#/events/create`);

    // What an empty time means is said under each field and read with it: a hover tooltip reached neither keyboard nor touch (keyboard walk).
    const description = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    expect(await description('End time')).toContain('Leave empty to end at 23:59');
    expect(await description('Start time')).toContain('Leave empty to start at 00:00');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await typeDate(page, 'Start date', inDays(30));
    await typeDate(page, 'Start time', '18:00');
    await typeDate(page, 'End date', inDays(30));
    await typeDate(page, 'End time', '21:30');
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');

    await visible(page.getByText('Event created', { exact: true }));
    await page.waitForURL(/#\/events\/create\/\d+\/basic$/);
    // The new event's editor has the focus, so the next Tab goes on there, not at the top of the page (keyboard walk).
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await visible(page.getByRole('heading', { name: title, exact: true }));
    await visible(page.getByText('Draft', { exact: true }));
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);

    await page.getByLabel('Eventory menu').getByText('Events', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin#/events`);
    await searchEvents(page, title);
    await expectFooter(page, 'Showing 1 - 1 of 1 events');
    const row = eventRow(page, title);
    await visible(row.getByText('Draft', { exact: true }));
    await visible(row.getByText(/6:00\sPM/));
    await page.context().close();
  });

  it("refuses a start time the clocks jump over in the event's zone, beside the field (walk: 02:30 was saved as 03:30)", async () => {
    const page = await adminPage(browser, baseUrl, '/events/create');
    await page.getByLabel('Title', { exact: true }).fill(unique('DST night'));
    await chooseOption(page, page.getByRole('combobox', { name: 'Timezone' }), 'Europe/Berlin', { search: 'Europe/Berlin' });
    await typeDate(page, 'Start date', '2027-03-28');
    await typeDate(page, 'Start time', '02:30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const startTime = page.locator('.ant-form-item').filter({ has: page.getByLabel('Start time', { exact: true }) });
    await visible(startTime.getByText("This time does not exist on that day in the event's time zone: the clocks go forward over it. Choose a later time.", { exact: true }));
    expect(page.url()).toBe(`${baseUrl}/admin#/events/create`);
    await typeDate(page, 'Start time', '03:30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Event created', { exact: true }));
    await page.context().close();
  });

  it("clones an event from the More menu: a '<title> - Copy' draft appears", async () => {
    const title = unique('Clone me');
    await createEvent(api, { title, start_date: inDays(25) });
    const page = await listFor(title);
    await expectFooter(page, 'Showing 1 - 1 of 1 events');
    await more(page, eventRow(page, title), 'Clone');
    const dialog = confirmDialog(page, 'Are you sure you want to clone this event?');
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Clone' }).click();

    await visible(page.getByText('Successfully cloned the event!', { exact: true }));
    const copy = eventRow(page, `${title} - Copy`);
    await visible(copy);
    await visible(copy.getByText('Draft', { exact: true }));
    await expectFooter(page, 'Showing 1 - 2 of 2 events');
    await visible(eventRow(page, title).getByText('Upcoming', { exact: true }));
    await page.context().close();
  });

  it("keeps an event that has bookings: 'Failed to delete the event!' and why", async () => {
    const title = unique('Booked');
    const { id } = await createEvent(api, { title, start_date: inDays(27), ticket_variations: [{ name: 'Seat', price: 0, capacity: 5 }] });
    await api.call('POST', '/orders', {
      event_id: id,
      customer: { first_name: 'Early', last_name: 'Bird', email: 'early@example.org', phone: '' },
      tickets: [{ slug: 'seat', quantity: 1 }],
      attendees: [{ name: 'Early Bird', phone: '', ticket_slug: 'seat', extra_fields: {} }],
    });
    const page = await listFor(title);
    const row = eventRow(page, title);
    await more(page, row, 'Delete');
    const dialog = confirmDialog(page, 'Are you sure you want to delete this event?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Failed to delete the event!', { exact: true }));
    await visible(page.getByText(`"${title}" (1 booking) still has bookings with valid tickets. Refund them before deleting.`, { exact: true }));
    await visible(row);
    await page.context().close();
  });

  it('deletes an event from the More menu after confirming, and keeps it on Cancel', async () => {
    const title = unique('Delete me');
    await createEvent(api, { title, start_date: inDays(26) });
    const page = await listFor(title);
    await expectFooter(page, 'Showing 1 - 1 of 1 events');
    const row = eventRow(page, title);

    await more(page, row, 'Delete');
    let dialog = confirmDialog(page, 'Are you sure you want to delete this event?');
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    await visible(row);

    // Deleted from a freshly loaded list: in the full CI run under load, a second More menu opened
    // right after the Cancel twice showed no dialog (not reproduced alone; see the stop note).
    await page.reload();
    await visible(row);
    await more(page, row, 'Delete');
    dialog = confirmDialog(page, 'Are you sure you want to delete this event?');
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Successfully deleted the event!', { exact: true }));
    await gone(row);
    await visible(page.getByText('No events match these filters', { exact: true }));
    // It is gone on the server too.
    const left = await api.call<{ total_items: number }>('GET', `/events?search_keyword=${encodeURIComponent(title)}`);
    expect(left.total_items).toBe(0);
    await page.context().close();
  });

  it("says that deleting a series' parent deletes its occurrences (walk: the whole series went without a word)", async () => {
    // '!!' sorts first by title, so the series is on the first page whatever other test files made.
    const title = `!!${unique('Series to delete')}`;
    const { id } = await createEvent(api, { title, start_date: inDays(3), recurring_enabled: 'yes', recurrence: { frequency: 'weekly', count: 5 } });
    const page = await adminPage(browser, baseUrl, '/events?orderby=title&order=asc');
    const row = eventRow(page, title);
    await visible(row);
    await more(page, row, 'Delete');
    const dialog = confirmDialog(page, 'Are you sure you want to delete this event?');
    await visible(dialog.getByText('It is a recurring event: its 5 occurrences are deleted with it.', { exact: true }));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Successfully deleted the event!', { exact: true }));
    const left = await api.call<{ total_items: number }>('GET', `/events?parent=${id}`);
    expect(left.total_items).toBe(0);
    await page.context().close();
  });

  it('bulk-deletes two selected rows after confirming', async () => {
    const prefix = unique('Bulk');
    for (const n of [1, 2, 3]) await createEvent(api, { title: `${prefix} #${n}`, start_date: inDays(30 + n) });
    const page = await listFor(prefix);
    await expectFooter(page, 'Showing 1 - 3 of 3 events');
    const deleteSelected = page.getByRole('button', { name: /^Delete selected/ });
    expect(await deleteSelected.isDisabled()).toBe(true);

    await eventRow(page, `${prefix} #1`).getByRole('checkbox').check();
    await eventRow(page, `${prefix} #2`).getByRole('checkbox').check();
    await visible(page.getByRole('button', { name: 'Delete selected (2)' }));
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const dialog = confirmDialog(page, 'Are you sure you want to delete these 2 events?');
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await visible(page.getByText('Successfully deleted the event!', { exact: true }));
    await gone(eventRow(page, `${prefix} #1`));
    await gone(eventRow(page, `${prefix} #2`));
    await visible(eventRow(page, `${prefix} #3`));
    await expectFooter(page, 'Showing 1 - 1 of 1 events');
    await visible(page.getByRole('button', { name: 'Delete selected', exact: true }));
    await page.context().close();
  });

  it('keeps the row selection when the debounced search catches up after Enter', async () => {
    const prefix = unique('Keep selection');
    for (const n of [1, 2]) await createEvent(api, { title: `${prefix} #${n}`, start_date: inDays(30 + n) });
    const page = await adminPage(browser, baseUrl);
    await visible(eventsFooter(page));
    // The page's timers run on Playwright's clock, so the test ends the debounce when it chooses.
    await page.clock.install();
    await searchEvents(page, prefix); // types the search and presses Enter: the list searches at once
    await expectFooter(page, 'Showing 1 - 2 of 2 events');
    const checkbox = eventRow(page, `${prefix} #1`).getByRole('checkbox');
    await checkbox.check();
    await visible(page.getByRole('button', { name: 'Delete selected (1)' }));
    // The 500 ms debounce of the same search text ends now (if a loaded machine has not ended it
    // already); it is no filter change.
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    expect(await checkbox.isChecked()).toBe(true);
    await visible(page.getByRole('button', { name: 'Delete selected (1)' }));
    await page.context().close();
  });
});
