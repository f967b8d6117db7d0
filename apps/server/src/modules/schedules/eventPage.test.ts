import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { insertSpeaker } from '../../test/speakerRows.js';

const XSS = '<script>alert(1)</script>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';

describeEachDatabase('public event page: speakers, organizers and programs', (dialect) => {
  let t: TestApp;
  let body: string;
  let plainBody: string;
  let eventLink: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.handle.db;
    const ada = await insertSpeaker(db, { name: 'Ada Lovelace', slug: 'ada-lovelace', designation: 'Analyst & poet', image: 'https://img.example.com/ada.jpg?size=2&crop=1' });
    const evil = await insertSpeaker(db, { name: XSS, slug: 'evil', designation: '<b>bold</b>', image: 'javascript:alert(3)' });
    const org = await insertSpeaker(db, { name: 'Linus Org', slug: 'linus-org', is_organizer: 1, image: '/uploads/linus.png' });
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await t.admin.request('POST', url, payload);
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json() as { id: number; link: string };
    };
    const dayTwo = await post('/api/v2/schedules', {
      program_title: 'Day Two Program',
      date: '2031-05-02',
      day_name: 'Friday',
      slots: [{ topic: 'Closing', start_time: '16:00', end_time: '17:00', speakers: [ada] }],
    });
    const dayOne = await post('/api/v2/schedules', {
      program_title: 'Day One Program',
      date: '2031-05-01',
      day_name: 'Thursday',
      slots: [
        { topic: 'Opening <keynote>', start_time: '09:00', end_time: '09:45', speakers: [evil, ada], room: 'Hall <A>', track: 'Main & More', objective: `Learn ${XSS}\nand more` },
        { topic: 'Coffee', start_time: '09:45', end_time: '10:00', speakers: [] },
      ],
    });
    const event = await post('/api/v2/events', {
      title: 'Conf 2031',
      start_date: '2031-05-01',
      end_date: '2031-05-02',
      status: 'publish',
      speakers: [evil, ada],
      organizers: [org],
      schedules: [dayTwo.id, dayOne.id],
    });
    const plain = await post('/api/v2/events', { title: 'Plain Meetup', start_date: '2031-06-01', status: 'publish' });
    const get = async (link: string) => {
      const res = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    eventLink = event.link;
    body = await get(event.link);
    plainBody = await get(plain.link);
  });
  afterAll(() => t.close());

  /** The HTML of one section (from its opening tag to the next `</section>`). */
  const section = (className: string) => {
    const start = body.indexOf(`<section class="${className}"`);
    expect(start, className).toBeGreaterThan(-1);
    return body.slice(start, body.indexOf('</section>', start));
  };

  describe('speakers and organizers', () => {
    it('lists the speakers in the event order, linking to their pages, with designation and photo', () => {
      const speakers = section('event-speakers');
      expect(speakers).toContain('<h2 id="speakers-heading">Speakers (2)</h2>');
      expect(speakers.indexOf('href="/speaker/evil"')).toBeLessThan(speakers.indexOf('href="/speaker/ada-lovelace"'));
      expect(speakers).toContain('<a href="/speaker/ada-lovelace">Ada Lovelace</a><span class="muted">Analyst &amp; poet</span>');
      expect(speakers).toContain('<img src="https://img.example.com/ada.jpg?size=2&amp;crop=1" alt="" loading="lazy">');
    });

    it('lists the organizers with their photo', () => {
      const organizers = section('event-organizers');
      expect(organizers).toContain('<h2 id="organizers-heading">Organizers (1)</h2>');
      expect(organizers).toContain('<img src="/uploads/linus.png" alt="" loading="lazy"><div><a href="/speaker/linus-org">Linus Org</a></div>');
    });

    it('escapes names and designations, and shows no photo whose URL is not http(s) or a site path', () => {
      expect(body).toContain(`<a href="/speaker/evil">${ESCAPED}</a><span class="muted">&lt;b&gt;bold&lt;/b&gt;</span>`);
      expect(body).not.toContain(XSS);
      expect(body).not.toContain('<b>bold</b>');
      expect(body).not.toContain('javascript:');
    });
  });

  describe('programs', () => {
    it('shows the programs by date, whatever their order on the event: the first day, a tab for each', () => {
      const programs = section('event-programs');
      expect(programs).toContain('<h2 id="programme-heading">Schedule</h2>');
      expect(programs).toContain('<a href="?day=2031-05-01#programme" aria-current="page"><bdi>Thursday</bdi> ·\u00a0<bdi>May 1, 2031</bdi></a>');
      expect(programs).toContain('<a href="?day=2031-05-02#programme"><bdi>Friday</bdi> ·\u00a0<bdi>May 2, 2031</bdi></a>');
      expect(programs.indexOf('2031-05-01')).toBeLessThan(programs.indexOf('2031-05-02'));
      expect(programs).toContain('<h3><bdi>Day One Program</bdi></h3>');
      expect(programs).not.toContain('Day Two Program');
    });

    it('shows each slot in order: time range, room, track, topic, linked speakers and objective, all escaped', async () => {
      const programs = section('event-programs').replace(/\u202f/g, ' ');
      expect(programs).toContain('<time datetime="2031-05-01T09:00">9:00 AM</time>–9:45 AM ·\u00a0<bdi>Hall &lt;A&gt;</bdi> ·\u00a0<bdi>Main &amp; More</bdi></p>');
      expect(programs).toContain('<h4><bdi>Opening &lt;keynote&gt;</bdi></h4>');
      expect(programs).toContain(`<p class="slot-speakers"><a href="/speaker/evil"><bdi>${ESCAPED}</bdi></a>, <a href="/speaker/ada-lovelace"><bdi>Ada Lovelace</bdi></a></p>`);
      expect(programs).toContain(`<div class="objective">Learn ${ESCAPED}\nand more</div>`);
      expect(programs.indexOf('Opening')).toBeLessThan(programs.indexOf('Coffee'));
      const dayTwo = await t.app.inject({ method: 'GET', url: `${new URL(eventLink).pathname}?day=2031-05-02` });
      expect(dayTwo.body.replace(/\u202f/g, ' ')).toContain('<time datetime="2031-05-02T16:00">4:00 PM</time>–5:00 PM</p>\n<h4><bdi>Closing</bdi></h4>');
    });

    it('writes days and times in the site locale', async () => {
      await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-GB' });
      try {
        const page = (await t.app.inject({ method: 'GET', url: new URL(eventLink).pathname })).body;
        expect(page).toContain('<bdi>Thursday</bdi> ·\u00a0<bdi>1 May 2031</bdi>');
        expect(page).toContain('<time datetime="2031-05-01T09:00">09:00</time>–09:45 ·\u00a0<bdi>Hall');
        const german = (await t.app.inject({ method: 'GET', url: `${new URL(eventLink).pathname}?lang=de` })).body;
        // The stored English weekday is named in the reader's language (issue #12 §2).
        expect(german).toContain('<bdi>Donnerstag</bdi> ·\u00a0<bdi>01.05.2031</bdi>');
      } finally {
        await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-US' });
      }
    });

    it('places the programme under the description, then the people', () => {
      expect(body.indexOf('class="description"')).toBeLessThan(body.indexOf('class="event-programs"'));
      expect(body.indexOf('class="event-programs"')).toBeLessThan(body.indexOf('class="event-speakers"'));
    });
  });

  it('an event without speakers, organizers or programs shows none of those sections', () => {
    expect(plainBody).toContain('<h1><bdi>Plain Meetup</bdi></h1>');
    expect(plainBody).not.toContain('event-speakers');
    expect(plainBody).not.toContain('event-organizers');
    expect(plainBody).not.toContain('event-programs');
    expect(plainBody).not.toContain('site.js');
  });
});
