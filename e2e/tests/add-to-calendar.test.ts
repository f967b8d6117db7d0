import fs from 'node:fs';
import { formatCalendarDate } from '@eventory/core';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../axe';
import { adminPage, chooseOption, createEvent, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let page: Page;
let event: { id: number; title: string };
const day = inDays(30);

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  event = await createEvent(api, { title: unique('Kolkata tea tasting'), start_date: day, start_time: '18:00', end_time: '19:30', timezone: 'Asia/Kolkata' });
  page = await adminPage(browser, baseUrl, '/shortcodes');
});

/** The UTC instants of the event: 18:00–19:30 in Kolkata (UTC+05:30). */
const startUtc = `${day}T12:30:00.000Z`;
const endUtc = `${day}T14:00:00.000Z`;

describe('Add to Calendar (issue #11 §3)', () => {
  it('is generated on the Shortcodes page; its live preview links Google, Outlook, the .ics and the feeds', async () => {
    const card = page.getByRole('region', { name: 'Add to Calendar', exact: true });
    await card.scrollIntoViewIfNeeded();
    await chooseOption(page, card.getByRole('combobox', { name: 'Event' }), `${event.title} (${formatCalendarDate(day)})`, { search: event.title });
    await card.getByRole('button', { name: 'Generate Shortcode' }).click();
    const shortcode = card.getByLabel('Add to Calendar shortcode', { exact: true });
    await visible(shortcode);
    expect(await shortcode.inputValue()).toBe(`[etn_pro_add_calendar id="${event.id}"]`);

    const preview = card.frameLocator('iframe[title="Add to Calendar preview"]');
    const widget = preview.getByRole('region', { name: `Add ${event.title} to your calendar` });
    await visible(widget);
    const google = new URL((await widget.getByRole('link', { name: 'Google Calendar (opens in a new tab)' }).getAttribute('href'))!);
    expect(google.searchParams.get('dates')).toBe(`${day.replace(/-/g, '')}T123000Z/${day.replace(/-/g, '')}T140000Z`);
    const outlook = new URL((await widget.getByRole('link', { name: 'Outlook.com (opens in a new tab)' }).getAttribute('href'))!);
    expect(outlook.searchParams.get('startdt')).toBe(startUtc.replace('.000', ''));
    expect(await widget.getByRole('link', { name: 'all events' }).getAttribute('href')).toBe(`webcal://${new URL(baseUrl).host}/calendar.ics`);

    const downloaded = page.waitForEvent('download');
    await widget.getByRole('link', { name: 'Download .ics' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const vevent = new ICAL.Component(ICAL.parse(fs.readFileSync((await download.path())!, 'utf8'))).getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe(event.title);
    expect([parsed.startDate.toJSDate().toISOString(), parsed.endDate.toJSDate().toISOString()]).toEqual([startUtc, endUtc]);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
  });

  for (const width of [1440, 390]) {
    it(`is keyboard-usable and axe-clean at ${width} px`, async () => {
      const context = page.context();
      const view = await context.newPage();
      await view.setViewportSize({ width, height: 900 });
      await view.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent(`[etn_pro_add_calendar id="${event.id}"]`)}`);
      await visible(view.getByRole('link', { name: 'Download .ics' }));
      await view.keyboard.press('Tab');
      expect(await view.evaluate(() => document.activeElement?.textContent)).toBe('Google Calendar (opens in a new tab)');
      expect(await view.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await view.screenshot({ path: `/tmp/wfeeds-atc-${width}.png`, fullPage: true });
      expect(await seriousViolations(view)).toEqual([]);
      await view.close();
    });
  }
});
