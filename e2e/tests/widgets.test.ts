import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../axe';
import { hostSite, type HostSite } from '../hostSite';
import { adminPage, createEvent, freshPage, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let page: Page;
let registered: HostSite;
let scriptTag = '';
const titles = [unique('Harbour concert'), unique('Lantern walk')];

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  for (const [i, title] of titles.entries()) await createEvent(api, { title, start_date: inDays(10 + i) });
  registered = await hostSite('127.0.0.1', () => scriptTag);
  await api.call('PUT', '/settings', { registered_domains: [registered.origin] });
  page = await adminPage(browser, baseUrl, '/shortcodes');
});

afterAll(async () => {
  await api?.call('PUT', '/settings', { registered_domains: [] });
  await registered?.close();
});

describe('the Events widget (issue #11 §3, §4)', () => {
  it('is generated on the Shortcodes page and its live preview shows real events with the chosen button', async () => {
    const events = page.getByRole('region', { name: 'Events', exact: true });
    await events.scrollIntoViewIfNeeded();
    await events.getByLabel('Columns').fill('2');
    await events.getByRole('switch', { name: 'Show button' }).click();
    await events.getByLabel('Button text').fill('Book a seat');
    await events.getByRole('button', { name: 'Generate Shortcode' }).click();
    const shortcode = events.getByLabel('Events shortcode', { exact: true });
    await visible(shortcode);
    expect(await shortcode.inputValue()).toMatch(/^\[etn_pro_events_standard .*event_col="2".*show_btn="yes".*btn_text="Book a seat"/);
    const preview = events.frameLocator('iframe[title="Events preview"]');
    for (const title of titles) await visible(preview.getByRole('link', { name: title, exact: true }));
    await visible(preview.getByRole('link', { name: `Book a seat: ${titles[0]}` }));
    await events.getByRole('button', { name: 'Get Script' }).click();
    const tag = events.getByLabel('Events script tag', { exact: true });
    await visible(tag);
    scriptTag = await tag.inputValue();
  });

  it('its script tag on a registered loopback site shows the same real events', async () => {
    const partner = await freshPage(browser);
    await partner.goto(registered.origin);
    const widget = partner.frameLocator('iframe[title="Events"]');
    await visible(widget.getByRole('region', { name: 'Events' }));
    for (const title of titles) await visible(widget.getByRole('heading', { name: title }));
    await partner.context().close();
  });

  it.each([1440, 390])('the widget page is axe-clean and fits at %i px', async (width) => {
    const id = /id=(\d+)/.exec(scriptTag)?.[1];
    const embed = await freshPage(browser);
    await embed.setViewportSize({ width, height: 900 });
    await embed.goto(`${baseUrl}/embed/${id}`);
    await visible(embed.getByRole('heading', { name: titles[0] }));
    await embed.screenshot({ path: `/tmp/widget-events-${width}.png`, fullPage: true });
    expect(await seriousViolations(embed)).toEqual([]);
    expect(await embed.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await embed.context().close();
  });
});
