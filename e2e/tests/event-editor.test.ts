import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPage, chooseOption, createEvent, eventsFooter, gone, inDays, textsOf, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

/** Opens a section from the editor's sidebar. */
async function openSection(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Event editor sections' }).getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
}

const titleField = (page: Page) => page.getByLabel('Title', { exact: true });
const leaveDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });

async function editorOf(title: string, section = 'basic'): Promise<{ page: Page; id: number }> {
  const { id } = await createEvent(api, { title, start_date: inDays(30), ticket_variations: [{ name: 'Seat', price: 0, capacity: 20 }] });
  const page = await adminPage(browser, baseUrl, `/events/create/${id}/${section}`);
  await visible(page.getByRole('heading', { name: title, exact: true }));
  return { page, id };
}

describe("the Recurrence section's date pickers", () => {
  it("open on the series' first month, not today's (walk: a March series' skipped dates opened on November)", async () => {
    const title = unique('Spring series');
    const { id } = await createEvent(api, { title, start_date: '2030-03-12', recurring_enabled: 'yes', recurrence: { frequency: 'weekly', count: 3 } });
    const page = await adminPage(browser, baseUrl, `/events/create/${id}/recurrence`);
    await page.locator('.ant-form-item').filter({ hasText: 'Skipped dates' }).locator('.ant-picker').click();
    const header = page.locator('.ant-picker-dropdown').filter({ visible: true }).locator('.ant-picker-header-view');
    await expect.poll(() => header.textContent()).toMatch(/^Mar\s*2030$/);
    await page.context().close();
  });
});

describe('the event editor keeps what the user typed (issue #9 §2)', () => {
  it('keeps an edit across sections, saves every changed section at once, and then leaves without asking', async () => {
    const title = unique('Keep edits');
    const { page, id } = await editorOf(title);
    await titleField(page).fill(`${title} renamed`);
    await openSection(page, 'Tickets');
    await page.getByRole('textbox', { name: 'Name' }).first().fill('Front row');
    await openSection(page, 'Basic info');
    expect(await titleField(page).inputValue()).toBe(`${title} renamed`);
    await openSection(page, 'Tickets');
    expect(await page.getByRole('textbox', { name: 'Name' }).first().inputValue()).toBe('Front row');

    // Saved by keyboard, the focus stays on Save (it fell to the page's body, keyboard walk).
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByText('Event saved', { exact: true }));
    expect(await save.evaluate((button) => button === document.activeElement)).toBe(true);
    const saved = await api.call<{ title: string; ticket_variations: { name: string }[] }>('GET', `/events/${id}`);
    expect(saved.title).toBe(`${title} renamed`);
    expect(saved.ticket_variations.map((v) => v.name)).toEqual(['Front row']);

    // Saved: nothing to lose, so leaving does not ask.
    await page.getByLabel('Eventory menu').getByText('Events', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin#/events`);
    await page.context().close();
  });

  it("'Add ticket type' puts the focus in the new ticket's Name, and Unlimited is said once", async () => {
    const { page } = await editorOf(unique('Add ticket'), 'tickets');
    const names = page.getByRole('textbox', { name: 'Name' });
    const before = await names.count();
    await page.getByRole('button', { name: 'Add ticket type' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => names.count()).toBe(before + 1);
    // Before, the focus stayed on the button and the next Tab went to Save (keyboard walk).
    await expect.poll(() => names.last().evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('Balcony');
    await visible(page.getByText('Balcony', { exact: true }));
    // The checkbox is named by its field label only (it read 'Unlimited Unlimited').
    expect(await page.getByRole('checkbox', { name: 'Unlimited', exact: true }).count()).toBe(before + 1);
    await page.context().close();
  });

  it("one Save saves every edit, the RSVP section's too, whichever section it is pressed in", async () => {
    const title = unique('One save');
    const { page, id } = await editorOf(title);
    await titleField(page).fill(`${title} A`);
    await openSection(page, 'RSVP');
    await page.getByLabel('Limit', { exact: true }).fill('30');
    // Saved from the RSVP section: the title goes too (it stayed unsaved, and the editor asked on leaving).
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('RSVP settings saved', { exact: true }));
    await expect.poll(async () => (await api.call<{ title: string }>('GET', `/events/${id}`)).title).toBe(`${title} A`);
    expect((await api.call<{ limit: number }>('GET', `/event/${id}/rsvp`)).limit).toBe(30);

    // Saved from another section: the RSVP change goes too.
    await page.getByLabel('Limit', { exact: true }).fill('25');
    await openSection(page, 'Basic info');
    await titleField(page).fill(`${title} B`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await api.call<{ limit: number }>('GET', `/event/${id}/rsvp`)).limit).toBe(25);
    expect((await api.call<{ title: string }>('GET', `/events/${id}`)).title).toBe(`${title} B`);

    // Nothing unsaved is left, so leaving does not ask.
    await page.getByLabel('Eventory menu').getByText('Events', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin#/events`);
    await page.context().close();
  });

  it('reads a price typed with a decimal comma as the decimal point, and three decimals as decimals', async () => {
    const { page, id } = await editorOf(unique('Comma price'), 'tickets');
    const price = page.getByRole('spinbutton', { name: /Price \(/ }).first();
    // Walk of 30 Nov 2026: '12.345' was read as thousands and saved as 12345.
    await price.fill('12.345');
    await price.press('Tab');
    expect(await price.inputValue()).toBe('12.35');
    await price.fill('25,50');
    await price.press('Tab');
    expect(await price.inputValue()).toBe('25.50');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Event saved', { exact: true }));
    const saved = await api.call<{ ticket_variations: { price: number }[] }>('GET', `/events/${id}`);
    expect(saved.ticket_variations.map((v) => v.price)).toEqual([25.5]);
    await page.context().close();
  });

  it('says a repeated ticket name, a negative price or capacity beside the field, and warns of a capacity of 0', async () => {
    const { page, id } = await editorOf(unique('Ticket checks'), 'tickets');
    await page.getByRole('button', { name: 'Add ticket type' }).click();
    const second = page.locator('.ant-card-small').nth(1);
    const itemOf = (label: RegExp) => second.locator('.ant-form-item').filter({ has: page.getByText(label) });
    // Walk of 30 Nov 2026: a typed -5 became 0 on leaving the field, and a second 'Seat' was saved.
    await second.getByRole('textbox', { name: 'Name' }).fill(' seat ');
    await second.getByRole('spinbutton', { name: /Price \(/ }).fill('-5');
    await second.getByRole('spinbutton', { name: 'Capacity' }).fill('-3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(itemOf(/^Name$/).getByText('Another ticket of this event has this name', { exact: true }));
    await visible(itemOf(/^Price/).getByText('Price cannot be negative', { exact: true }));
    await visible(itemOf(/^Capacity$/).getByText('Capacity cannot be negative: tick Unlimited for no limit', { exact: true }));
    expect(await second.getByRole('spinbutton', { name: /Price \(/ }).inputValue()).toBe('-5.00');
    expect((await api.call<{ ticket_variations: unknown[] }>('GET', `/events/${id}`)).ticket_variations).toHaveLength(1);

    // A fraction is refused, not rounded (walk: 2.5 was saved as 3).
    await second.getByRole('spinbutton', { name: 'Capacity' }).fill('2.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(itemOf(/^Capacity$/).getByText('Use a whole number', { exact: true }));

    await second.getByRole('textbox', { name: 'Name' }).fill('Balcony');
    await second.getByRole('spinbutton', { name: /Price \(/ }).fill('5');
    await second.getByRole('spinbutton', { name: 'Capacity' }).fill('0');
    await visible(itemOf(/^Capacity$/).getByText('No one can book this ticket while its capacity is 0', { exact: true }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Event saved', { exact: true }));
    const saved = await api.call<{ ticket_variations: { name: string; price: number; capacity: number }[] }>('GET', `/events/${id}`);
    expect(saved.ticket_variations.map(({ name, price, capacity }) => [name, price, capacity])).toEqual([
      ['Seat', 0, 20],
      ['Balcony', 5, 0],
    ]);

    // Unlimited over a capacity saves as unlimited (walk: 'Capacity is not a valid undefined').
    await page.locator('.ant-card-small').first().getByRole('checkbox', { name: 'Unlimited', exact: true }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await api.call<{ ticket_variations: { capacity: number }[] }>('GET', `/events/${id}`)).ticket_variations.map((v) => v.capacity))
      .toEqual([-1, 0]);
    expect(await page.getByText(/not a valid/).count()).toBe(0);
    await page.context().close();
  });

  it('saving from another section brings back a section whose field is refused, and saves nothing', async () => {
    const title = unique('Refused');
    const { page, id } = await editorOf(title);
    await titleField(page).fill('');
    await openSection(page, 'Tickets');
    await page.getByRole('textbox', { name: 'Name' }).first().fill('Balcony');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/#\/events\/create\/\d+\/basic$/);
    await visible(page.getByText('Event title is required', { exact: true }));
    const stored = await api.call<{ title: string; ticket_variations: { name: string }[] }>('GET', `/events/${id}`);
    expect(stored.title).toBe(title);
    expect(stored.ticket_variations.map((v) => v.name)).toEqual(['Seat']);
    await page.context().close();
  });

  it('asks before leaving with unsaved changes; Cancel keeps the user and the edit, Leave goes', async () => {
    const title = unique('Unsaved');
    const { page } = await editorOf(title);
    await titleField(page).fill(`${title} changed`);
    await openSection(page, 'Publish');
    // The status choices are a named group (walk: its label pointed at the group's div, which a label cannot name).
    await visible(page.getByRole('radiogroup', { name: 'Status' }));

    await page.getByRole('button', { name: 'Go Back' }).click();
    await visible(leaveDialog(page));
    // The focus starts on Cancel: Enter keeps the edits.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Enter');
    await gone(leaveDialog(page));
    await page.waitForURL(/#\/events\/create\/\d+\/publish$/);
    await openSection(page, 'Basic info');
    expect(await titleField(page).inputValue()).toBe(`${title} changed`);

    // Closing the tab gets the browser's own prompt.
    const prompt = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await page.getByLabel('Eventory menu').getByText('Events', { exact: true }).click();
    await visible(leaveDialog(page));
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${baseUrl}/admin#/events`);
    await page.context().close();
  });

  it('asks before a URL typed in the address bar leaves unsaved changes', async () => {
    const title = unique('Typed URL');
    const { page } = await editorOf(title);
    await titleField(page).fill(`${title} changed`);
    // Typed once the editor shows the change as unsaved (a person types a URL slower than Playwright).
    await visible(page.getByLabel('(unsaved changes)'));
    const editorUrl = page.url();

    await page.goto(`${baseUrl}/admin#/speakers`);
    await visible(leaveDialog(page));
    expect(page.url()).toBe(editorUrl);
    await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await gone(leaveDialog(page));
    expect(page.url()).toBe(editorUrl);
    expect(await titleField(page).inputValue()).toBe(`${title} changed`);

    await page.goto(`${baseUrl}/admin#/speakers`);
    await visible(leaveDialog(page));
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${baseUrl}/admin#/speakers`);
    await visible(page.getByRole('heading', { name: 'Speakers', level: 1 }));
    await page.context().close();
  });

  it("asks before the shell's left menu leaves unsaved changes", async () => {
    const title = unique('Left menu');
    const { page } = await editorOf(title);
    await titleField(page).fill(`${title} changed`);
    const speakers = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Speakers', exact: true });

    await speakers.click();
    await visible(leaveDialog(page));
    await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
    // Closed before the next click: a dialog still fading out would be a second 'Leave without saving?'.
    await gone(leaveDialog(page));
    await page.waitForURL(/#\/events\/create\/\d+\/basic$/);
    expect(await titleField(page).inputValue()).toBe(`${title} changed`);

    await speakers.click();
    await visible(leaveDialog(page));
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${baseUrl}/admin#/speakers`);
    await page.context().close();
  });

  it('shows the tickets sold per type and keeps a type with sales from being removed; a refusal is said once', async () => {
    const title = unique('Sold tickets');
    const { id } = await createEvent(api, {
      title,
      start_date: inDays(33),
      ticket_variations: [
        { name: 'Free entry', price: 0, capacity: 20 },
        { name: 'Late entry', price: 0, capacity: 10 },
      ],
    });
    const { ticket_variations: variations } = await api.call<{ ticket_variations: { name: string; slug: string }[] }>('GET', `/events/${id}`);
    const book = (name: string, quantity: number) => {
      const slug = variations.find((variation) => variation.name === name)!.slug;
      const attendees = Array.from({ length: quantity }, (_, i) => ({ name: `Guest ${i + 1}`, phone: '', ticket_slug: slug, extra_fields: {} }));
      return api.call('POST', '/orders', { event_id: id, customer: { first_name: 'Guest', last_name: 'Booker', email: 'guest@example.org', phone: '' }, tickets: [{ slug, quantity }], attendees });
    };
    await book('Free entry', 2);

    const page = await adminPage(browser, baseUrl, `/events/create/${id}/tickets`);
    const soldOf = (name: string) =>
      textsOf(page.locator('.ant-card-small').filter({ has: page.locator('.ant-card-head-title').getByText(name, { exact: true }) }).locator('.ant-form-item').filter({ hasText: /^Sold/ }));
    const removeFree = page.getByRole('button', { name: 'Remove ticket Free entry' });
    await visible(removeFree);
    expect(await soldOf('Free entry')).toEqual(['Sold2']);
    expect(await soldOf('Late entry')).toEqual(['Sold0']);
    expect(await removeFree.isDisabled()).toBe(true);
    await removeFree.locator('xpath=..').hover();
    await visible(page.getByRole('tooltip').getByText('Tickets of this type have been sold, so it cannot be removed', { exact: true }));

    // Sold after the editor loaded: the server refuses, and says so once.
    await book('Late entry', 1);
    await page.getByRole('button', { name: 'Remove ticket Late entry' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refusal = 'Ticket "Late entry" has sold 1 and cannot be removed.';
    await visible(page.getByRole('alert').getByText(refusal, { exact: true }));
    expect(await page.getByText(refusal, { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('on a 390 px phone picks the section from a compact select, so the form starts on the first screen', async () => {
    const title = unique('Phone editor');
    const { page } = await editorOf(title);
    await page.setViewportSize({ width: 390, height: 844 });
    const picker = page.getByRole('navigation', { name: 'Event editor sections' }).getByRole('combobox', { name: 'Section' });
    await visible(picker);
    expect(await page.getByRole('navigation', { name: 'Event editor sections' }).getByRole('menuitem').count()).toBe(0);
    const box = await titleField(page).boundingBox();
    expect(box!.y + box!.height).toBeLessThan(844 / 2);

    await titleField(page).fill(`${title} on the go`);
    await chooseOption(page, picker, 'Tickets');
    await page.waitForURL(/#\/events\/create\/\d+\/tickets$/);
    await picker.click();
    const marked = page.locator('.ant-select-dropdown .ant-select-item-option').filter({ visible: true }).filter({ hasText: 'Basic info' });
    await visible(marked.getByLabel('(unsaved changes)'));
    await marked.click();
    await page.waitForURL(/#\/events\/create\/\d+\/basic$/);
    expect(await titleField(page).inputValue()).toBe(`${title} on the go`);
    await page.context().close();
  });

  it('says the typed text matches no tag, not that there are no tags', async () => {
    const tag = unique('Tag');
    await api.call('POST', '/tags', { name: tag });
    const { page } = await editorOf(unique('Tag picker'));
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.click();
    await tags.pressSequentially(tag);
    await visible(page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: tag }));
    const typo = unique('Nothing like it');
    await tags.fill(typo);
    await visible(page.getByText(`No tags match "${typo}"`, { exact: true }));
    expect(await page.getByText('No tags yet', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it("'Go Back' from a deep section lands on the events list, not the previous section", async () => {
    const { page } = await editorOf(unique('Go back deep'), 'tickets');
    for (const section of ['RSVP', 'Publish']) await openSection(page, section);
    await page.waitForURL(/\/publish$/);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseUrl}/admin#/events`);
    await visible(eventsFooter(page));
    await page.context().close();
  });

  it("turns on 'Public attendee emails' in the Publish section (off by default) and saves it", async () => {
    const { page, id } = await editorOf(unique('Guest list'), 'publish');
    const toggle = page.getByRole('switch', { name: 'Public attendee emails' });
    await visible(toggle);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Event saved', { exact: true }));
    expect((await api.call<{ attendee_list_show_email: boolean }>('GET', `/events/${id}`)).attendee_list_show_email).toBe(true);
    await page.context().close();
  });

  it("'Go Back' in a freshly opened editor tab lands on the events list", async () => {
    const { id } = await createEvent(api, { title: unique('Fresh tab'), start_date: inDays(31) });
    const page = await adminPage(browser, baseUrl);
    await page.goto(`${baseUrl}/admin#/events/create/${id}/publish`);
    await visible(page.getByRole('heading', { name: 'Publish', exact: true }));
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseUrl}/admin#/events`);
    await visible(eventsFooter(page));
    await page.context().close();
  });

  it('shows many chosen speakers as a count with a list, naming them in one request instead of one per speaker', async () => {
    const { id } = await createEvent(api, { title: unique('Big conference'), start_date: inDays(32) });
    const prefix = unique('Crowd');
    const speakers: number[] = [];
    for (let i = 1; i <= 30; i++) speakers.push((await api.call<{ id: number }>('POST', '/speakers', { name: `${prefix} ${String(i).padStart(2, '0')}` })).id);
    await api.call('PUT', `/events/${id}`, { speakers });

    const page = await adminPage(browser, baseUrl);
    const single: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v2\/speakers\/\d+$/.test(new URL(request.url()).pathname)) single.push(request.url());
    });
    await page.goto(`${baseUrl}/admin#/events/create/${id}/speakers`);
    await visible(page.getByText('30 speakers selected', { exact: true }));
    await visible(page.getByText('+ 25 more', { exact: true }));
    await visible(page.getByText(`${prefix} 01`, { exact: true }));

    await page.getByRole('button', { name: 'Show the list' }).click();
    await page.getByRole('listitem', { name: '3' }).click();
    await visible(page.getByText(`${prefix} 21`, { exact: true }));
    await page.getByRole('button', { name: `Remove ${prefix} 21` }).click();
    await visible(page.getByText('29 speakers selected', { exact: true }));
    expect(single).toEqual([]);
    await page.context().close();
  });

  it('Enter in a creatable select picks the highlighted existing name; a new one needs its "Create …" option', async () => {
    const stem = unique('Grp');
    await api.call('POST', '/speaker-groups', { name: `${stem} Keynote speakers` });
    const page = await adminPage(browser, baseUrl, '/speakers/create');
    const name = unique('Creatable');
    await page.getByLabel('Name', { exact: true }).fill(name);
    const groups = page.getByRole('combobox', { name: 'Groups' });

    await groups.click();
    await groups.pressSequentially(`${stem} Keynote`);
    const options = page.locator('.ant-select-dropdown .ant-select-item-option').filter({ visible: true });
    await visible(options.filter({ hasText: `Create "${stem} Keynote"` }));
    expect(await options.first().textContent()).toBe(`${stem} Keynote speakers`);
    await groups.press('Enter');

    await groups.pressSequentially(`${stem} Workshop`);
    await options.filter({ hasText: `Create "${stem} Workshop"` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Successfully created speaker!', { exact: true }));

    const [saved] = await api.call<{ speaker_group: string[] }[]>('GET', `/speakers?search=${encodeURIComponent(name)}`);
    expect([...saved!.speaker_group].sort()).toEqual([`${stem} Keynote speakers`, `${stem} Workshop`]);
    await page.context().close();
  });

  it('says where a series capped at 500 dates ends, in its Recurrence section', async () => {
    const title = unique('Daily since last year');
    const { id } = await createEvent(api, { title, start_date: inDays(-400), recurring_enabled: 'yes', recurrence: { frequency: 'daily' } });
    const page = await adminPage(browser, baseUrl, `/events/create/${id}/recurrence`);
    await visible(page.getByText('This series holds 500 dates, the most one series may hold, so no later dates are created.', { exact: true }));
    // Its 500th date: 499 days after the first.
    const last = new Date(`${inDays(99)}T10:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await visible(page.getByText(new RegExp(`^Its last date is ${last}, 10:00 AM\\. To go on after it, create a new recurring event that starts later\\.$`)));
    await page.context().close();

    const { id: short } = await createEvent(api, { title: unique('Weekly for a month'), start_date: inDays(3), recurring_enabled: 'yes', recurrence: { frequency: 'weekly', count: 4 } });
    const other = await adminPage(browser, baseUrl, `/events/create/${short}/recurrence`);
    await visible(other.getByRole('heading', { name: 'Recurrence' }));
    expect(await other.getByText(/the most one series may hold/).count()).toBe(0);
    await other.context().close();
  });
});
