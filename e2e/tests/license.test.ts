import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPage, gone, useAdminBrowser, visible, type ApiSession } from '../support';
import { newKeyId, signLicense } from '../../apps/server/src/modules/license/keys';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let page: Page;

const MESSAGES = ['Please input your name!', 'Enter Valid Email!', 'Please input your license key!'];

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  // No license on this server: the screen shows the activation form (a 409 means none was active).
  await api.call('POST', '/license/deactivate').catch((error: Error) => {
    if (!error.message.includes(' 409 ')) throw error;
  });
  page = await adminPage(browser, baseUrl, '/license');
});

const field = (label: string) => page.getByLabel(label, { exact: true });

describe('the license screen (SPEC §2, §5, §8)', () => {
  it('shows the three required-field messages when Activate is pressed on an empty form', async () => {
    await page.getByRole('button', { name: 'Activate' }).click();
    for (const message of MESSAGES) await visible(page.getByText(message, { exact: true }));
  });

  it("says 'Enter Valid Email!' for an address that is not one, and only that once the rest is filled", async () => {
    await field('Name').fill('Ada Lovelace');
    await field('License key').fill('some-key');
    await field('Email').fill('ada-at-example');
    await page.getByRole('button', { name: 'Activate' }).click();
    await visible(page.getByText('Enter Valid Email!', { exact: true }));
    await gone(page.getByText('Please input your name!', { exact: true }));
    await gone(page.getByText('Please input your license key!', { exact: true }));
  });

  it("answers a key the vendor did not sign with 'Failed to activate license' and the server's reason", async () => {
    await field('Email').fill('ada@example.com');
    await field('License key').fill('eyJsaWNlbnNlZSI6IkFkYSJ9.Zm9yZ2Vk');
    await gone(page.getByText('Enter Valid Email!', { exact: true }));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v2/license/activate'));
    await page.getByRole('button', { name: 'Activate' }).click();
    expect((await answered).status()).toBe(422);
    await visible(page.getByText('Failed to activate license', { exact: true }));
    await visible(page.getByText(/does not match its signature/));
    // Still inactive: the form stays, with what was typed.
    await visible(page.getByRole('button', { name: 'Activate' }));
    expect(await field('Name').inputValue()).toBe('Ada Lovelace');
    expect(await page.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
  });

  it("activates a key the vendor signed for this site with 'License activated successfully', then deactivates it with 'License deactivated'", async () => {
    const key = signLicense(
      { licensee: 'Ada Lovelace', email: 'ada@example.com', plan: 'pro', domains: ['127.0.0.1'], seats: null, expires: null, kid: newKeyId() },
      inject('licensePrivateKey'),
    );
    await field('Name').fill('Ada Lovelace');
    await field('Email').fill('ADA@example.com');
    await field('License key').fill(key);
    await page.getByRole('button', { name: 'Activate' }).click();
    await visible(page.getByText('License activated successfully', { exact: true }));
    await visible(page.getByText('Your license is activated', { exact: true }));
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await visible(page.getByText('License deactivated', { exact: true }));
    await visible(page.getByRole('button', { name: 'Activate' }));
  });
});
