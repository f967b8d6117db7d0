import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPage, chooseOption, endSearchDebounce, expectFooter, gone, searchAnswered, textsOf, typeWithClockStopped, UI_TIMEOUT, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

/**
 * 14 speakers sharing a unique prefix, `<prefix> #00` … `#13` (listed by name):
 * #00–#07 in group A (#00 also in group B), #08–#13 in group B; #02, #05 and #09 are organizers
 * only, #11 is speaker and organizer, the rest speakers only.
 */
const prefix = unique('Spk');
const groupA = unique('Spk group A');
const groupB = unique('Spk group B');
const COUNT = 14;
const ORGANIZERS = [2, 5, 9, 11];
const name = (i: number) => `${prefix} #${String(i).padStart(2, '0')}`;
const groupsOf = (i: number) => (i === 0 ? [groupA, groupB] : i < 8 ? [groupA] : [groupB]);
const rolesOf = (i: number): ('speaker' | 'organizer')[] => (i === 11 ? ['speaker', 'organizer'] : ORGANIZERS.includes(i) ? ['organizer'] : ['speaker']);

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  await api.call('POST', '/speaker-groups', { name: groupA });
  await api.call('POST', '/speaker-groups', { name: groupB });
  for (let i = 0; i < COUNT; i++) await api.call('POST', '/speakers', { name: name(i), category: rolesOf(i), speaker_group: groupsOf(i) });
});

/** The rows of this file's seeded speakers. */
const ourRows = (page: Page) => page.getByRole('row').filter({ hasText: prefix });
/** The row whose name link is exactly `text`. */
const speakerRow = (page: Page, text: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: text, exact: true }) });
/** The name links of this file's rows (not their 'View the page of …' links), in list order. */
const nameLinks = (page: Page) => ourRows(page).getByRole('link', { name: new RegExp(`^${prefix} #\\d+$`) });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search by name' });

const searched = (page: Page, text: string) => searchAnswered(page, '/api/v2/speakers', text);

/** Opens /speakers and searches `text` (the list asks once typing has stopped). */
async function speakersFor(text: string): Promise<Page> {
  const page = await adminPage(browser, baseUrl, '/speakers');
  await visible(page.getByRole('heading', { name: 'Speakers', exact: true }));
  const answered = searched(page, text);
  await searchBox(page).fill(text);
  await answered;
  return page;
}

/** Chooses a group in 'Filter by group', searching for it first (the select searches the server). */
async function filterByGroup(page: Page, group: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Filter by group' });
  await select.click();
  await select.pressSequentially(group);
  await page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: new RegExp(`^${group}$`) }).click();
}

describe('the speaker list (SPEC §2 "Speaker list")', () => {
  it('searches by name once typing stops and shows the footer', async () => {
    const page = await adminPage(browser, baseUrl, '/speakers');
    await visible(page.getByText(/^Showing \d+ - \d+ of \d+ speakers$/));
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const search = url.pathname === '/api/v2/speakers' ? url.searchParams.get('search') : null;
      if (search !== null) searches.push(search);
    });
    const answered = searched(page, prefix);
    await typeWithClockStopped(page, searchBox(page), prefix);
    // Just before the debounce ends: nothing has been asked yet.
    expect(searches).toEqual([]);
    await endSearchDebounce(page, searches, prefix);
    await answered;

    await expectFooter(page, `Showing 1 - 10 of ${COUNT} speakers`);
    await expect.poll(() => ourRows(page).count()).toBe(10);
    expect(await textsOf(nameLinks(page))).toEqual(Array.from({ length: 10 }, (_, i) => name(i)));
    // Exactly one search, for the whole text.
    expect(searches).toEqual([prefix]);

    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expectFooter(page, `Showing 11 - 14 of ${COUNT} speakers`);
    await expect.poll(() => ourRows(page).count()).toBe(4);
    await page.context().close();
  });

  it("keeps its search and page in the URL: a reload and the editor's Go Back come back to them; the menu's link starts afresh", async () => {
    const page = await speakersFor(prefix);
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expectFooter(page, `Showing 11 - 14 of ${COUNT} speakers`);
    await page.waitForURL(/#\/speakers\?search=.+&paged=2$/);
    await page.reload();
    await expectFooter(page, `Showing 11 - 14 of ${COUNT} speakers`);
    expect(await searchBox(page).inputValue()).toBe(prefix);

    // Before: the editor's way back opened page 1 of every speaker, the search gone.
    await speakerRow(page, name(12)).getByRole('link', { name: name(12), exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Edit Speaker', exact: true }));
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expectFooter(page, `Showing 11 - 14 of ${COUNT} speakers`);
    expect(await searchBox(page).inputValue()).toBe(prefix);

    await page.getByRole('navigation', { name: 'Eventory menu' }).getByRole('link', { name: 'Speakers', exact: true }).click();
    await page.waitForURL(/#\/speakers$/);
    await expect.poll(() => searchBox(page).inputValue()).toBe('');
    await visible(page.getByText(/^Showing 1 - 10 of \d+ speakers$/));
    await page.context().close();
  });

  it('shows the group names joined and the role tags of each row', async () => {
    const page = await speakersFor(prefix);
    await expectFooter(page, `Showing 1 - 10 of ${COUNT} speakers`);
    const both = speakerRow(page, name(0));
    await visible(both.getByRole('cell', { name: `${groupA}, ${groupB}`, exact: true }));
    await visible(both.getByText('Speaker', { exact: true }));
    expect(await both.getByText('Organizer', { exact: true }).count()).toBe(0);

    const organizer = speakerRow(page, name(2));
    await visible(organizer.getByRole('cell', { name: groupA, exact: true }));
    await visible(organizer.getByText('Organizer', { exact: true }));
    expect(await organizer.getByText('Speaker', { exact: true }).count()).toBe(0);

    const nine = speakerRow(page, name(9));
    await visible(nine.getByRole('cell', { name: groupB, exact: true }));

    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expectFooter(page, `Showing 11 - 14 of ${COUNT} speakers`);
    const dual = speakerRow(page, name(11));
    await visible(dual.getByText('Speaker', { exact: true }));
    await visible(dual.getByText('Organizer', { exact: true }));
    await visible(dual.getByRole('button', { name: `Edit ${name(11)}` }));
    await visible(dual.getByRole('button', { name: `Delete ${name(11)}` }));
    const view = dual.getByRole('link', { name: `View the page of ${name(11)} (opens in a new tab)` });
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('href')).toMatch(/\/speaker\/[\w-]+$/);
    await page.context().close();
  });

  it("narrows to a group's members with the group filter", async () => {
    const page = await speakersFor(prefix);
    await expectFooter(page, `Showing 1 - 10 of ${COUNT} speakers`);
    await filterByGroup(page, groupA);
    await expectFooter(page, 'Showing 1 - 8 of 8 speakers');
    await expect.poll(() => ourRows(page).count()).toBe(8);
    expect(await textsOf(nameLinks(page))).toEqual(Array.from({ length: 8 }, (_, i) => name(i)));

    await filterByGroup(page, groupB);
    await expectFooter(page, 'Showing 1 - 7 of 7 speakers');
    await expect.poll(() => ourRows(page).count()).toBe(7);
    expect(await textsOf(nameLinks(page))).toEqual([0, 8, 9, 10, 11, 12, 13].map(name));
    // Every row shown is in group B.
    expect(await ourRows(page).filter({ hasText: groupB }).count()).toBe(7);
    await page.context().close();
  });

  it('narrows to organizers with the role filter, also combined with a group', async () => {
    const page = await speakersFor(prefix);
    await expectFooter(page, `Showing 1 - 10 of ${COUNT} speakers`);
    const roleFilter = page.getByRole('combobox', { name: 'Filter by role' });
    // A filter change goes back to page 1 with 10 a page (SPEC §9): 20 a page, then Speaker (11 of them).
    await chooseOption(page, page.getByRole('combobox', { name: 'Page Size' }), '20 / page');
    await expectFooter(page, `Showing 1 - ${COUNT} of ${COUNT} speakers`);
    await chooseOption(page, roleFilter, 'Speaker');
    await expectFooter(page, 'Showing 1 - 10 of 11 speakers');
    await visible(page.getByTitle('10 / page'));
    // From page 2, Organizer starts on page 1.
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expectFooter(page, 'Showing 11 - 11 of 11 speakers');
    await chooseOption(page, roleFilter, 'Organizer');
    await expectFooter(page, `Showing 1 - ${ORGANIZERS.length} of ${ORGANIZERS.length} speakers`);
    await expect.poll(() => ourRows(page).count()).toBe(ORGANIZERS.length);
    expect(await textsOf(nameLinks(page))).toEqual(ORGANIZERS.map(name));
    expect(await ourRows(page).getByText('Organizer', { exact: true }).count()).toBe(ORGANIZERS.length);

    await filterByGroup(page, groupB);
    await expectFooter(page, 'Showing 1 - 2 of 2 speakers');
    expect(await textsOf(nameLinks(page))).toEqual([9, 11].map(name));

    await chooseOption(page, roleFilter, 'Speaker');
    // Group B's speakers: #00, #08, #10, #11, #12, #13.
    await expectFooter(page, 'Showing 1 - 6 of 6 speakers');
    expect(await ourRows(page).getByText('Speaker', { exact: true }).count()).toBe(6);
    await page.context().close();
  });

  it('shows only the spinner, not the empty state, while the first page loads', async () => {
    const page = await adminPage(browser, baseUrl);
    // The screen is opened by a full page load below, not a hash change on an admin still starting.
    await page.goto('about:blank');
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v2/speakers?**', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/admin#/speakers`);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      requested,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('The speakers screen never asked for its first page')), UI_TIMEOUT))),
    ]).finally(() => clearTimeout(timer));
    await visible(page.locator('[aria-busy="true"]'));
    // Before the fix the table said 'No speakers or organizers yet.' with an 'Add New Speaker' button here.
    expect(await page.getByText('No speakers or organizers yet.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add New Speaker' }).count()).toBe(0);
    release();
    await visible(page.getByText(/^Showing \d+ - \d+ of \d+ speakers$/));
    await page.context().close();
  });

  it("deletes a speaker after the confirmation with 'Successfully deleted the speaker!'", async () => {
    const doomed = unique('Spk doomed');
    const { id } = await api.call<{ id: number }>('POST', '/speakers', { name: doomed, category: ['speaker'], speaker_group: [] });
    const page = await speakersFor(doomed);
    await expectFooter(page, 'Showing 1 - 1 of 1 speakers');
    const row = speakerRow(page, doomed);
    await visible(row.getByRole('cell', { name: '—', exact: true }));

    // Cancel keeps it.
    await row.getByRole('button', { name: `Delete ${doomed}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this speaker?' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    await visible(row);

    await row.getByRole('button', { name: `Delete ${doomed}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(page.getByText('Successfully deleted the speaker!', { exact: true }));
    await gone(row);
    await visible(page.getByText('No speakers match these filters.', { exact: true }));
    await expect(api.call('GET', `/speakers/${id}`)).rejects.toThrow(/404/);
    // The seeded speakers are all still there.
    const answered = searched(page, prefix);
    await searchBox(page).fill(prefix);
    await answered;
    await expectFooter(page, `Showing 1 - 10 of ${COUNT} speakers`);
    await page.context().close();
  });
});

describe('the header menu (SPEC §2 "Header menu")', () => {
  it('shows the administrator the Speakers group and Schedules, which lead to their screens', async () => {
    const page = await adminPage(browser, baseUrl, '/speakers');
    const menu = page.getByRole('navigation', { name: 'Eventory menu' });
    const speakers = menu.getByRole('group', { name: 'Speakers', exact: true });
    await visible(speakers);
    expect(await textsOf(speakers.getByRole('link'))).toEqual(['Speakers', 'Speakers Group']);
    const schedules = menu.getByRole('group', { name: 'Schedules', exact: true });
    expect(await textsOf(schedules.getByRole('link'))).toEqual(['Schedules']);
    // The Events group is still there, first.
    expect(await textsOf(menu.getByRole('group', { name: 'Events', exact: true }).getByRole('link'))).toEqual(['Events', 'Event Categories', 'Event Tags']);

    await speakers.getByRole('link', { name: 'Speakers Group', exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin#/group`);
    await visible(page.getByRole('heading', { name: 'Speaker Groups' }));
    await visible(page.getByRole('button', { name: 'Add New', exact: true }));

    await schedules.getByRole('link', { name: 'Schedules', exact: true }).click();
    await page.waitForURL(/\/admin#\/schedules(\/empty)?$/);

    await speakers.getByRole('link', { name: 'Speakers', exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin#/speakers`);
    await visible(page.getByRole('heading', { name: 'Speakers', exact: true }));
    await page.getByRole('button', { name: 'Add New', exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin#/speakers/create`);
    // 'Add social link' puts the focus on the new row's platform (walk: it stayed on the button).
    await page.getByRole('button', { name: 'Add social link' }).click();
    await expect.poll(() => page.getByLabel('Platform of social link 1').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('Mastodon');
    // An address typed without its scheme gets https:// on leaving the field (walk: it was refused).
    await page.getByLabel('URL of social link 1').fill('github.com/walka');
    await page.keyboard.press('Tab');
    expect(await page.getByLabel('URL of social link 1').inputValue()).toBe('https://github.com/walka');
    await page.getByRole('button', { name: 'Add social link' }).click();
    await expect.poll(() => page.getByLabel('Platform of social link 2').evaluate((input) => input === document.activeElement)).toBe(true);
    // Saved without a name: the focus goes to Name, its label in view below the sticky header (walk C: cut off at the top edge).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const name = page.getByLabel('Name', { exact: true });
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    const label = page.locator('label[for="speaker_name"]');
    // The sticky header's bottom edge (at or below 0 when the header scrolled away).
    const headerBottom = await page.locator('header.eventory-header').evaluate((header) => header.getBoundingClientRect().bottom);
    await expect.poll(() => label.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(Math.max(0, headerBottom));
    await page.context().close();
  });
});
