import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPage, expectFooter, gone, inDays, searchAnswered, textsOf, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

interface Schedule {
  id: number;
  program_title: string;
  date: string;
  slots: { topic: string; start_time: string; end_time: string; speakers: number[] }[];
}
interface SchedulePage {
  items: Schedule[];
  total_items: number;
}

/** 12 programs sharing a unique prefix, `#01` the latest date, so the list (newest date first) shows #01 … #12. */
const prefix = unique('Prog');
const COUNT = 12;
const title = (i: number) => `${prefix} #${String(i).padStart(2, '0')}`;

/** Creates a program through the API, with one slot. */
function createSchedule(program_title: string, date: string, speakers: number[] = []): Promise<Schedule> {
  return api.call('POST', '/schedules', {
    program_title,
    date,
    slots: [{ topic: `${program_title} opening`, start_time: '09:00', end_time: '09:45', speakers }],
  });
}

/** The programs whose title contains `text`, straight from the API. */
const schedulesMatching = (text: string) => api.call<SchedulePage>('GET', `/schedules?per_page=50&search=${encodeURIComponent(text)}`);

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  for (let i = 1; i <= COUNT; i++) await createSchedule(title(i), inDays(200 - i));
});

/** The row whose title link is exactly `text`. */
const scheduleRow = (page: Page, text: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: text, exact: true }) });
/** The title links of this file's 12 programs, in list order. */
const titleLinks = (page: Page) => page.getByRole('link', { name: new RegExp(`^${prefix} #\\d+$`) });

/** Opens /schedules and searches `text` in 'Search by program title', waiting for the answer. */
async function schedulesFor(text: string): Promise<Page> {
  const page = await adminPage(browser, baseUrl, '/schedules');
  await visible(page.getByRole('heading', { name: 'Schedules', exact: true }));
  const answered = searchAnswered(page, '/api/v2/schedules', text);
  await page.getByRole('searchbox', { name: 'Search by program title' }).fill(text);
  await answered;
  return page;
}

/** A `YYYY-MM-DD` date as the list writes it: in the site's locale (en-US by default), `Jun 1, 2031`. */
const shownDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The open confirmation dialog asking `question`. */
const confirmDialog = (page: Page, question: string) => page.getByRole('dialog').filter({ hasText: question });

/** Types into a date or time picker found by label, then Enter commits it (without submitting). */
async function typeInto(scope: Page | Locator, label: string, value: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('the schedule list (SPEC §2 "Schedule list")', () => {
  it("searches by program title and pages with 'Showing x - y of n schedules'", async () => {
    const page = await schedulesFor(prefix);
    await expectFooter(page, `Showing 1 - 10 of ${COUNT} schedules`);
    await expect.poll(() => textsOf(titleLinks(page))).toEqual(Array.from({ length: 10 }, (_, i) => title(i + 1)));
    const first = scheduleRow(page, title(1));
    await visible(first.getByText(shownDate(inDays(199)), { exact: true }));
    for (const action of ['Clone', 'Edit', 'Delete']) await visible(first.getByRole('button', { name: `${action} ${title(1)}` }));

    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expectFooter(page, `Showing 11 - ${COUNT} of ${COUNT} schedules`);
    await expect.poll(() => textsOf(titleLinks(page))).toEqual([title(11), title(12)]);

    // The title links to its editor.
    await scheduleRow(page, title(12)).getByRole('link', { name: title(12), exact: true }).click();
    await page.waitForURL(/\/admin#\/schedules\/edit\/\d+$/);
    await visible(page.getByRole('heading', { name: 'Edit Schedule' }));
    await expect.poll(() => page.getByLabel('Program Title', { exact: true }).inputValue()).toBe(title(12));
    await page.context().close();
  });

  it("clones a program after the confirmation: 'Successfully cloned the schedule!' and '<title> - Copy'", async () => {
    const original = unique('Prog clone');
    const { id: speaker } = await api.call<{ id: number }>('POST', '/speakers', { name: unique('Prog speaker'), category: ['speaker'] });
    const source = await createSchedule(original, inDays(90), [speaker]);
    const page = await schedulesFor(original);
    await expectFooter(page, 'Showing 1 - 1 of 1 schedules');

    // Cancel clones nothing.
    await scheduleRow(page, original).getByRole('button', { name: `Clone ${original}` }).click();
    const dialog = confirmDialog(page, 'Are you sure you want to clone this schedule?');
    await visible(dialog.getByText(original, { exact: true }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    expect((await schedulesMatching(original)).total_items).toBe(1);

    await scheduleRow(page, original).getByRole('button', { name: `Clone ${original}` }).click();
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    await visible(page.getByText('Successfully cloned the schedule!', { exact: true }));
    const copyTitle = `${original} - Copy`;
    await visible(scheduleRow(page, copyTitle));
    await expectFooter(page, 'Showing 1 - 2 of 2 schedules');
    await visible(scheduleRow(page, copyTitle).getByText(shownDate(inDays(90)), { exact: true }));

    // The copy has the same date and slots, speakers included.
    const copy = (await schedulesMatching(copyTitle)).items.find((s) => s.program_title === copyTitle)!;
    expect(copy.id).not.toBe(source.id);
    expect(copy.date).toBe(source.date);
    expect(copy.slots.map(({ topic, start_time, end_time, speakers }) => ({ topic, start_time, end_time, speakers }))).toEqual([
      { topic: `${original} opening`, start_time: '09:00', end_time: '09:45', speakers: [speaker] },
    ]);
    await page.context().close();
  });

  it("deletes a program after the confirmation with 'Successfully deleted the schedule!'", async () => {
    const doomed = unique('Prog doomed');
    await createSchedule(doomed, inDays(80));
    const page = await schedulesFor(doomed);
    await expectFooter(page, 'Showing 1 - 1 of 1 schedules');
    const row = scheduleRow(page, doomed);

    await row.getByRole('button', { name: `Delete ${doomed}` }).click();
    const dialog = confirmDialog(page, 'Are you sure you want to delete this schedule?');
    await visible(dialog.getByText(doomed, { exact: true }));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(page.getByText('Successfully deleted the schedule!', { exact: true }));
    await gone(row);
    await visible(page.getByText('No schedules match these filters', { exact: true }).filter({ visible: true }));
    expect((await schedulesMatching(doomed)).total_items).toBe(0);
    // The 12 seeded programs are untouched.
    expect((await schedulesMatching(prefix)).total_items).toBe(COUNT);
    await page.context().close();
  });
});

describe('the schedule form (issue #3 "Schedules")', () => {
  it('refuses a slot that ends before it starts, saves nothing, and saves once it is fixed', async () => {
    const programTitle = unique('Prog form');
    const date = inDays(120);
    const page = await adminPage(browser, baseUrl, '/schedules/create');
    await visible(page.getByRole('heading', { name: 'Add New Schedule' }));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/schedules') posts.push(request.url());
    });

    // Sent empty: the date's message wraps under it, Day name stays where it was (walk A: it was pushed aside).
    const dayNameLeft = () => page.getByLabel('Day name', { exact: true }).evaluate((input) => input.getBoundingClientRect().left);
    const before = await dayNameLeft();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Give the date of the program', { exact: true }));
    expect(await dayNameLeft()).toBe(before);

    await page.getByLabel('Program Title', { exact: true }).fill(programTitle);
    await typeInto(page, 'Date', date);
    await page.getByLabel('Day name', { exact: true }).fill('Day 1');

    await page.getByRole('button', { name: 'Add slot' }).click();
    const first = page.getByRole('group', { name: 'Slot 1', exact: true });
    await first.getByLabel('Topic', { exact: true }).fill('Welcome');
    await typeInto(first, 'Start time', '09:00');
    await typeInto(first, 'End time', '09:30');
    await first.getByLabel('Room', { exact: true }).fill('Hall A');

    await page.getByRole('button', { name: 'Add slot' }).click();
    const second = page.getByRole('group', { name: 'Slot 2', exact: true });
    await second.getByLabel('Topic', { exact: true }).fill('Keynote');
    await typeInto(second, 'Start time', '11:00');
    await typeInto(second, 'End time', '10:00');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(second.getByText('The slot must end after it starts', { exact: true }));
    // The focus goes to the slot in error, where its message is read (walk: it stayed on Save, with no cue).
    await expect.poll(() => second.evaluate((group) => group.contains(document.activeElement))).toBe(true);
    // Slot 1 is fine, and nothing was sent.
    expect(await first.getByText('The slot must end after it starts').count()).toBe(0);
    expect(posts).toEqual([]);
    expect(page.url()).toBe(`${baseUrl}/admin#/schedules/create`);
    expect((await schedulesMatching(programTitle)).total_items).toBe(0);

    // Fixed, it saves and the list shows it.
    await typeInto(second, 'End time', '12:15');
    await gone(second.getByText('The slot must end after it starts'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Successfully created the schedule!', { exact: true }));
    await page.waitForURL(`${baseUrl}/admin#/schedules`);
    expect(posts).toHaveLength(1);

    const answered = searchAnswered(page, '/api/v2/schedules', programTitle);
    await page.getByRole('searchbox', { name: 'Search by program title' }).fill(programTitle);
    await answered;
    await expectFooter(page, 'Showing 1 - 1 of 1 schedules');
    await visible(scheduleRow(page, programTitle).getByText(shownDate(date), { exact: true }));

    const [saved] = (await schedulesMatching(programTitle)).items;
    expect(saved?.date).toBe(date);
    expect(saved?.slots.map(({ topic, start_time, end_time }) => ({ topic, start_time, end_time }))).toEqual([
      { topic: 'Welcome', start_time: '09:00', end_time: '09:30' },
      { topic: 'Keynote', start_time: '11:00', end_time: '12:15' },
    ]);
    await page.context().close();
  });

  it('shows a slot card whole on a 390 px phone: its title, then its buttons under it', async () => {
    const program = await createSchedule(unique('Phone program'), inDays(90));
    const page = await adminPage(browser, baseUrl, `/schedules/edit/${program.id}`);
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('group', { name: 'Slot 1' });
    await visible(card.getByRole('button', { name: 'Remove' }));
    // antd cut the title to its first letter ("S…") beside the row of buttons.
    const title = card.locator('.ant-card-head-title');
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const [titleBox, removeBox] = [await title.boundingBox(), await card.getByRole('button', { name: 'Remove' }).boundingBox()];
    expect(removeBox!.y).toBeGreaterThan(titleBox!.y + titleBox!.height - 1);
    await page.context().close();
  });
});
