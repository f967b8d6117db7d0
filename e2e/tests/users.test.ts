import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPage, chooseOption, gone, loginPage, unique, useAdminBrowser, visible } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;

useAdminBrowser(baseUrl, (shared) => ({ browser } = shared));

describe('the Users screen', () => {
  it('refuses a guessable password and says why beside the Password field (issue #9 §6.12)', async () => {
    const page = await adminPage(browser, baseUrl, '/users/create');
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await visible(dialog);
    const email = `${unique('weak').split(' ')[1]}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name').fill('Weak Password');
    const password = dialog.getByLabel('Password');
    await password.fill('12345678');
    await chooseOption(page, dialog.getByLabel('Role'), 'Author');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    const reason = dialog.getByText('This password is too easy to guess. This is a heavily used password.', { exact: false });
    await visible(reason);
    // Beside the field: the message is the Password field's own help text, and the field is marked invalid.
    const help = await password.getAttribute('aria-describedby');
    expect(help).toBeTruthy();
    expect(await page.locator(`[id="${help!.split(' ')[0]}"]`).textContent()).toContain('too easy to guess');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    // A strong password goes through.
    await password.fill('violet-kettle-harbour');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await visible(page.getByText('Successfully created user!'));
    // The dialog closes back to /users; searching before then would type behind it.
    await gone(dialog);
    // With the whole suite's users the new one may be beyond the first page: find it by its email.
    await page.getByPlaceholder('Search users by name or email').fill(email);
    await visible(page.getByRole('cell', { name: email, exact: true }));

    // An administrator gives the user a new password in Edit (walk C: no screen could), and is told what it ended.
    await page.getByRole('button', { name: 'Edit Weak Password' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Weak Password' });
    await edit.getByLabel('New password (optional)').fill('amber-lantern-quay');
    await edit.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Successfully updated user!'));
    await visible(page.getByText(`Password changed: every other session of ${email} was logged out.`, { exact: true }));
    await page.context().close();
    const relogged = await loginPage(browser, baseUrl, { email, password: 'amber-lantern-quay' });
    expect(new URL(relogged.url()).pathname).toBe('/admin');
    await relogged.context().close();
  });
});
