import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';

/** Issue #9 §6.15: API answers with personal data are never stored by browsers or proxies. */
describeEachDatabase('Cache-Control: no-store on personal API answers', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('the lists of attendees, users, bookings, RSVP reports, audit trail and tokens answer no-store', async () => {
    for (const url of ['/api/v2/attendees', '/api/v2/users', '/api/v2/users/1', '/api/v2/orders', '/api/v2/rsvp-report', '/api/v2/audit', '/api/v2/tokens', '/api/v2/permissions/current-user']) {
      const res = await t.admin.request('GET', url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('every answer of a route that needs a login, and of a public write, is no-store; public reads are not', async () => {
    const wrong: string[] = [];
    for (const route of t.app.routeAccess) {
      const url = route.url.replace(/:\w+/g, '999999');
      const res = route.access === 'public' ? await t.app.inject({ method: route.method as 'GET', url }) : await t.admin.request(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      const personal = route.access !== 'public' || route.method !== 'GET';
      if ((res.headers['cache-control'] === 'no-store') !== personal) wrong.push(`${route.method} ${route.url} → ${res.headers['cache-control']}`);
    }
    expect(wrong).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: 'nobody@example.com', password: 'x' } })).headers['cache-control']).toBe('no-store');
  });
});
