import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, createTestApp, describeEachDatabase, type Client, type TestApp } from '../test/harness.js';
import { snapshotDatabase } from '../test/dbSnapshot.js';
import { forbiddenTextPath } from './textGuard.js';

/**
 * NUL bytes and lone surrogates (issue #9 §6.7): a sweep generated from the route table (every API
 * route) plus the public site's pages and forms, with the character in each kind of parameter.
 * Each call is a 400 naming the field, and the database is byte for byte what it was.
 */

/** The public site's routes (outside the API route table), with a form body where they take one. */
const SITE_ROUTES: { method: string; url: string; form?: boolean }[] = [
  { method: 'GET', url: '/' },
  { method: 'GET', url: '/event/:slug' },
  { method: 'GET', url: '/speaker/:slug' },
  { method: 'GET', url: '/ticket/:ticketId' },
  { method: 'GET', url: '/rsvp/:token' },
  { method: 'GET', url: '/login' },
  { method: 'POST', url: '/login', form: true },
  { method: 'POST', url: '/logout', form: true },
  { method: 'GET', url: '/admin' },
];

/** A search term of 3+ characters with a NUL inside (SQLite's FTS5 answered 500 to these). */
const QUERY = 'search=ab%00c&search_keyword=ab%00c&next=%2Fadmin%00';

describeEachDatabase('NUL and lone surrogates are refused at the edge', (dialect) => {
  let t: TestApp;
  /** A second administrator session for the logout routes, so a wrongly accepted logout ends only it. */
  let throwaway: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    throwaway = await t.login(ADMIN.email, ADMIN.password);
    const category = await t.admin.request('POST', '/api/v2/categories', { name: 'Talks' });
    expect(category.statusCode, category.body).toBe(201);
    const event = await t.admin.request('POST', '/api/v2/events', { title: 'Abc conference', start_date: '2030-01-01', timezone: 'UTC', status: 'publish' });
    expect(event.statusCode, event.body).toBe(201);
  });
  afterAll(() => t.close());

  /** Calls and records what is not a 400 naming a field of the expected part. */
  async function expectRefused(wrong: string[], label: string, res: LightMyRequestResponse, field: (name: string) => boolean) {
    const fields = res.statusCode === 400 ? Object.keys((res.json() as { errors?: object }).errors ?? {}) : [];
    if (res.statusCode !== 400 || !fields.some(field)) wrong.push(`${label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  }

  it('every API route and site page: NUL in a path parameter, the query string or a body field is a 400', async () => {
    const before = await snapshotDatabase(t.handle.db, dialect);
    const routes = [...t.app.routeAccess.map((r) => ({ method: r.method, url: r.url, form: false })), ...SITE_ROUTES];
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const client = route.url.endsWith('/logout') ? throwaway : t.admin;
      const call = (url: string, payload?: object | string) =>
        client.request(route.method, url, payload, route.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {});
      const params = route.url.match(/:\w+/g) ?? [];
      for (const param of params) {
        const url = route.url.replace(param, '%00').replace(/:\w+/g, '1');
        await expectRefused(wrong, `${route.method} ${url}`, await call(url), (f) => f === `params.${param.slice(1)}`);
        calls++;
      }
      const plainUrl = route.url.replace(/:\w+/g, '1');
      await expectRefused(wrong, `${route.method} ${plainUrl}?${QUERY}`, await call(`${plainUrl}?${QUERY}`), (f) => f.startsWith('querystring.'));
      calls++;
      if (route.method !== 'GET') {
        const body = route.form ? 'email=a%00b%40example.com&password=x&_csrf=y' : { name: 'Na\u0000me', title: 'Ti\u0000tle' };
        await expectRefused(wrong, `${route.method} ${plainUrl} with a NUL in the body`, await call(plainUrl, body), (f) => ['name', 'email'].includes(f));
        calls++;
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(200);
    expect(await snapshotDatabase(t.handle.db, dialect)).toEqual(before);
  });

  it('the 400 names the field, also deep in the body, for a lone surrogate too', async () => {
    const res = await t.admin.request('POST', '/api/v2/categories', { name: 'Fine', description: 'broken \ud800 text' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request', errors: { description: expect.stringMatching(/not allowed/) } });
    expect(res.json().message).toMatch(/^description: /);
    const nested = await t.admin.request('POST', '/api/v2/events', { title: 'Ok', start_date: '2030-01-01', timezone: 'UTC', variations: [{ name: 'a\udc00' }] });
    expect(nested.json().errors).toHaveProperty(['variations.0.name']);
    const page = await t.app.inject({ method: 'GET', url: '/event/%00' });
    expect(page.statusCode).toBe(400);
    expect(page.json().errors).toHaveProperty(['params.slug']);
  });

  it('accepts well-formed text: emoji (surrogate pairs) and other scripts', async () => {
    const res = await t.admin.request('POST', '/api/v2/categories', { name: 'Café 🎉 日本' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('Café 🎉 日本');
  });
});

it('forbiddenTextPath names the first offending value or key', () => {
  expect(forbiddenTextPath({ a: 'ok', b: [1, 'x', { c: '\u0000' }] })).toBe('b.2.c');
  expect(forbiddenTextPath({ 'k\u0000': 1 })).toBe('k\uFFFD');
  expect(forbiddenTextPath('\ud83d\ude00')).toBeNull();
  expect(forbiddenTextPath(undefined)).toBeNull();
});
