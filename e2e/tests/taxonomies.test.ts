import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminPage, gone, textsOf, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

afterAll(async () => {
  // Never leave categories and tags disabled for the files that run after this one.
  await api?.call('PUT', '/settings', { disable_category_and_tags: 'off' });
});

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** Searches a taxonomy list ('Search categories by name' / 'Search tags by name'). */
async function searchList(page: Page, plural: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: `Search ${plural} by name` }).fill(text);
}

describe('event categories (SPEC §2 "Simple forms", §5)', () => {
  it("refuses an empty name with 'Category Name is Required!'", async () => {
    const page = await adminPage(browser, baseUrl, '/categories/create');
    await visible(page.getByRole('heading', { name: 'Add New Category' }));
    for (const label of ['Category Name', 'Parent Category', 'Description']) await visible(page.getByLabel(label, { exact: true }));
    await visible(page.getByRole('button', { name: 'Cancel' }));
    await visible(page.getByRole('button', { name: 'Go Back' }));
    await saveButton(page).click();
    await visible(page.getByText('Category Name is Required!', { exact: true }));
    // Only spaces are no name either.
    await page.getByLabel('Category Name', { exact: true }).fill('   ');
    await saveButton(page).click();
    await visible(page.getByText('Category Name is Required!', { exact: true }));
    expect(page.url()).toBe(`${baseUrl}/admin#/categories/create`);
    await page.context().close();
  });

  it('creates a category and a child of it, both listed in /categories', async () => {
    const parent = unique('Cat');
    const child = `${parent} child`;
    const page = await adminPage(browser, baseUrl, '/categories/create');
    await page.getByLabel('Category Name', { exact: true }).fill(parent);
    await page.getByLabel('Description', { exact: true }).fill('Made by the e2e test');
    await saveButton(page).click();
    await page.waitForURL(`${baseUrl}/admin#/categories`);
    await visible(page.getByRole('heading', { name: 'Event Categories' }));
    await searchList(page, 'categories', parent);
    const parentRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: parent, exact: true }) });
    await visible(parentRow.getByText('Made by the e2e test'));

    await page.getByRole('button', { name: 'Add New' }).click();
    await page.waitForURL(`${baseUrl}/admin#/categories/create`);
    await page.getByLabel('Category Name', { exact: true }).fill(child);
    const parentSelect = page.getByLabel('Parent Category', { exact: true });
    await parentSelect.click();
    await parentSelect.pressSequentially(parent);
    await page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: new RegExp(`^${parent}$`) }).click();
    await saveButton(page).click();
    await page.waitForURL(`${baseUrl}/admin#/categories`);
    await searchList(page, 'categories', child);
    const childRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: child, exact: true }) });
    await visible(childRow.getByRole('cell', { name: parent, exact: true }));
    await page.context().close();
  });

  it("does not offer a category, or one under it, as its own parent (walk: its children were offered, then refused)", async () => {
    const top = unique('Cat tree');
    const { id } = await api.call<{ id: number }>('POST', '/categories', { name: top });
    const { id: childId } = await api.call<{ id: number }>('POST', '/categories', { name: `${top} child`, parent: id });
    await api.call('POST', '/categories', { name: `${top} grandchild`, parent: childId });
    await api.call('POST', '/categories', { name: `${top} sibling` });
    const page = await adminPage(browser, baseUrl, `/categories/edit/${id}`);
    const parentSelect = page.getByLabel('Parent Category', { exact: true });
    await parentSelect.click();
    await parentSelect.pressSequentially(top);
    const offered = page.locator('.ant-select-item-option').filter({ visible: true });
    await expect.poll(() => textsOf(offered)).toEqual([`${top} sibling`]);
    await page.context().close();
  });

  it('stays on the form when the server refuses a duplicate, saying so beside the name (walk: not a word), with no toast (SPEC §8)', async () => {
    const name = unique('Cat dup');
    await api.call('POST', '/categories', { name });
    const page = await adminPage(browser, baseUrl, '/categories/create');
    await page.getByLabel('Category Name', { exact: true }).fill(name);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v2/categories') && r.request().method() === 'POST');
    await saveButton(page).click();
    expect((await answer).status()).toBe(409);
    const field = page.locator('.ant-form-item').filter({ has: page.getByLabel('Category Name', { exact: true }) });
    await visible(field.getByText(`A category named "${name}" already exists.`, { exact: true }));
    expect(await page.locator('.ant-message').getByText(name).count()).toBe(0);
    expect(page.url()).toBe(`${baseUrl}/admin#/categories/create`);
    expect(await page.getByText('Successfully created category!').count()).toBe(0);
    await page.context().close();
  });
});

describe('event tags (SPEC §2 "Simple forms", §5, §8)', () => {
  it("refuses an empty name with 'Tag Name is Required!'", async () => {
    const page = await adminPage(browser, baseUrl, '/tags/create');
    await visible(page.getByRole('heading', { name: 'Add New Tag' }));
    await saveButton(page).click();
    await visible(page.getByText('Tag Name is Required!', { exact: true }));
    expect(page.url()).toBe(`${baseUrl}/admin#/tags/create`);
    await page.context().close();
  });

  it("creates a tag with 'Successfully created tag!' and shows the server's message for a duplicate", async () => {
    const name = unique('Tag');
    const page = await adminPage(browser, baseUrl, '/tags/create');
    await page.getByLabel('Tag', { exact: true }).fill(name);
    await page.getByLabel('Description', { exact: true }).fill('Tagged by the e2e test');
    await saveButton(page).click();
    await visible(page.getByText('Successfully created tag!', { exact: true }));
    await page.waitForURL(`${baseUrl}/admin#/tags`);
    await searchList(page, 'tags', name);
    await visible(page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }));
    await visible(page.getByText('Showing 1 - 1 of 1 tags', { exact: true }));

    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByLabel('Tag', { exact: true }).fill(name);
    await saveButton(page).click();
    await visible(page.getByText(`A tag named "${name}" already exists.`, { exact: true }));
    expect(page.url()).toBe(`${baseUrl}/admin#/tags/create`);
    await page.context().close();
  });
});

describe("with Settings' disable_category_and_tags 'on'", () => {
  it('redirects the create pages to their lists and hides Add New', async () => {
    await api.call('PUT', '/settings', { disable_category_and_tags: 'on' });
    try {
      const page = await adminPage(browser, baseUrl, '/tags/create');
      await page.waitForURL(`${baseUrl}/admin#/tags`);
      await visible(page.getByRole('heading', { name: 'Event Tags' }));
      await visible(page.getByText('Event categories and tags are disabled in Settings.', { exact: true }));
      expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Go Back' }).count()).toBe(0);
      expect(await page.getByLabel('Tag', { exact: true }).count()).toBe(0);

      await page.goto(`${baseUrl}/admin#/categories/create`);
      await page.waitForURL(`${baseUrl}/admin#/categories`);
      await visible(page.getByRole('heading', { name: 'Event Categories' }));
      expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);

      // The events screen keeps its Add New button.
      await page.getByLabel('Eventory menu').getByText('Events', { exact: true }).click();
      await page.waitForURL(`${baseUrl}/admin#/events**`);
      await visible(page.getByRole('button', { name: 'Add New' }));
      await page.context().close();
    } finally {
      await api.call('PUT', '/settings', { disable_category_and_tags: 'off' });
    }
    // Switched back off, the tag form opens again.
    const page = await adminPage(browser, baseUrl, '/tags/create');
    await visible(page.getByRole('heading', { name: 'Add New Tag' }));
    await gone(page.getByText('Event categories and tags are disabled in Settings.'));
    await page.context().close();
  });
});
