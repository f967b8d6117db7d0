import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEvent } from '../test/bookingFixtures.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { insertSpeaker } from '../test/speakerRows.js';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

describeEachDatabase('slider and calendar widgets with real data', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SITE_URL: 'https://events.example.com' });
    const music = (await t.admin.request('POST', '/api/v2/categories', { name: 'Music' })).json().id;
    await createEvent(t.admin, { title: 'Jazz Night', categories: [music] });
    await createEvent(t.admin, { title: 'Rock Evening', categories: [music], start_date: day(40), end_date: day(40) });
    await createEvent(t.admin, { title: 'Street Food' });
    await createEvent(t.admin, { title: 'Hidden Draft', categories: [music], status: 'draft' });
    await insertSpeaker(t.handle.db, { name: 'Ada Lovelace', slug: 'ada' });
    await insertSpeaker(t.handle.db, { name: 'Grace Hopper', slug: 'grace' });
  });
  afterAll(() => t.close());

  const preview = async (code: string) => {
    const res = await t.admin.request('GET', `/shortcode-preview?code=${encodeURIComponent(code)}`);
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('Speakers Slider: every speaker as a server-rendered slide, its options for the client script, the script once', async () => {
    const body = await preview('[etn_pro_speakers_sliders style="style-4" slider_count="2" spaceBetween="12" auto_play="yes" slider_nav_show="yes" slider_dot_show="no"]');
    expect(body).toContain('ew-speakers-slider ew-style-4');
    expect(body.match(/class="ew-slide swiper-slide"/g)).toHaveLength(2);
    expect(body).toContain('Ada Lovelace');
    expect(body).toContain('Grace Hopper');
    expect(body).toMatch(/data-per-view="2" data-space-between="12" data-autoplay="yes" data-nav="yes" data-dots="no"/);
    expect(body).toContain('aria-label="Next slide"');
    expect(body).not.toContain('ew-slider-dots');
    expect(body).toMatch(/<script src="https:\/\/events\.example\.com\/static\/widgets\/slider\.js\?v=[\w-]{10}" defer><\/script>/);
  });

  it('Events Slider: published events of the chosen category only, no arrows when nav is off', async () => {
    const categories = (await t.admin.request('GET', '/api/v2/categories')).json();
    const music = (Array.isArray(categories) ? categories : categories.items).find((c: { name: string }) => c.name === 'Music').id;
    const body = await preview(`[etn_pro_events_sliders style="event-2" event_cat_ids="${music}" slider_nav_show="no" slider_dot_show="yes"]`);
    expect(body).toContain('ew-events-slider ew-event-2');
    expect(body).toContain('Jazz Night');
    expect(body).toContain('Rock Evening');
    expect(body).not.toContain('Street Food');
    expect(body).not.toContain('Hidden Draft');
    expect(body).not.toContain('aria-label="Next slide"');
    expect(body).toContain('class="ew-slider-dots"');
  });

  it('Events Slider: a recurring series is one card, not its parent and its first occurrence (organiser walk)', async () => {
    const series = await t.admin.request('POST', '/api/v2/events', { title: 'Weekly Lab', start_date: day(3), status: 'publish', recurring_enabled: 'yes', recurrence: { frequency: 'weekly', count: 3 } });
    expect(series.statusCode, series.body).toBe(201);
    const body = await preview('[etn_pro_events_sliders]');
    expect(body.split('<bdi>Weekly Lab</bdi>').length - 1).toBe(1);
  });

  it('Events With Calendar: the container with its view and filters, upcoming events as the no-JS list, the script', async () => {
    const body = await preview('[etn_pro_calendar_standard]');
    expect(body).toContain('data-ew-calendar=""');
    expect(body).toContain('data-view="timeGridWeek"');
    expect(body).toContain('data-api="https://events.example.com/api/public/v1/events"');
    expect(body).toContain('Rock Evening');
    expect(body).not.toContain('Hidden Draft');
    expect(body).toMatch(/<script src="https:\/\/events\.example\.com\/static\/widgets\/calendar\.js\?v=[\w-]{10}" defer><\/script>/);
  });

  it('Events With Calendar List: listMonth by default, the view the shortcode picks', async () => {
    expect(await preview('[etn_pro_calendar_list]')).toContain('data-view="listMonth"');
    expect(await preview('[etn_pro_calendar_list calendar_view="listWeek"]')).toContain('data-view="listWeek"');
  });

  it('public events API: from/to keep the events of a date range only', async () => {
    const from = new Date(Date.now() + 35 * DAY_MS).toISOString();
    const to = new Date(Date.now() + 45 * DAY_MS).toISOString();
    const res = await t.app.inject({ method: 'GET', url: `/api/public/v1/events?from=${from}&to=${to}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { title: string }) => e.title)).toEqual(['Rock Evening']);
  });
});
