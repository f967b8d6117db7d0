import type { Schedule } from '@eventory/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { insertSpeaker } from '../../test/speakerRows.js';

const API = '/api/v2/schedules';

interface Listed {
  items: Schedule[];
  total_items: number;
}

const slot = (topic: string, start_time: string, end_time: string, speakers: number[] = [], extra: Record<string, unknown> = {}) => ({
  topic,
  start_time,
  end_time,
  speakers,
  ...extra,
});

describeEachDatabase('schedules API', (dialect) => {
  let t: TestApp;
  let ada: number;
  let alan: number;
  let grace: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ada = await insertSpeaker(t.handle.db, { name: 'Ada Lovelace', slug: 'ada-lovelace' });
    alan = await insertSpeaker(t.handle.db, { name: 'Alan Turing', slug: 'alan-turing' });
    grace = await insertSpeaker(t.handle.db, { name: 'Grace Hopper', slug: 'grace-hopper' });
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>): Promise<Schedule> => {
    const res = await t.admin.request('POST', API, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const list = async (query = ''): Promise<Listed> => {
    const res = await t.admin.request('GET', `${API}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Listed;
    expect(res.headers['x-wp-total']).toBe(String(body.total_items));
    return body;
  };
  const rowCounts = async () => {
    const count = async (table: 'schedules' | 'schedule_slots' | 'slot_speakers') =>
      Number((await t.handle.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { schedules: await count('schedules'), slots: await count('schedule_slots'), links: await count('slot_speakers') };
  };

  describe('list', () => {
    const ids: Record<string, number> = {};
    let eventId: number;
    beforeAll(async () => {
      const seed: [string, string, string][] = [
        ['day1', 'Kernel Day One', '2030-02-01'],
        ['day2', 'Kernel Day Two', '2030-02-02'],
        ['web', 'Web Track', '2030-06-10'],
        ['ai', 'AI Summit', '2031-01-15'],
        ['old', 'Retro Computing', '2029-12-31'],
        ['percent', '100% Rust_day', '2031-03-03'],
      ];
      for (const [key, program_title, date] of seed) ids[key] = (await create({ program_title, date, slots: [slot('Opening', '09:00', '09:30', [ada])] })).id;
      const event = await t.admin.request('POST', '/api/v2/events', { title: 'Kernel Summit', start_date: '2030-02-01', schedules: [ids.day2, ids.day1] });
      expect(event.statusCode, event.body).toBe(201);
      eventId = event.json().id;
    });
    const idsOf = (page: Listed) => page.items.map((s) => s.id);
    const keys = (...names: string[]) => names.map((k) => ids[k]!);

    it('answers items and total_items, latest date first, with slots and events', async () => {
      const page = await list('?per_page=100');
      expect(idsOf(page)).toEqual(keys('percent', 'ai', 'web', 'day2', 'day1', 'old'));
      expect(page.total_items).toBe(6);
      const day1 = page.items.find((s) => s.id === ids.day1)!;
      expect(day1).toMatchObject({ program_title: 'Kernel Day One', date: '2030-02-01', day_name: '', events: [eventId] });
      expect(day1.slots).toEqual([{ id: expect.any(Number), topic: 'Opening', start_time: '09:00', end_time: '09:30', speakers: [ada], room: '', objective: '', track: '' }]);
    });

    it('pages with paged and per_page, keeping the total', async () => {
      const first = await list('?per_page=4');
      const second = await list('?per_page=4&paged=2');
      expect(first.total_items).toBe(6);
      expect(idsOf(first)).toEqual(keys('percent', 'ai', 'web', 'day2'));
      expect(idsOf(second)).toEqual(keys('day1', 'old'));
      expect((await list('?per_page=4&paged=3')).items).toEqual([]);
    });

    it('filters by the year of the date', async () => {
      expect(idsOf(await list('?year=2030'))).toEqual(keys('web', 'day2', 'day1'));
      expect(idsOf(await list('?year=2029'))).toEqual(keys('old'));
      expect((await list('?year=2040')).total_items).toBe(0);
    });

    it('searches program titles: three characters or more (trigram index) and shorter (LIKE), case-insensitively', async () => {
      expect(idsOf(await list('?search=kernel'))).toEqual(keys('day2', 'day1'));
      expect(idsOf(await list('?search=DAY%20TWO'))).toEqual(keys('day2'));
      expect(idsOf(await list('?search=AI'))).toEqual(keys('ai'));
      expect(idsOf(await list('?search=ai%20s'))).toEqual(keys('ai'));
      expect((await list('?search=zz')).total_items).toBe(0);
    });

    it('takes % and _ in a search literally', async () => {
      expect(idsOf(await list('?search=%25'))).toEqual(keys('percent'));
      expect(idsOf(await list('?search=t_d'))).toEqual(keys('percent'));
      expect(idsOf(await list(`?search=${encodeURIComponent('"100%')}`))).toEqual([]);
    });

    it('filters by event_id, and combines filters', async () => {
      const page = await list(`?event_id=${eventId}`);
      expect(idsOf(page)).toEqual(keys('day2', 'day1'));
      expect(page.total_items).toBe(2);
      expect(idsOf(await list(`?event_id=${eventId}&search=two`))).toEqual(keys('day2'));
      expect((await list(`?event_id=${eventId}&year=2031`)).total_items).toBe(0);
      expect((await list('?event_id=999999')).total_items).toBe(0);
    });

    it('refuses bad query values with a 400 naming them', async () => {
      const res = await t.admin.request('GET', `${API}?year=abc&per_page=1000`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ 'querystring.year': 'year must be a number', 'querystring.per_page': expect.any(String) });
    });
  });

  describe('create, read, update', () => {
    it('creates a schedule with its slots and speakers in order', async () => {
      const created = await create({
        program_title: 'Compilers',
        date: '2032-05-01',
        day_name: 'Day 1',
        slots: [
          slot('Welcome', '09:00', '09:15', [grace, ada], { room: 'Main hall', objective: 'Say hello\nand agenda', track: 'Main' }),
          slot('Parsing', '09:15', '10:00', [alan]),
          slot('Lunch', '12:00', '13:00'),
        ],
      });
      expect(created).toMatchObject({ program_title: 'Compilers', date: '2032-05-01', day_name: 'Day 1', events: [] });
      expect(created.slots.map((s) => [s.topic, s.speakers])).toEqual([
        ['Welcome', [grace, ada]],
        ['Parsing', [alan]],
        ['Lunch', []],
      ]);
      expect(created.slots[0]).toMatchObject({ room: 'Main hall', objective: 'Say hello\nand agenda', track: 'Main' });
      const read = await t.admin.request('GET', `${API}/${created.id}`);
      expect(read.json()).toEqual(created);
    });

    it('refuses a slot that ends before it starts, naming the slot, and writes nothing', async () => {
      const before = await rowCounts();
      const res = await t.admin.request('POST', API, {
        program_title: 'Broken',
        date: '2032-05-02',
        slots: [slot('Fine', '09:00', '10:00', [ada]), slot('Backwards', '11:00', '10:30')],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_request', errors: { 'slots.1.end_time': 'The slot must end after it starts' } });
      expect(await rowCounts()).toEqual(before);
    });

    it('refuses unknown speakers per slot with a 400, and writes nothing', async () => {
      const before = await rowCounts();
      const res = await t.admin.request('POST', API, {
        program_title: 'Ghosts',
        date: '2032-05-03',
        slots: [slot('A', '09:00', '10:00', [ada]), slot('B', '10:00', '11:00'), slot('C', '11:00', '12:00', [alan, 99])],
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('invalid_request');
      expect(body.errors).toEqual({ 'slots.2.speakers': 'Unknown speaker id 99' });
      expect(body.message).toBe('Slot 3 lists speakers that do not exist. Pick speakers from the list, or create them first.');
      expect(await rowCounts()).toEqual(before);
    });

    it('refuses a missing title or a bad date or time', async () => {
      const res = await t.admin.request('POST', API, { program_title: ' ', date: '2032-02-30', slots: [slot('X', '25:00', '26:00')] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        program_title: 'Program title is required',
        date: 'Use a real date written YYYY-MM-DD',
        'slots.0.start_time': 'Use a 24-hour time written HH:mm',
      });
    });

    it('keeps one link per speaker when a slot repeats a speaker id', async () => {
      const created = await create({ program_title: 'Repeats', date: '2032-05-04', slots: [slot('Duo', '09:00', '10:00', [alan, ada, alan])] });
      expect(created.slots[0]!.speakers).toEqual([alan, ada]);
    });

    it('update replaces the program fields and the whole ordered list of slots', async () => {
      const created = await create({
        program_title: 'Draft program',
        date: '2032-06-01',
        slots: [slot('One', '09:00', '10:00', [ada, alan]), slot('Two', '10:00', '11:00', [grace])],
      });
      const before = await rowCounts();
      const res = await t.admin.request('PUT', `${API}/${created.id}`, {
        program_title: 'Final program',
        date: '2032-06-02',
        day_name: 'Saturday',
        slots: [slot('Two, earlier', '08:00', '09:00', [grace, alan])],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: created.id,
        program_title: 'Final program',
        date: '2032-06-02',
        day_name: 'Saturday',
        slots: [{ topic: 'Two, earlier', start_time: '08:00', end_time: '09:00', speakers: [grace, alan] }],
      });
      expect(await rowCounts()).toEqual({ schedules: before.schedules, slots: before.slots - 1, links: before.links - 1 });
    });

    it('update keeps the slots sent back with their id (and their import key); other ids make new slots', async () => {
      const other = await create({ program_title: 'Other', date: '2032-08-01', slots: [slot('Foreign', '09:00', '10:00')] });
      const created = await create({ program_title: 'Imported', date: '2032-08-02', slots: [slot('First', '09:00', '10:00', [ada]), slot('Second', '10:00', '11:00')] });
      const [first, second] = created.slots;
      await t.handle.db.updateTable('schedule_slots').set({ source_key: 'frab:conf:event:7' }).where('id', '=', second!.id).execute();
      const res = await t.admin.request('PUT', `${API}/${created.id}`, {
        ...created,
        slots: [
          { ...second!, topic: 'Second, moved up', speakers: [alan] },
          { ...first!, id: other.slots[0]!.id },
          { ...second!, topic: 'Second again' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const slots = (res.json() as Schedule).slots;
      expect(slots.map((x) => [x.topic, x.speakers])).toEqual([
        ['Second, moved up', [alan]],
        ['First', [ada]],
        ['Second again', []],
      ]);
      expect(slots[0]!.id).toBe(second!.id);
      expect(new Set([first!.id, second!.id, other.slots[0]!.id, slots[1]!.id, slots[2]!.id]).size).toBe(5);
      const stored = await t.handle.db.selectFrom('schedule_slots').select(['id', 'position', 'source_key']).where('schedule_id', '=', created.id).orderBy('position').execute();
      expect(stored.map((r) => r.source_key)).toEqual(['frab:conf:event:7', null, null]);
      expect((await t.admin.request('GET', `${API}/${other.id}`)).json()).toEqual(other);
    });

    it('a refused update leaves the schedule as it was', async () => {
      const created = await create({ program_title: 'Stable', date: '2032-07-01', slots: [slot('Keep', '09:00', '10:00', [ada])] });
      const res = await t.admin.request('PUT', `${API}/${created.id}`, { program_title: 'Changed', date: '2032-07-01', slots: [slot('New', '09:00', '10:00', [12345])] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'slots.0.speakers': 'Unknown speaker id 12345' });
      expect((await t.admin.request('GET', `${API}/${created.id}`)).json()).toEqual(created);
    });
  });

  describe('clone', () => {
    it('copies the program as "<title> - Copy" with the same slots and speakers, attached to no event', async () => {
      const source = await create({
        program_title: 'Main Day',
        date: '2033-01-10',
        day_name: 'Monday',
        slots: [slot('Keynote', '09:00', '10:00', [grace, ada], { room: 'A' }), slot('Panel', '10:30', '11:30', [alan])],
      });
      const event = await t.admin.request('POST', '/api/v2/events', { title: 'Clone host', start_date: '2033-01-10', schedules: [source.id] });
      expect(event.statusCode).toBe(201);
      const res = await t.admin.request('GET', `${API}/${source.id}/clone`);
      expect(res.statusCode, res.body).toBe(201);
      const copy = res.json() as Schedule;
      expect(copy.id).not.toBe(source.id);
      const withoutIds = (s: Schedule) => ({ ...s, id: 0, slots: s.slots.map((x) => ({ ...x, id: 0 })) });
      expect(withoutIds(copy)).toEqual(withoutIds({ ...source, program_title: 'Main Day - Copy', events: [] }));
      expect(copy.slots.map((x) => x.id).filter((id) => source.slots.some((y) => y.id === id))).toEqual([]);
      expect((await t.admin.request('GET', `${API}/${copy.id}`)).json()).toEqual(copy);
    });

    it('needs the CSRF header, since it changes data', async () => {
      const source = await create({ program_title: 'Guarded', date: '2033-02-01' });
      const before = await rowCounts();
      const res = await t.app.inject({ method: 'GET', url: `${API}/${source.id}/clone`, headers: { cookie: t.admin.cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('invalid_csrf');
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('delete', () => {
    it('bulk deletes the ids that exist, with their slots and event links', async () => {
      const a = await create({ program_title: 'Bulk A', date: '2034-01-01', slots: [slot('x', '09:00', '10:00', [ada])] });
      const b = await create({ program_title: 'Bulk B', date: '2034-01-02', slots: [slot('y', '09:00', '10:00', [alan])] });
      const keep = await create({ program_title: 'Bulk Keep', date: '2034-01-03' });
      const event = await t.admin.request('POST', '/api/v2/events', { title: 'Bulk host', start_date: '2034-01-01', schedules: [a.id, keep.id] });
      const before = await rowCounts();
      const res = await t.admin.request('DELETE', `${API}?ids=${a.id},${b.id},999999`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().deleted.sort()).toEqual([a.id, b.id].sort());
      expect(await rowCounts()).toEqual({ schedules: before.schedules - 2, slots: before.slots - 2, links: before.links - 2 });
      expect((await t.admin.request('GET', `${API}/${a.id}`)).statusCode).toBe(404);
      expect((await t.admin.request('GET', `/api/v2/events/${event.json().id}`)).json().schedules).toEqual([keep.id]);
      expect((await list('?search=Bulk')).items.map((s) => s.id)).toEqual([keep.id]);
    });

    it('deletes one by id', async () => {
      const one = await create({ program_title: 'Single', date: '2034-02-01' });
      const res = await t.admin.request('DELETE', `${API}/${one.id}`);
      expect(res.json()).toEqual({ deleted: [one.id] });
      expect((await t.admin.request('GET', `${API}/${one.id}`)).statusCode).toBe(404);
    });

    it('refuses malformed ids with a 400', async () => {
      const res = await t.admin.request('DELETE', `${API}?ids=1,abc`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['querystring.ids']).toBe('Give the ids to delete as ids=1,2,3');
    });
  });

  it('answers 404 for unknown ids, writing nothing', async () => {
    const before = await rowCounts();
    const body = { program_title: 'Nope', date: '2035-01-01' };
    for (const [method, url] of [
      ['GET', `${API}/424242`],
      ['PUT', `${API}/424242`],
      ['DELETE', `${API}/424242`],
      ['DELETE', `${API}?ids=424242,434343`],
      ['GET', `${API}/424242/clone`],
    ] as const) {
      const res = await t.admin.request(method, url, method === 'PUT' ? body : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: expect.stringContaining('Schedule 424242') });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('needs etn_manage_schedule: editors may, authors and subscribers may not (authors read them, to link their events)', async () => {
    const body = { program_title: 'By role', date: '2036-01-01' };
    expect((await t.app.inject({ method: 'GET', url: API })).statusCode).toBe(401);
    for (const role of ['subscriber', 'author']) {
      const client = await t.loginAs(role);
      expect((await client.request('GET', API)).statusCode, role).toBe(role === 'author' ? 200 : 403);
      const refused = await client.request('POST', API, body);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toContain('etn_manage_schedule');
    }
    const editor = await t.loginAs('editor');
    expect((await editor.request('GET', API)).statusCode).toBe(200);
    const created = await editor.request('POST', API, body);
    expect(created.statusCode).toBe(201);
    expect((await editor.request('GET', `${API}/${created.json().id}/clone`)).statusCode).toBe(201);
    expect((await editor.request('DELETE', `${API}/${created.json().id}`)).statusCode).toBe(200);
  });
});
