import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';

/** Issue #9 §6.8: a PUT/PATCH that names nothing to change is a 400, never an empty UPDATE's 500. */
describeEachDatabase('a change that changes nothing', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    users: await t.handle.db.selectFrom('users').selectAll().orderBy('id').execute(),
    audit: await t.handle.db.selectFrom('audit_log').select('id').execute(),
  });

  it('PUT /api/v2/users/{id} with {} or only unknown keys answers 400 nothing_to_change and changes nothing', async () => {
    const user = (await t.admin.request('POST', '/api/v2/users', { email: 'kim@example.com', display_name: 'Kim', password: 'a long passphrase 42', role: 'author' })).json();
    const before = await snapshot();
    for (const body of [{}, { nickname: 'K' }]) {
      const res = await t.admin.request('PUT', `/api/v2/users/${user.id}`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'nothing_to_change', message: 'Nothing to change: send at least one of the fields this call updates.' });
    }
    expect(await snapshot()).toEqual(before);
    expect((await t.admin.request('PUT', `/api/v2/users/${user.id}`, { display_name: 'Kim Lee' })).json().display_name).toBe('Kim Lee');
  });

  it('every PUT and PATCH route answers an empty body with a 400, none with a 500', async () => {
    const event = (await t.admin.request('POST', '/api/v2/events', { title: 'Quiet', start_date: '2031-01-01' })).json();
    expect((await t.admin.request('PUT', `/api/v2/events/${event.id}`, {})).json().code).toBe('nothing_to_change');
    expect((await t.admin.request('PUT', '/api/v2/settings', {})).json().code).toBe('nothing_to_change');
    const wrong: string[] = [];
    for (const route of t.app.routeAccess.filter((r) => r.method === 'PUT' || r.method === 'PATCH')) {
      const res = await t.admin.request(route.method, route.url.replace(/:\w+/g, route.url.includes(':role') ? 'editor' : '1'), {});
      if (res.statusCode !== 400) wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });
});
