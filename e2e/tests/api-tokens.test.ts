import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPage, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

/** The administrator's tokens of `name`, with their last valid day. */
async function tokensNamed(name: string): Promise<Array<string | null>> {
  const tokens = await api.call<Array<{ name: string; expires_on: string | null }>>('GET', '/tokens');
  return tokens.filter((token) => token.name === name).map((token) => token.expires_on);
}

describe('the API tokens screen (issue #5 "API tokens")', () => {
  it('creates a token expiring on the date typed; Enter in Expires never creates one (walk: a refused past date made one that never expires)', async () => {
    const name = unique('Sync script');
    const page = await adminPage(browser, baseUrl, '/api-tokens');
    await page.getByLabel('Name', { exact: true }).fill(name);
    const expires = page.getByLabel('Expires', { exact: true });
    await expires.click();
    await expires.fill('2020-01-01');
    await expires.press('Enter');
    await expires.fill('2030-11-30');
    await expires.press('Enter');
    await expect.poll(() => expires.inputValue()).toBe('2030-11-30');
    expect(await tokensNamed(name)).toEqual([]);
    // A past date typed and left is dropped by the picker, and now said (walk: the field emptied silently).
    await expires.fill('2020-01-01');
    await expires.press('Tab');
    await visible(page.getByRole('alert').getByText('2020-01-01 cannot be chosen in this field, so it was not taken', { exact: true }));
    await expect.poll(() => expires.inputValue()).toBe('2030-11-30');

    await page.getByRole('button', { name: 'Create Token' }).click();
    await visible(page.getByText(`Copy your new token "${name}" now. It won't be shown again.`, { exact: true }));
    expect(await tokensNamed(name)).toEqual(['2030-11-30']);
    await page.context().close();
  });
});
