import type { Browser, Locator, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPage, expectFooter, gone, searchAnswered, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

// Not exact: while saving, the loading icon's label joins the name.
const createButton = (page: Page) => page.getByRole('button', { name: 'Create Group' });
const nameField = (page: Page) => page.getByLabel('Group Name', { exact: true });

/** Opens the group form. */
async function groupForm(): Promise<Page> {
  const page = await adminPage(browser, baseUrl, '/group/create');
  await visible(page.getByRole('heading', { name: 'Add New Speaker Group' }));
  return page;
}

/** The list's row of the group named exactly `name`. */
function groupRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

/** Searches the group list ('Search groups by name') and waits for the answer. */
async function searchGroups(page: Page, text: string): Promise<void> {
  const answered = searchAnswered(page, '/api/v2/speaker-groups', text);
  await page.getByRole('searchbox', { name: 'Search groups by name' }).fill(text);
  await answered;
}

/** The open error notification titled "Couldn't Create Speaker Group". */
function failureNotice(page: Page): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: "Couldn't Create Speaker Group" });
}

describe('the speaker group form (SPEC §2 "Simple forms", §5, §8)', () => {
  it("refuses an empty name with 'Group Name is Required!' and sends nothing", async () => {
    const page = await groupForm();
    await visible(nameField(page));
    await visible(page.getByRole('button', { name: 'Cancel', exact: true }));
    await visible(page.getByRole('button', { name: 'Go Back' }));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/speaker-groups') posts.push(request.url());
    });

    await createButton(page).click();
    await visible(page.getByText('Group Name is Required!', { exact: true }));
    // Only spaces are no name either.
    await nameField(page).fill('   ');
    await createButton(page).click();
    await visible(page.getByText('Group Name is Required!', { exact: true }));
    // Typing a name clears the message.
    await nameField(page).fill('A name');
    await gone(page.getByText('Group Name is Required!'));
    expect(posts).toEqual([]);
    expect(page.url()).toBe(`${baseUrl}/admin#/group/create`);

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin#/group`);
    await visible(page.getByRole('heading', { name: 'Speaker Groups' }));
    await page.context().close();
  });

  it("creates a group with 'Successfully created group!', disabled while saving, and lists it on /group", async () => {
    const name = unique('Group');
    const page = await groupForm();
    // Hold the create call until the disabled button has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v2/speaker-groups', async (route: Route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await nameField(page).fill(`  ${name}  `);
    await createButton(page).click();
    await expect.poll(() => createButton(page).isDisabled()).toBe(true);
    release();

    await visible(page.getByText('Successfully created group!', { exact: true }));
    await page.waitForURL(`${baseUrl}/admin#/group`);
    await visible(page.getByRole('heading', { name: 'Speaker Groups' }));
    await searchGroups(page, name);
    await expectFooter(page, 'Showing 1 - 1 of 1 groups');
    // Stored trimmed, with no speakers yet.
    const row = groupRow(page, name);
    await visible(row.getByRole('cell', { name: '0', exact: true }));
    await visible(row.getByRole('button', { name: `Rename ${name}` }));
    await visible(row.getByRole('button', { name: `Delete ${name}` }));
    const stored = await api.call<{ items: { name: string }[] }>('GET', `/speaker-groups?search=${encodeURIComponent(name)}`);
    expect(stored.items.map((group) => group.name)).toEqual([name]);
    await page.context().close();
  });

  it("shows \"Couldn't Create Speaker Group\" with the server's reason for a name that exists", async () => {
    const name = unique('Group dup');
    await api.call('POST', '/speaker-groups', { name });
    const page = await groupForm();
    await nameField(page).fill(name);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/speaker-groups' && r.request().method() === 'POST');
    await createButton(page).click();
    expect((await answer).status()).toBe(409);

    const notice = failureNotice(page);
    await visible(notice);
    await visible(notice.getByText(`Reason: A speaker group named "${name}" already exists.`, { exact: true }));
    expect(await page.getByText('Successfully created group!').count()).toBe(0);
    // The form stays, ready for another name.
    expect(page.url()).toBe(`${baseUrl}/admin#/group/create`);
    await expect.poll(() => createButton(page).isEnabled()).toBe(true);
    await expect.poll(() => nameField(page).inputValue()).toBe(name);

    // Names are unique whatever their case.
    const upper = name.toUpperCase();
    await notice.getByRole('button', { name: /close/i }).click();
    await gone(notice);
    await nameField(page).fill(upper);
    await createButton(page).click();
    await visible(failureNotice(page).getByText(`Reason: A speaker group named "${upper}" already exists.`, { exact: true }));

    // Still only one group of that name.
    await page.goto(`${baseUrl}/admin#/group`);
    await searchGroups(page, name);
    await expectFooter(page, 'Showing 1 - 1 of 1 groups');
    await visible(groupRow(page, name));
    await page.context().close();
  });
});
