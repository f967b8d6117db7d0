import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventItem, Order } from '@eventory/core';
import { seriousViolations } from '../axe';
import { adminPage, createEvent, eventRow, eventsFooter, gone, inDays, openMenu, searchEvents, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

/** An event with two paid ticket variations (Standard 25.00 × 10 seats, VIP 40.00 × 5). */
let event: EventItem;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  const { id } = await createEvent(api, {
    title: unique('Refund gala'),
    start_date: inDays(30),
    ticket_variations: [
      { name: 'Standard', price: 25, capacity: 10 },
      { name: 'VIP', price: 40, capacity: 5 },
    ],
  });
  event = await api.call<EventItem>('GET', `/events/${id}`);
});

/** The slug of the event's ticket variation called `name`. */
function slugOf(name: string): string {
  const variation = event.ticket_variations.find((ticket) => ticket.name === name);
  if (!variation) throw new Error(`The event has no ${name} ticket`);
  return variation.slug;
}

/** Books tickets as a visitor would: the public `POST /api/v2/orders`, no session; the attendees with `attendeeEmail` when given. */
async function bookPublicly(customer: string, tickets: Record<string, number>, attendeeEmail?: string): Promise<Order> {
  const lines = Object.entries(tickets).map(([name, quantity]) => ({ slug: slugOf(name), quantity }));
  const attendees = lines.flatMap(({ slug, quantity }) =>
    Array.from({ length: quantity }, (_, i) => ({ name: `${customer} guest ${slug} ${i + 1}`, ticket_slug: slug, ...(attendeeEmail ? { email: attendeeEmail } : {}) })),
  );
  const response = await fetch(`${baseUrl}/api/v2/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event_id: event.id, customer: { first_name: customer, last_name: 'Tester', email: 'buyer@example.com' }, tickets: lines, attendees }),
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Order;
}

/** The booking list row of booking `id` (its '#id' link). */
function bookingRow(page: Page, id: number): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${id}`, exact: true }) });
}

/** The open dialog titled (or asking) `text`. */
function dialog(page: Page, text: string): Locator {
  return page.getByRole('dialog').filter({ hasText: text });
}

/** The event's Sold cell text on the event list, e.g. '3/15'. */
async function expectSold(text: string): Promise<void> {
  const page = await adminPage(browser, baseUrl);
  await visible(eventsFooter(page));
  await searchEvents(page, event.title);
  await visible(eventRow(page, event.title).getByText(text, { exact: true }));
  await page.context().close();
}

describe('the purchase report (issue #4 "Bookings")', () => {
  it('marks a booking paid, refunds it with a reason, and gives the seats back to the event', async () => {
    const customer = unique('Refundee');
    const order = await bookPublicly(customer, { Standard: 2, VIP: 1 });
    expect(order.status).toBe('pending');

    const page = await adminPage(browser, baseUrl, `/purchase-report/${event.id}`);
    await visible(page.getByRole('heading', { name: `Bookings of ${event.title}` }));
    const row = bookingRow(page, order.id);
    await visible(row.getByText('2 × Standard, 1 × VIP', { exact: true }));
    await visible(row.getByText('Pending', { exact: true }));
    await visible(row.getByText(`${customer} Tester`, { exact: true }));
    await visible(row.getByText('$90.00', { exact: true }));
    // A pending booking can be marked paid, not refunded; its actions are in a menu (issue #9 §4).
    expect(await openMenu(page, row.getByRole('button', { name: `Actions for booking #${order.id}` }))).toEqual(['Mark as paid', 'Cancel booking']);
    await page.getByRole('menuitem', { name: 'Mark as paid' }).click();
    await dialog(page, `Mark booking #${order.id} as paid?`).getByRole('button', { name: 'Mark as paid' }).click();
    await visible(page.getByText(`Booking #${order.id} marked as paid.`, { exact: true }));
    await visible(row.getByText('Completed', { exact: true }));
    await expectSold('3/15');

    expect(await openMenu(page, row.getByRole('button', { name: `Actions for booking #${order.id}` }))).toEqual(['Resend Invoice', 'Refund Booking']);
    await page.getByRole('menuitem', { name: 'Refund Booking' }).click();
    const refund = dialog(page, `Refund booking #${order.id}`);
    await refund.getByRole('button', { name: 'Refund' }).click();
    await visible(refund.getByText('Please give a reason for the refund', { exact: true }));
    await refund.getByLabel('Reason').fill('The customer cannot attend');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await visible(page.getByText(`Booking #${order.id} refunded.`, { exact: true }));
    await gone(refund);
    await visible(row.getByText('Refunded', { exact: true }));
    // A refunded booking has no actions left.
    await expect.poll(() => row.getByRole('button').count()).toBe(0);
    // The focus the gone Actions button held stays in its row (it fell to the page's body; keyboard walk).
    await expect.poll(() => row.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await expectSold('0/15');
  });

  it('cancels a booking that will not be paid: its seats go back on sale at once (visitor walk)', async () => {
    const order = await bookPublicly(unique('Nopay'), { Standard: 1 });
    await expectSold('1/15');
    const page = await adminPage(browser, baseUrl, `/purchase-report/booking/${order.id}`);
    // The booking's page states the zone its time is read in, as its tickets and mails do.
    await visible(page.getByText(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M \(UTC[+-]\d{2}:\d{2}\)$/));
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = dialog(page, `Cancel booking #${order.id}?`);
    await visible(confirm.getByText(/its tickets become void, their seats go back on sale/));
    await visible(confirm.getByRole('button', { name: 'Keep booking' }));
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await visible(page.getByText(`Booking #${order.id} cancelled.`, { exact: true }));
    await visible(page.getByText('Cancelled', { exact: true }).first());
    // Nothing is left to do with it.
    await expect.poll(() => page.getByRole('button', { name: /^(Mark as paid|Cancel booking)$/ }).count()).toBe(0);
    await page.context().close();
    await expectSold('0/15');
  });

  it('refunds chosen tickets only, and the detail shows what was refunded and why', async () => {
    const customer = unique('Partial');
    const order = await bookPublicly(customer, { Standard: 2 });
    await api.call('POST', `/orders/${order.id}/mark-paid`);
    const keeper = order.attendees?.[0];
    const leaver = order.attendees?.[1];
    if (!keeper || !leaver) throw new Error('the booking has no attendees');

    const page = await adminPage(browser, baseUrl, `/purchase-report/booking/${order.id}`);
    await visible(page.getByRole('heading', { name: `Booking #${order.id}` }));
    await visible(page.getByRole('link', { name: event.title }));
    // Closed with Escape, the dialog gives the focus back to the button it was opened from (keyboard walk).
    const refundButton = page.getByRole('button', { name: 'Refund Booking' });
    await refundButton.focus();
    await page.keyboard.press('Enter');
    const refund = dialog(page, `Refund booking #${order.id}`);
    await visible(refund);
    await refund.getByLabel('Reason').fill('Typed, then dropped');
    await page.keyboard.press('Escape');
    await gone(refund);
    await expect.poll(() => refundButton.evaluate((button) => button === document.activeElement)).toBe(true);
    // Opened again, it starts blank.
    await refundButton.click();
    await expect.poll(() => refund.getByLabel('Reason').inputValue()).toBe('');
    await refund.getByLabel('Reason').fill('One guest fell ill');
    await refund.getByText('Chosen tickets', { exact: true }).click();
    // Choosing nothing is refused.
    await refund.getByRole('button', { name: 'Refund' }).click();
    await visible(refund.getByText('Choose at least one ticket to refund', { exact: true }));
    // The tickets are one named group, without the aria-required a group may not carry (organiser walk: axe, critical).
    await visible(refund.getByRole('group', { name: 'Tickets to refund' }));
    expect(await seriousViolations(page)).toEqual([]);
    await refund.getByRole('checkbox', { name: new RegExp(`^${leaver.name} · Standard`) }).check();
    await refund.getByRole('button', { name: 'Refund' }).click();
    await visible(page.getByText(`Booking #${order.id} partially refunded.`, { exact: true }));

    await visible(page.getByText('Partially refunded', { exact: true }).first());
    // Beside the title and in the details the status stays on one line (only table cells wrap it).
    const tagHeights = await page.getByText('Partially refunded', { exact: true }).evaluateAll((tags) => tags.map((tag) => tag.getBoundingClientRect().height));
    expect(tagHeights).toHaveLength(2);
    for (const height of tagHeights) expect(height).toBeLessThan(30);
    await visible(page.getByText('One guest fell ill', { exact: true }));
    const attendeeRow = (name: string) => page.getByRole('row').filter({ hasText: name });
    await visible(attendeeRow(leaver.name).getByText('Refunded', { exact: true }));
    await visible(attendeeRow(keeper.name).getByText('Completed', { exact: true }));
    // A partially refunded booking can still be refunded and re-invoiced.
    await page.getByRole('button', { name: 'Resend Invoice' }).click();
    await dialog(page, `Send the invoice of booking #${order.id} again?`).getByRole('button', { name: 'Send' }).click();
    await visible(page.getByText('Invoice sent again to buyer@example.com', { exact: true }));
  });

  it('filters the bookings by status and search, with the paging footer', async () => {
    const customer = unique('Findme');
    const order = await bookPublicly(customer, { VIP: 1 });
    const page = await adminPage(browser, baseUrl, '/purchase-report');
    await visible(page.getByText(/^Showing \d+ - \d+ of \d+ bookings$/));
    await page.getByRole('searchbox', { name: 'Search by customer name, email or booking id' }).fill(customer);
    await visible(page.getByText('Showing 1 - 1 of 1 bookings', { exact: true }));
    await visible(bookingRow(page, order.id));
    // The Date column shows the booking's instant; its hover title says in which zone (issue #9 §4).
    const booked = bookingRow(page, order.id).locator('time');
    expect(await booked.getAttribute('datetime')).toBe(new Date(order.created_at).toISOString());
    expect(await booked.getAttribute('title')).toMatch(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M \(UTC[+-]\d{2}:\d{2}\)$/);

    const status = page.getByRole('combobox', { name: 'Filter by status' });
    await status.click();
    await page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: /^Completed$/ }).click();
    await visible(page.getByText('No bookings match these filters.', { exact: true }));
  });

  it("filters by the day the Date column shows, the reader's day (organiser walk: a booking at 00:19 in Berlin was on the UTC day before)", async () => {
    const customer = unique('Zoned');
    const order = await bookPublicly(customer, { Standard: 1 });
    const booked = new Date(order.created_at);
    // 25 hours apart: at any time of day at least one of them is on another day than UTC.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(booked);
      const shown = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', year: 'numeric' }).format(booked);
      const page = await adminPage(browser, baseUrl);
      await (await page.context().newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: zone });
      // A full load of the admin in the zone (a hash change alone would keep the page).
      const filtered = async (date: string) => {
        await page.goto('about:blank');
        await page.goto(`${baseUrl}/admin#/purchase-report?search=${encodeURIComponent(customer)}&start_date=${date}&end_date=${date}`);
      };
      await filtered(day);
      await visible(bookingRow(page, order.id).getByText(new RegExp(`^${shown}, `)));
      await visible(page.getByText('Showing 1 - 1 of 1 bookings', { exact: true }));
      // The sales chart puts it on that day too, written as the site's locale writes dates.
      await visible(page.locator('.recharts-cartesian-axis-tick-value').getByText(shown, { exact: true }));
      await filtered(new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10));
      await visible(page.getByText('No bookings match these filters.', { exact: true }));
      await page.context().close();
    }
  });

  it('on a laptop a customer\'s email reads on one line and the search box shows its whole placeholder (issue #9 §4)', async () => {
    const customer = unique('Oneline');
    const order = await bookPublicly(customer, { Standard: 1 });
    const page = await adminPage(browser, baseUrl, '/purchase-report');
    await page.setViewportSize({ width: 1440, height: 900 });
    const search = page.getByRole('searchbox', { name: 'Search by customer name, email or booking id' });
    await search.fill(customer);
    const email = bookingRow(page, order.id).getByText('buyer@example.com', { exact: true });
    await visible(email);
    // An inline box has one client rect per line it is laid out on.
    expect(await email.evaluate((element) => element.getClientRects().length)).toBe(1);
    await search.fill('');
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - context.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThanOrEqual(0);
  });

  it("on a booking's page an attendee's email reads on one line at 1440 px, and a phone's width scrolls the table, not the page (issue #9 §4)", async () => {
    const customer = unique('Mailer');
    const order = await bookPublicly(customer, { Standard: 1 }, 'anna.schmidt@example.org');
    const page = await adminPage(browser, baseUrl, `/purchase-report/booking/${order.id}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await visible(page.getByRole('heading', { name: `Booking #${order.id}` }));
    const email = page.getByRole('row').filter({ hasText: `${customer} guest` }).getByText('anna.schmidt@example.org', { exact: true });
    await visible(email);
    const layout = await email.evaluate((element) => {
      // The cell's text is a two-line clamp (one box whatever its lines): its text boxes' tops count the lines.
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      return { lines, height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight) };
    });
    expect(layout.lines).toBe(1);
    expect(layout.height).toBeLessThanOrEqual(layout.lineHeight + 1);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visible(email);
    await page.context().close();
  });
});
