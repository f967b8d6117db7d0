import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPage, gone, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

const leaveDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
const goBack = (page: Page) => page.getByRole('button', { name: 'Go Back' }).click();

describe('the speaker, category and tag forms ask before unsaved changes are lost', () => {
  it('the speaker editor: asks on Go Back with an edit, not after a save', async () => {
    const name = unique('Guarded speaker');
    const { id } = await api.call<{ id: number }>('POST', '/speakers', { name, category: ['speaker'] });
    const page = await adminPage(browser, baseUrl, `/speakers/edit/${id}`);
    await visible(page.getByRole('heading', { name: 'Edit Speaker' }));
    const designation = page.getByLabel('Designation', { exact: true });
    await designation.fill('Typed, not saved');

    await goBack(page);
    await visible(leaveDialog(page).getByText('Your changes to this speaker are not saved yet. If you leave now, they are lost.', { exact: true }));
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/admin#\/speakers(\?.*)?$/);
    expect((await api.call<{ designation: string }>('GET', `/speakers/${id}`)).designation).toBe('');

    await page.goto(`${baseUrl}/admin#/speakers/edit/${id}`);
    await visible(page.getByRole('heading', { name: 'Edit Speaker' }));
    await designation.fill('Saved');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Successfully updated speaker!', { exact: true }));
    await page.waitForURL(/\/admin#\/speakers(\?.*)?$/);
    expect(await leaveDialog(page).count()).toBe(0);
    expect((await api.call<{ designation: string }>('GET', `/speakers/${id}`)).designation).toBe('Saved');
    await page.context().close();
  });

  it("the create-event screen: Cancel asks with a typed title (walk: it dropped it), not on an untouched form", async () => {
    const page = await adminPage(browser, baseUrl, '/events/create');
    await visible(page.getByRole('heading', { name: 'Create event' }));
    await page.getByLabel('Title', { exact: true }).fill(unique('Typed and left'));
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
    await cancel.click();
    await visible(leaveDialog(page).getByText('Your changes to this event are not saved yet. If you leave now, they are lost.', { exact: true }));
    await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await gone(leaveDialog(page));
    expect(page.url()).toBe(`${baseUrl}/admin#/events/create`);
    await cancel.click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/admin#\/events(\?.*)?$/);
    await page.context().close();

    const untouched = await adminPage(browser, baseUrl, '/events/create');
    await visible(untouched.getByRole('heading', { name: 'Create event' }));
    await untouched.getByRole('button', { name: 'Cancel', exact: true }).click();
    await untouched.waitForURL(/\/admin#\/events(\?.*)?$/);
    expect(await leaveDialog(untouched).count()).toBe(0);
    await untouched.context().close();
  });

  it('the tag form: asks on Go Back with a typed name, Cancel keeps it, and Save leaves without asking', async () => {
    const name = unique('Guarded tag');
    const page = await adminPage(browser, baseUrl, '/tags/create');
    await visible(page.getByRole('heading', { name: 'Add New Tag' }));
    await page.getByLabel('Tag', { exact: true }).fill(name);

    await goBack(page);
    await visible(leaveDialog(page).getByText('Your changes to this tag are not saved yet. If you leave now, they are lost.', { exact: true }));
    await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await gone(leaveDialog(page));
    expect(page.url()).toBe(`${baseUrl}/admin#/tags/create`);
    expect(await page.getByLabel('Tag', { exact: true }).inputValue()).toBe(name);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Successfully created tag!', { exact: true }));
    await page.waitForURL(/\/admin#\/tags(\?.*)?$/);
    expect(await leaveDialog(page).count()).toBe(0);
    await page.context().close();
  });

  it('the category form: leaves unchanged without asking, asks once the description is edited', async () => {
    const name = unique('Guarded category');
    const { id } = await api.call<{ id: number }>('POST', '/categories', { name });
    const page = await adminPage(browser, baseUrl, `/categories/edit/${id}`);
    await visible(page.getByRole('heading', { name: 'Edit Category' }));
    await expect.poll(() => page.getByLabel('Category Name', { exact: true }).inputValue()).toBe(name);
    await goBack(page);
    await page.waitForURL(/\/admin#\/categories(\?.*)?$/);
    expect(await leaveDialog(page).count()).toBe(0);

    await page.goto(`${baseUrl}/admin#/categories/edit/${id}`);
    await visible(page.getByRole('heading', { name: 'Edit Category' }));
    await page.getByLabel('Description', { exact: true }).fill('Typed, not saved');
    await goBack(page);
    await visible(leaveDialog(page).getByText('Your changes to this category are not saved yet. If you leave now, they are lost.', { exact: true }));
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/admin#\/categories(\?.*)?$/);
    await page.context().close();
  });
});
