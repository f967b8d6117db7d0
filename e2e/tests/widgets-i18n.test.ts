import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshotPixels } from '../pixels';
import { englishLeft } from '../i18nCheck';
import { createEvent, inDays, UI_TIMEOUT, unique, useAdminBrowser, visible, type ApiSession } from '../support';

/**
 * Issue #12 §2, §3: the widgets in the visitor's language. Get Script pages (`/embed/<id>`) asked
 * for by a German browser show their widget in German with no text of the English catalogue and
 * prices as `15,00 €`; a widget's `lang` attribute wins over the browser's language; an Arabic
 * browser gets the widget right to left (`dir="rtl"`), checked on a screenshot: the date panel of
 * an event card sits at the right, where it sits at the left in English. The calendars' hover hints
 * and hidden column names are FullCalendar's locale's, completed in Arabic and German.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let currency: string;
const concert = unique('Sommerkonzert');
/** Each widget's saved script id, by a short name. */
const scripts: Record<string, number> = {};

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  currency = (await api.call<{ currency: string }>('GET', '/settings')).currency;
  await api.call('PUT', '/settings', { currency: 'EUR' });
  const category = await api.call<{ id: number }>('POST', '/categories', { name: unique('Sprachfest') });
  const event = await createEvent(api, {
    title: concert,
    start_date: inDays(20),
    start_time: '19:00',
    end_time: '21:00',
    timezone: 'Europe/Berlin',
    categories: [category.id],
    location: { type: 'offline', address: { address: 'Rosenthaler Str. 40, Berlin' } },
    ticket_variations: [{ name: 'Standard', price: 15, capacity: 20 }],
  });
  await createEvent(api, { title: unique('Lesung'), start_date: inDays(22), categories: [category.id] });
  const cat = `event_cat_ids="${category.id}"`;
  const shortcodes: Record<string, string> = {
    events: `[etn_pro_events_classic style="style-1" ${cat} show_thumb="yes" show_btn="yes" show_category="yes" show_event_location="yes" show_attendee_count="yes"]`,
    slider: `[etn_pro_events_sliders ${cat} slider_nav_show="yes" slider_dot_show="yes"]`,
    calendar: `[etn_pro_calendar_standard ${cat}]`,
    calendarList: `[etn_pro_calendar_list ${cat}]`,
    countdown: `[etn_pro_countdown event_id="${event.id}"]`,
    tickets: `[etn_pro_ticket_form id="${event.id}" show_title="yes"]`,
    calendarLinks: `[etn_pro_add_calendar id="${event.id}"]`,
    certificate: '[etn_pro_certificate]',
    german: `[etn_pro_events_one_line ${cat} lang="de"]`,
  };
  for (const [name, shortcode] of Object.entries(shortcodes)) {
    scripts[name] = (await api.call<{ id: number }>('POST', '/shortcodes/script', { post_name: unique(name), shortcode })).id;
  }
});

afterAll(async () => {
  await api?.call('PUT', '/settings', { currency });
});

/** A visitor's page whose browser asks for `language` first. */
async function visitor(language: 'de' | 'ar' | 'en', width = 1440): Promise<Page> {
  const locale = { de: 'de-DE', ar: 'ar-EG', en: 'en-US' }[language];
  const context = await browser.newContext({ locale, viewport: { width, height: 900 }, extraHTTPHeaders: { 'accept-language': `${locale},${language};q=0.9` } });
  context.setDefaultTimeout(UI_TIMEOUT);
  return context.newPage();
}

/** Opens a widget's embed page and waits until its scripts have run. */
async function openWidget(page: Page, name: string): Promise<void> {
  await page.goto(`${baseUrl}/embed/${scripts[name]}`);
  await page.waitForLoadState('networkidle');
}

/** The root every widget renders in, carrying its language and direction. */
const widgetRoot = (page: Page): Locator => page.locator('.ew-root');

/** What a German visitor must see in each widget, beyond the absence of English. */
const GERMAN: [string, (page: Page) => Locator][] = [
  ['events', (page) => page.getByRole('link', { name: `Teilnehmen: ${concert}` })],
  ['slider', (page) => page.getByRole('button', { name: 'Nächste Folie' })],
  ['calendar', (page) => page.getByRole('button', { name: 'Heute' })],
  ['countdown', (page) => page.getByText('Tage', { exact: true })],
  ['tickets', (page) => page.getByRole('cell', { name: /^15,00\s€$/ })],
  ['calendarLinks', (page) => page.getByText('Zum Kalender hinzufügen', { exact: true })],
  ['certificate', (page) => page.getByRole('button', { name: 'Zertifikat finden' })],
];

/** The hover hints (`title`) of the calendar's toolbar buttons. */
const toolbarHints = (page: Page): Promise<string[]> =>
  page.locator('.fc-header-toolbar button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title') ?? ''));

/** The calendar's hints and accessible names (`title`, `aria-label`) written in Latin letters: English left over. */
const latinHints = (page: Page): Promise<string[]> =>
  page.locator('.fc [title], .fc [aria-label]').evaluateAll((elements) =>
    elements.flatMap((element) => [element.getAttribute('title') ?? '', element.getAttribute('aria-label') ?? '']).filter((text) => /[A-Za-z]/.test(text)),
  );

/** A list view's words: its column names (read by screen readers only) or its no-events note. */
const listTexts = (page: Page): Promise<string[]> =>
  page.locator('.fc-list-table thead th, .fc-list-empty-cushion').evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter(Boolean));

describe('widgets for a German visitor (issue #12 §3)', () => {
  it.each(GERMAN)('%s: in German, no English catalogue text left', async (name, german) => {
    const page = await visitor('de');
    await openWidget(page, name);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await widgetRoot(page).getAttribute('lang')).toBe('de');
    expect(await widgetRoot(page).getAttribute('dir')).toBe('ltr');
    await visible(german(page));
    await page.screenshot({ path: `/tmp/widget-i18n-de-${name}.png`, fullPage: true });
    expect(await englishLeft(page)).toEqual([]);
    await page.context().close();
  });

  it('the German calendar list says Veranstaltung, as the site does', async () => {
    const page = await visitor('de');
    await openWidget(page, 'calendarList');
    await expect.poll(() => toolbarHints(page)).toContain('Vorheriger Monat');
    expect(await listTexts(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^(Uhrzeit|Veranstaltung|Keine Veranstaltungen)$/)]));
    expect(await listTexts(page)).not.toEqual(expect.arrayContaining(['Ereignis', 'Keine Ereignisse anzuzeigen']));
    await page.context().close();
  });

  it("a widget's lang attribute wins over the browser's language", async () => {
    const page = await visitor('en');
    await openWidget(page, 'german');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await visible(page.getByRole('region', { name: 'Veranstaltungen in einer Zeile' }));
    expect(await englishLeft(page)).toEqual([]);
    await page.context().close();
  });
});

/**
 * The side of an element's screenshot where the widget's accent colour (the event card's date
 * panel, a blue-to-violet gradient) fills the middle row: decoded by the page's own canvas.
 */
async function accentSide(page: Page, element: Locator): Promise<'left' | 'right'> {
  const { data, width, height } = await screenshotPixels(page, await element.screenshot());
  const middle = Math.floor(height / 2) * width * 4;
  const accent = (x: number) => data[middle + x * 4 + 2]! > 150 && data[middle + x * 4 + 1]! < 120;
  const quarter = Math.floor(width / 4);
  let left = 0;
  let right = 0;
  for (let x = 0; x < quarter; x++) if (accent(x)) left++;
  for (let x = width - quarter; x < width; x++) if (accent(x)) right++;
  return right > left ? 'right' : 'left';
}

describe('widgets for an Arabic visitor, right to left (issue #12 §3)', () => {
  it('the event cards are mirrored: dir="rtl", the date panel at the right of the screenshot (at the left in English)', async () => {
    const arabic = await visitor('ar');
    await openWidget(arabic, 'events');
    expect(await arabic.locator('html').getAttribute('lang')).toBe('ar');
    expect(await widgetRoot(arabic).getAttribute('dir')).toBe('rtl');
    const card = arabic.locator('.ew-card').first();
    await visible(card);
    await arabic.screenshot({ path: '/tmp/widget-i18n-ar-events.png', fullPage: true });
    expect(await accentSide(arabic, card)).toBe('right');
    const english = await visitor('en');
    await openWidget(english, 'events');
    expect(await widgetRoot(english).getAttribute('dir')).toBe('ltr');
    expect(await accentSide(english, english.locator('.ew-card').first())).toBe('left');
    await arabic.context().close();
    await english.context().close();
  });

  it('the slider and the calendar run right to left, the calendar with its Arabic toolbar', async () => {
    const page = await visitor('ar');
    await openWidget(page, 'slider');
    await expect.poll(() => page.locator('.ew-slider-viewport').getAttribute('class')).toContain('swiper-rtl');
    await visible(page.getByRole('button', { name: 'الشريحة التالية' }));
    await page.screenshot({ path: '/tmp/widget-i18n-ar-slider.png', fullPage: true });
    await openWidget(page, 'calendar');
    await expect.poll(() => page.locator('.fc').getAttribute('class')).toContain('fc-direction-rtl');
    await visible(page.getByRole('button', { name: 'اليوم' }));
    await page.screenshot({ path: '/tmp/widget-i18n-ar-calendar.png', fullPage: true });
    // The week view's toolbar: each button's hover hint (and the arrows' accessible name) in Arabic.
    expect((await toolbarHints(page)).sort()).toEqual(['الأسبوع التالي', 'الأسبوع السابق', 'عرض الأسبوع', 'عرض الشهر', 'عرض اليوم', 'هذا الأسبوع'].sort());
    expect(await latinHints(page)).toEqual([]);
    await openWidget(page, 'calendarList');
    await expect.poll(() => toolbarHints(page)).toContain('الشهر السابق');
    expect(await latinHints(page)).toEqual([]);
    expect(await listTexts(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^(الوقت|الفعالية|لا توجد فعاليات لعرضها)$/)]));
    expect(await listTexts(page)).not.toEqual(expect.arrayContaining(['Time', 'Event', 'No events to display']));
    await page.context().close();
  });

  it.each([1440, 390])('the Arabic countdown and ticket form fit at %i px', async (width) => {
    const page = await visitor('ar', width);
    for (const name of ['countdown', 'tickets']) {
      await openWidget(page, name);
      expect(await widgetRoot(page).getAttribute('dir')).toBe('rtl');
      await page.screenshot({ path: `/tmp/widget-i18n-ar-${name}-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });
});
