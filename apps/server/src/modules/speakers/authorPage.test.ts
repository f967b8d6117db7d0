import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

describeEachDatabase('public author page', (dialect) => {
  let t: TestApp;
  let speaker: { id: number; slug: string; author_url: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const res = await t.admin.request('POST', '/api/v2/speakers', {
      name: '<script>alert(1)</script> Ada',
      designation: 'Analyst & "Enchantress"',
      summary: 'First line <b>bold?</b>\nSecond line\n\nA new paragraph',
      image: 'https://example.com/ada.jpg',
      company_name: 'Analytical Engines',
      company_logo: 'https://example.com/engine.png',
      company_url: 'https://engines.example.com',
      social: [{ platform: 'Mastodon', url: 'https://mastodon.social/@ada' }],
      category: ['speaker', 'organizer'],
    });
    expect(res.statusCode, res.body).toBe(201);
    speaker = res.json();

    const now = new Date().toISOString();
    const db = t.handle.db;
    const { id: scheduleId } = await db
      .insertInto('schedules')
      .values({ program_title: 'Main Day', date: '2031-06-02', day_name: 'Monday', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: slotId } = await db
      .insertInto('schedule_slots')
      .values({ schedule_id: scheduleId, position: 0, topic: 'Notes on the Engine', start_time: '09:30', end_time: '10:15', room: 'Hall <A>', objective: '', track: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('slot_speakers').values({ slot_id: slotId, speaker_id: speaker.id, position: 0 }).execute();
    for (const [title, status, role] of [
      ['Engines Conf', 'publish', 'speakers'],
      ['Engines Meetup', 'publish', 'organizers'],
      ['Secret Draft Summit', 'draft', 'speakers'],
    ] as const) {
      const event = await t.admin.request('POST', '/api/v2/events', { title, status, start_date: '2031-06-02', [role]: [speaker.id] });
      expect(event.statusCode, event.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('is at author_url, public, with every value escaped', async () => {
    expect(speaker.author_url.endsWith(`/speaker/${speaker.slug}`)).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: `/speaker/${speaker.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('<h1><bdi>&lt;script&gt;alert(1)&lt;/script&gt; Ada</bdi></h1>');
    expect(res.body).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; Ada</title>');
    expect(res.body).toContain('Analyst &amp; &quot;Enchantress&quot;');
  });

  it('describes itself to link previews: Open Graph profile tags and a description, escaped (organiser walk: it had none)', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: `/speaker/${speaker.slug}` });
    expect(body).toContain('<meta property="og:type" content="profile">');
    expect(body).toContain('<meta property="og:title" content="&lt;script&gt;alert(1)&lt;/script&gt; Ada">');
    expect(body).toContain(`<meta property="og:url" content="${speaker.author_url}">`);
    expect(body).toContain('<meta name="description" content="First line bold? Second line A new paragraph">');
    expect(body).toContain('<meta property="og:image" content="https://example.com/ada.jpg">');
  });

  it('shows the bio as text with its line breaks and paragraphs', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: `/speaker/${speaker.slug}` });
    expect(body).toContain('<p dir="auto"><bdi>First line &lt;b&gt;bold?&lt;/b&gt;</bdi><br><bdi>Second line</bdi></p><p dir="auto"><bdi>A new paragraph</bdi></p>');
  });

  it('shows the photo, the company with its logo and link, and social links that pass no referrer trust', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: `/speaker/${speaker.slug}` });
    expect(body).toContain('src="https://example.com/ada.jpg"');
    expect(body).toContain('<a href="https://engines.example.com" rel="noopener nofollow"><img class="company-logo" src="https://example.com/engine.png" alt="Analytical Engines logo">Analytical Engines</a>');
    expect(body).toContain('<a href="https://mastodon.social/@ada" rel="noopener nofollow">Mastodon</a>');
  });

  it('lists the sessions and the published events only, linking to the event pages', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: `/speaker/${speaker.slug}` });
    expect(body).toContain('<strong><bdi>Notes on the Engine</bdi></strong>');
    expect(body.replace(/\u202f/g, ' ')).toContain('<bdi>Main Day</bdi> ·\u00a0<bdi>Jun 2, 2031</bdi> ·\u00a0<bdi>9:30 AM – 10:15 AM</bdi> ·\u00a0<bdi>Hall &lt;A&gt;</bdi>');
    expect(body).toContain('<a href="/event/engines-conf"><bdi>Engines Conf</bdi></a>');
    expect(body).toContain('<a href="/event/engines-meetup"><bdi>Engines Meetup</bdi></a>');
    expect(body).not.toContain('Secret Draft Summit');
  });

  it('writes session and event dates in the site locale of the page’s language, and in German for a German reader', async () => {
    await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-GB' });
    try {
      const { body } = await t.app.inject({ method: 'GET', url: `/speaker/${speaker.slug}` });
      expect(body).toContain('<bdi>Main Day</bdi> ·\u00a0<bdi>2 Jun 2031</bdi> ·\u00a0<bdi>09:30 – 10:15</bdi> ·\u00a0<bdi>Hall &lt;A&gt;</bdi>');
      expect(body).toMatch(/Engines Conf<\/bdi><\/a> <span class="muted"><bdi>2 Jun 2031/);
      const german = (await t.app.inject({ method: 'GET', url: `/speaker/${speaker.slug}`, headers: { 'accept-language': 'de-DE' } })).body;
      expect(german).toContain('<bdi>Main Day</bdi> ·\u00a0<bdi>02.06.2031</bdi> ·\u00a0<bdi>09:30 – 10:15</bdi> ·\u00a0<bdi>Hall &lt;A&gt;</bdi>');
      expect(german).toContain('<h2>Programmpunkte</h2>');
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-US' });
    }
  });

  it('on an Arabic page isolates the English name, programme, room and event title from the dates beside them', async () => {
    const arabic = (await t.app.inject({ method: 'GET', url: `/speaker/${speaker.slug}`, headers: { 'accept-language': 'ar' } })).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toMatch(/<bdi>Main Day<\/bdi> ·\u00a0<bdi>[^<]+<\/bdi> ·\u00a0<bdi>[^<]+<\/bdi> ·\u00a0<bdi>Hall &lt;A&gt;<\/bdi>/);
    expect(arabic).toMatch(/<a href="\/event\/engines-conf"><bdi>Engines Conf<\/bdi><\/a> <span class="muted"><bdi>/);
    // Each paragraph takes its own direction from its text (walk: an Arabic bio was aligned as English).
    expect(arabic).toContain('<p dir="auto"><bdi>A new paragraph</bdi></p>');
  });

  it('never renders a stored script link (rows written around the API)', async () => {
    await t.handle.db
      .updateTable('speakers')
      .set({ company_url: 'javascript:alert(1)', social: JSON.stringify([{ platform: 'Evil', url: 'javascript:alert(2)' }]) })
      .where('id', '=', speaker.id)
      .execute();
    const { body } = await t.app.inject({ method: 'GET', url: `/speaker/${speaker.slug}` });
    expect(body).not.toContain('javascript:');
    expect(body).toContain('Analytical Engines');
  });

  it('answers the 404 page for an unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/speaker/nobody-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Page not found');
  });
});
