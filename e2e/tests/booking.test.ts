import type { Browser, Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createEvent, freshPage, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

describe('booking from the public event page (issue #4 "Bookings")', () => {
  it('books two free tickets, links each ticket page with its QR code, and the ticket page shows the check-in', async () => {
    const title = unique('Open Day');
    const { id } = await createEvent(api, { title, start_date: inDays(15), ticket_variations: [{ name: 'Visitor', price: 0, capacity: 2 }] });
    const { slug } = await api.call<{ slug: string }>('GET', `/events/${id}`);

    const page = await freshPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/event/${slug}`);
    const form = page.locator('#booking-form');
    await form.getByLabel('Visitor (Free)').fill('2');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email', { exact: true }).fill('grace@example.org');
    await form.getByLabel('Attendee 1 name').fill('Grace Hopper');
    await form.getByLabel('Attendee 2 name').fill('Ada Lovelace');
    await form.getByRole('button', { name: 'Book tickets' }).click();

    const result = form.getByRole('status');
    const confirmed = result.getByText(/^Booking #\d+ is confirmed\. Your tickets are on their way to grace@example\.org\.$/);
    await visible(confirmed);
    const links = result.getByRole('link');
    await expect.poll(() => links.count()).toBe(2);
    await visible(result.getByRole('link', { name: 'Ticket for Ada Lovelace — Visitor' }));
    // The outcome has the focus and is in view, its ticket links too (walk: on a phone it was below the fold, the focus on the page).
    expect(await confirmed.evaluate((line) => line === document.activeElement)).toBe(true);
    expect(await links.last().evaluate((link) => link.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);

    // Both seats are gone: the table says so at once, and after a reload the form is gone too.
    await visible(page.getByRole('table').getByRole('cell', { name: 'Sold out', exact: true }));
    await page.reload();
    await visible(page.getByRole('table').getByRole('cell', { name: 'Sold out', exact: true }));
    expect(await page.locator('#booking-form').count()).toBe(0);

    // The ticket page: the event, the attendee, a QR code, printable.
    const { items } = await api.call<{ items: { name: string; ticket_id: string; ticket_url: string }[] }>('GET', `/attendees?event_id=${id}`);
    const ada = items.find((a) => a.name === 'Ada Lovelace')!;
    await page.goto(ada.ticket_url);
    await visible(page.getByRole('heading', { name: title }));
    await visible(page.getByText('Ada Lovelace', { exact: true }));
    await visible(page.getByText(ada.ticket_id));
    await visible(page.getByRole('img', { name: `QR code of ticket ${ada.ticket_id}` }));
    await visible(page.getByRole('button', { name: 'Print ticket' }));

    // Door staff scan it; the ticket page then says when.
    await api.call('POST', '/attendees/check-in', { ticket_id: ada.ticket_id, event_id: id });
    await page.reload();
    await visible(page.getByText(/^Checked in at /));
    await page.context().close();
  });

  it('says what is left when someone asks for more tickets than remain', async () => {
    const { id } = await createEvent(api, { title: unique('Tiny Room'), start_date: inDays(16), ticket_variations: [{ name: 'Seat', price: 0, capacity: 1 }] });
    const { slug } = await api.call<{ slug: string }>('GET', `/events/${id}`);
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}/event/${slug}`);
    const form = page.locator('#booking-form');
    expect(await form.getByLabel('Seat (Free)').getAttribute('max')).toBe('1');
    // A second visitor books the last seat while this page is open.
    await api.call('POST', '/orders', {
      event_id: id,
      customer: { first_name: 'Early', last_name: 'Bird', email: 'early@example.org', phone: '' },
      tickets: [{ slug: 'seat', quantity: 1 }],
      attendees: [{ name: 'Early Bird', phone: '', ticket_slug: 'seat', extra_fields: {} }],
    });
    await form.getByLabel('Seat (Free)').fill('1');
    await form.getByLabel('First name').fill('Late');
    await form.getByLabel('Email', { exact: true }).fill('late@example.org');
    await form.getByLabel('Attendee 1 name').fill('Late Comer');
    await form.getByRole('button', { name: 'Book tickets' }).click();
    await visible(form.getByRole('status').getByText('Seat is sold out.'));
    await page.context().close();
  });
});

describe('booking form errors and prices (issue #9 §4)', () => {
  it('shows each error beside its field in plain words, and prices in the site currency', async () => {
    const { id } = await createEvent(api, { title: unique('Paid Talk'), start_date: inDays(17), ticket_variations: [{ name: 'Seat', price: 12.5, capacity: 5 }] });
    const { slug } = await api.call<{ slug: string }>('GET', `/events/${id}`);
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}/event/${slug}`);
    // The site's currency (USD unless Settings say otherwise), with its symbol and decimals.
    await visible(page.getByRole('table').getByRole('cell', { name: '$12.50', exact: true }));
    const form = page.locator('#booking-form');
    await form.getByLabel('Seat ($12.50)').fill('2');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Email', { exact: true }).fill('grace@example');
    await form.getByRole('button', { name: 'Book tickets' }).click();

    const email = form.getByLabel('Email', { exact: true });
    await visible(form.locator('#booking-email-error').getByText('Enter a valid email address', { exact: true }));
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-describedby')).toBe('booking-email-error');
    // Attendee 1 took the booker's name; attendee 2 still needs one.
    expect(await form.getByLabel('Attendee 1 name').inputValue()).toBe('Grace');
    await visible(form.locator('#booking-attendee-2-error').getByText('Give a name', { exact: true }));
    // Every marked field shows red, the focused first one too (its focus ring no longer hides it).
    const RED = 'rgb(207, 19, 34)';
    const look = (field: Locator) => field.evaluate((n) => ({ focused: n === document.activeElement, border: getComputedStyle(n).borderColor, ring: getComputedStyle(n).outlineColor }));
    expect(await look(email)).toEqual({ focused: true, border: RED, ring: RED });
    expect((await look(form.getByLabel('Attendee 2 name'))).border).toBe(RED);
    // Every field starts at one edge, whatever its label's length, and the ticket describes its attendee.
    const lefts = await form.locator('.booking-field input').evaluateAll((inputs) => inputs.map((n) => Math.round(n.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await expect.poll(() => form.getByLabel('Attendee 2 name').getAttribute('aria-describedby')).toBe('booking-attendee-2-error booking-attendee-2-ticket');
    const status = form.getByRole('status');
    await visible(status.getByText('Please correct the marked fields.', { exact: true }));
    expect(await status.textContent()).not.toContain('customer.');

    // Corrected, each error goes at once, the summary with the last one (walk of 30 Nov 2026: they
    // stayed until the next send), and the booking waits for payment.
    await email.fill('grace@example.org');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(await form.locator('#booking-email-error').count()).toBe(0);
    await visible(status.getByText('Please correct the marked fields.', { exact: true }));
    await form.getByLabel('Attendee 1 name').fill('Grace Hopper');
    await form.getByLabel('Attendee 2 name').fill('Ada Lovelace');
    expect(await form.locator('.field-error').count()).toBe(0);
    expect(await status.textContent()).toBe('');
    await form.getByLabel('Attendee 2 email (optional)').fill('ada@example.org');
    await form.getByRole('button', { name: 'Book tickets' }).click();
    await visible(status.getByText(/^Booking #\d+ is reserved and waits for payment/));
    expect(await form.locator('.field-error').count()).toBe(0);
    expect(await form.getByLabel('Attendee 2 name').getAttribute('aria-describedby')).toBe('booking-attendee-2-ticket');
    // An attendee without an email of their own gets the booker's, so their ticket can be resent.
    const { items } = await api.call<{ items: { name: string; email: string }[] }>('GET', `/attendees?event_id=${id}`);
    expect(Object.fromEntries(items.map((a) => [a.name, a.email]))).toEqual({ 'Grace Hopper': 'grace@example.org', 'Ada Lovelace': 'ada@example.org' });
    await page.context().close();
  });
});

describe('quantities and names a visitor may type (walkthrough, 29 Nov 2026)', () => {
  it('builds no more attendee fields than a ticket allows, refuses 1.5 tickets beside the field, and wraps a one-word name', async () => {
    const { id } = await createEvent(api, { title: unique('Quantities'), start_date: inDays(19), ticket_variations: [{ name: 'Seat', price: 0, capacity: 8 }] });
    const { slug } = await api.call<{ slug: string }>('GET', `/events/${id}`);
    const page = await freshPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/event/${slug}`);
    const form = page.locator('#booking-form');
    const quantity = form.getByLabel('Seat (Free)');
    const names = form.locator('[data-attendee-fields] input[type="text"]');
    await quantity.fill('200000');
    await expect.poll(() => names.count()).toBe(8);
    // More than is left is said beside the field, not the booking's limit of 50, and in the same
    // answer as the other fields' errors (walk C: the email's came only on the next send).
    await form.getByRole('button', { name: 'Book tickets' }).click();
    await visible(form.getByText('Only 8 "Seat" tickets are left.', { exact: true }));
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText(/at most 50/).count()).toBe(0);
    await visible(form.locator('#booking-email-error'));
    expect(await form.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    // A negative number is refused as such, not as 'Book at least one ticket' (visitor walk).
    await quantity.fill('-1');
    await form.getByLabel('First name').fill('Walker');
    await form.getByLabel('Email', { exact: true }).fill('walker@example.org');
    await form.getByRole('button', { name: 'Book tickets' }).click();
    await visible(form.getByText('Use a number of 0 or more', { exact: true }));
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');

    await quantity.fill('1.5');
    await expect.poll(() => names.count()).toBe(1);
    const longName = 'W'.repeat(160);
    await form.getByLabel('First name').fill(longName);
    await form.getByLabel('Email', { exact: true }).fill('wide@example.org');
    await form.getByRole('button', { name: 'Book tickets' }).click();
    await visible(form.getByText('Give a whole number.', { exact: true }));
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText(/Give one attendee for each/).count()).toBe(0);
    expect((await api.call<{ total_items: number }>('GET', `/attendees?event_id=${id}`)).total_items).toBe(0);

    await quantity.fill('1');
    await form.getByRole('button', { name: 'Book tickets' }).click();
    await visible(form.getByRole('status').getByText(/^Booking #\d+/));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.context().close();
  });
});

describe('what the booking form says after booking (issue #9 §4, QA)', () => {
  it("the booker's name fills in attendee 1 until the visitor types another", async () => {
    const { id } = await createEvent(api, { title: unique('Meetup'), start_date: inDays(18), ticket_variations: [{ name: 'Entry', price: 0, capacity: 10 }] });
    const { slug } = await api.call<{ slug: string }>('GET', `/events/${id}`);
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}/event/${slug}`);
    const form = page.locator('#booking-form');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Entry (Free)').fill('2');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email', { exact: true }).fill('grace@example.org');
    expect(await form.getByLabel('Attendee 1 name').inputValue()).toBe('Grace Hopper');
    // A name typed there stays, whatever the booker's fields say next.
    await form.getByLabel('Attendee 1 name').fill('Ada Lovelace');
    await form.getByLabel('Last name').fill('Hopper-Smith');
    await form.getByLabel('Entry (Free)').fill('1');
    expect(await form.getByLabel('Attendee 1 name').inputValue()).toBe('Ada Lovelace');
    await form.getByLabel('Attendee 1 name').fill('');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByRole('button', { name: 'Book tickets' }).click();
    await visible(form.getByRole('status').getByRole('link', { name: 'Ticket for Grace Hopper — Entry' }));
    await page.context().close();
  });

  it('a booking waiting for payment says how much, how, and until when (in the event time zone)', async () => {
    const { id } = await createEvent(api, { title: unique('Paid Workshop'), start_date: inDays(18), timezone: 'UTC+5:30', ticket_variations: [{ name: 'Seat', price: 12.5, capacity: 5 }] });
    const { slug } = await api.call<{ slug: string }>('GET', `/events/${id}`);
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}/event/${slug}`);
    const form = page.locator('#booking-form');
    await form.getByLabel('Seat ($12.50)').fill('2');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Email', { exact: true }).fill('grace@example.org');
    await form.getByLabel('Attendee 1 name').fill('Grace Hopper');
    await form.getByLabel('Attendee 2 name').fill('Ada Lovelace');
    await form.getByRole('button', { name: 'Book tickets' }).click();
    const message = form.getByRole('status').locator('.success');
    await visible(message);
    const text = (await message.textContent())!;
    const [, bookingId] = /^Booking #(\d+) /.exec(text)!;
    // The deadline the server set (48 h by default), as the page writes times, in the event's zone.
    const order = await api.call<{ created_at: string }>('GET', `/orders/${bookingId}`);
    const ends = new Date(Date.parse(order.created_at) + 48 * 3_600_000 + 330 * 60_000);
    const deadline = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ends);
    // The zone as the ticket page and the mails write it (the server's label), not as the event stores it.
    const until = `Unpaid, the reservation ends on ${deadline} (UTC+05:30).`;
    expect(text).toBe(`Booking #${bookingId} is reserved and waits for payment of $25.00 (Offline payment). Your tickets become valid once it is paid. ${until}`);
    // The seats left follow the booking without a reload (5 - 2).
    await visible(page.getByRole('table').getByRole('cell', { name: '3', exact: true }));
    // The ticket page states the same end in the same words.
    await page.goto(new URL((await form.getByRole('status').getByRole('link').first().getAttribute('href'))!, baseUrl).href);
    await visible(page.getByText(until, { exact: true }));
    await page.context().close();
  });

  it('says every missing field of an empty form in one answer, the ticket choice beside the tickets', async () => {
    const { id } = await createEvent(api, { title: unique('Empty form'), start_date: inDays(18), ticket_variations: [{ name: 'Seat', price: 0, capacity: 5 }] });
    const { slug } = await api.call<{ slug: string }>('GET', `/events/${id}`);
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}/event/${slug}`);
    const form = page.locator('#booking-form');
    // Walk of 30 Nov 2026: sent empty, the form said only 'Choose at least one ticket.'; the name
    // and email errors came only on the next send.
    await form.getByRole('button', { name: 'Book tickets' }).click();
    await visible(form.getByRole('status').getByText('Please correct the marked fields.', { exact: true }));
    const errorOf = (label: string) => form.getByLabel(label, { exact: true }).getAttribute('aria-describedby').then((id) => (id ? form.locator(`#${id.split(' ')[0]}`).textContent() : null));
    expect(await errorOf('Seat (Free)')).toBe('Choose at least one ticket');
    expect(await errorOf('First name')).toBe('Give a name');
    expect(await errorOf('Email')).toBe('Enter a valid email address');
    await page.context().close();
  });
});
