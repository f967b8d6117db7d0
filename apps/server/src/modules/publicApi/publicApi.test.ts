import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { insertSpeaker } from '../../test/speakerRows.js';

const SITE = 'https://events.example.com';
const PARTNER = 'https://partner.example.org';
const STRANGER = 'https://stranger.example.net';
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

describeEachDatabase('public API and static widgets', (dialect) => {
  let t: TestApp;
  let music: number;
  let festival: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SITE_URL: SITE });
    music = (await t.admin.request('POST', '/api/v2/categories', { name: 'Music' })).json().id;
    festival = (await createEvent(t.admin, { title: 'Harbour Festival', description: '<p>Boats &amp; <b>bands</b> all day long</p>', categories: [music] })).id;
    await createEvent(t.admin, { title: 'Secret Draft', status: 'draft' });
    await createEvent(t.admin, { title: 'Last Year Fair', start_date: day(-40), end_date: day(-39), location: { type: 'online', url: 'https://meet.example.com/x' } });
    await book(t.app, orderBody(festival, { 'free-entry': 1 }, { email: 'grace@example.com' }));
    // An unpaid offline booking (pending) holds its seat but is nobody the public sees as coming.
    await book(t.app, orderBody(festival, { standard: 1 }, { email: 'unpaid@example.com' }));
    await insertSpeaker(t.handle.db, { name: 'Ada Lovelace', slug: 'ada', email: 'ada@private.example', designation: 'Analyst', social: JSON.stringify([{ platform: 'website', url: 'https://ada.example' }]) });
    await insertSpeaker(t.handle.db, { name: 'Org Only', slug: 'org', email: 'org@private.example', is_speaker: 0, is_organizer: 1 });
    await t.admin.request('PUT', '/api/v2/settings', { registered_domains: [PARTNER] });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('GET /api/public/v1/events', () => {
    it('lists published events only, with public fields, terms and attendee counts, and no private data', async () => {
      const res = await get('/api/public/v1/events?order=ASC&orderby=etn_start_date');
      expect(res.statusCode).toBe(200);
      const events = res.json();
      expect(events.map((e: { title: string }) => e.title)).toEqual(['Last Year Fair', 'Harbour Festival']);
      expect(events[1]).toMatchObject({
        excerpt: 'Boats & bands all day long',
        state: 'upcoming',
        timezone: 'Europe/Berlin',
        location: { type: 'offline', address: 'Pier 7' },
        categories: [{ id: music, name: 'Music', slug: 'music' }],
        attendeeCount: 1,
        url: `${SITE}/event/harbour-festival`,
      });
      expect(events[0].state).toBe('expired');
      expect(res.body).not.toMatch(/grace@example\.com|Secret Draft|author|description|ticket_id/);
    });

    it('filters by status, category and limit', async () => {
      expect((await get('/api/public/v1/events?status=upcoming')).json().map((e: { id: number }) => e.id)).toEqual([festival]);
      expect((await get('/api/public/v1/events?status=expire')).json().map((e: { title: string }) => e.title)).toEqual(['Last Year Fair']);
      expect((await get(`/api/public/v1/events?categories=${music}`)).json()).toHaveLength(1);
      expect((await get('/api/public/v1/events?limit=1')).json()).toHaveLength(1);
    });

    it('is cacheable: ETag, Cache-Control, 304 on If-None-Match, a new ETag when the data changes', async () => {
      const first = await get('/api/public/v1/events');
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = String(first.headers.etag);
      const again = await get('/api/public/v1/events', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await createEvent(t.admin, { title: 'Night Market' });
      const changed = await get('/api/public/v1/events', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('answers CORS for registered origins only', async () => {
      const partner = await get('/api/public/v1/events', { origin: PARTNER });
      expect(partner.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(partner.headers.vary).toMatch(/Origin/);
      const stranger = await get('/api/public/v1/events', { origin: STRANGER });
      expect(stranger.statusCode).toBe(200);
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('refuses a bad query with 400 and the reason', async () => {
      const res = await get('/api/public/v1/events?status=sometime&limit=0');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toEqual(expect.any(String));
    });
  });

  it('speakers and organizers show public profiles, never an email', async () => {
    const speakers = await get('/api/public/v1/speakers');
    expect(speakers.json().map((p: { name: string }) => p.name)).toEqual(['Ada Lovelace']);
    expect(speakers.json()[0]).toMatchObject({ designation: 'Analyst', social: [{ platform: 'website', url: 'https://ada.example' }], url: `${SITE}/speaker/ada` });
    const organizers = await get('/api/public/v1/organizers');
    expect(organizers.json().map((p: { name: string }) => p.name)).toEqual(['Org Only']);
    expect(speakers.body + organizers.body).not.toMatch(/private\.example|email/);
  });

  describe('widget renders (through Get Script embeds)', () => {
    const embedOf = async (shortcode: string) => {
      const { id } = (await t.admin.request('POST', '/api/v2/shortcodes/script', { post_name: 'Widget', shortcode })).json();
      const res = await get(`/embed/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/widgets/widgets.css');
      return res.body;
    };

    it('Events standard: real events, every card option shown when asked', async () => {
      const body = await embedOf(
        '[etn_pro_events_standard event_count="5" event_col="3" show_desc="yes" desc_limit="3" show_category="yes" show_attendee_count="yes" show_btn="yes" btn_text="Get tickets" show_thumb="yes" show_end_date="yes" show_event_location="yes" filter_with_status="upcoming"]',
      );
      expect(body).toContain('ew-events--standard');
      expect(body).toContain('Harbour Festival');
      expect(body).not.toContain('Last Year Fair');
      expect(body).not.toContain('Secret Draft');
      expect(body).toContain('Boats &amp; bands…');
      expect(body).toMatch(/>Music</);
      expect(body).toMatch(/>1 attendee</);
      expect(body).toContain('>Get tickets</a>');
      expect(body).toContain('Pier 7');
      expect(body).toContain('--ew-columns:3');
      expect(body).toContain('class="ew-thumb"');
    });

    it('Events classic: the style picks the layout; options off hide their parts', async () => {
      const body = await embedOf('[etn_pro_events_classic style="style-2" filter_with_status="expire"]');
      expect(body).toContain('ew-events--classic ew-style-2');
      expect(body).toContain('Last Year Fair');
      expect(body).not.toContain('ew-button');
      expect(body).not.toContain('ew-desc');
    });

    it('Speakers: names, designation and social links as asked, never an email', async () => {
      const body = await embedOf('[etn_pro_speakers_classic style="style-3" show_designation="yes" show_social="yes" speaker_col="2"]');
      expect(body).toContain('ew-speakers--classic ew-style-3');
      expect(body).toContain('Ada Lovelace');
      expect(body).toContain('Analyst');
      expect(body).toContain('href="https://ada.example"');
      expect(body).not.toContain('Org Only');
      expect(body).not.toContain('private.example');
    });

    it("Attendee List: names and avatars of a published event, no email with show_email while the event's setting is off", async () => {
      const body = await embedOf(`[etn_pro_attendee_list id="${festival}" show_avatar="yes" show_email="yes"]`);
      expect(body).toContain('Attending Harbour Festival (1)');
      expect(body).toContain('free-entry guest 1');
      expect(body).not.toContain('standard guest 1');
      expect(body).toContain('ew-avatar');
      expect(body).not.toContain('grace@example.com');
      expect(await embedOf('[etn_pro_attendee_list id="999999"]')).toContain('This event is not published.');
    });

    it('Attendee List: emails show only when the shortcode asks and the event allows public attendee emails', async () => {
      const open = await createEvent(t.admin, { title: 'Open Guest List', attendee_list_show_email: true });
      expect(open.attendee_list_show_email).toBe(true);
      await book(t.app, orderBody(open.id, { 'free-entry': 1 }, { email: 'lin@example.com' }));
      const asked = await embedOf(`[etn_pro_attendee_list id="${open.id}" show_email="yes"]`);
      expect(asked).toContain('Attending Open Guest List (1)');
      expect(asked).toContain('href="mailto:lin@example.com"');
      expect(await embedOf(`[etn_pro_attendee_list id="${open.id}"]`)).not.toContain('lin@example.com');

      const closed = await t.admin.request('PUT', `/api/v2/events/${open.id}`, { attendee_list_show_email: false });
      expect(closed.json().attendee_list_show_email).toBe(false);
      expect(await embedOf(`[etn_pro_attendee_list id="${open.id}" show_email="yes" show_avatar="yes"]`)).not.toContain('lin@example.com');
      expect((await t.admin.request('PUT', `/api/v2/events/${open.id}`, { attendee_list_show_email: 'yes' })).statusCode).toBe(400);
    });
  });
});
