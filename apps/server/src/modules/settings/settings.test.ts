import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

describeEachDatabase('settings', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const get = async () => {
    const res = await t.admin.request('GET', '/api/v2/settings');
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('starts with the defaults', async () => {
    expect(await get()).toEqual({ disable_category_and_tags: 'off', modules: { rsvp: 'on' } });
  });

  it('a partial PUT changes only what it names, and is kept', async () => {
    const res = await t.admin.request('PUT', '/api/v2/settings', { modules: { rsvp: 'off' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ disable_category_and_tags: 'off', modules: { rsvp: 'off' } });
    await t.admin.request('PUT', '/api/v2/settings', { disable_category_and_tags: 'on' });
    expect(await get()).toEqual({ disable_category_and_tags: 'on', modules: { rsvp: 'off' } });
    // Another user sees the same settings.
    const author = await t.loginAs('author');
    expect((await author.request('GET', '/api/v2/settings')).json()).toEqual({ disable_category_and_tags: 'on', modules: { rsvp: 'off' } });
  });

  it('an invalid value or an unknown key is a 400 and changes nothing', async () => {
    const before = await get();
    for (const body of [{ disable_category_and_tags: 'yes' }, { modules: { rsvp: true } }, { modules: { chat: 'on' } }, { theme: 'dark' }, { disable_category_and_tags: 'off', modules: 'on' }]) {
      const res = await t.admin.request('PUT', '/api/v2/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    const bad = await t.admin.request('PUT', '/api/v2/settings', { disable_category_and_tags: 'yes' });
    expect(bad.json().errors).toEqual({ disable_category_and_tags: "Use 'on' or 'off'" });
    expect(await get()).toEqual(before);
  });

  it('the admin page hands the settings to the SPA in its bootstrap object', async () => {
    await t.admin.request('PUT', '/api/v2/settings', { disable_category_and_tags: 'off', modules: { rsvp: 'on' } });
    const page = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: t.admin.cookie } });
    const json = /<script type="application\/json" id="eventory-bootstrap">(.*?)<\/script>/s.exec(page.body)?.[1];
    expect(JSON.parse(json!).settings).toEqual({ disable_category_and_tags: 'off', modules: { rsvp: 'on' } });
  });
});
