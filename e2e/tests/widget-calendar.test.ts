import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
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
});
