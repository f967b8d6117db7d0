import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { calendarLinks } from '../widgets/addToCalendar.js';

/** The events of a feed as ical.js reads them: title → UTC start/end and the TZID written. */
function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.summary, { start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString(), tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid') ?? null, url: vevent.getFirstPropertyValue('url'), description: String(vevent.getFirstPropertyValue('description')) }];
    }),
  );
}

/** Events either side of the 2026 DST changes (EU 29 March, US 8 March) and in fixed offsets. */
const SEED = [
  { title: 'Berlin before', start_date: '2026-03-28', start_time: '10:00', end_time: '11:30', timezone: 'Europe/Berlin', start: '2026-03-28T09:00:00.000Z', end: '2026-03-28T10:30:00.000Z' },
  { title: 'Berlin after', start_date: '2026-03-30', start_time: '10:00', end_time: '11:30', timezone: 'Europe/Berlin', start: '2026-03-30T08:00:00.000Z', end: '2026-03-30T09:30:00.000Z' },
  { title: 'New York before', start_date: '2026-03-07', start_time: '09:00', end_time: '10:00', timezone: 'America/New_York', start: '2026-03-07T14:00:00.000Z', end: '2026-03-07T15:00:00.000Z' },
  { title: 'New York after', start_date: '2026-03-09', start_time: '09:00', end_time: '10:00', timezone: 'America/New_York', start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T14:00:00.000Z' },
  { title: 'Kolkata', start_date: '2026-06-01', start_time: '09:00', end_time: '17:00', timezone: 'Asia/Kolkata', start: '2026-06-01T03:30:00.000Z', end: '2026-06-01T11:30:00.000Z' },
  { title: 'Offset, comma; semicolon', start_date: '2026-06-02', start_time: '09:00', end_time: '10:00', timezone: 'UTC+5.5', start: '2026-06-02T03:30:00.000Z', end: '2026-06-02T04:30:00.000Z' },
  { title: 'Plain UTC', start_date: '2026-06-03', start_time: '09:00', end_time: '10:00', timezone: 'UTC', start: '2026-06-03T09:00:00.000Z', end: '2026-06-03T10:00:00.000Z' },
];

describeEachDatabase('iCalendar feeds', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let draftId = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const category = (await t.admin.request('POST', '/api/v2/categories', { name: 'Night Markets' })).json() as { id: number; slug: string };
    for (const [i, { title, start_date, start_time, end_time, timezone }] of SEED.entries()) {
      const body = { title, start_date, start_time, end_time, timezone };
      const res = await t.admin.request('POST', '/api/v2/events', { ...body, description: '<p>Bring <b>friends</b></p> [etn_pro_add_calendar id="1"]', status: 'publish', categories: i < 2 ? [category.id] : [] });
      if (res.statusCode !== 201) throw new Error(res.body);
      ids[body.title] = res.json().id;
    }
    const draft = await t.admin.request('POST', '/api/v2/events', { title: 'Secret draft', start_date: '2026-06-04', status: 'draft', categories: [category.id] });
    draftId = draft.json().id;
  });
  afterAll(() => t.close());

  it('the site-wide feed has every published event at its instant, keeping its zone, and no draft', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/calendar.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = readFeed(res.body);
    expect(feed.has('Secret draft')).toBe(false);
    for (const e of SEED) {
      expect(feed.get(e.title), e.title).toMatchObject({ start: e.start, end: e.end, tzid: e.timezone === 'UTC' ? null : e.timezone });
    }
    expect(feed.get('Kolkata')!.description).toBe(`Bring friends\n\n${String(feed.get('Kolkata')!.url)}`);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('a VTIMEZONE per zone, with the DST change inside', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/calendar.ics' })).body;
    const zones = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid')));
    expect(zones.sort()).toEqual(['America/New_York', 'Asia/Kolkata', 'Europe/Berlin', 'UTC+5.5']);
    expect(body).toContain('TZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200');
  });

  it('an all-day event is whole days (VALUE=DATE, the end exclusive), in the .ics and the Google link (organiser walk: Codeweek read as 00:00 to 23:59)', async () => {
    const res = await t.admin.request('POST', '/api/v2/events', {
      title: 'Codeweek', start_date: '2026-10-07', end_date: '2026-10-22', start_time: '00:00', end_time: '23:59', timezone: 'Europe/Berlin', status: 'publish',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ics = (await t.app.inject({ method: 'GET', url: `/calendar/event/${res.json().id}.ics` })).body;
    expect(ics).toContain('DTSTART;VALUE=DATE:20261007\r\nDTEND;VALUE=DATE:20261023\r\n');
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(new ICAL.Event(vevent).startDate.isDate).toBe(true);
    const links = calendarLinks({ ...res.json(), location: null }, 'https://events.example.com');
    expect(new URL(links.google).searchParams.get('dates')).toBe('20261007/20261023');
    await t.admin.request('DELETE', `/api/v2/events/${res.json().id}`);
  });

  it('one event per event feed; 404 for a draft or an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/calendar/event/${ids['New York after']}.ics` });
    expect(res.statusCode).toBe(200);
    expect([...readFeed(res.body).keys()]).toEqual(['New York after']);
    expect((await t.app.inject({ method: 'GET', url: `/calendar/event/${draftId}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/calendar/event/999999.ics' })).statusCode).toBe(404);
  });

  it('a category feed has the category’s published events only; 404 for an unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/calendar/category/night-markets.ics' });
    expect(res.statusCode).toBe(200);
    expect([...readFeed(res.body).keys()].sort()).toEqual(['Berlin after', 'Berlin before']);
    expect((await t.app.inject({ method: 'GET', url: '/calendar/category/nothing-here.ics' })).statusCode).toBe(404);
  });

  it('answers 304 to a matching If-None-Match and a fresh body once an event changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/calendar.ics' });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toContain('max-age=');
    const again = await t.app.inject({ method: 'GET', url: '/calendar.ics', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const renamed = await t.admin.request('PUT', `/api/v2/events/${ids.Kolkata}`, { title: 'Kolkata renamed' });
    expect(renamed.statusCode).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url: '/calendar.ics', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(readFeed(changed.body).has('Kolkata renamed')).toBe(true);
  });
});
