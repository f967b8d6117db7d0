import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { allViolations } from '../axe';
import { adminPage, createEvent, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let page: Page;
let titles: string[];

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  titles = [];
  for (const name of ['Calendar harp recital', 'Calendar choir evening', 'Calendar piano night'])
    titles.push((await createEvent(api, { title: unique(name), start_date: inDays(0), start_time: '10:00', end_time: '11:00' })).title);
  page = await adminPage(browser, baseUrl, '/shortcodes');
});

const preview = (code: string) => page.goto(`${baseUrl}/shortcode-preview?code=${encodeURIComponent(code)}`);

describe('client widgets (issue #11 §3)', () => {
  it('Events With Calendar shows this week with an event from the public API', async () => {
    await preview('[etn_pro_calendar_standard]');
    await visible(page.locator('.fc-timegrid').first());
    await visible(page.locator('.fc-event', { hasText: titles[0] }).first());
  });

  it("Events With Calendar's week fits its day headers in a 390 px phone's columns (walk A: 'Mon11/30Tue 12/1')", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await preview('[etn_pro_calendar_standard]');
      await visible(page.locator('.fc-timegrid').first());
      const overflowing = await page
        .locator('.fc-col-header-cell')
        .evaluateAll((cells) => cells.filter((cell) => (cell.querySelector('.fc-col-header-cell-cushion')?.getBoundingClientRect().width ?? 0) > cell.getBoundingClientRect().width).length);
      expect(overflowing).toBe(0);
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });

  it("Events With Calendar's month view passes axe: other months' day numbers readable, cells named by what they show", async () => {
    await preview('[etn_pro_calendar_standard calendar_view="dayGridMonth"]');
    await visible(page.locator('.fc-event', { hasText: titles[0] }).first());
    // Before: other months' numbers at 1.83:1 (color-contrast) and each cell named by its number alone (label-content-name-mismatch).
    expect(await allViolations(page)).toEqual([]);
  });

  it('Events With Calendar embedded on another site draws its previous and next arrows', async () => {
    const script = await api.call<{ id: number }>('POST', '/shortcodes/script', { post_name: unique('Calendar embed'), shortcode: '[etn_pro_calendar_standard]' });
    await page.goto(`${baseUrl}/embed/${script.id}`);
    await visible(page.locator('.fc-prev-button .fc-icon'));
    // The arrows are glyphs of FullCalendar's icon font: blocked, they show as empty boxes.
    const iconFont = await page.evaluate(async () => {
      await document.fonts.ready;
      const statuses: string[] = [];
      document.fonts.forEach((font) => {
        if (font.family.replace(/"/g, '') === 'fcicons') statuses.push(font.status);
      });
      return statuses;
    });
    expect(iconFont).toEqual(['loaded']);
  });

  it('Events Calendar List names its month, week and day views apart, in the widget language', async () => {
    const buttonTexts = () => page.locator('.fc-header-toolbar .fc-toolbar-chunk').last().locator('.fc-button').allTextContents();
    await preview('[etn_pro_calendar_list]');
    await visible(page.locator('.fc-list, .fc-list-empty').first());
    expect(await buttonTexts()).toEqual(['month', 'week', 'day']);
    await preview('[etn_pro_calendar_list lang="de"]');
    await visible(page.locator('.fc-list, .fc-list-empty').first());
    expect(await buttonTexts()).toEqual(['Monat', 'Woche', 'Tag']);
  });

  it('Events Slider moves to the next slide with its Next button', async () => {
    await preview('[etn_pro_events_sliders event_slider_count="1" orderby="title" order="ASC" slider_nav_show="yes"]');
    const active = page.locator('.swiper-slide-active');
    await visible(active);
    // Swiper's a11y labels each slide 'n of total' as the server did (the widget's catalogue); titles may repeat (a series' occurrences), positions do not.
    expect(await active.getAttribute('aria-label')).toMatch(/^1 of \d+$/);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => active.getAttribute('aria-label')).toMatch(/^2 of \d+$/);
  });

  it('shows each event at its own wall-clock time to a visitor in another zone, and an all-day event as all-day (issue #9 §4)', async () => {
    const evening = await createEvent(api, { title: unique('Calendar jazz in New York'), start_date: inDays(2), start_time: '19:00', end_time: '20:30', timezone: 'America/New_York' });
    const holiday = await createEvent(api, { title: unique('Calendar open day'), start_date: inDays(2), start_time: '00:00', end_time: '23:59', timezone: 'Europe/Berlin' });
    const script = await api.call<{ id: number }>('POST', '/shortcodes/script', { post_name: unique('Calendar list embed'), shortcode: '[etn_pro_calendar_list]' });
    // A visitor in Tokyo: the jazz evening is 9:00 am of the next day there, the open day 8:00 am to 7:59 am.
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
    try {
      const visitor = await context.newPage();
      await visitor.goto(`${baseUrl}/embed/${script.id}`);
      await visible(visitor.locator('.fc-list, .fc-list-empty').first());
      const row = (title: string) => visitor.locator('.fc-list-event', { hasText: title });
      // Two days ahead may be next month's list.
      if (!(await row(evening.title).count())) await visitor.locator('.fc-next-button').click();
      await visible(row(evening.title));
      expect(await row(evening.title).locator('.fc-list-event-time').textContent()).toBe('7:00pm - 8:30pm');
      expect(await row(holiday.title).locator('.fc-list-event-time').textContent()).toBe('all-day');
    } finally {
      await context.close();
    }
  });
});
