import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

describeEachDatabase('events smoke', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('creates an event and lists it with X-WP-Total', async () => {
    const created = await t.admin.request('POST', '/api/v2/events', { title: 'Smoke', start_date: '2030-01-01', timezone: 'UTC', status: 'publish' });
    expect(created.statusCode).toBe(201);
    const list = await t.admin.request('GET', '/api/v2/events?search_keyword=Smoke');
    expect(list.headers['x-wp-total']).toBe('1');
    expect(list.json().items[0].event_status).toBe('upcoming');
  });
});
