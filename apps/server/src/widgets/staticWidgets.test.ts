import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEvent } from '../test/bookingFixtures.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { insertSpeaker } from '../test/speakerRows.js';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

describeEachDatabase('static widgets with real data', (dialect) => {
  let t: TestApp;
  let jazz: number;
  let series: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SITE_URL: 'https://events.example.com' });
    const music = (await t.admin.request('POST', '/api/v2/categories', { name: 'Music' })).json().id;
    const food = (await t.admin.request('POST', '/api/v2/categories', { name: 'Food' })).json().id;
    jazz = (await createEvent(t.admin, { title: 'Jazz Night', categories: [music], location: { type: 'offline', address: { address: 'Blue Hall' } } })).id;
    await createEvent(t.admin, { title: 'Rock Evening', categories: [music], start_date: day(20), end_date: day(20) });
    await createEvent(t.admin, { title: 'Street Food', categories: [food], location: { type: 'offline', address: { address: 'Market Square' } } });
    await createEvent(t.admin, { title: 'Hidden Draft', categories: [music], status: 'draft' });
    series = (await createEvent(t.admin, { title: 'Yoga Mornings', start_date: day(2), end_date: day(2), recurring_enabled: 'yes', recurrence: { frequency: 'weekly', interval: 1, count: 3 } })).id;
    const ada = await insertSpeaker(t.handle.db, { name: 'Ada Lovelace', slug: 'ada' });
    for (const [program_title, date, day_name, topic] of [['Day One', '2031-05-01', 'Thursday', 'Opening <keynote>'], ['Day Two', '2031-05-02', 'Friday', 'Closing']])
      await t.admin.request('POST', '/api/v2/schedules', { program_title, date, day_name, slots: [{ topic, start_time: '09:00', end_time: '10:30', speakers: [ada], room: 'Hall A', objective: 'Why we gather' }] });
    await insertSpeaker(t.handle.db, { name: 'Ocean Org', slug: 'ocean', is_speaker: 0, is_organizer: 1, company_name: 'Ocean Events Ltd', company_url: 'https://ocean.example', email: 'boss@private.example' });
  });
  afterAll(() => t.close());

  const preview = async (code: string) => {
    const res = await t.admin.request('GET', `/shortcode-preview?code=${encodeURIComponent(code)}`);
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('Events One Line: compact rows limited by event_count, button as asked', async () => {
    const body = await preview('[etn_pro_events_one_line event_count="2" order="ASC" orderby="title" show_btn="yes" btn_text="Go"]');
    expect(body).toContain('ew-events-one-line');
    expect(body.match(/class="ew-line"/g)).toHaveLength(2);
    expect(body).toContain('Jazz Night');
    expect(body).toContain('>Go</a>');
    expect(body).not.toContain('Hidden Draft');
  });

  it('Events Tab: an All tab then one per category, radio tabs named per render, the style class', async () => {
    const body = await preview('[etn_pro_events_tab style="style-3"]');
    expect(body).toContain('ew-events-tab ew-style-3');
    expect(body).toMatch(/>All \(\d+\)</);
    expect(body).toContain('>Food (1)<');
    expect(body).toContain('>Music (2)<');
    expect(body).toMatch(/type="radio" id="ew-tabs-[0-9a-f]{8}-all" name="ew-tabs-[0-9a-f]{8}" checked=""/);
  });

  it('Related Event: events sharing a category, not itself', async () => {
    const body = await preview(`[etn_pro_related_events id="${jazz}"]`);
    expect(body).toContain('Rock Evening');
    expect(body).not.toContain('Jazz Night</a>');
    expect(body).not.toContain('Street Food');
  });

  it('Recurring Event: the series with its upcoming dates', async () => {
    const body = await preview(`[etn_event_recurring single_event_ids="${series}"]`);
    expect(body).toContain('>Yoga Mornings</h2>');
    expect(body.match(/Book this date/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('Recurring Event: a chosen occurrence stands for its series (the picker lists both, alike)', async () => {
    const occurrence = await t.handle.db.selectFrom('events').select('id').where('parent', '=', series).orderBy('start_at').executeTakeFirstOrThrow();
    const body = await preview(`[etn_event_recurring single_event_ids="${occurrence.id}"]`);
    expect(body).toContain('>Yoga Mornings</h2>');
    expect(await preview('[etn_event_recurring single_event_ids="999999"]')).not.toContain('Yoga Mornings');
  });

  it('Event Location: places with their events, limited by location_limit', async () => {
    const all = await preview('[etn_pro_event_location_list]');
    expect(all).toContain('Blue Hall');
    expect(all).toContain('Market Square');
    const one = await preview('[etn_pro_event_location_list location_limit="1"]');
    expect(one.match(/class="ew-place"/g)).toHaveLength(1);
  });

  it("Event Location: each event says when, so a weekly series' occurrences at one place are told apart", async () => {
    await createEvent(t.admin, { title: 'Harbour Swim', start_date: day(3), end_date: day(3), start_time: '07:00', end_time: '08:00', location: { type: 'offline', address: { address: 'Harbour Steps' } }, recurring_enabled: 'yes', recurrence: { frequency: 'weekly', interval: 1, count: 2 } });
    const body = await preview('[etn_pro_event_location_list location_limit="50"]');
    const place = body.slice(body.indexOf('Harbour Steps'));
    const items = [...place.slice(0, place.indexOf('</ul>')).matchAll(/<bdi>Harbour Swim<\/bdi><\/a> ·\u00a0<time class="ew-when" dateTime="([^"]+)">([^<]+)<\/time>/gi)];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(new Set(items.map((item) => item[2])).size).toBe(items.length);
  });

  it('Event Location: places behind a hundred sooner events without an address still show', async () => {
    for (let i = 0; i < 101; i++) await createEvent(t.admin, { title: `No place ${i}`, start_date: day(1), end_date: day(1), location: null });
    await createEvent(t.admin, { title: 'Far Away', start_date: day(40), end_date: day(40), location: { type: 'offline', address: { address: 'Distant Pier' } } });
    const body = await preview('[etn_pro_event_location_list location_limit="10"]');
    expect(body).toContain('Distant Pier');
    expect(body).toContain('><bdi>Far Away</bdi></a>');
  });

  it('Organizer List: company and website link as asked, never an email', async () => {
    const withUrl = await preview('[etn_pro_organizers url="yes" logo="yes"]');
    expect(withUrl).toContain('Ocean Events Ltd');
    expect(withUrl).toContain('href="https://ocean.example"');
    expect(withUrl).not.toContain('private.example');
    expect(await preview('[etn_pro_organizers url="no"]')).not.toContain('https://ocean.example');
  });

  it('Schedules list: days in order with sessions; times, room, speakers and description as asked', async () => {
    const body = await preview('[etn_pro_schedules_list order="ASC" show_time_duration="yes" show_location="yes" show_speaker="yes" show_desc="no"]');
    expect(body).toContain('ew-schedules--list ew-style-1');
    expect(body).toContain('Thursday ·\u00a0Day One');
    expect(body.indexOf('Thursday ·\u00a0Day One')).toBeLessThan(body.indexOf('Friday ·\u00a0Day Two'));
    expect(body).toContain('Opening &lt;keynote&gt;');
    expect(body).toContain('1 h 30 min');
    expect(body).toContain('Hall A');
    expect(body).toContain('>Ada Lovelace</a>');
    expect(body).not.toContain('Why we gather');
  });

  it('Schedules tab: one radio tab per day, style-2', async () => {
    const body = await preview('[etn_pro_schedules_tab style="style-2" show_desc="yes"]');
    expect(body).toContain('ew-schedules--tab ew-style-2');
    expect(body.match(/type="radio"/g)).toHaveLength(2);
    expect(body).toContain('Why we gather');
    expect(body).not.toContain('1 h 30 min');
  });

  it("Schedules: a long description's excerpt ends in an ellipsis, not in the cut sentence's stop", async () => {
    const objective = `${Array.from({ length: 24 }, (_, i) => `w${i + 1}`).join(' ')} witchcraft'. And then more words follow here.`;
    const slots = [{ topic: 'Org mode', start_time: '09:00', end_time: '09:30', speakers: [], objective }];
    const { id } = (await t.admin.request('POST', '/api/v2/schedules', { program_title: 'Abstracts day', date: '2031-05-04', slots })).json();
    const body = await preview(`[etn_pro_schedules_list ids="${id}" show_desc="yes"]`);
    expect(body).toContain('w24 witchcraft&#x27;…</span>');
    expect(body).toContain('Read more');
  });

  it('Schedules: a room filter, and its script, only for sessions in two rooms or more with the rooms on show', async () => {
    const oneRoom = await preview('[etn_pro_schedules_list show_location="yes"]');
    expect(oneRoom).toContain('Hall A');
    expect(oneRoom).not.toContain('data-ew-room-filter');
    expect(oneRoom).not.toContain('schedules.js');
    expect(oneRoom).not.toContain('ew-room-empty');
    const slots = ['Hall B', 'Hall A', 'Hall B'].map((room, i) => ({ topic: `Talk ${i}`, start_time: `1${i}:00`, end_time: `1${i}:30`, speakers: [], room }));
    const { id } = (await t.admin.request('POST', '/api/v2/schedules', { program_title: 'Rooms day', date: '2031-05-03', slots })).json();
    const rooms = await preview(`[etn_pro_schedules_list ids="${id}" show_location="yes"]`);
    expect(rooms).toMatch(/<div class="ew-filter" data-ew-room-filter="" hidden="">/);
    expect(rooms).toContain('<option value="Hall A">Hall A (1)</option><option value="Hall B">Hall B (2)</option>');
    expect(rooms.match(/data-room="Hall B"/g)).toHaveLength(2);
    expect(rooms).toContain('<p class="ew-empty ew-room-empty" role="note" hidden="">');
    expect(rooms).toMatch(/<script src="https:\/\/events\.example\.com\/static\/widgets\/schedules\.js(\?v=[^"]+)?" defer><\/script>/);
    const hidden = await preview(`[etn_pro_schedules_list ids="${id}" show_location="no"]`);
    expect(hidden).not.toContain('data-ew-room-filter');
    expect(hidden).not.toContain('schedules.js');
  });
});
