import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatDateTime, formatTimeOfDay, formatZonedDateTime, type Attendee, type EventItem, type Page as ListPage } from '@eventory/core';
import { adminPage, createEvent, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
const shots = process.env.SCREENSHOT_DIR;
let browser: Browser;
let api: ApiSession;

interface BookedEvent {
  id: number;
  title: string;
  /** The booked attendees' names and ticket ids, in booking order. */
  tickets: { name: string; ticket_id: string }[];
}

/** A published event in `timezone` on `startDate` (10:00–12:00, not ended) with `count` free 'Door pass' tickets booked through the public booking route. */
async function eventWithFreeTickets(count: number, timezone = 'UTC', startDate = inDays(12)): Promise<BookedEvent> {
  const { id, title } = await createEvent(api, { title: unique('Scan'), start_date: startDate, timezone, ticket_variations: [{ name: 'Door pass', price: 0, capacity: 20 }] });
  const event = await api.call<{ ticket_variations: { slug: string }[] }>('GET', `/events/${id}`);
  const slug = event.ticket_variations[0]!.slug;
  const names = Array.from({ length: count }, (_, i) => unique(`Guest ${i + 1}`));
  const order = await api.call<{ attendees: { name: string; ticket_id: string }[] }>('POST', '/orders', {
    event_id: id,
    customer: { first_name: 'Door', last_name: 'Tester', email: 'door.tester@example.org', phone: '' },
    tickets: [{ slug, quantity: count }],
    attendees: names.map((name) => ({ name, email: 'door.tester@example.org', phone: '', ticket_slug: slug, extra_fields: {} })),
  });
  return { id, title, tickets: order.attendees.map(({ name, ticket_id }) => ({ name, ticket_id })) };
}

/** Opens SPEC §7's scanner link (the admin URL with etn_action=ticket_scanner&event_id=N) and waits for the event's title. */
async function openScanner(event: BookedEvent): Promise<Page> {
  const page = await adminPage(browser, baseUrl);
  await page.goto(`${baseUrl}/admin?etn_action=ticket_scanner&event_id=${event.id}`);
  await visible(page.getByRole('heading', { name: event.title, exact: true }));
  return page;
}

/** The result panel, a live region announcing each outcome. */
const resultPanel = (page: Page) => page.getByRole('status').filter({ has: page.locator('.ant-alert') });

/** The warning under the title that the event is not today. */
const notTodayWarning = (page: Page) => page.getByRole('alert').filter({ hasText: 'Check that you chose the right date.' });

/** Text with the narrow and no-break spaces ICU may put before AM/PM made plain (Chromium's ICU and Node's may differ). */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').trim();

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

describe('the ticket scanner (issue #4 "QR check-in")', () => {
  it("checks a ticket in by manual entry, counts it, and answers 'Already checked in' the second time", async () => {
    const event = await eventWithFreeTickets(1);
    const [ticket] = event.tickets;
    const page = await openScanner(event);
    await page.waitForURL(`**/admin#/ticket-scanner/${event.id}`);
    await visible(page.getByText('Checked in: 0 / 1', { exact: true }));

    await page.getByLabel('Ticket code', { exact: true }).fill(ticket!.ticket_id);
    await page.getByLabel('Ticket code', { exact: true }).press('Enter');
    await visible(resultPanel(page).getByText('Checked in', { exact: true }));
    await visible(resultPanel(page).getByText(`${ticket!.name} checked in — Door pass`, { exact: true }));
    await visible(page.getByText('Checked in: 1 / 1', { exact: true }));
    // A checked-in code is cleared for the next guest, the focus still in the field (walk C: it fell to the page).
    expect(await page.getByLabel('Ticket code', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => page.getByLabel('Ticket code', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);

    await page.getByLabel('Ticket code', { exact: true }).fill(ticket!.ticket_id);
    await page.getByRole('button', { name: 'Check in' }).click();
    await visible(resultPanel(page).getByText('Already checked in', { exact: true }));
    // Door staff can say who used the ticket.
    await visible(resultPanel(page).getByText(`${ticket!.name} was already checked in at `, { exact: false }));
    await visible(page.getByText('Checked in: 1 / 1', { exact: true }));
    // Both scans are in the history, newest first.
    const history = page.getByRole('list', { name: 'Recent scans' }).getByRole('listitem');
    await expect.poll(() => history.count()).toBe(2);
    await visible(history.first().getByText('Already checked in', { exact: true }));

    // A code too long to be a ticket id: refused in plain words (walk: 'Check-in failed — ticket_id: …'),
    // and the field holds at most 500 characters (walk: 5,000 were echoed in Recent scans).
    await page.getByLabel('Ticket code', { exact: true }).fill('Q'.repeat(600));
    expect((await page.getByLabel('Ticket code', { exact: true }).inputValue()).length).toBe(500);
    await page.getByRole('button', { name: 'Check in' }).click();
    await visible(resultPanel(page).getByText('Refused', { exact: true }));
    await visible(resultPanel(page).getByText('That is not a ticket id', { exact: true }));
    expect(await resultPanel(page).getByText(/ticket_id/).count()).toBe(0);
    await page.context().close();
  });

  it('undoes a check-in of the wrong guest: the ticket is valid again, the counts go back, and it can be scanned again', async () => {
    const event = await eventWithFreeTickets(2);
    const [ticket] = event.tickets;
    const page = await openScanner(event);
    await visible(page.getByText('Checked in: 0 / 2', { exact: true }));
    await page.getByLabel('Ticket code', { exact: true }).fill(ticket!.ticket_id);
    await page.getByRole('button', { name: 'Check in' }).click();
    await visible(page.getByText('Checked in: 1 / 2', { exact: true }));

    await resultPanel(page).getByRole('button', { name: 'Undo check-in' }).click();
    await visible(resultPanel(page).getByText('Check-in undone', { exact: true }));
    await visible(resultPanel(page).getByText(`${ticket!.name} is no longer checked in.`, { exact: true }));
    await visible(page.getByText('Checked in: 0 / 2', { exact: true }));
    expect(await resultPanel(page).getByRole('button', { name: 'Undo check-in' }).count()).toBe(0);
    const history = page.getByRole('list', { name: 'Recent scans' }).getByRole('listitem');
    await expect.poll(() => history.count()).toBe(1);
    await visible(history.first().getByText('Check-in undone', { exact: true }));
    const [attendee] = (await api.call<ListPage<Attendee>>('GET', `/attendees?event_id=${event.id}&search=${ticket!.ticket_id}`)).items;
    expect(attendee).toMatchObject({ ticket_status: 'unused', checked_in_at: null });

    // The real guest arrives: the ticket checks in again.
    await page.getByLabel('Ticket code', { exact: true }).fill(ticket!.ticket_id);
    await page.getByRole('button', { name: 'Check in' }).click();
    await visible(resultPanel(page).getByText(`${ticket!.name} checked in — Door pass`, { exact: true }));
    await visible(page.getByText('Checked in: 1 / 2', { exact: true }));
    await page.context().close();
  });

  it('undoes an earlier check-in from the history after the next guests were scanned', async () => {
    const event = await eventWithFreeTickets(2);
    const [wrong, next] = event.tickets;
    const page = await openScanner(event);
    for (const ticket of [wrong!, next!]) {
      await page.getByLabel('Ticket code', { exact: true }).fill(ticket.ticket_id);
      await page.getByRole('button', { name: 'Check in' }).click();
      await visible(resultPanel(page).getByText(`${ticket.name} checked in — Door pass`, { exact: true }));
    }
    await visible(page.getByText('Checked in: 2 / 2', { exact: true }));
    const history = page.getByRole('list', { name: 'Recent scans' }).getByRole('listitem');
    await history.nth(1).getByRole('button', { name: `Undo the check-in of ${wrong!.name}` }).focus();
    await page.keyboard.press('Enter');
    await visible(history.nth(1).getByText('Check-in undone', { exact: true }));
    // The focus stays in the list: the next Tab reaches the next Undo, not the top of the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Recent scans');
    await visible(page.getByText('Checked in: 1 / 2', { exact: true }));
    expect(await history.nth(1).getByRole('button').count()).toBe(0);
    // The latest guest stays in, with their own Undo.
    await visible(resultPanel(page).getByText(`${next!.name} checked in — Door pass`, { exact: true }));
    await visible(history.first().getByRole('button', { name: `Undo the check-in of ${next!.name}` }));
    const checkedIn = await api.call<ListPage<Attendee>>('GET', `/attendees?event_id=${event.id}&ticket_status=used`);
    expect(checkedIn.items.map((a) => a.name)).toEqual([next!.name]);
    await page.context().close();
  });

  it('finds a guest without their code by name and checks their ticket in from the list', async () => {
    const event = await eventWithFreeTickets(3);
    const [, guest] = event.tickets;
    const page = await openScanner(event);
    const field = page.getByLabel('Name, email or phone', { exact: true });
    await field.fill('G');
    await visible(page.getByText('For a guest without their code: type at least 2 characters.', { exact: true }));
    await field.fill(guest!.name.toUpperCase());
    const found = page.getByRole('list', { name: 'Guests found' }).getByRole('listitem');
    await expect.poll(() => found.count()).toBe(1);
    await visible(found.first().getByText('Not checked in', { exact: true }));
    await found.first().getByRole('button', { name: `Check in ${guest!.name}` }).click();
    await visible(resultPanel(page).getByText(`${guest!.name} checked in — Door pass`, { exact: true }));
    await visible(page.getByText('Checked in: 1 / 3', { exact: true }));
    // The list says so at once, and offers no second check-in.
    await visible(found.first().getByText('Checked in', { exact: true }));
    expect(await found.first().getByRole('button').count()).toBe(0);
    await field.fill('nobody-here-at-all');
    await visible(page.getByText('No guest of this event matches.', { exact: true }));
    await page.context().close();
  });

  it('takes codes from a handheld scanner field focused on load (code + Enter), and refuses an unknown code', async () => {
    const event = await eventWithFreeTickets(2);
    const page = await openScanner(event);
    const field = page.getByLabel('Scanner input', { exact: true });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await visible(page.getByText('Checked in: 0 / 2', { exact: true }));

    // A handheld scanner types the code and presses Enter; the field clears and keeps the focus.
    await page.keyboard.type(event.tickets[1]!.ticket_id);
    await page.keyboard.press('Enter');
    await visible(resultPanel(page).getByText(`${event.tickets[1]!.name} checked in — Door pass`, { exact: true }));
    await visible(page.getByText('Checked in: 1 / 2', { exact: true }));
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.type('not-a-ticket-code');
    await page.keyboard.press('Enter');
    await visible(resultPanel(page).getByText('Refused', { exact: true }));
    await visible(resultPanel(page).getByText('No ticket with this code. Check the code or look the attendee up by name.', { exact: true }));
    await visible(page.getByText('Checked in: 1 / 2', { exact: true }));
    await page.context().close();
  });

  it("warns that next week's event is not today (scanning still works), says when an event ended, and is silent on today's event", async () => {
    // Door staff picked next week's occurrence: the date is stated in the event's zone (Tokyo), scanning is not blocked.
    const later = await eventWithFreeTickets(1, 'Asia/Tokyo', inDays(7));
    const { start_at: startAt } = await api.call<EventItem>('GET', `/events/${later.id}`);
    let page = await openScanner(later);
    const warning = notTodayWarning(page);
    await visible(warning);
    expect(plain(await warning.innerText())).toBe(plain(`This event starts on ${formatDateTime(startAt, { zone: 'Asia/Tokyo' })}. Check that you chose the right date.`));
    if (shots) await page.screenshot({ path: `${shots}/scanner-not-today.png` });
    await page.getByLabel('Ticket code', { exact: true }).fill(later.tickets[0]!.ticket_id);
    await page.getByRole('button', { name: 'Check in' }).click();
    await visible(resultPanel(page).getByText(`${later.tickets[0]!.name} checked in — Door pass`, { exact: true }));
    await visible(page.getByText('Checked in: 1 / 1', { exact: true }));
    await page.context().close();

    // Last week's event.
    const ended = await createEvent(api, { title: unique('Scan ended'), start_date: inDays(-7) });
    const { end_at: endAt } = await api.call<EventItem>('GET', `/events/${ended.id}`);
    page = await openScanner({ ...ended, tickets: [] });
    await visible(notTodayWarning(page));
    expect(plain(await notTodayWarning(page).innerText())).toBe(plain(`This event ended on ${formatDateTime(endAt, { zone: 'UTC' })}. Check that you chose the right date.`));
    await page.context().close();

    // Today's event (10:00–12:00 UTC today, within 12 h of now whatever the hour; it may have ended, so nothing is booked): no warning.
    const today = await createEvent(api, { title: unique('Scan today'), start_date: inDays(0) });
    page = await openScanner({ ...today, tickets: [] });
    await visible(page.getByText('Checked in: 0 / 0', { exact: true }));
    // The title came with the event's dates, so a warning would be on screen by now.
    expect(await notTodayWarning(page).count()).toBe(0);
    expect(await page.locator('.ant-alert-warning').count()).toBe(0);
    await page.context().close();
  });

  it('in a narrow window with a mouse the page opens at its top, and an outcome typed in below is brought on screen', async () => {
    const event = await eventWithFreeTickets(1);
    const page = await adminPage(browser, baseUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/admin#/ticket-scanner/${event.id}`);
    const field = page.getByLabel('Scanner input', { exact: true });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    // Focusing the handheld scanner's field (far down on a phone's width) does not scroll the count and result away.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await visible(page.getByText('Checked in: 0 / 1', { exact: true }));

    await page.getByLabel('Ticket code', { exact: true }).fill('not-a-ticket-code');
    await page.getByRole('button', { name: 'Check in' }).click();
    await visible(resultPanel(page).getByText('Refused', { exact: true }));
    // Down to the handheld scanner's field, as door staff would after typing a code by hand.
    await field.click();
    await page.keyboard.type(event.tickets[0]!.ticket_id);
    await page.keyboard.press('Enter');
    const checkedIn = resultPanel(page).getByText('Checked in', { exact: true });
    await visible(checkedIn);
    await expect.poll(async () => (await checkedIn.boundingBox())!.y).toBeGreaterThanOrEqual(57);
    expect((await checkedIn.boundingBox())!.y).toBeLessThan(844);
    await page.context().close();
  });

  it("reads a ticket's check-in the same way in the banner and in Recent scans: the event's zone, stated, the site's locale (issue #9 §4)", async () => {
    // The event is in Tokyo; the phone at the door is set to New York: every time on the screen is Tokyo's.
    const event = await eventWithFreeTickets(1, 'Asia/Tokyo');
    const [ticket] = event.tickets;
    const page = await openScanner(event);
    await page.setViewportSize({ width: 390, height: 844 });
    await (await page.context().newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: 'America/New_York' });
    await page.reload();
    await visible(page.getByRole('heading', { name: event.title, exact: true }));
    const scan = async () => {
      await page.getByLabel('Ticket code', { exact: true }).fill(ticket!.ticket_id);
      await page.getByRole('button', { name: 'Check in' }).click();
    };
    const before = Date.now();
    await scan();
    await visible(resultPanel(page).getByText('Checked in', { exact: true }));
    await scan();
    await visible(resultPanel(page).getByText('Already checked in', { exact: true }));

    const attendees = await api.call<ListPage<Attendee>>('GET', `/attendees?event_id=${event.id}`);
    const checkedIn = attendees.items[0]!.checked_in_at!;
    const banner = `${ticket!.name} was already checked in at ${formatZonedDateTime(checkedIn, { zone: 'Asia/Tokyo' })}.`;
    await visible(resultPanel(page).getByText(banner, { exact: true }));
    expect(banner).toContain('(UTC+09:00)');
    await visible(page.getByText('Event time (UTC+09:00)', { exact: true }));
    // The first scan's row: the time it was made (the page's clock, a moment before the server's stamp), in Tokyo.
    const history = page.getByRole('list', { name: 'Recent scans' }).getByRole('listitem');
    // (Chromium's ICU and Node's may differ in the space before PM: compared plain.)
    const firstScanTime = plain(await history.nth(1).locator('.ant-typography-secondary').first().innerText());
    const tokyoTimes = Array.from({ length: Math.ceil((Date.parse(checkedIn) - before) / 1000) + 2 }, (_, i) => plain(formatTimeOfDay(before + i * 1000, { zone: 'Asia/Tokyo' })));
    expect(tokyoTimes).toContain(firstScanTime);
    if (shots) await page.screenshot({ path: `${shots}/scanner-390.png`, fullPage: true });
    await page.context().close();
  });
});
