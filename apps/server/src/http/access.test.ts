import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../test/harness.js';
import { SESSION_KEPT_MS } from '../modules/auth/service.js';
import accessPlugin from './access.js';

type Role = 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';
const ROLES: Role[] = ['administrator', 'editor', 'author', 'contributor', 'subscriber'];
/** Default capabilities (issue #2 §2): who holds etn_manage_event, etn_manage_setting, who is super admin. */
const MANAGES_EVENTS: Record<Role, boolean> = { administrator: true, editor: true, author: true, contributor: false, subscriber: false };

describeEachDatabase('access per role', (dialect) => {
  let t: TestApp;
  const clients = {} as Record<Role, Client>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const role of ROLES) clients[role] = await t.loginAs(role);
  });
  afterAll(() => t.close());

  const count = async (table: 'events' | 'categories' | 'tags' | 'users') =>
    Number((await t.handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe.each(ROLES)('%s', (role) => {
    const allowed = MANAGES_EVENTS[role];
    const expectAllowed = (status: number, ok: boolean) => {
      if (ok) expect(status >= 200 && status < 300, `status ${status}`).toBe(true);
      else expect(status).toBe(403);
    };

    it(`events: ${allowed ? 'may' : 'may not'} list, create, read, update and delete`, async () => {
      const c = clients[role];
      expectAllowed((await c.request('GET', '/api/v2/events')).statusCode, allowed);
      const before = await count('events');
      const created = await c.request('POST', '/api/v2/events', { title: `By ${role}`, start_date: '2030-03-01' });
      expectAllowed(created.statusCode, allowed);
      expect(await count('events')).toBe(before + (allowed ? 1 : 0));
      // Work on an event the administrator made, so every role has something to try (authors work
      // on their own events only, so theirs is one they made).
      const maker = role === 'author' ? c : t.admin;
      const target = (await maker.request('POST', '/api/v2/events', { title: `Target for ${role}`, start_date: '2030-03-02' })).json();
      expectAllowed((await c.request('GET', `/api/v2/events/${target.id}`)).statusCode, allowed);
      const put = await c.request('PUT', `/api/v2/events/${target.id}`, { title: 'Renamed' });
      expectAllowed(put.statusCode, allowed);
      expect((await t.admin.request('GET', `/api/v2/events/${target.id}`)).json().title).toBe(allowed ? 'Renamed' : `Target for ${role}`);
      expectAllowed((await c.request('GET', `/api/v2/events/${target.id}/clone`)).statusCode, allowed);
      expectAllowed((await c.request('DELETE', `/api/v2/events/${target.id}`)).statusCode, allowed);
      expect((await t.admin.request('GET', `/api/v2/events/${target.id}`)).statusCode).toBe(allowed ? 404 : 200);
    });

    it(`categories and tags: ${allowed ? 'may' : 'may not'} list and create`, async () => {
      const c = clients[role];
      for (const kind of ['categories', 'tags'] as const) {
        expectAllowed((await c.request('GET', `/api/v2/${kind}`)).statusCode, allowed);
        const before = await count(kind);
        expectAllowed((await c.request('POST', `/api/v2/${kind}`, { name: `${kind} by ${role}` })).statusCode, allowed);
        expect(await count(kind)).toBe(before + (allowed ? 1 : 0));
      }
    });

    it(`users: ${role === 'administrator' ? 'may' : 'may not'} list and create`, async () => {
      const c = clients[role];
      const isAdmin = role === 'administrator';
      expectAllowed((await c.request('GET', '/api/v2/users')).statusCode, isAdmin);
      const before = await count('users');
      const res = await c.request('POST', '/api/v2/users', { email: `made-by-${role}@example.com`, display_name: 'X', password: 'password-123', role: 'subscriber' });
      expectAllowed(res.statusCode, isAdmin);
      expect(await count('users')).toBe(before + (isAdmin ? 1 : 0));
      if (!isAdmin) expect(res.json().message).toBe('Only administrators may do this.');
    });

    it(`settings: every role reads them, ${role === 'administrator' ? 'and may' : 'but may not'} change them`, async () => {
      const c = clients[role];
      expect((await c.request('GET', '/api/v2/settings')).statusCode).toBe(200);
      const res = await c.request('PUT', '/api/v2/settings', { disable_category_and_tags: 'off' });
      expectAllowed(res.statusCode, role === 'administrator');
    });
  });

  it('a 403 names the missing permission', async () => {
    const res = await clients.subscriber.request('GET', '/api/v2/events');
    expect(res.json()).toEqual({
      code: 'forbidden',
      message: 'Your role does not have the "etn_manage_event" permission needed for this. Ask an administrator.',
    });
  });

  it('access is checked before the body: a forbidden user gets 403 even for an invalid body', async () => {
    const res = await clients.contributor.request('POST', '/api/v2/events', { title: '' });
    expect(res.statusCode).toBe(403);
  });

  it('a capability given to a role in the database, outside the API, takes effect within a second', async () => {
    const c = await t.loginAs('contributor');
    expect((await c.request('GET', '/api/v2/events')).statusCode).toBe(403);
    await t.handle.db.updateTable('roles').set({ capabilities: JSON.stringify(['etn_manage_event']) }).where('key', '=', 'contributor').execute();
    try {
      // The server reuses a looked-up session and its role for at most SESSION_KEPT_MS (a change through the API drops it at once).
      await expect.poll(async () => (await c.request('GET', '/api/v2/events')).statusCode, { timeout: SESSION_KEPT_MS + 1_000, interval: 50 }).toBe(200);
      expect((await c.request('GET', '/api/v2/permissions/current-user')).json().permissions).toEqual(['etn_manage_event']);
    } finally {
      await t.handle.db.updateTable('roles').set({ capabilities: '[]' }).where('key', '=', 'contributor').execute();
    }
  });
});

describeEachDatabase('every API route declares access', (dialect) => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  /** Routes declared 'public' in the route table (login, bookings, RSVP registration, …). */
  const isPublic = (method: string, path: string) =>
    t.app.routeAccess.some((r) => r.access === 'public' && r.method === method && r.url.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '') === path.replace(/\/$/, ''));
  const operations = () =>
    Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v2/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
          .map((m) => ({ method: m.toUpperCase(), path, url: path.replace(/\{[^}]+\}/g, '1').replace(/\/$/, '') || '/' })),
      );

  it('the only writes open to anyone are logging in, booking tickets and answering an RSVP', () => {
    const allowed = new Set(['POST /api/v2/auth/login', 'POST /api/v2/orders', 'POST /api/v2/rsvp-registration']);
    const publicWrites = t.app.routeAccess.filter((r) => r.access === 'public' && r.mutates).map((r) => `${r.method} ${r.url.replace(/\/$/, '')}`);
    expect(publicWrites).toContain('POST /api/v2/auth/login');
    expect(publicWrites.filter((w) => !allowed.has(w))).toEqual([]);
  });

  it('the OpenAPI document is public and lists the events paths', () => {
    const paths = Object.keys(doc.paths).map((p) => p.replace(/\/$/, ''));
    expect(paths).toEqual(expect.arrayContaining(['/api/v2/events', '/api/v2/events/{id}', '/api/v2/events/{id}/clone']));
    const list = doc.paths['/api/v2/events/'] ?? doc.paths['/api/v2/events'];
    expect(Object.keys(list!)).toEqual(expect.arrayContaining(['get', 'post', 'delete']));
    expect(Object.keys(doc.paths).map((p) => p.replace(/\/$/, ''))).toEqual(expect.arrayContaining(['/api/v2/categories', '/api/v2/tags', '/api/v2/users']));
  });

  it('every documented route but login answers 401 without a session', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(20);
    for (const op of ops) {
      if (isPublic(op.method, op.path)) continue;
      const res = await t.app.inject({ method: op.method as 'GET', url: op.url, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }) });
      expect(res.statusCode, `${op.method} ${op.url}`).toBe(401);
    }
  });

  it('every documented state-changing route needs the CSRF token', async () => {
    const before = Number((await t.handle.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    for (const op of operations()) {
      if (op.method === 'GET' || isPublic(op.method, op.path)) continue;
      const res = await t.app.inject({ method: op.method as 'POST', url: op.url, headers: { cookie: t.admin.cookie }, ...(op.method === 'DELETE' ? {} : { payload: {} }) });
      expect(res.statusCode, `${op.method} ${op.url}`).toBe(403);
      expect(res.json().code).toBe('invalid_csrf');
    }
    expect(Number((await t.handle.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
  });
});

describe('access guard', () => {
  it('refuses to start when an /api/v2 route declares no access', async () => {
    const app = Fastify();
    await app.register(cookie);
    await app.register(accessPlugin);
    await app.after();
    expect(() => app.get('/api/v2/forgotten', async () => 'x')).toThrow('Route GET /api/v2/forgotten declares no access');
    // Routes outside the API and routes that declare access are accepted.
    app.get('/about', async () => 'x');
    app.get('/api/v2/declared', { config: { access: 'public' } }, async () => 'x');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/v2/declared' })).statusCode).toBe(200);
    await app.close();
  });
});
