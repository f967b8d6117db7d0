import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

describeEachDatabase('categories and tags', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const count = async (table: 'categories' | 'tags') =>
    Number((await t.handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const post = async (kind: 'categories' | 'tags', body: Record<string, unknown>) => {
    const res = await t.admin.request('POST', `/api/v2/${kind}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const refused = async (kind: 'categories' | 'tags', status: number, method: string, url: string, body?: unknown) => {
    const before = await count(kind);
    const res = await t.admin.request(method, url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(await count(kind)).toBe(before);
    return res.json();
  };

  describe.each([
    ['categories', 'Category Name is Required!', 'category'],
    ['tags', 'Tag Name is Required!', 'tag'],
  ] as const)('%s', (kind, requiredMessage, label) => {
    it('create, read, update and delete', async () => {
      const created = await post(kind, { name: `  Outdoor ${kind} `, description: 'Fresh air' });
      expect(created).toMatchObject({ id: expect.any(Number), name: `Outdoor ${kind}`, slug: `outdoor-${kind}`, description: 'Fresh air', count: 0 });
      if (kind === 'categories') expect(created.parent).toBe(0);
      expect((await t.admin.request('GET', `/api/v2/${kind}/${created.id}`)).json()).toEqual(created);

      const updated = await t.admin.request('PUT', `/api/v2/${kind}/${created.id}`, { name: `Indoor ${kind}`, description: '' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: created.id, name: `Indoor ${kind}`, slug: `indoor-${kind}`, description: '' });

      const deleted = await t.admin.request('DELETE', `/api/v2/${kind}/${created.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ deleted: [created.id] });
      expect((await t.admin.request('GET', `/api/v2/${kind}/${created.id}`)).statusCode).toBe(404);
    });

    it(`a missing name is a 400 saying '${requiredMessage}'`, async () => {
      for (const body of [{}, { name: '' }, { name: '   ' }, { description: 'only a description' }]) {
        const res = await refused(kind, 400, 'POST', `/api/v2/${kind}`, body);
        expect(res.errors).toMatchObject({ name: requiredMessage });
        expect(res.message).toContain(requiredMessage);
      }
      const existing = await post(kind, { name: `Named ${kind}` });
      const res = await refused(kind, 400, 'PUT', `/api/v2/${kind}/${existing.id}`, { name: '' });
      expect(res.errors.name).toBe(requiredMessage);
      expect((await t.admin.request('GET', `/api/v2/${kind}/${existing.id}`)).json().name).toBe(`Named ${kind}`);
    });

    it('a duplicate name is a 409, whatever its case', async () => {
      const first = await post(kind, { name: `Music ${kind}` });
      const res = await refused(kind, 409, 'POST', `/api/v2/${kind}`, { name: `MUSIC ${kind}` });
      const taken = `A ${label} named "MUSIC ${kind}" already exists.`;
      expect(res).toEqual({ code: 'conflict', message: taken, errors: { name: taken } });
      // Renaming another one onto it is refused too; keeping one's own name is fine.
      const other = await post(kind, { name: `Theatre ${kind}` });
      await refused(kind, 409, 'PUT', `/api/v2/${kind}/${other.id}`, { name: `music ${kind}` });
      expect((await t.admin.request('PUT', `/api/v2/${kind}/${first.id}`, { name: `Music ${kind}`, description: 'same name' })).statusCode).toBe(200);
    });

    it('unknown ids are 404', async () => {
      expect((await t.admin.request('GET', `/api/v2/${kind}/99999`)).statusCode).toBe(404);
      await refused(kind, 404, 'PUT', `/api/v2/${kind}/99999`, { name: 'Ghost' });
      const res = await refused(kind, 404, 'DELETE', `/api/v2/${kind}/99999`);
      expect(res.code).toBe('not_found');
      await refused(kind, 400, 'DELETE', `/api/v2/${kind}?ids=x`);
    });

    it('lists by name with search and paging', async () => {
      const prefix = kind === 'categories' ? 'Zcat' : 'Ztag';
      for (const n of ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']) await post(kind, { name: `${prefix} ${n}` });
      const res = await t.admin.request('GET', `/api/v2/${kind}?search=${prefix.toLowerCase()}&per_page=2&paged=2`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-wp-total']).toBe('5');
      expect(res.json().total_items).toBe(5);
      expect(res.json().items.map((i: { name: string }) => i.name)).toEqual([`${prefix} Delta`, `${prefix} Epsilon`]);
      const one = await t.admin.request('GET', `/api/v2/${kind}?search=${encodeURIComponent(`${prefix.toUpperCase()} GAM`)}`);
      expect(one.json().items.map((i: { name: string }) => i.name)).toEqual([`${prefix} Gamma`]);
      const all = (await t.admin.request('GET', `/api/v2/${kind}?per_page=100`)).json();
      expect(all.total_items).toBe(await count(kind));
      expect((await t.admin.request('GET', `/api/v2/${kind}?per_page=101`)).statusCode).toBe(400);
      const noMatch = (await t.admin.request('GET', `/api/v2/${kind}?search=%25`)).json();
      expect(noMatch.total_items).toBe(0);
    });

    it('bulk delete removes several and the events lose the link', async () => {
      const a = await post(kind, { name: `Bulk A ${kind}` });
      const b = await post(kind, { name: `Bulk B ${kind}` });
      const field = kind === 'categories' ? 'categories' : 'tags';
      const event = (await t.admin.request('POST', '/api/v2/events', { title: 'Linked', start_date: '2030-01-01', [field]: [a.id, b.id] })).json();
      expect(event[field]).toEqual([a.id, b.id].sort((x, y) => x - y));
      expect((await t.admin.request('GET', `/api/v2/${kind}/${a.id}`)).json().count).toBe(1);
      const res = await t.admin.request('DELETE', `/api/v2/${kind}?ids=${a.id},${b.id}`);
      expect(res.statusCode).toBe(200);
      expect([...res.json().deleted].sort()).toEqual([a.id, b.id].sort());
      expect((await t.admin.request('GET', `/api/v2/events/${event.id}`)).json()[field]).toEqual([]);
    });

    it('events referencing unknown ids are a 400 and not created', async () => {
      const field = kind === 'categories' ? 'categories' : 'tags';
      const before = Number((await t.handle.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const res = await t.admin.request('POST', '/api/v2/events', { title: 'Orphan', start_date: '2030-01-01', [field]: [424242] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toMatch(/424242/);
      expect(Number((await t.handle.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
    });
  });

  describe('category parents', () => {
    it('a child sits under an existing parent; the same name may repeat under another parent', async () => {
      const music = await post('categories', { name: 'Music' });
      const jazz = await post('categories', { name: 'Jazz', parent: music.id });
      expect(jazz.parent).toBe(music.id);
      const film = await post('categories', { name: 'Film' });
      const filmJazz = await post('categories', { name: 'Jazz', parent: film.id });
      expect(filmJazz.slug).not.toBe(jazz.slug);
      await refused('categories', 409, 'POST', '/api/v2/categories', { name: 'jazz', parent: music.id });
    });

    it('an unknown parent is a 400', async () => {
      const res = await refused('categories', 400, 'POST', '/api/v2/categories', { name: 'Stray', parent: 999999 });
      expect(res.errors).toEqual({ parent: 'Choose an existing category' });
    });

    it('a category cannot be its own parent or sit under its descendant', async () => {
      const a = await post('categories', { name: 'Cycle A' });
      const b = await post('categories', { name: 'Cycle B', parent: a.id });
      const c = await post('categories', { name: 'Cycle C', parent: b.id });
      const self = await refused('categories', 400, 'PUT', `/api/v2/categories/${a.id}`, { name: 'Cycle A', parent: a.id });
      expect(self.errors).toEqual({ parent: 'Choose a category that is not this one or under it' });
      await refused('categories', 400, 'PUT', `/api/v2/categories/${a.id}`, { name: 'Cycle A', parent: c.id });
      expect((await t.admin.request('GET', `/api/v2/categories/${a.id}`)).json().parent).toBe(0);
      // Moving a leaf elsewhere is fine.
      const moved = await t.admin.request('PUT', `/api/v2/categories/${c.id}`, { name: 'Cycle C', parent: a.id });
      expect(moved.json().parent).toBe(a.id);
    });

    it('deleting a parent moves its children to the top level', async () => {
      const top = await post('categories', { name: 'Sports' });
      const child = await post('categories', { name: 'Football', parent: top.id });
      await t.admin.request('DELETE', `/api/v2/categories/${top.id}`);
      expect((await t.admin.request('GET', `/api/v2/categories/${child.id}`)).json().parent).toBe(0);
    });
  });
});
