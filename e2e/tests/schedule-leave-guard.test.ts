import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPage, expectFooter, gone, inDays, searchAnswered, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

interface Schedule {
  id: number;
  program_title: string;
  slots: { topic: string }[];
}

const leaveDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
const titleField = (page: Page) => page.getByLabel('Program Title', { exact: true });
const slotCard = (page: Page, number: number) => page.getByRole('group', { name: `Slot ${number}`, exact: true });
const schedulesLink = (page: Page) => page.getByRole('navigation', { name: 'Eventory menu' }).getByRole('link', { name: 'Schedules', exact: true });

/** Creates a program through the API with two slots, 'Opening' then 'Closing'. */
function createSchedule(program_title: string): Promise<Schedule> {
  return api.call('POST', '/schedules', {
    program_title,
    date: inDays(150),
    slots: [
      { topic: 'Opening', start_time: '09:00', end_time: '09:45' },
      { topic: 'Closing', start_time: '17:00', end_time: '17:30' },
    ],
  });
}

/** Opens the program's editor and waits for its values. */
async function editorOf(schedule: Schedule): Promise<Page> {
  const page = await adminPage(browser, baseUrl, `/schedules/edit/${schedule.id}`);
  await visible(page.getByRole('heading', { name: 'Edit Schedule' }));
  await expect.poll(() => titleField(page).inputValue()).toBe(schedule.program_title);
  return page;
}

/** Waits for the schedule list, searched for `text` (unless it comes back with that search), to show exactly that program. */
async function listShows(page: Page, text: string): Promise<void> {
  await page.waitForURL(/\/admin#\/schedules(\?.*)?$/);
  const search = page.getByRole('searchbox', { name: 'Search by program title' });
  await visible(search);
  if ((await search.inputValue()) !== text) {
    const answered = searchAnswered(page, '/api/v2/schedules', text);
    await search.fill(text);
    await answered;
  }
  await expectFooter(page, 'Showing 1 - 1 of 1 schedules');
  await visible(page.getByRole('link', { name: text, exact: true }));
}

describe('the schedule editor asks before unsaved changes are lost', () => {
  it("asks on Go Back: Cancel keeps the edit, Leave goes to the list with the title unchanged; closing the tab asks too", async () => {
    const title = unique('Guarded program');
    const schedule = await createSchedule(title);
    const page = await editorOf(schedule);
    await titleField(page).fill(`${title} renamed`);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await visible(leaveDialog(page));
    await visible(leaveDialog(page).getByText('Your changes to this schedule are not saved yet. If you leave now, they are lost.', { exact: true }));
    await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await gone(leaveDialog(page));
    expect(page.url()).toBe(`${baseUrl}/admin#/schedules/edit/${schedule.id}`);
    expect(await titleField(page).inputValue()).toBe(`${title} renamed`);

    // Closing the tab gets the browser's own prompt.
    const prompt = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await visible(leaveDialog(page));
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await listShows(page, title);
    expect((await api.call<Schedule>('GET', `/schedules/${schedule.id}`)).program_title).toBe(title);
    await page.context().close();
  });

  it('asks when the slots were reordered; leaves without asking once saved, and from an unchanged form', async () => {
    const title = unique('Reordered program');
    const schedule = await createSchedule(title);
    const page = await editorOf(schedule);

    await slotCard(page, 1).getByRole('button', { name: 'Move down' }).click();
    await visible(slotCard(page, 1).getByLabel('Topic', { exact: true }));
    expect(await slotCard(page, 1).getByLabel('Topic', { exact: true }).inputValue()).toBe('Closing');
    await schedulesLink(page).click();
    await visible(leaveDialog(page));
    await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await gone(leaveDialog(page));
    expect(page.url()).toBe(`${baseUrl}/admin#/schedules/edit/${schedule.id}`);
    expect(await slotCard(page, 1).getByLabel('Topic', { exact: true }).inputValue()).toBe('Closing');

    // Saved, nothing is lost: the save goes back to the list without asking.
    await titleField(page).fill(`${title} saved`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Successfully updated the schedule!', { exact: true }));
    await listShows(page, `${title} saved`);
    expect(await leaveDialog(page).count()).toBe(0);
    const saved = await api.call<Schedule>('GET', `/schedules/${schedule.id}`);
    expect(saved.program_title).toBe(`${title} saved`);
    expect(saved.slots.map((slot) => slot.topic)).toEqual(['Closing', 'Opening']);

    // Opened again and left unchanged (a slot collapsed is no change): Go Back does not ask.
    await page.getByRole('link', { name: `${title} saved`, exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Edit Schedule' }));
    await expect.poll(() => titleField(page).inputValue()).toBe(`${title} saved`);
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await gone(slotCard(page, 1).getByLabel('Topic', { exact: true }));
    await page.getByRole('button', { name: 'Go Back' }).click();
    await listShows(page, `${title} saved`);
    expect(await leaveDialog(page).count()).toBe(0);
    await page.context().close();
  });
});
