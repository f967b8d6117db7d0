import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

describeEachDatabase('speaker groups', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const count = async () => Number((await t.handle.db.selectFrom('speaker_groups').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const create = async (name: string) => {
    const res = await t.admin.request('POST', '/api/v2/speaker-groups', { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string; count: number };
  };
  const refused = async (status: number, method: string, url: string, body?: unknown) => {
    const before = await count();
    const res = await t.admin.request(method, url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(await count()).toBe(before);
    return res.json();
  };

  it('creates, reads, renames and deletes a group', async () => {
    const group = await create('  Keynotes ');
    expect(group).toEqual({ id: expect.any(Number), name: 'Keynotes', count: 0 });
    expect((await t.admin.request('GET', `/api/v2/speaker-groups/${group.id}`)).json()).toEqual(group);
    const renamed = await t.admin.request('PUT', `/api/v2/speaker-groups/${group.id}`, { name: 'Keynote Speakers' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...group, name: 'Keynote Speakers' });
    const deleted = await t.admin.request('DELETE', `/api/v2/speaker-groups/${group.id}`);
    expect(deleted.json()).toEqual({ deleted: [group.id] });
    expect((await t.admin.request('GET', `/api/v2/speaker-groups/${group.id}`)).statusCode).toBe(404);
  });

  it("a missing name is a 400 saying 'Group Name is Required!'", async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const res = await refused(400, 'POST', '/api/v2/speaker-groups', body);
      expect(res.errors).toEqual({ name: 'Group Name is Required!' });
      expect(res.message).toBe('name: Group Name is Required!');
    }
  });

  it('a duplicate name, whatever its case, is a 409 whose message the UI shows as the Reason', async () => {
    const first = await create('Workshops');
    const res = await refused(409, 'POST', '/api/v2/speaker-groups', { name: 'WORKSHOPS' });
    expect(res).toEqual({ code: 'conflict', message: 'A speaker group named "WORKSHOPS" already exists.' });
    const other = await create('Panels');
    await refused(409, 'PUT', `/api/v2/speaker-groups/${other.id}`, { name: 'workshops' });
    expect((await t.admin.request('PUT', `/api/v2/speaker-groups/${first.id}`, { name: 'workshops' })).json().name).toBe('workshops');
  });

  it('unknown ids are 404', async () => {
    await refused(404, 'PUT', '/api/v2/speaker-groups/99999', { name: 'Ghost' });
    const res = await refused(404, 'DELETE', '/api/v2/speaker-groups/99999');
    expect(res).toEqual({ code: 'not_found', message: 'Speaker group 99999 does not exist.' });
  });

  it('lists by name with member counts, search, paging and X-WP-Total', async () => {
    for (const name of ['Zeta Track', 'Alpha Track', 'Beta Track', 'Gamma Track']) await create(name);
    await t.admin.request('POST', '/api/v2/speakers', { name: 'Member One', speaker_group: ['Beta Track', 'Gamma Track'] });
    await t.admin.request('POST', '/api/v2/speakers', { name: 'Member Two', speaker_group: ['beta track'] });
    const res = await t.admin.request('GET', '/api/v2/speaker-groups?search=TRACK&per_page=2&paged=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-wp-total']).toBe('4');
    expect(res.json()).toEqual({
      items: [
        { id: expect.any(Number), name: 'Alpha Track', count: 0 },
        { id: expect.any(Number), name: 'Beta Track', count: 2 },
      ],
      total_items: 4,
    });
    const second = (await t.admin.request('GET', '/api/v2/speaker-groups?search=track&per_page=2&paged=2')).json();
    expect(second.items.map((g: { name: string; count: number }) => [g.name, g.count])).toEqual([
      ['Gamma Track', 1],
      ['Zeta Track', 0],
    ]);
    expect((await t.admin.request('GET', '/api/v2/speaker-groups?search=%25')).json().total_items).toBe(0);
  });

  it('deleting a group keeps its speakers, without it', async () => {
    const group = await create('Leaving');
    const speaker = (await t.admin.request('POST', '/api/v2/speakers', { name: 'Stays Here', speaker_group: ['Leaving', 'Staying'] })).json();
    expect((await t.admin.request('GET', '/api/v2/speakers?speaker_group=Leaving')).headers['x-wp-total']).toBe('1');
    expect((await t.admin.request('DELETE', `/api/v2/speaker-groups/${group.id}`)).statusCode).toBe(200);
    expect((await t.admin.request('GET', `/api/v2/speakers/${speaker.id}`)).json().speaker_group).toEqual(['Staying']);
    expect((await t.admin.request('GET', '/api/v2/speakers?speaker_group=Leaving')).headers['x-wp-total']).toBe('0');
  });

  it('needs etn_manage_organizer: an editor may, a subscriber gets 403', async () => {
    const editor = await t.loginAs('editor');
    expect((await editor.request('POST', '/api/v2/speaker-groups', { name: 'Editors Pick' })).statusCode).toBe(201);
    const subscriber = await t.loginAs('subscriber');
    expect((await subscriber.request('GET', '/api/v2/speaker-groups')).statusCode).toBe(403);
    const before = await count();
    expect((await subscriber.request('POST', '/api/v2/speaker-groups', { name: 'Nope' })).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
