import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { book, createEvent, orderBody } from '../test/bookingFixtures.js';
import { HOME_PAGE_SIZE } from './routes.js';

const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const BREAKOUT = '</script><script>alert(1)</script>';

describeEachDatabase('public site: home paging, Admin link, favicon, event metadata', (dialect) => {
  let t: TestApp;
  let eventPath: string;
  /** Public pages besides the home and the event page: a speaker's, a ticket's, a 404. */
  let otherPages: string[];
  const titles = Array.from({ length: HOME_PAGE_SIZE + 5 }, (_, i) => `Meetup ${String(i + 1).padStart(2, '0')}`);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const [i, title] of titles.entries()) {
      const res = await t.admin.request('POST', '/api/v2/events', { title, start_date: day(10 + i), status: 'publish' });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
    const res = await t.admin.request('POST', '/api/v2/events', {
      title: `Gala ${BREAKOUT}`,
      description: `Dinner & "talks" ${BREAKOUT}\nsecond line`,
      start_date: day(400),
      start_time: '19:00',
      end_time: '23:00',
      timezone: 'Europe/Berlin',
      status: 'publish',
      location: { type: 'online', url: 'https://meet.example.com/gala' },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    eventPath = new URL(res.json().link).pathname;
    const speaker = await t.admin.request('POST', '/api/v2/speakers', { name: 'Ada Lovelace', category: ['speaker'] });
    if (speaker.statusCode !== 201) throw new Error(speaker.body);
    const order = await book(t.app, orderBody((await createEvent(t.admin)).id, { 'free-entry': 1 }));
    otherPages = [new URL(speaker.json().author_url).pathname, `/ticket/${order.attendees![0]!.ticket_id}`, '/speaker/no-such-speaker'];
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const listed = (body: string) => titles.filter((title) => body.includes(`<bdi>${title}</bdi></a>`));

  describe('home paging', () => {
    it(`shows the first ${HOME_PAGE_SIZE} events, soonest first, and a "More events" link`, async () => {
      const body = (await get('/')).body;
      expect(listed(body)).toEqual(titles.slice(0, HOME_PAGE_SIZE));
      expect(body).toContain('<a href="/?page=2" rel="next">More events <span class="dir-arrow" aria-hidden="true">→</span></a>');
      expect(body).not.toContain('rel="prev"');
    });

    it('the last page shows the rest, links back and has no "More events"', async () => {
      const body = (await get('/?page=2')).body;
      expect(listed(body)).toEqual(titles.slice(HOME_PAGE_SIZE));
      expect(body).toContain('Gala');
      expect(body).toContain('<a href="/" rel="prev"><span class="dir-arrow" aria-hidden="true">←</span> Earlier events</a>');
      expect(body).not.toContain('rel="next"');
      expect(body).toContain('<h1>Upcoming events (page 2)</h1>');
    });

    it('a page past the end says so; a malformed page is the first page', async () => {
      const past = (await get('/?page=9')).body;
      expect(past).toContain('No more upcoming events.');
      expect(past).toContain('<a href="/"><span class="dir-arrow" aria-hidden="true">←</span> Back to the events</a>');
      expect(past).not.toContain('?page=8');
      const bad = await get('/?page=abc');
      expect(bad.statusCode).toBe(200);
      expect(listed(bad.body)).toEqual(titles.slice(0, HOME_PAGE_SIZE));
    });
  });

  describe('Admin link', () => {
    it('is hidden from visitors and from logged-in users without an admin role', async () => {
      const subscriber = await t.loginAs('subscriber');
      for (const url of ['/', eventPath, '/event/no-such-event', ...otherPages]) {
        expect((await get(url)).body).not.toContain('href="/admin"');
        expect((await get(url, subscriber.cookie)).body).not.toContain('href="/admin"');
      }
    });

    it('shows to logged-in staff', async () => {
      const author = await t.loginAs('author');
      for (const cookie of [t.admin.cookie, author.cookie]) {
        expect((await get('/', cookie)).body).toContain('<a href="/admin">Admin</a>');
        for (const url of [eventPath, ...otherPages]) expect((await get(url, cookie)).body, url).toContain('<a href="/admin">Admin</a>');
      }
    });
  });

  it('every page links a favicon, which is served, and /favicon.ico leads to it', async () => {
    expect((await get('/')).body).toMatch(/<link rel="icon" href="\/static\/favicon\.svg\?v=[\w-]{10}" type="image\/svg\+xml">/);
    const icon = await get('/static/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    const legacy = await get('/favicon.ico');
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/static/favicon.svg');
  });

  it("lists the event's categories and tags, escaped, unless Settings turn them off (visitor walk: the page did not say it was a workshop)", async () => {
    const term = async (kind: 'categories' | 'tags', name: string) => (await t.admin.request('POST', `/api/v2/${kind}`, { name })).json().id as number;
    const workshops = await term('categories', 'Workshops');
    const talks = await term('categories', 'Talks & <b>demos</b>');
    const python = await term('tags', 'Python');
    const tagged = await createEvent(t.admin, { title: 'Tagged', categories: [workshops, talks], tags: [python] });
    const path = new URL(tagged.link).pathname;
    const body = (await get(path)).body;
    expect(body).toContain('<ul class="event-terms" aria-label="Categories"><li><bdi>Talks &amp; &lt;b&gt;demos&lt;/b&gt;</bdi></li><li><bdi>Workshops</bdi></li></ul>');
    expect(body).toContain('<ul class="event-terms" aria-label="Tags"><li><bdi>Python</bdi></li></ul>');
    expect((await get(eventPath)).body).not.toContain('event-terms');
    // A conference's tracks as tags: the first 8 as chips, then how many more.
    // In a reader's order: 'Track 2' before 'Track 10' (walk: 'Track 1, Track 10, Track 11, Track 2').
    const tracks = await Promise.all(Array.from({ length: 11 }, (_, i) => term('tags', `Track ${i + 1}`)));
    const conference = await createEvent(t.admin, { title: 'Conference', tags: tracks });
    const page = (await get(new URL(conference.link).pathname)).body;
    expect(page.match(/<li><bdi>Track \d+<\/bdi><\/li>/g)).toEqual(Array.from({ length: 8 }, (_, i) => `<li><bdi>Track ${i + 1}</bdi></li>`));
    expect(page).toContain('<li><bdi>Track 8</bdi></li><li class="event-terms-more">and 3 more</li></ul>');
    expect((await t.admin.request('PUT', '/api/v2/settings', { disable_category_and_tags: 'on' })).statusCode).toBe(200);
    try {
      expect((await get(path)).body).not.toContain('event-terms');
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { disable_category_and_tags: 'off' });
    }
  });

  describe('event page metadata', () => {
    it('has Open Graph tags and a description, escaped', async () => {
      const body = (await get(eventPath)).body;
      expect(body).toContain('<meta property="og:title" content="Gala &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
      expect(body).toContain(`<meta property="og:url" content="${t.app.config.siteUrl}${eventPath}">`);
      expect(body).toContain('<meta property="og:description" content="Dinner &amp; &quot;talks&quot; second line">');
    });

    it('describes the event in plain words: no markup, shortcodes or link addresses (organiser walk: og:description read "&lt;p&gt;A one-day…")', async () => {
      const host = await createEvent(t.admin, {
        title: 'Summit',
        description: '<p>A one-day summit for <strong>organisers</strong>.</p>[etn_pro_countdown event_id="1"]<p>Details on <a href="https://www.google.com/url?q=https://example.org">our site</a>.</p>',
      });
      const body = (await get(new URL(host.link).pathname)).body;
      expect(body).toContain('<meta name="description" content="A one-day summit for organisers. Details on our site.">');
      expect(body).toContain('<meta property="og:description" content="A one-day summit for organisers. Details on our site.">');
      const data = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)![1]!);
      expect(data.description).toBe('A one-day summit for organisers. Details on our site.');
    });

    it('has one schema.org Event as JSON-LD that no title or description can break out of', async () => {
      const body = (await get(eventPath)).body;
      const blocks = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      expect(body.split('<script>alert(1)').length).toBe(1);
      const data = JSON.parse(blocks[0]![1]!);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: `Gala ${BREAKOUT}`,
        startDate: expect.stringMatching(/T18:00:00(\.000)?Z$/),
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: 'https://meet.example.com/gala' },
        description: 'Dinner & "talks" second line',
        url: `${t.app.config.siteUrl}${eventPath}`,
      });
    });

    it("lists a recurring series' next dates on its page and on each occurrence's, linked (organiser walk: machBar's OpenLab showed only Aug 24, 2017)", async () => {
      const res = await t.admin.request('POST', '/api/v2/events', {
        title: 'Weekly Lab', start_date: day(-14), start_time: '19:00', end_time: '22:00', timezone: 'Europe/Berlin', status: 'publish',
        recurring_enabled: 'yes', recurrence: { frequency: 'weekly', count: 20 },
      });
      expect(res.statusCode, res.body).toBe(201);
      const series = res.json() as { id: number; link: string };
      const datesOf = (body: string) => [...(/<section class="series-dates"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '').matchAll(/<a href="([^"]+)">/g)].map((m) => m[1]!);
      const onSeries = datesOf((await get(new URL(series.link).pathname)).body);
      // 20 weeks from two weeks ago: 18 still ahead, the next 12 listed, soonest first.
      expect(onSeries).toHaveLength(12);
      const first = new URL(onSeries[0]!).pathname;
      const firstPage = (await get(first)).body;
      expect(firstPage).toContain('<h2 id="series-dates">Upcoming dates</h2>');
      const onOccurrence = datesOf(firstPage);
      expect(onOccurrence).toHaveLength(12);
      expect(onOccurrence).not.toContain(onSeries[0]);
      expect(onOccurrence[0]).toBe(onSeries[1]);
      expect(datesOf((await get(eventPath)).body)).toEqual([]);
      expect((await get(eventPath)).body).not.toContain('series-dates');
    });

    it("links 'Add to calendar' to the event's .ics, which a calendar app opens at the event's time", async () => {
      const body = (await get(eventPath)).body;
      const href = /<a href="(\/calendar\/event\/\d+\.ics)" download>Add to calendar<\/a>/.exec(body)?.[1];
      expect(href).toBeDefined();
      const ics = await get(href!);
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
      expect(ics.body).toContain('SUMMARY:Gala');
      expect(ics.body).toMatch(/DTSTART;TZID=Europe\/Berlin:\d{8}T190000/);
    });

    it("shows an imported description's line breaks and links as such, not as literal tags", async () => {
      const host = await createEvent(t.admin, { title: 'Imported', description: 'Hackt mit!<br>Mehr: <a href="https://example.org/">example.org</a>' });
      const body = (await get(new URL(host.link).pathname)).body;
      // dir="auto": the organiser's text takes its own direction, so a German description on an
      // Arabic page keeps its "!" and its URL whole (issue #12 §2).
      expect(body).toContain('<div class="description" dir="auto">Hackt mit!<br />Mehr: <a href="https://example.org/">example.org</a></div>');
    });

    it("renders the widget shortcodes of the built-in page's description in place; other text sanitized (formatting kept, scripts never)", async () => {
      const target = await createEvent(t.admin, { title: 'Calendar Target' });
      const host = await createEvent(t.admin, { title: 'Described', description: `Intro <b>bold</b> [etn_pro_add_calendar id="${target.id}"] and [gallery ids="1"] ${BREAKOUT} [etn_pro_countdown event_id="x"]` });
      const body = (await get(new URL(host.link).pathname)).body;
      const description = body.slice(body.indexOf('<div class="description" dir="auto">'));
      expect(description).toMatch(/^<div class="description" dir="auto">Intro <b>bold<\/b> (<link [^>]+>)+<div class="ew-root" lang="en" dir="ltr"><section class="ew ew-atc" aria-label="Add Calendar Target/);
      expect(description).toContain(`/calendar/event/${target.id}.ics`);
      expect(description).toContain(' and [gallery ids="1"]  ');
      expect(description).toContain('This shortcode cannot be shown');
      expect(body.split('<script>alert(1)').length).toBe(1);
    });
  });
});
