import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { largeConferenceJson } from '../../apps/server/src/test/largeConference';
import { adminPage, freshPage, gone, textsOf, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

describe('the public programme of a big conference (issue #9 §5)', () => {
  const acronym = `big${Date.now().toString(36)}`;
  let eventUrl: string;

  beforeAll(async () => {
    const content = largeConferenceJson({ acronym, talksPerDay: 120, tracks: 12, rooms: 10, speakers: 150, abstractChars: 300 });
    const { event_id } = await api.call<{ event_id: number }>('POST', '/import/conference', { content, filename: 'schedule.json' });
    const event = await api.call<{ link: string }>('GET', `/events/${event_id}`);
    eventUrl = new URL(event.link).pathname;
  });

  /** The tab of a `YYYY-MM-DD` day, named with the date in the site's locale (en-US: `Feb 1, 2031`). */
  const dayTab = (page: Page, date: string) =>
    page.getByRole('navigation', { name: 'Programme days' }).getByRole('link', { name: new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }) });
  const talks = (page: Page) => page.locator('#programme li.slot');

  it('shows one day at a time behind day tabs, the current one marked', async () => {
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}${eventUrl}`);
    await expect.poll(() => dayTab(page, '2031-02-01').getAttribute('aria-current')).toBe('page');
    expect(await talks(page).count()).toBe(120);
    await dayTab(page, '2031-02-02').click();
    await page.waitForURL(/day=2031-02-02/);
    await expect.poll(() => dayTab(page, '2031-02-02').getAttribute('aria-current')).toBe('page');
    expect(await dayTab(page, '2031-02-01').getAttribute('aria-current')).toBeNull();
    await visible(page.getByRole('heading', { name: 'Talk 2-1', exact: true }));
    expect(await page.getByRole('heading', { name: 'Talk 1-1', exact: true }).count()).toBe(0);
  });

  it('filters by track and room (applied by the Filter button), shows the abstracts then, and goes back to the whole day', async () => {
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}${eventUrl}`);
    expect(await page.getByText(/Abstract of talk/).count()).toBe(0);
    // Arrow keys move through the choices without leaving the page (organiser walk: each one reloaded it).
    const track = page.getByLabel('Track', { exact: true });
    await track.focus();
    await track.press('ArrowDown');
    await track.press('ArrowDown');
    expect(await track.inputValue()).toBe('Track 1');
    expect(page.url()).not.toContain('track=');
    expect(await page.evaluate('document.activeElement.id')).toBe('programme-track');
    await track.selectOption('Track 3');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/track=Track\+3/);
    await expect.poll(() => talks(page).count()).toBe(10);
    await visible(page.getByText('Feb 1, 2031: 10 talks'));
    await visible(page.getByText(/^Abstract of talk 1-4\./));
    await page.getByLabel('Room', { exact: true }).selectOption('Room 3');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/room=Room\+3/);
    await expect.poll(() => textsOf(page.locator('#programme li.slot h4'))).toEqual(['Talk 1-4', 'Talk 1-64']);
    await page.getByRole('link', { name: 'Show the whole day' }).click();
    await expect.poll(() => talks(page).count()).toBe(120);
  });

  it('a topic opens its talk in its track, with the abstract', async () => {
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}${eventUrl}`);
    await page.getByRole('link', { name: 'Talk 1-30', exact: true }).click();
    await page.waitForURL(/track=Track\+5.*#slot-/);
    await visible(page.getByText(/^Abstract of talk 1-30\./));
  });

  it('searches the compact list of speakers', async () => {
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}${eventUrl}`);
    await visible(page.getByRole('heading', { name: 'Speakers (150)' }));
    const list = page.getByRole('region', { name: 'Speakers' }).getByRole('listitem');
    expect(await list.count()).toBe(150);
    await page.getByRole('searchbox', { name: 'Search speakers' }).fill('speaker 14');
    await visible(page.getByText('11 matches'));
    const expected = ['Speaker 14', ...Array.from({ length: 10 }, (_, i) => `Speaker ${140 + i}`)].sort();
    await expect.poll(async () => (await textsOf(list.filter({ visible: true }))).sort()).toEqual(expected);
  });

  it("finds a speaker whatever the accents typed, as the admin's search does (organiser walk: 'topel' found no 'Töpel')", async () => {
    const [seven] = await api.call<{ id: number; name: string }[]>('GET', '/speakers?search=Speaker 7&per_page=1');
    await api.call('PUT', `/speakers/${seven!.id}`, { name: 'Bernhard Töpel', category: ['speaker'] });
    const page = await freshPage(browser);
    await page.goto(`${baseUrl}${eventUrl}`);
    const list = page.getByRole('region', { name: 'Speakers' }).getByRole('listitem');
    const search = page.getByRole('searchbox', { name: 'Search speakers' });
    for (const typed of ['topel', 'Töpel', 'BERNHARD TOP']) {
      await search.fill(typed);
      await visible(page.getByText('1 match', { exact: true }));
      await expect.poll(() => textsOf(list.filter({ visible: true }))).toEqual(['Bernhard Töpel']);
    }
  });
});

describe('the schedule editor with a 120-slot day (issue #9 §5)', () => {
  const COUNT = 120;
  const topic = (i: number) => `Talk ${String(i).padStart(3, '0')}`;
  let scheduleId: number;

  beforeAll(async () => {
    const slots = Array.from({ length: COUNT }, (_, i) => ({
      topic: topic(i + 1),
      start_time: `${String(9 + Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}`,
      end_time: `${String(9 + Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5 + 4).padStart(2, '0')}`,
      room: `Room ${(i % 4) + 1}`,
      track: i % 2 ? 'Odd track' : 'Even track',
      speakers: [],
    }));
    ({ id: scheduleId } = await api.call<{ id: number }>('POST', '/schedules', { program_title: unique('Big day'), date: '2031-03-01', slots }));
  });

  const slotCards = (page: Page) => page.getByRole('group', { name: /^Slot \d+$/ });
  const card = (page: Page, n: number): Locator => page.getByRole('group', { name: `Slot ${n}`, exact: true });

  /** Waits until the drag-and-drop live region has said `text`. */
  const announced = (page: Page, text: string) => page.locator('[aria-live]').filter({ hasText: text }).first().waitFor({ state: 'attached' });

  async function openEditor(): Promise<Page> {
    const page = await adminPage(browser, baseUrl, `/schedules/edit/${scheduleId}`);
    await visible(page.getByRole('heading', { name: 'Edit Schedule' }));
    await visible(page.getByRole('status').filter({ hasText: `${COUNT} slots` }));
    return page;
  }

  it('shows 50 slots a page, searches them, and collapses them all', async () => {
    const page = await openEditor();
    expect(await slotCards(page).count()).toBe(50);
    await page.getByTitle('3', { exact: true }).click();
    await visible(card(page, 101));
    expect(await slotCards(page).count()).toBe(20);

    await page.getByRole('searchbox', { name: 'Search slots' }).fill('talk 077');
    await visible(page.getByText('1 of 120 slots match'));
    await expect.poll(() => slotCards(page).count()).toBe(1);
    await visible(card(page, 77).getByText(/Talk 077/));
    await page.getByRole('searchbox', { name: 'Search slots' }).fill('ODD track');
    await visible(page.getByText('60 of 120 slots match'));
    await expect.poll(() => slotCards(page).count()).toBe(50);
    await visible(card(page, 2));
    expect(await card(page, 1).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search slots' }).fill('');
    await expect.poll(() => slotCards(page).count()).toBe(50);

    await card(page, 2).getByRole('button', { name: 'Edit' }).click();
    await visible(card(page, 2).getByLabel('Topic'));
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await gone(card(page, 2).getByLabel('Topic'));
    await visible(card(page, 2).getByText(/Talk 002/));
  });

  it('under a search, Move up and Move down pass the next slot shown (walk: it swapped with a hidden one)', async () => {
    const page = await openEditor();
    await page.getByRole('searchbox', { name: 'Search slots' }).fill('odd track');
    await visible(page.getByText('60 of 120 slots match'));
    // Talks 002, 004, 006 … are shown; Move down takes Talk 002 past Talk 004, over the hidden Talk 003.
    await card(page, 2).getByRole('button', { name: 'Move down' }).click();
    await visible(card(page, 4).getByText(/Talk 002/));
    await visible(card(page, 3).getByText(/Talk 004/));
    expect(await slotCards(page).first().getAttribute('aria-labelledby')).toBe(await card(page, 3).getAttribute('aria-labelledby'));
    await expect.poll(() => card(page, 4).getByRole('button', { name: 'Move down' }).evaluate((button) => button === document.activeElement)).toBe(true);
    // The first slot shown cannot move up, whatever hides above it.
    expect(await card(page, 3).getByRole('button', { name: 'Move up' }).isDisabled()).toBe(true);
    // Move up takes it back before Talk 004; the hidden Talk 003 stays where it now is.
    await card(page, 4).getByRole('button', { name: 'Move up' }).click();
    await visible(card(page, 3).getByText(/Talk 002/));
    await visible(card(page, 4).getByText(/Talk 004/));
    await page.getByRole('searchbox', { name: 'Search slots' }).fill('');
    await visible(card(page, 2).getByText(/Talk 003/));
    await visible(card(page, 3).getByText(/Talk 002/));
  });

  it('reorders from the keyboard: the drag handle (Space, arrow, Space) and Move down, and saves the order', async () => {
    const page = await openEditor();
    const handle = page.getByRole('button', { name: 'Drag slot 1 to reorder' });
    await handle.focus();
    await page.keyboard.press('Space');
    await announced(page, 'Slot 1 is over position 1.');
    await page.keyboard.press('ArrowDown');
    await announced(page, 'Slot 1 is over position 2.');
    await page.keyboard.press('Space');
    await visible(card(page, 1).getByText(/Talk 002/));
    await visible(card(page, 2).getByText(/Talk 001/));

    // Each says its slot (walk: 50 alike 'Move down' buttons a page).
    const moveDown = card(page, 3).getByRole('button', { name: 'Move down: Slot 3', exact: true });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await visible(card(page, 3).getByText(/Talk 004/));
    await visible(card(page, 4).getByText(/Talk 003/));

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/schedules$/);
    const saved = await api.call<{ slots: { topic: string }[] }>('GET', `/schedules/${scheduleId}`);
    expect(saved.slots.slice(0, 5).map((s) => s.topic)).toEqual([topic(2), topic(1), topic(4), topic(3), topic(5)]);
  });

  it('on Save brings a slot with a problem on screen from another page, with its message', async () => {
    const page = await openEditor();
    await page.getByTitle('3', { exact: true }).click();
    await card(page, 101).getByRole('button', { name: 'Edit' }).click();
    await card(page, 101).getByLabel('Topic').fill('');
    await page.getByTitle('1', { exact: true }).click();
    await gone(card(page, 101));
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(card(page, 101).getByText('Give the slot a topic'));
    await visible(page.getByText('Check slot 101: Give the slot a topic'));
  });
});
