import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../axe';
import { hostSite, type HostSite } from '../hostSite';
import { formatCalendarDate } from '@eventory/core';
import { adminPage, chooseOption, createEvent, eventRow, freshPage, gone, inDays, reloadAfterFailure, searchEvents, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let page: Page;
let event: { id: number; title: string };
let category: { id: number; name: string };
let scriptTag = '';

let registered: HostSite;
let stranger: HostSite;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));
reloadAfterFailure(() => page);

beforeAll(async () => {
  category = await api.call<{ id: number; name: string }>('POST', '/categories', { name: unique('Gala nights') });
  event = await createEvent(api, { title: unique('Countdown gala'), start_date: inDays(20), categories: [category.id] });
  registered = await hostSite('127.0.0.1', () => scriptTag);
  stranger = await hostSite('localhost', () => scriptTag);
  await api.call('PUT', '/settings', { registered_domains: [registered.origin] });
  page = await adminPage(browser, baseUrl, '/shortcodes');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
});

afterAll(async () => {
  await api?.call('PUT', '/settings', { registered_domains: [] });
  await registered?.close();
  await stranger?.close();
});

/** axe on the Saved scripts tab, in its own page: axe's no-animation style would keep the delete dialog open here. */
async function checkSavedScriptsA11y() {
  const other = await adminPage(browser, baseUrl, '/shortcodes');
  await other.getByRole('tab', { name: 'Saved scripts' }).click();
  await visible(other.getByRole('row').filter({ hasText: 'etn_pro_countdown' }));
  expect(await seriousViolations(other)).toEqual([]);
  await other.context().close();
}

const card = (title: string) => page.getByRole('region', { name: title, exact: true });

/** What a script tag needs to show, said beside it. */
const DOMAIN_NOTE = 'The widget shows only on pages of a site registered in Settings under Registered domains (http or https, not a file opened from disk).';

describe('the Shortcodes page (SPEC §2, §4, §5, §9)', () => {
  it('shows the 20 cards in SPEC order, each with its buttons; Get Script waits for a shortcode', async () => {
    await visible(page.getByRole('heading', { level: 2, name: 'Events With Calendar', exact: true }));
    const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toHaveLength(20);
    expect(titles[0]).toBe('Events With Calendar');
    expect(titles[19]).toBe('Event Certificate');
    const countdown = card('Event Countdown');
    expect(await countdown.getByRole('button', { name: 'Get Script' }).isDisabled()).toBe(true);
    expect(await card('Speakers Slider').getByLabel('Slider Count').inputValue()).toBe('3');
    expect(await card('Events').getByLabel('Columns').inputValue()).toBe('1');
    // The languages read by their own names, the default by what it does (walk: 'auto', 'de').
    const language = countdown.getByRole('combobox', { name: 'Language' });
    await visible(countdown.getByText("The visitor's language", { exact: true }));
    await chooseOption(page, language, 'Deutsch');
    await visible(countdown.getByText('Deutsch', { exact: true }).filter({ visible: true }));
    await chooseOption(page, language, "The visitor's language");
  });

  it('validates first: a card without its event says so and generates nothing; a slider count of 11 is refused', async () => {
    const countdown = card('Event Countdown');
    await countdown.getByRole('button', { name: 'Generate Shortcode' }).click();
    await visible(countdown.getByText('Please select an event', { exact: true }));
    expect(await countdown.getByRole('button', { name: 'Get Script' }).isDisabled()).toBe(true);
    const slider = card('Speakers Slider');
    await slider.getByLabel('Slider Count').fill('11');
    await slider.getByLabel('Slider Count').blur();
    await slider.getByRole('button', { name: 'Generate Shortcode' }).click();
    await visible(slider.getByText('Slider Count must be at most 10', { exact: true }));
    expect(await slider.getByLabel('Speakers Slider shortcode').count()).toBe(0);
    // A shortcode generated before goes once the form changes, so Get Script cannot save what the form no longer says.
    await slider.getByLabel('Slider Count').fill('4');
    await slider.getByRole('button', { name: 'Generate Shortcode' }).click();
    await visible(slider.getByLabel('Speakers Slider shortcode'));
    await slider.getByLabel('Slider Count').fill('12');
    await slider.getByRole('button', { name: 'Generate Shortcode' }).click();
    await visible(slider.getByText('Slider Count must be at most 10', { exact: true }));
    expect(await slider.getByLabel('Speakers Slider shortcode').count()).toBe(0);
    expect(await slider.getByRole('button', { name: 'Get Script' }).isDisabled()).toBe(true);
  });

  it('generates the shortcode of a card, copies it, and Get Script gives an async script tag', async () => {
    const countdown = card('Event Countdown');
    await chooseOption(page, countdown.getByRole('combobox', { name: 'Event' }), `${event.title} (${formatCalendarDate(inDays(20))})`, { search: event.title });
    await countdown.getByRole('button', { name: 'Generate Shortcode' }).click();
    const shortcode = countdown.getByLabel('Event Countdown shortcode', { exact: true });
    await visible(shortcode);
    expect(await shortcode.inputValue()).toBe(`[etn_pro_countdown event_id="${event.id}"]`);
    await countdown.getByRole('button', { name: 'Copy Event Countdown shortcode' }).click();
    await visible(page.getByText('Copied Successfully!', { exact: true }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`[etn_pro_countdown event_id="${event.id}"]`);

    const created = page.waitForResponse((r) => r.url().endsWith('/api/v2/shortcodes/script') && r.request().method() === 'POST');
    await countdown.getByRole('button', { name: 'Get Script' }).click();
    expect((await created).status()).toBe(201);
    const tag = countdown.getByLabel('Event Countdown script tag', { exact: true });
    await visible(tag);
    scriptTag = await tag.inputValue();
    expect(scriptTag).toMatch(new RegExp(`^<script async src="${baseUrl}/external-script\\?id=\\d+"></script>$`));
    // Where it works is said beside it: on an unregistered page the widget stays empty, with a word only in the console.
    await visible(countdown.getByText(DOMAIN_NOTE, { exact: true }));
  });

  it("the event list's Get Script dialog gives the ticket form's script tag, copies it and says where it works", async () => {
    const events = await adminPage(browser, baseUrl);
    await events.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await searchEvents(events, event.title);
    await eventRow(events, event.title).getByRole('button', { name: 'More actions' }).click();
    await events.getByRole('menuitem', { name: 'Get Script', exact: true }).click();
    const dialog = events.getByRole('dialog', { name: 'Get Script' });
    await visible(dialog.getByText(`Paste this script into a page of your site to show the ticket form of “${event.title}”.`, { exact: true }));
    const tag = dialog.getByLabel('Event script', { exact: true });
    await visible(tag);
    expect(await tag.inputValue()).toMatch(new RegExp(`^<script async src="${baseUrl}/external-script\\?id=\\d+"></script>$`));
    await visible(dialog.getByText(DOMAIN_NOTE, { exact: true }));
    await dialog.getByRole('button', { name: 'Copy Event script' }).click();
    await visible(events.getByText('Copied Successfully!', { exact: true }));
    expect(await events.evaluate(() => navigator.clipboard.readText())).toBe(await tag.inputValue());
    await dialog.getByRole('button', { name: 'Done' }).click();
    await gone(dialog);
    await events.context().close();

  });

  it('shows a live preview of each card, refreshed as its form changes', async () => {
    const preview = card('Event Countdown').frameLocator('iframe[title="Event Countdown preview"]');
    await visible(preview.getByText(event.title, { exact: true }));
    const events = card('Events');
    await events.scrollIntoViewIfNeeded();
    // Narrowed to the event's category: the suite's other events would fill the first page.
    await chooseOption(page, events.getByRole('combobox', { name: 'Categories' }), category.name, { search: category.name });
    await page.keyboard.press('Escape');
    const eventsPreview = events.frameLocator('iframe[title="Events preview"]');
    await visible(eventsPreview.getByRole('link', { name: event.title }));
    await events.getByText('Classic', { exact: true }).click();
    expect(await events.getByRole('radio', { name: 'Classic' }).isChecked()).toBe(true);
    await visible(eventsPreview.locator('.ew-events--classic'));
    await visible(events.getByRole('combobox', { name: 'Style' }));
  });

  it('keeps a tall preview in a box that scrolls inside, so the next cards stay near (FOSDEM: 33,551 px)', async () => {
    const title = unique('Long day');
    const day = inDays(30);
    const slots = Array.from({ length: 40 }, (_, i) => ({ topic: `Talk ${i + 1}`, start_time: '09:00', end_time: '09:30', room: `Room ${i % 2}`, speakers: [] }));
    await api.call('POST', '/schedules', { program_title: title, date: day, slots });
    const schedules = card('Schedules');
    await schedules.scrollIntoViewIfNeeded();
    await chooseOption(page, schedules.getByRole('combobox', { name: 'Schedules' }), `${title} (${formatCalendarDate(day)})`, { search: title });
    await page.keyboard.press('Escape');
    const frame = schedules.locator('iframe[title="Schedules preview"]');
    await visible(schedules.frameLocator('iframe[title="Schedules preview"]').getByText('Talk 40', { exact: true }));
    const box = () => frame.evaluate((element) => element.clientHeight);
    await expect.poll(box).toBeGreaterThan(400);
    expect(await box()).toBeLessThanOrEqual(640);
    // The widget is taller than its box: it scrolls inside it.
    expect(await frame.evaluate((element) => (element as HTMLIFrameElement).contentDocument!.documentElement.scrollHeight)).toBeGreaterThan(await box());
  });

  it('on a registered site the tag frames the widget right where it stands, sized to its content', async () => {
    const partner = await freshPage(browser);
    await partner.goto(registered.origin);
    const frame = partner.locator('iframe[title="Event Countdown"]');
    await visible(frame);
    const widget = partner.frameLocator('iframe[title="Event Countdown"]');
    await visible(widget.getByText(event.title, { exact: true }));
    expect(await frame.getAttribute('allow')).toBe('payment');
    // Where the tag stood: between the heading and the paragraph after it.
    expect(await partner.evaluate(() => document.querySelector('iframe')?.previousElementSibling?.tagName)).toBe('SCRIPT');
    // Sized by the embed page's message: the iframe is as tall as the widget's own page.
    const contentHeight = await widget.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
    expect(contentHeight).toBeGreaterThan(20);
    await expect.poll(() => frame.evaluate((f) => f.getBoundingClientRect().height)).toBe(contentHeight);
    await partner.context().close();
  });

  it('on an unregistered site nothing is framed and the console says why', async () => {
    const partner = await freshPage(browser);
    const messages: string[] = [];
    partner.on('console', (m) => messages.push(m.text()));
    await partner.goto(stranger.origin);
    await partner.waitForFunction(() => document.readyState === 'complete');
    await expect.poll(() => messages.join('\n')).toContain(`this page (${stranger.origin}) is not a registered domain`);
    expect(await partner.locator('iframe').count()).toBe(0);
    await partner.context().close();
  });

  it('lists the saved script with where it was seen, and deletes it after a confirmation', async () => {
    await page.getByRole('tab', { name: 'Saved scripts' }).click();
    // By the whole shortcode: a bare id also matched another file's row that held the same digits.
    const row = page.getByRole('row').filter({ hasText: `[etn_pro_countdown event_id="${event.id}"]` });
    await visible(row.getByText(registered.origin));
    await checkSavedScriptsA11y();
    await row.getByRole('button', { name: /^Delete script/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Successfully deleted the script!', { exact: true }));
    await expect.poll(() => row.count()).toBe(0);
    await page.getByRole('tab', { name: 'Widgets' }).click();
  });

  it('filters the cards by name', async () => {
    const search = page.getByRole('searchbox', { name: 'Search shortcodes by name' });
    await search.fill('slider');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Speakers Slider', 'Events Slider']);
    await search.fill('');
  });

  it.each([1440, 390])('has no serious axe violations and no sideways scrolling at %i px', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await visible(page.getByRole('heading', { level: 2, name: 'Events With Calendar', exact: true }));
    await page.screenshot({ path: `/tmp/shortcodes-${width}.png` });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('shows saved shortcodes readably: a few attributes a line on a phone, the table within a laptop screen', async () => {
    const long = '[etn_pro_events_standard event_count="20" event_col="1" order="DESC" orderby="ID" show_desc="no" show_category="no" show_attendee_count="no" show_thumb="no" show_end_date="no"]';
    await api.call('POST', '/shortcodes/script', { post_name: unique('Long list'), shortcode: long });
    await page.reload();
    await page.getByRole('tab', { name: 'Saved scripts' }).click();
    const cell = page.getByRole('row').filter({ hasText: long }).locator('td').nth(1);
    await visible(cell);
    await page.setViewportSize({ width: 390, height: 844 });
    // Squeezed to the phone's width, every attribute broke mid-word ('etn_pro_event / s_standard').
    expect((await cell.boundingBox())!.width).toBeGreaterThanOrEqual(260);
    await page.setViewportSize({ width: 1440, height: 900 });
    const table = page.locator('.ant-table-content').first();
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Widgets' }).click();
  });
});
