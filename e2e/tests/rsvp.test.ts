import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatCalendarDate } from '@eventory/core';
import { adminPage, createEvent, freshPage, gone, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

interface RsvpEvent {
  id: number;
  title: string;
  slug: string;
  start_date: string;
}

/** A published event taking RSVPs (limit 50, up to 4 people a response), arranged through the API. */
async function eventWithRsvp(): Promise<RsvpEvent> {
  const start_date = inDays(20);
  const { id } = await createEvent(api, { title: unique('RSVP'), start_date });
  await api.call('PUT', `/event/${id}/rsvp`, { enabled: true, limit: 50, guests_per_response: 4, deadline_date: null, deadline_time: null });
  const { title, slug } = await api.call<{ title: string; slug: string }>('GET', `/events/${id}`);
  return { id, title, slug, start_date };
}

/** Types into a date or time picker found by label, then Enter commits it (without submitting). */
async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Chooses the event of the 'RSVP Reminder' form; the picker names it with its start date in the site's locale (en-US by default). */
async function chooseInvitationEvent(page: Page, event: RsvpEvent): Promise<void> {
  const eventBox = page.getByRole('combobox', { name: 'Event' });
  await eventBox.click();
  await eventBox.fill(event.title);
  await page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: `${event.title} (${formatCalendarDate(event.start_date)})` }).click();
}

/** The table row holding exactly `text` in one of its cells. */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

describe('RSVP (issue #4 "RSVP")', () => {
  it('takes an RSVP on the public event page and lists it in the report under going', async () => {
    const event = await eventWithRsvp();
    const name = unique('Visitor');
    const email = `visitor-${Date.now().toString(36)}@example.org`;

    const visitor = await freshPage(browser);
    await visitor.goto(`${baseUrl}/event/${event.slug}`);
    const form = visitor.locator('form[data-rsvp-form]');
    const section = visitor.getByRole('region', { name: 'RSVP' });
    await visible(section.getByText('50 places left.', { exact: true }));
    // Sent empty: each field says what it needs beside it, in plain words (before: the browser's bubble on the first field only).
    await form.getByRole('button', { name: 'Send RSVP' }).click();
    await visible(form.getByText('Give your name', { exact: true }));
    await visible(form.getByText('Enter a valid email address', { exact: true }));
    // No answer is chosen for the guest (a walk: the form came with Going chosen, so sending it as it came said going).
    await visible(form.getByRole('status').getByText('Choose Going, Not going or Maybe', { exact: true }));
    expect(await form.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Number of attendees', { exact: true }).fill('2');
    // Sent without an answer, the focus goes to the first answer (walk C: it fell to the page).
    await form.getByRole('button', { name: 'Send RSVP' }).press('Enter');
    await expect.poll(() => form.getByRole('radio', { name: 'Going', exact: true }).evaluate((radio) => radio === document.activeElement)).toBe(true);
    await form.getByRole('radio', { name: 'Going', exact: true }).check();
    await form.getByRole('button', { name: 'Send RSVP' }).click();
    await visible(form.getByRole('status').getByText(`Thank you, ${name}! Your RSVP is saved: Going (2 people). A confirmation is on its way to ${email}.`, { exact: true }));
    // The places left follow the answer without a reload.
    await visible(section.getByText('48 places left.', { exact: true }));
    await visitor.context().close();

    // The RSVP report lists the event with its counts; View responses opens its responses, going first.
    const page = await adminPage(browser, baseUrl, '/rsvp-report');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(event.title);
    const eventRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: event.title, exact: true }) });
    await visible(eventRow.getByRole('cell', { name: '50', exact: true }));
    await visible(page.getByText('Showing 1 - 1 of 1 events', { exact: true }));
    await eventRow.getByRole('button', { name: `View responses of ${event.title}` }).click();
    await page.waitForURL(`**/admin#/rsvp-report/${event.id}`);
    await visible(page.getByRole('heading', { name: event.title, exact: true }));
    const response = rowWith(page, name);
    await visible(response.getByRole('cell', { name: email, exact: true }));
    await visible(response.getByRole('cell', { name: '2', exact: true }));

    // Under maybe there is no one; back under going the response is there again.
    const answers = page.locator('.ant-segmented');
    await answers.getByText('Maybe', { exact: true }).click();
    await visible(page.getByText('No one has answered maybe yet', { exact: true }));
    await answers.getByText('Going', { exact: true }).click();
    await visible(rowWith(page, name));

    // By keyboard the answers are one Tab stop, the chosen one, and the arrow keys move the choice
    // (the group before it was a second stop that ignored them; keyboard walk).
    await page.getByRole('radio', { name: 'Going', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    await page.keyboard.press('ArrowRight');
    await visible(page.getByText('No one has answered not going yet', { exact: true }));
    await page.context().close();
  });

  it('keeps each answer beside its radio button on a 320 px phone (walk: Maybe wrapped away from its button)', async () => {
    const event = await eventWithRsvp();
    const visitor = await freshPage(browser);
    await visitor.setViewportSize({ width: 320, height: 640 });
    await visitor.goto(`${baseUrl}/event/${event.slug}`);
    const choices = visitor.locator('form[data-rsvp-form] fieldset label');
    await visible(choices.first());
    // An inline box broken over two lines has two client rectangles.
    expect(await choices.evaluateAll((labels) => labels.map((label) => [label.textContent?.trim(), label.getClientRects().length]))).toEqual([
      ['Going', 1],
      ['Not going', 1],
      ['Maybe', 1],
    ]);
    await visitor.context().close();
  });

  it("sends an 'RSVP Reminder' to pasted recipients and follows the send until it is done", async () => {
    const event = await eventWithRsvp();
    const page = await adminPage(browser, baseUrl, '/rsvp-report/create');
    await visible(page.getByRole('heading', { name: 'RSVP Reminder', exact: true }));

    // Send validates first: the event is required.
    await page.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByText('Please select an event', { exact: true }));

    await chooseInvitationEvent(page, event);

    await page.getByLabel('Recipients', { exact: true }).fill('Ada Lovelace <ada@example.org>\ngrace@example.org\nalan@example.org,Alan Turing\nnot an address');
    await visible(page.getByText('3 valid recipients found', { exact: true }));
    await visible(page.getByText('1 line is not a recipient and will be skipped', { exact: true }));
    await page.getByLabel('Subject', { exact: true }).fill('Will you join us?');
    await page.getByLabel('Message', { exact: true }).fill('Please tell us whether you can come.');
    await page.getByRole('button', { name: 'Send' }).click();

    await visible(page.getByText('Invitations sent: 3 of 3', { exact: true }));
    await visible(page.getByText('Every recipient got a personal RSVP link.', { exact: true }));

    // Grace answers; the report's 'No answer yet' lists the two others, one row each.
    await api.call('POST', '/rsvp-registration', { event_id: event.id, name: 'Grace Hopper', email: 'grace@example.org', number_of_attendees: 1, status: 'maybe' });
    await page.goto(`${baseUrl}/admin#/rsvp-report/${event.id}`);
    await visible(page.getByRole('heading', { name: event.title, exact: true }));
    await page.locator('.ant-segmented').getByText('No answer yet', { exact: true }).click();
    await visible(rowWith(page, 'Ada Lovelace').getByRole('cell', { name: 'ada@example.org', exact: true }));
    await visible(rowWith(page, 'Alan Turing').getByRole('cell', { name: 'alan@example.org', exact: true }));
    await visible(page.getByText('Showing 1 - 2 of 2 invitees', { exact: true }));
    expect(await page.getByRole('cell', { name: 'grace@example.org', exact: true }).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search responses' }).fill('alan');
    await visible(page.getByText('Showing 1 - 1 of 1 invitees', { exact: true }));
    await page.context().close();
  });

  it("invites the recipients of a spreadsheet's CSV file whose header puts the name first, each name on one line", async () => {
    const event = await eventWithRsvp();
    const page = await adminPage(browser, baseUrl, '/rsvp-report/create');
    await visible(page.getByRole('heading', { name: 'RSVP Reminder', exact: true }));
    await chooseInvitationEvent(page, event);

    // A UTF-8 export with a BOM, the header naming the columns name first, a quoted comma and line break in a name.
    const file = '\uFEFFname,email\r\n"Müller, Anna\nBerlin",anna@example.com\r\nBob Brown,bob@example.org\r\nCarol,not-an-email\r\n';
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Load a CSV file' }).click();
    await (await chooser).setFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });
    await visible(page.getByText('Loaded guests.csv; edit the list below if needed.', { exact: true }));
    // Before: '0 valid recipients found' and every row, the header too, 'Give a valid email address'.
    await visible(page.getByText('2 valid recipients found', { exact: true }));
    await visible(page.getByText('1 line is not a recipient and will be skipped', { exact: true }));
    await visible(page.getByText('Line 5: "Carol,not-an-email": Give a valid email address', { exact: true }));

    await page.getByLabel('Subject', { exact: true }).fill('Will you join us?');
    await page.getByLabel('Message', { exact: true }).fill('Please tell us whether you can come.');
    await page.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByText('Invitations sent: 2 of 2', { exact: true }));

    // The name keeps its comma and its line break became a space (before: 'Müller, AnnaBerlin').
    await page.goto(`${baseUrl}/admin#/rsvp-report/${event.id}`);
    await visible(page.getByRole('heading', { name: event.title, exact: true }));
    await page.locator('.ant-segmented').getByText('No answer yet', { exact: true }).click();
    await visible(rowWith(page, 'Müller, Anna Berlin').getByRole('cell', { name: 'anna@example.com', exact: true }));
    await visible(rowWith(page, 'Bob Brown').getByRole('cell', { name: 'bob@example.org', exact: true }));
    await visible(page.getByText('Showing 1 - 2 of 2 invitees', { exact: true }));
    await page.context().close();
  });

  it("edits an event's RSVP settings in the editor's RSVP section, the deadline in the event's timezone", async () => {
    const { id } = await createEvent(api, { title: unique('RSVP settings'), start_date: inDays(30), timezone: 'Europe/Berlin' });
    const page = await adminPage(browser, baseUrl, `/events/create/${id}/rsvp`);
    await visible(page.getByRole('heading', { name: 'RSVP', exact: true }));
    await visible(page.getByText(/in the event's timezone \(Europe\/Berlin\)/));

    await page.getByRole('switch', { name: 'Take RSVPs' }).click();
    await page.getByLabel('Limit', { exact: true }).fill('40');
    await page.getByLabel('Guests per response', { exact: true }).fill('3');
    await typeInto(page, 'Deadline date', inDays(25));
    await typeInto(page, 'Deadline time', '18:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('RSVP settings saved', { exact: true }));

    const saved = await api.call<Record<string, unknown>>('GET', `/event/${id}/rsvp`);
    expect(saved).toMatchObject({ enabled: true, limit: 40, guests_per_response: 3, deadline_date: inDays(25), deadline_time: '18:30' });

    // Emptying the limit makes it unlimited (-1).
    await page.getByLabel('Limit', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api.call<{ limit: number }>('GET', `/event/${id}/rsvp`)).limit).toBe(-1);
    await page.context().close();
  });

  it('refuses a negative limit instead of making it unlimited, and warns of a limit of 0 and of a deadline after the event', async () => {
    const { id } = await createEvent(api, { title: unique('RSVP checks'), start_date: inDays(30), end_time: '18:00', timezone: 'Europe/Berlin' });
    const page = await adminPage(browser, baseUrl, `/events/create/${id}/rsvp`);
    await visible(page.getByRole('heading', { name: 'RSVP', exact: true }));
    const itemOf = (label: string) => page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });
    // Walk of 30 Nov 2026: a typed -5 became -1 on leaving the field, i.e. unlimited, without a word.
    await page.getByLabel('Limit', { exact: true }).fill('-5');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(itemOf('Limit').getByText('The limit cannot be negative: leave it empty for no limit', { exact: true }));
    expect(await page.getByLabel('Limit', { exact: true }).inputValue()).toBe('-5');
    expect((await api.call<{ limit: number }>('GET', `/event/${id}/rsvp`)).limit).toBe(-1);

    // Out of range or with a fraction: said, not changed (walk: 0 became 1, 1000 became 50, 99999999999 the maximum).
    await page.getByLabel('Limit', { exact: true }).fill('99999999999');
    await page.getByLabel('Guests per response', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(itemOf('Limit').getByText('The limit is at most 1,000,000', { exact: true }));
    await visible(itemOf('Guests per response').getByText('Allow at least 1 attendee per response', { exact: true }));
    await page.getByLabel('Guests per response', { exact: true }).fill('1000');
    await visible(itemOf('Guests per response').getByText('Allow at most 50 attendees per response', { exact: true }));
    await page.getByLabel('Guests per response', { exact: true }).fill('2.5');
    await visible(itemOf('Guests per response').getByText('Use a whole number', { exact: true }));
    expect(await page.getByLabel('Guests per response', { exact: true }).inputValue()).toBe('2.5');
    await page.getByLabel('Guests per response', { exact: true }).fill('2');

    await page.getByLabel('Limit', { exact: true }).fill('0');
    await visible(itemOf('Limit').getByText('No one can answer going while the limit is 0', { exact: true }));
    await typeInto(page, 'Deadline date', inDays(30));
    await typeInto(page, 'Deadline time', '17:00');
    await gone(itemOf('Deadline date').getByText(/after the event ends/));
    await typeInto(page, 'Deadline time', '19:00');
    await visible(itemOf('Deadline date').getByText('This is after the event ends: answers would be taken for a past event', { exact: true }));
    // Warnings only: the settings save.
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('RSVP settings saved', { exact: true }));
    expect(await api.call('GET', `/event/${id}/rsvp`)).toMatchObject({ limit: 0, guests_per_response: 2, deadline_date: inDays(30), deadline_time: '19:00' });
    await page.context().close();
  });

  it('says when a typed deadline date or time is not taken, and drops the note once one is', async () => {
    const { id } = await createEvent(api, { title: unique('RSVP typed'), start_date: inDays(30) });
    const page = await adminPage(browser, baseUrl, `/events/create/${id}/rsvp`);
    await visible(page.getByRole('heading', { name: 'RSVP', exact: true }));
    const itemOf = (label: string) => page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });
    // Walk of 30 Nov 2026: a date that does not exist emptied the field on leaving it, without a word.
    const date = page.getByLabel('Deadline date', { exact: true });
    await date.click();
    await date.fill('2027-02-30');
    await date.press('Tab');
    await visible(itemOf('Deadline date').getByRole('alert').getByText('2027-02-30 is not a date in the form YYYY-MM-DD, so it was not taken', { exact: true }));
    expect(await date.inputValue()).toBe('');
    const time = page.getByLabel('Deadline time', { exact: true });
    await time.click();
    await time.fill('9.30');
    await time.press('Tab');
    await visible(itemOf('Deadline time').getByRole('alert').getByText('9.30 is not a time in the form HH:mm, so it was not taken', { exact: true }));

    await typeInto(page, 'Deadline date', inDays(20));
    await gone(itemOf('Deadline date').getByRole('alert'));
    await typeInto(page, 'Deadline time', '09:30');
    await gone(itemOf('Deadline time').getByRole('alert'));
    await page.context().close();
  });

  it('edits a response in a modal and deletes it after a confirmation', async () => {
    const event = await eventWithRsvp();
    const name = unique('Responder');
    const email = `responder-${Date.now().toString(36)}@example.org`;
    await api.call('POST', '/rsvp-registration', { event_id: event.id, name, email, number_of_attendees: 1, status: 'going' });
    const page = await adminPage(browser, baseUrl, `/rsvp-report/${event.id}`);
    await visible(rowWith(page, name));

    // Edit: now maybe, with 3 people; the response moves from going to maybe.
    await rowWith(page, name).getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Edit response of ${name}` });
    await dialog.getByLabel('Number of attendees', { exact: true }).fill('3');
    await dialog.getByLabel('Status', { exact: true }).click();
    await page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: /^Maybe$/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Response saved', { exact: true }));
    await visible(page.getByText('No one has answered going yet', { exact: true }));
    await page.locator('.ant-segmented').getByText('Maybe', { exact: true }).click();
    await visible(rowWith(page, name).getByRole('cell', { name: '3', exact: true }));

    await rowWith(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this response?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Successfully deleted the response!', { exact: true }));
    await visible(page.getByText('No one has answered maybe yet', { exact: true }));
    await page.context().close();
  });
});

describe("with Settings' RSVP module off", () => {
  it('hides RSVP from the menu and says the report is off, keeping the answers (walk: the report kept working)', async () => {
    await api.call('PUT', '/settings', { modules: { rsvp: 'off' } });
    try {
      const page = await adminPage(browser, baseUrl, '/rsvp-report');
      await visible(page.getByRole('heading', { level: 1, name: 'The RSVP module is off in Settings' }));
      await visible(page.getByText('The RSVP report and invitations are off while it is. The answers given so far are kept.', { exact: true }));
      expect(await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'RSVP', exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Open Settings' }).click();
      await page.waitForURL(/#\/settings$/);
      await page.context().close();
    } finally {
      await api.call('PUT', '/settings', { modules: { rsvp: 'on' } });
    }
    const page = await adminPage(browser, baseUrl, '/rsvp-report');
    await visible(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'RSVP', exact: true }));
    expect(await page.getByRole('heading', { name: 'The RSVP module is off in Settings' }).count()).toBe(0);
    await page.context().close();
  });
});
