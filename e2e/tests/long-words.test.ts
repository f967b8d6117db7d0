import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPage, freshPage, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

/**
 * Walk of 30 Nov 2026: a speaker named with one 180-letter word pushed the Speakers table's
 * columns and row actions off the screen, made the public speaker page 5,900 px wide and ran
 * across its neighbours in the Speakers widget. Long words now break where they must.
 */
describe('a name that is one long word', () => {
  const word = 'W'.repeat(180);

  it('breaks inside the admin table, the Speakers widget and the public speaker page', async () => {
    const name = `${unique('Long')} ${word}`;
    const { id } = await api.call<{ id: number }>('POST', '/speakers', { name, category: ['speaker'], speaker_group: [] });
    const { slug } = await api.call<{ slug: string }>('GET', `/speakers/${id}`);

    const admin = await adminPage(browser, baseUrl, `/speakers?search=${encodeURIComponent(name.slice(0, 20))}`);
    await admin.setViewportSize({ width: 1440, height: 900 });
    const row = admin.getByRole('row').filter({ hasText: word });
    await visible(row);
    const table = admin.locator('.ant-table-content').first();
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const actions = await row.getByRole('button').last().boundingBox();
    expect(actions && actions.x + actions.width).toBeLessThanOrEqual(1440);
    await admin.setViewportSize({ width: 1024, height: 800 });
    await admin.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent('[etn_pro_speakers_classic style="style-1" speaker_col="3" speaker_count="5" order="DESC" orderby="ID" show_designation="yes"]')}`);
    const card = admin.locator('.ew-person').filter({ hasText: word });
    await visible(card);
    expect(await card.evaluate((element) => [...element.querySelectorAll('*')].every((child) => child.getBoundingClientRect().right <= element.getBoundingClientRect().right + 1))).toBe(true);
    await admin.context().close();

    const visitor = await freshPage(browser);
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto(`${baseUrl}/speaker/${slug}`);
    await visible(visitor.getByRole('heading', { level: 1 }));
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await visitor.context().close();
  });
});
