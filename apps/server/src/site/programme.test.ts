import { afterAll, beforeAll, expect, it } from 'vitest';
import { importConference } from '../modules/importer/conference/service.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { largeConferenceJson } from '../test/largeConference.js';

/** Issue #9 §5: the page of a FOSDEM-sized conference stays under this many bytes of HTML. */
const MAX_PAGE_BYTES = 300_000;

describeEachDatabase('public event page of a big conference', (dialect) => {
  let t: TestApp;
  let path: string;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const talks = (body: string) => body.match(/<li class="slot"/g)?.length ?? 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const summary = await importConference({ db: t.handle.db, events: t.app.events }, largeConferenceJson(), 'json', null);
    path = `/event/${(await t.app.events.get(summary.event_id))!.slug}`;
  }, 60_000);
  afterAll(() => t.close());

  it('is under 300 kB with 960 talks and 1,000 speakers, and shows one day of talks', async () => {
    const body = await get(path);
    expect(Buffer.byteLength(body)).toBeLessThan(MAX_PAGE_BYTES);
    expect(talks(body)).toBe(480);
    expect(body).toContain('Talk 1-480');
    expect(body).not.toContain('Talk 2-1<');
    expect(body).toContain('<bdi>Saturday</bdi> ·\u00a0<bdi>Feb 1, 2031</bdi>: 480 talks');
  });

  it('has a tab per day, the shown one marked current, each a link that works without script', async () => {
    const body = await get(path);
    expect(body).toContain('<nav class="day-tabs" aria-label="Programme days">');
    expect(body).toMatch(/<a href="\?day=2031-02-01#programme" aria-current="page">.*?Feb 1, 2031<\/bdi><\/a>/);
    expect(body).toMatch(/<a href="\?day=2031-02-02#programme">.*?Feb 2, 2031<\/bdi><\/a>/);
    const second = await get(`${path}?day=2031-02-02`);
    expect(second).toMatch(/<a href="\?day=2031-02-02#programme" aria-current="page">/);
    expect(second).toContain('Talk 2-1<');
    expect(second).not.toContain('Talk 1-1<');
    expect(talks(await get(`${path}?day=1999-01-01`))).toBe(480);
  });

  it("keeps the chosen track on the other day's tab where that day has it; a track the day lacks shows the whole day (organiser walk)", async () => {
    const track = await get(`${path}?day=2031-02-01&track=Track%205`);
    expect(track).toMatch(/<a href="\?day=2031-02-02&amp;track=Track\+5#programme">/);
    const lacking = await get(`${path}?day=2031-02-01&track=No%20such%20track`);
    expect(talks(lacking)).toBe(480);
    expect(lacking).not.toContain('No talks match this filter.');
  });

  it('leaves abstracts out of a whole day and links each topic to its track, where they show', async () => {
    const body = await get(path);
    expect(body).not.toContain('Abstract of talk');
    expect(body).toContain('<h4><a href="?day=2031-02-01&amp;track=Track+5#slot-');
    const track = await get(`${path}?day=2031-02-01&track=Track%205`);
    expect(talks(track)).toBe(7);
    expect(track).toContain('<div class="objective">Abstract of talk 1-6. Lorem');
    expect(track).toContain('<option value="Track 5" selected>Track 5</option>');
    expect(track).toContain('Show the whole day');
  });

  it('filters by track and room with a labelled GET form, and says when nothing matches', async () => {
    const body = await get(path);
    expect(body).toMatch(/<form class="programme-filter" method="get" action="#programme"/);
    expect(body).toContain('<label for="programme-track">Track</label><select id="programme-track" name="track"');
    expect(body).toContain('<label for="programme-room">Room</label><select id="programme-room" name="room"');
    expect(talks(await get(`${path}?day=2031-02-01&room=Room%203`))).toBe(8);
    expect(talks(await get(`${path}?day=2031-02-01&room=Room%203&track=Track%203`))).toBe(1);
    const none = await get(`${path}?day=2031-02-01&room=Room%203&track=Track%204`);
    expect(none).toContain('No talks match this filter.');
  });

  it("offers, once a track is chosen, only the rooms of that track's talks that day, keeping a chosen room", async () => {
    const roomOptions = (body: string) => [...(/<select id="programme-room"[^>]*>(.*?)<\/select>/s.exec(body)?.[1] ?? '').matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    const trackOptions = (body: string) => (/<select id="programme-track"[^>]*>(.*?)<\/select>/s.exec(body)?.[1] ?? '').match(/<option /g)?.length ?? 0;
    // Track 5's seven talks of the first day are in seven rooms; the day has 60 rooms and 74 tracks.
    expect(roomOptions(await get(path))).toHaveLength(61);
    const track = await get(`${path}?day=2031-02-01&track=Track%205`);
    expect(roomOptions(track)).toEqual(['', 'Room 1', 'Room 15', 'Room 19', 'Room 29', 'Room 33', 'Room 47', 'Room 5']);
    expect(trackOptions(track)).toBe(75);
    // A chosen room the track has no talk in stays chosen (its filter then matches nothing, said so).
    const kept = await get(`${path}?day=2031-02-01&track=Track%205&room=Room%203`);
    expect(roomOptions(kept)).toEqual(['', 'Room 1', 'Room 15', 'Room 19', 'Room 29', 'Room 3', 'Room 33', 'Room 47', 'Room 5']);
    expect(kept).toContain('<option value="Room 3" selected>Room 3</option>');
    expect(kept).toContain('No talks match this filter.');
    // A track the day does not have narrows nothing.
    expect(roomOptions(await get(`${path}?day=2031-02-01&track=No%20such%20track`))).toHaveLength(61);
  });

  it('names the days in the reader\'s language and isolates people\'s text on a right-to-left page (issue #12 §2)', async () => {
    const inLanguage = async (language: string) => {
      const res = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': language } });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const arabic = await inLanguage('ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    // The importer stores the English weekday; the tab names it in Arabic, isolated from the date.
    expect(arabic).toMatch(/aria-current="page"><bdi>السبت<\/bdi> ·\u00a0<bdi>/);
    expect(arabic).not.toContain('Saturday');
    // An English title keeps its punctuation at its end inside a right-to-left line.
    expect(arabic).toMatch(/<h4><a href="[^"]+"><bdi>Talk 1-1<\/bdi><\/a><\/h4>/);
    expect(await inLanguage('de')).toMatch(/aria-current="page"><bdi>Samstag<\/bdi> ·\u00a0<bdi>01\.02\.2031<\/bdi>/);
  });

  it('ignores malformed query values instead of failing', async () => {
    expect(talks(await get(`${path}?day=2031-02-01&day=2031-02-02&track=`))).toBe(480);
  });

  it('lists 1,000 speakers compactly after the programme, with a search field for the script', async () => {
    const body = await get(path);
    expect(body.indexOf('id="programme"')).toBeLessThan(body.indexOf('class="event-speakers"'));
    expect(body).toContain('<h2 id="speakers-heading">Speakers (1000)</h2>');
    // Reached from above the programme without scrolling through it (walk: 84 phone screens down).
    expect(body.indexOf('<nav class="page-sections" aria-label="On this page"><a href="#speakers-heading">Speakers (1000)</a>')).toBeLessThan(body.indexOf('id="programme"'));
    expect(body).toContain('<input id="speakers-search" type="search"');
    expect(body.match(/<ul class="people-compact" id="speakers-list">/g)).toHaveLength(1);
    expect(body).not.toContain('class="person"');
    expect(body).toMatch(/<script src="\/static\/site\.js\?v=[\w-]{10}" defer><\/script>/);
  });
});
