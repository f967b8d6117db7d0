import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

const FULL = {
  name: '  Margaret Hamilton ',
  email: 'margaret@example.com',
  designation: 'Director of Software Engineering',
  summary: 'Led the Apollo flight software.\nCoined "software engineering".',
  image: 'https://example.com/margaret.jpg',
  company_name: 'MIT Instrumentation Lab',
  company_logo: 'https://example.com/mit.png',
  company_url: 'https://example.com',
  social: [{ platform: 'Mastodon', url: 'https://mastodon.social/@margaret' }],
  category: ['speaker', 'organizer'],
  speaker_group: ['Apollo', 'Keynote'],
};

describeEachDatabase('speakers', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SITE_URL: 'https://events.example.org' });
  });
  afterAll(() => t.close());

  const count = async (table: 'speakers' | 'speaker_groups') =>
    Number((await t.handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const create = async (body: Record<string, unknown>) => {
    const res = await t.admin.request('POST', '/api/v2/speakers', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const groupNames = async () => ((await t.admin.request('GET', '/api/v2/speaker-groups?per_page=100')).json().items as { name: string }[]).map((g) => g.name);
  /** A refused request writes nothing: no speaker, no group. */
  const refused = async (status: number, method: string, url: string, body?: unknown) => {
    const before = [await count('speakers'), await count('speaker_groups')];
    const res = await t.admin.request(method, url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect([await count('speakers'), await count('speaker_groups')]).toEqual(before);
    return res.json();
  };

  it('creates a speaker with every field; new group names become groups', async () => {
    const created = await create(FULL);
    expect(created).toEqual({
      ...FULL,
      id: expect.any(Number),
      name: 'Margaret Hamilton',
      slug: 'margaret-hamilton',
      author_url: 'https://events.example.org/speaker/margaret-hamilton',
    });
    expect(await groupNames()).toEqual(expect.arrayContaining(['Apollo', 'Keynote']));
    expect((await t.admin.request('GET', `/api/v2/speakers/${created.id}`)).json()).toEqual(created);
  });

  it('fills defaults: a speaker, no groups; a second speaker of the same name gets its own slug', async () => {
    const first = await create({ name: 'Sam Doe' });
    expect(first).toMatchObject({ email: '', summary: '', social: [], category: ['speaker'], speaker_group: [], slug: 'sam-doe' });
    expect((await create({ name: 'Sam Doe' })).slug).toBe('sam-doe-2');
  });

  it('updates every field; group names match existing groups whatever their case and new ones are created', async () => {
    const created = await create({ name: 'Katherine Johnson', speaker_group: ['Apollo'] });
    const groupsBefore = await count('speaker_groups');
    const res = await t.admin.request('PUT', `/api/v2/speakers/${created.id}`, {
      name: 'Katherine G. Johnson',
      category: ['organizer', 'organizer'],
      speaker_group: ['APOLLO', 'Mercury', 'mercury'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      name: 'Katherine G. Johnson',
      slug: 'katherine-g-johnson',
      category: ['organizer'],
      speaker_group: ['Apollo', 'Mercury'],
    });
    expect(await count('speaker_groups')).toBe(groupsBefore + 1);
    const cleared = await t.admin.request('PUT', `/api/v2/speakers/${created.id}`, { name: 'Katherine G. Johnson', speaker_group: [] });
    expect(cleared.json()).toMatchObject({ slug: 'katherine-g-johnson', speaker_group: [], category: ['speaker'] });
  });

  describe('validation: a 400 naming the field, and nothing written', () => {
    it.each([
      ['no name', { email: 'a@example.com' }, 'name', 'Speaker name is required'],
      ['a blank name', { name: '   ' }, 'name', 'Speaker name is required'],
      ['a bad email', { name: 'X', email: 'not-an-email' }, 'email', 'Enter a valid email address'],
      ['a bad photo URL', { name: 'X', image: 'photo.jpg' }, 'image', 'The photo must be an uploaded image or a full URL such as https://example.com'],
      ['a script URL', { name: 'X', company_url: 'javascript:alert(1)' }, 'company_url', 'The company URL must be a full URL such as https://example.com'],
      ['a bad social link', { name: 'X', social: [{ platform: 'Web', url: 'javascript:alert(1)' }] }, 'social.0.url', 'A social link must be a full URL such as https://mastodon.social/@name'],
      ['an empty category', { name: 'X', category: [] }, 'category', 'Choose Speaker, Organizer or both'],
      ['an unknown role', { name: 'X', category: ['boss'] }, 'category.0', 'A role is speaker or organizer'],
    ])('%s', async (_label, body, field, message) => {
      const res = await refused(400, 'POST', '/api/v2/speakers', { ...body, speaker_group: ['Should Not Exist'] });
      expect(res.code).toBe('invalid_request');
      expect(res.errors[field]).toBe(message);
      expect(res.message).toContain(message);
    });

    it('an update with bad input changes nothing', async () => {
      const created = await create({ name: 'Dorothy Vaughan', email: 'dorothy@example.com' });
      const res = await refused(400, 'PUT', `/api/v2/speakers/${created.id}`, { name: '', email: 'nope', speaker_group: ['Never'] });
      expect(res.errors).toMatchObject({ name: 'Speaker name is required', email: 'Enter a valid email address' });
      expect((await t.admin.request('GET', `/api/v2/speakers/${created.id}`)).json()).toEqual(created);
    });
  });

  it('unknown ids are 404 with a message', async () => {
    const get = await t.admin.request('GET', '/api/v2/speakers/99999');
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ code: 'not_found', message: 'Speaker 99999 does not exist.' });
    await refused(404, 'PUT', '/api/v2/speakers/99999', { name: 'Ghost', speaker_group: ['Ghosts'] });
    await refused(404, 'DELETE', '/api/v2/speakers/99999');
    await refused(404, 'DELETE', '/api/v2/speakers?ids=99998,99999');
    await refused(400, 'DELETE', '/api/v2/speakers?ids=1,x');
    await refused(400, 'GET', '/api/v2/speakers/abc');
  });

  it('deletes in bulk; the speakers leave their groups, program slots and events', async () => {
    const a = await create({ name: 'Bulk A', speaker_group: ['Bulk'] });
    const b = await create({ name: 'Bulk B' });
    const keep = await create({ name: 'Bulk Keep', speaker_group: ['Bulk'] });
    const now = new Date().toISOString();
    const db = t.handle.db;
    const { id: scheduleId } = await db
      .insertInto('schedules')
      .values({ program_title: 'Day 1', date: '2031-05-01', day_name: 'Thursday', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: slotId } = await db
      .insertInto('schedule_slots')
      .values({ schedule_id: scheduleId, position: 0, topic: 'Panel', start_time: '10:00', end_time: '11:00', room: 'A', objective: '', track: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('slot_speakers').values([a, keep].map((s, position) => ({ slot_id: slotId, speaker_id: s.id, position }))).execute();
    const event = await t.admin.request('POST', '/api/v2/events', { title: 'Bulk Conf', start_date: '2031-05-01', speakers: [a.id, keep.id], organizers: [b.id] });
    expect(event.statusCode, event.body).toBe(201);

    const res = await t.admin.request('DELETE', `/api/v2/speakers?ids=${a.id},${b.id},99999`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deleted.sort()).toEqual([a.id, b.id].sort());
    expect((await t.admin.request('GET', `/api/v2/speakers/${a.id}`)).statusCode).toBe(404);
    expect((await t.admin.request('GET', `/api/v2/events/${event.json().id}`)).json()).toMatchObject({ speakers: [keep.id], organizers: [] });
    const slotSpeakers = await db.selectFrom('slot_speakers').select('speaker_id').where('slot_id', '=', slotId).execute();
    expect(slotSpeakers.map((r) => r.speaker_id)).toEqual([keep.id]);
    expect((await t.admin.request('GET', '/api/v2/speakers?speaker_group=Bulk')).json().map((s: { id: number }) => s.id)).toEqual([keep.id]);
  });

  describe('access (etn_manage_organizer)', () => {
    it('an editor may list and create', async () => {
      const editor = await t.loginAs('editor');
      expect((await editor.request('GET', '/api/v2/speakers')).statusCode).toBe(200);
      expect((await editor.request('POST', '/api/v2/speakers', { name: 'By Editor' })).statusCode).toBe(201);
    });

    it('a subscriber or author gets 403, a visitor 401, and nothing is written', async () => {
      for (const role of ['subscriber', 'author']) {
        const user = await t.loginAs(role);
        const list = await user.request('GET', '/api/v2/speakers');
        expect(list.statusCode).toBe(403);
        expect(list.json().message).toContain('etn_manage_organizer');
        const before = await count('speakers');
        expect((await user.request('POST', '/api/v2/speakers', { name: 'Intruder' })).statusCode).toBe(403);
        expect((await user.request('DELETE', '/api/v2/speakers?ids=1')).statusCode).toBe(403);
        expect(await count('speakers')).toBe(before);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/speakers' })).statusCode).toBe(401);
    });
  });
});
