import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../axe';
import { adminPage, apiSession, chooseOption, createEvent, createUser, gone, inDays, loginPage, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

const QR_SCAN = 'QR ticket scan';

/** Opens the Access Control screen as the administrator. */
async function accessControl(): Promise<Page> {
  const page = await adminPage(browser, baseUrl, '/access-control');
  await visible(page.getByRole('heading', { name: 'Manage Access' }));
  return page;
}

/** Clicks 'Add Manage Access' and answers the open modal. */
async function openAddModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Manage Access' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Add Manage Access' });
  await visible(dialog.getByRole('checkbox', { name: 'All Permissions' }));
  return dialog;
}

/** The Manage Access table's row of the role labelled exactly `name`. */
const roleRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('the Access modal (SPEC §5 "Access modal")', () => {
  it('asks for a role and at least one permission, and sends nothing until it has them', async () => {
    const page = await accessControl();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/v2/permissions')) writes.push(request.url());
    });
    const dialog = await openAddModal(page);
    // The boxes are one group named Permissions, without an aria-required no group takes (axe: critical).
    await visible(dialog.getByRole('group', { name: 'Permissions' }).getByRole('checkbox', { name: QR_SCAN }));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText('Please select a role type!', { exact: true }));
    await visible(dialog.getByText('Please select at least one permission!', { exact: true }));
    expect(await seriousViolations(page)).toEqual([]);
    // One permission clears its message; the role's stays.
    await dialog.getByRole('checkbox', { name: QR_SCAN }).check();
    await gone(dialog.getByText('Please select at least one permission!', { exact: true }));
    await visible(dialog.getByText('Please select a role type!', { exact: true }));
    expect(writes).toEqual([]);
    await page.context().close();
  });

  it("keeps 'All Permissions' in sync with the single boxes", async () => {
    const page = await accessControl();
    const dialog = await openAddModal(page);
    const all = dialog.getByRole('checkbox', { name: 'All Permissions' });
    const boxes = dialog.locator('.ant-checkbox-group').getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThanOrEqual(10);

    // Each box is clicked, then read by polling: 'All Permissions' shows the form's value as watched
    // (Form.useWatch), which reaches it in a later render than the click. Playwright's check() and
    // uncheck() read the state at once and failed 2 runs in 8 on it.
    const checkedBoxes = async () => (await Promise.all((await boxes.all()).map((box) => box.isChecked()))).filter(Boolean).length;
    const total = await boxes.count();
    const qrScan = dialog.getByRole('checkbox', { name: QR_SCAN });
    await all.click();
    await expect.poll(checkedBoxes).toBe(total);
    await expect.poll(() => all.isChecked()).toBe(true);

    await qrScan.click();
    await expect.poll(() => qrScan.isChecked()).toBe(false);
    await expect.poll(() => all.isChecked()).toBe(false);

    await qrScan.click();
    await expect.poll(() => all.isChecked()).toBe(true);

    await all.click();
    await expect.poll(checkedBoxes).toBe(0);
    await expect.poll(() => all.isChecked()).toBe(false);
    await visible(dialog.getByText('Please select at least one permission!', { exact: true }));
    await page.context().close();
  });

  it("disables the Administrator row's Delete button", async () => {
    const page = await accessControl();
    const row = roleRow(page, 'Administrator');
    await visible(row);
    expect(await row.getByRole('button', { name: 'Delete Administrator' }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Edit Administrator' }).isEnabled()).toBe(true);
    await page.context().close();
  });
});

describe('a door-staff role with only QR scan', () => {
  it('is added on the screen; its users are denied the events screen and the events API', async () => {
    const suffix = unique('x').split(' ')[1]!;
    const key = `door_staff_${suffix}`;
    const name = `Door staff ${suffix}`;
    const page = await accessControl();

    // Add the site role with the small form.
    await page.getByLabel('Role key').fill(key);
    await page.getByLabel('Role name').fill(name);
    const roleCreated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/permissions/roles' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add Role' }).click();
    expect((await roleCreated).status()).toBe(201);
    await visible(page.getByText(`Role "${name}" added. Give it permissions with Add Manage Access.`, { exact: true }));

    // Give it only QR scan in the Access modal.
    const dialog = await openAddModal(page);
    await chooseOption(page, dialog.getByLabel('User Role'), name);
    await dialog.getByRole('checkbox', { name: QR_SCAN }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await gone(dialog);
    await visible(page.getByText(`Permissions of ${name} saved`, { exact: true }));
    const row = roleRow(page, name);
    await visible(row);
    expect(await row.locator('.ant-tag').allTextContents()).toEqual([QR_SCAN]);
    // A role that has an assignment is no longer offered for adding.
    const again = await openAddModal(page);
    await again.getByLabel('User Role').click();
    // Once the dropdown shows its choices (or says there are none), the role is not among them.
    await visible(page.locator('.ant-select-item-option, .ant-select-item-empty').filter({ visible: true }));
    expect(await page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: name }).count()).toBe(0);
    await page.context().close();

    const doorStaff = await createUser(api, key);
    const doorPage = await adminPage(browser, baseUrl, '/events', doorStaff);
    await visible(doorPage.getByText('Access Denied! Redirecting...', { exact: true }));
    expect(await doorPage.getByRole('searchbox', { name: 'Search event by name' }).count()).toBe(0);
    await doorPage.context().close();

    const doorApi = await apiSession(baseUrl, doorStaff);
    await expect(doorApi.call('GET', '/events')).rejects.toThrow(/^GET \/events: 403 /);
    expect(await doorApi.call('GET', '/permissions/current-user')).toMatchObject({ roles: [key], permissions: ['etn_manage_qr_scan'] });

    // Logging in, door staff land on the ticket scanner, choose the event and scan.
    const event = await createEvent(api, { title: unique('Door night'), start_date: inDays(12) });
    const scanner = await loginPage(browser, baseUrl, doorStaff);
    await visible(scanner.getByRole('heading', { name: 'Ticket scanner' }));
    // No header menu entry is theirs: no empty bar above the scanner (walk B).
    expect(await scanner.locator('header.eventory-header').count()).toBe(0);
    const picker = scanner.getByRole('combobox', { name: 'Event to scan' });
    await picker.click();
    await picker.fill(event.title);
    await scanner.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: event.title }).click();
    await scanner.getByRole('button', { name: 'Open scanner' }).click();
    await visible(scanner.getByRole('heading', { name: event.title }));
    await visible(scanner.getByText('Checked in: 0 / 0', { exact: true }));

    // Given Bookings meanwhile, they open it without a reload (walk C: 'Access Denied', then the site's home).
    await api.call('PUT', `/permissions/${key}`, { permissions: ['etn_manage_qr_scan', 'etn_manage_order'] });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await scanner.evaluate(() => (location.hash = '#/purchase-report'));
    await visible(scanner.getByRole('heading', { name: 'Bookings', exact: true }));
    await scanner.context().close();
  });
});
