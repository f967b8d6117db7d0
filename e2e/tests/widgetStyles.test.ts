import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { allViolations } from '../axe';
import { adminPage, createEvent, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let page: Page;
const title = unique('Style gala');

/** Each style of the two sliders (SPEC §9: speakers slider style-1 … style-5, events slider event-1 … event-3), arrows and dots on. */
const SLIDER_CONTROLS = 'slider_nav_show="yes" slider_dot_show="yes"';
const SLIDER_SHORTCODES = [
  ...[1, 2, 3, 4, 5].map((n) => `[etn_pro_speakers_sliders style="style-${n}" ${SLIDER_CONTROLS}]`),
  ...[1, 2, 3].map((n) => `[etn_pro_events_sliders style="event-${n}" ${SLIDER_CONTROLS}]`),
];

/**
 * How the first slide of a slider is laid out, as a visitor would tell the styles apart: the card's
 * direction, background, shadow, left rule and height, and its picture's size and shape.
 */
async function slideLayout(page: Page, carousel: string): Promise<string> {
  const card = page.getByRole('group', { name: carousel }).getByRole('article').first();
  await visible(card);
  return card.evaluate((el) => {
    const look = getComputedStyle(el);
    const picture = el.querySelector('.ew-photo, .ew-thumb');
    const media = picture ? getComputedStyle(picture) : null;
    return JSON.stringify([look.flexDirection, look.backgroundColor, look.backgroundImage, look.boxShadow, look.borderLeftWidth, look.borderTopWidth, Math.round(el.getBoundingClientRect().height / 10), media?.position, media?.width, media?.borderRadius]);
  });
}

/** Every static event widget and style variant with all its display options on, and the people and schedule widgets (issue #11 §3). */
const CARD_OPTIONS = 'event_col="3" show_desc="yes" show_category="yes" show_attendee_count="yes" show_btn="yes" show_thumb="yes" show_end_date="yes" show_event_location="yes"';
const SHORTCODES = [
  `[etn_pro_events_standard ${CARD_OPTIONS}]`,
  ...[1, 2, 3, 4, 5].map((n) => `[etn_pro_events_classic style="style-${n}" ${CARD_OPTIONS}]`),
  `[etn_pro_events_one_line show_btn="yes" show_event_location="yes" show_attendee_count="yes"]`,
  ...[1, 2, 3, 4].map((n) => `[etn_pro_events_tab style="style-${n}" ${CARD_OPTIONS}]`),
  '[etn_pro_event_location_list]',
  '[etn_event_recurring]',
  '[etn_pro_speakers_standard show_designation="yes" show_social="yes" speaker_col="3"]',
  '[etn_pro_speakers_classic style="style-2" show_designation="yes" show_social="yes"]',
  '[etn_pro_organizers url="yes" logo="yes"]',
  '[etn_pro_schedules_list show_time_duration="yes" show_location="yes" show_speaker="yes" show_desc="yes"]',
  '[etn_pro_schedules_tab style="style-2" show_time_duration="yes"]',
  ...SLIDER_SHORTCODES,
];

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  const category = await api.call<{ id: number }>('POST', '/categories', { name: unique('Concerts') });
  await createEvent(api, { title, start_date: inDays(12), categories: [category.id], location: { type: 'offline', address: { address: 'Harbour Hall, Pier 7' } }, description: '<p>An evening of music by the water with lanterns and food.</p>' });
  for (const name of [unique('Ada Lovelace'), unique('Grace Hopper')])
    await api.call('POST', '/speakers', { name, designation: 'Keynote speaker', company_name: 'Harbour Arts', company_url: 'https://harbour.example', social: [{ platform: 'mastodon', url: 'https://mastodon.example/@x' }], category: ['speaker', 'organizer'] });
  page = await adminPage(browser, baseUrl, '/shortcodes');
});

describe('slider styles (issue #11 §3: each variant visibly different)', () => {
  it.each([
    ['Speakers Slider', 'etn_pro_speakers_sliders', ['style-1', 'style-2', 'style-3', 'style-4', 'style-5']],
    ['Events Slider', 'etn_pro_events_sliders', ['event-1', 'event-2', 'event-3']],
  ] as const)('every %s style lays its slides out differently', async (carousel, name, styles) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const layouts = new Set<string>();
    for (const style of styles) {
      await page.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent(`[${name} style="${style}"]`)}`);
      layouts.add(await slideLayout(page, carousel));
    }
    expect(layouts.size).toBe(styles.length);
  });
});

describe('widget columns (issue #11 §3: event_col, speaker_col)', () => {
  it.each([
    [1440, 3],
    [900, 3],
    [600, 2],
    [390, 1],
  ] as const)('event_col="3" in a %i px window shows %i columns', async (width, expected) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent('[etn_pro_events_standard event_col="3"]')}`);
    const grid = page.locator('.ew-grid').first();
    await visible(grid);
    expect(await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)).toBe(expected);
  });
});

describe('event card titles', () => {
  it('are underlined links on every events style, so a card without a button still reads as a link (visitor walk)', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const code of ['[etn_pro_events_standard]', '[etn_pro_events_classic style="style-1"]', '[etn_pro_events_classic style="style-3"]']) {
      await page.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent(code)}`);
      const title = page.locator('.ew-card .ew-title a').first();
      await visible(title);
      expect(await title.evaluate((link) => getComputedStyle(link).textDecorationLine), code).toBe('underline');
    }
  });
});

describe('Schedules widget (issue #9: FOSDEM at 1440 px)', () => {
  it.each([
    ['no', 0.9],
    ['yes', 0.6],
  ] as const)('with show_time_duration="%s" a topic takes at least %s of the row at 1440 px', async (time, share) => {
    const schedule = await api.call<{ id: number }>('POST', '/schedules', {
      program_title: unique('Widget day'),
      date: inDays(12),
      slots: [{ topic: 'Keynote: what we learned running a conference for a thousand people', start_time: '09:00', end_time: '10:00', speakers: [] }],
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent(`[etn_pro_schedules_list ids="${schedule.id}" show_time_duration="${time}"]`)}`);
    const slot = page.locator('.ew-slot').first();
    await visible(slot);
    const [topic, row] = await slot.evaluate((element) => [element.querySelector('.ew-slot-body')!.getBoundingClientRect().width, element.getBoundingClientRect().width]);
    expect(topic! / row!).toBeGreaterThanOrEqual(share);
    // Each time stays whole on its line: FOSDEM's '9:00 AM – 9:25' broke before its 'AM'.
    const times = await slot.locator('.ew-time').evaluateAll((elements) => elements.map((element) => [element.textContent, element.getClientRects().length]));
    expect(times).toEqual(time === 'yes' ? [['9:00 AM –', 1], ['10:00 AM', 1]] : []);
  });
});

describe('Schedules widget on a phone (FOSDEM abstracts with long links)', () => {
  it.each(['etn_pro_schedules_tab', 'etn_pro_schedules_list'])('%s wraps a long unbroken link in a description inside 390 px', async (name) => {
    const link = 'https://codeclub.example.org/en/projects/creative-coding-with-python-and-turtle-graphics-for-beginners';
    const schedule = await api.call<{ id: number }>('POST', '/schedules', {
      program_title: unique('Phone day'),
      date: inDays(12),
      slots: [{ topic: 'Creative with Coding', start_time: '09:00', end_time: '09:30', objective: `Material: [${link}] and more.`, speakers: [] }],
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent(`[${name} ids="${schedule.id}" show_time_duration="yes" show_desc="yes"]`)}`);
    const description = page.locator('.ew-slot .ew-desc').first();
    await visible(description);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const right = await description.evaluate((element) => element.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(390);
  });
});

describe('Schedules widget with long abstracts (FOSDEM: a day 314,047 px tall on a phone)', () => {
  it('shows the first 25 words of a long description and the rest behind Read more, by keyboard too', async () => {
    const words = Array.from({ length: 150 }, (_, i) => `word${i + 1}`);
    const schedule = await api.call<{ id: number }>('POST', '/schedules', {
      program_title: unique('Abstract day'),
      date: inDays(12),
      slots: [
        { topic: 'A talk with a long abstract', start_time: '09:00', end_time: '09:30', objective: words.join(' '), speakers: [] },
        { topic: 'A talk with a short abstract', start_time: '09:30', end_time: '10:00', objective: 'Short and whole, to be continued…', speakers: [] },
      ],
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent(`[etn_pro_schedules_list ids="${schedule.id}" show_desc="yes"]`)}`);
    // A short description stays whole, even one that ends in an ellipsis of its own.
    await visible(page.getByText('Short and whole, to be continued…', { exact: true }));
    const more = page.getByText('Read more', { exact: true });
    await visible(more);
    expect(await more.count()).toBe(1);
    await visible(page.getByText(`${words.slice(0, 25).join(' ')}…`, { exact: true }));
    const whole = page.getByText(words.join(' '), { exact: true });
    expect(await whole.isVisible()).toBe(false);
    const slot = page.locator('.ew-slot').first();
    const closed = (await slot.boundingBox())!.height;
    await page.locator('.ew-desc-more > summary').focus();
    await page.keyboard.press('Enter');
    await visible(whole);
    await visible(page.getByText('Show less', { exact: true }));
    expect(await more.isVisible()).toBe(false);
    expect((await slot.boundingBox())!.height).toBeGreaterThan(closed * 1.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await allViolations(page)).toEqual([]);
  });
});

describe('Schedules widget room filter (FOSDEM: 470 sessions in 40 rooms on a day)', () => {
  it('shows one room\'s sessions when one is chosen, by keyboard, says so on a day without any, and all again', async () => {
    const slot = (topic: string, room: string, start_time: string) => ({ topic, room, start_time, end_time: start_time.replace(':00', ':30'), speakers: [] });
    const day = (title: string, days: number, slots: ReturnType<typeof slot>[]) => api.call<{ id: number }>('POST', '/schedules', { program_title: unique(title), date: inDays(days), slots });
    const first = await day('Room day one', 12, [slot('Kernel news', 'Janson', '09:00'), slot('Rust in space', 'K.1.105', '10:00'), slot('Closing talk', 'Janson', '11:00')]);
    const second = await day('Room day two', 13, [slot('Packaging clinic', 'K.1.105', '09:00')]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent(`[etn_pro_schedules_list ids="${first.id},${second.id}" order="ASC" show_location="yes"]`)}`);
    const room = page.getByLabel('Room', { exact: true });
    await visible(room);
    expect(await room.locator('option').allTextContents()).toEqual(['All rooms', 'Janson (2)', 'K.1.105 (2)']);
    const topics = () => page.locator('.ew-slot .ew-title').filter({ visible: true }).allTextContents();
    expect(await topics()).toEqual(['Kernel news', 'Rust in space', 'Closing talk', 'Packaging clinic']);

    // One note per day, shown only on a day the room has no session.
    const emptyDays = () => page.getByText('No sessions in this room on this day.', { exact: true }).filter({ visible: true }).count();
    expect(await emptyDays()).toBe(0);
    await room.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(topics).toEqual(['Kernel news', 'Closing talk']);
    expect(await emptyDays()).toBe(1);
    expect(await allViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await room.selectOption({ label: 'K.1.105 (2)' });
    await expect.poll(topics).toEqual(['Rust in space', 'Packaging clinic']);
    expect(await emptyDays()).toBe(0);
    await room.selectOption({ label: 'All rooms' });
    await expect.poll(topics).toEqual(['Kernel news', 'Rust in space', 'Closing talk', 'Packaging clinic']);

    // Without rooms on show, nothing to filter by.
    await page.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent(`[etn_pro_schedules_list ids="${first.id},${second.id}" order="ASC"]`)}`);
    await visible(page.getByText('Kernel news', { exact: true }));
    expect(await page.getByLabel('Room', { exact: true }).count()).toBe(0);
  });
});

describe('static widget styles', () => {
  it.each(SHORTCODES.flatMap((code) => [1440, 390].map((width) => [code, width] as const)))('%s is axe-clean (any impact: no skipped heading level) and fits at %i px', async (code, width) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent(code)}`);
    await visible(page.getByRole('region').first());
    const name = code.slice(1, -1).split(' ').slice(0, 2).join('-').replace(/[^a-z0-9-]/gi, '');
    await page.screenshot({ path: `/tmp/widget-${name}-${width}.png`, fullPage: true });
    expect(await allViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
