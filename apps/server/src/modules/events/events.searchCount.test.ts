import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

/** Issue #9 goals: a broad search estimates its total instead of counting every match, and says so. */
describeEachDatabase('events list: estimated totals of broad searches', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (let i = 0; i < 520; i++) await t.admin.request('POST', '/api/v2/events', { title: `Kestrel ${i}`, start_date: '2031-01-01' });
    for (let i = 0; i < 30; i++) await t.admin.request('POST', '/api/v2/events', { title: `Heron ${i}`, start_date: '2031-01-01' });
  }, 120_000);
  afterAll(() => t.close());

  const get = async (query: string) => {
    const res = await t.admin.request('GET', `/api/v2/events${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as { items: unknown[]; total_items: number; total_is_estimate?: boolean }, estimated: res.headers['x-wp-total-estimated'], total: res.headers['x-wp-total'] };
  };

  it.each(['kestrel', 'ke'])('%s: more than 500 matches give an estimate, said in the body and a header', async (keyword) => {
    const { body, estimated, total } = await get(`?search_keyword=${keyword}`);
    expect(body.total_is_estimate).toBe(true);
    expect(estimated).toBe('true');
    expect(total).toBe(String(body.total_items));
    expect(body.total_items).toBeGreaterThan(500);
    expect(body.total_items).toBeLessThanOrEqual(560);
    expect(body.items).toHaveLength(10);
  });

  it('counts exactly when few match, on pages past the 500th match, and with other filters', async () => {
    const few = await get('?search_keyword=heron');
    expect(few.body).toMatchObject({ total_items: 30 });
    expect(few.body).not.toHaveProperty('total_is_estimate');
    expect(few.estimated).toBeUndefined();
    const deep = await get('?search_keyword=kestrel&paged=53&per_page=10');
    expect(deep.body.total_items).toBe(520);
    expect(deep.body).not.toHaveProperty('total_is_estimate');
    expect(deep.body.items).toHaveLength(0);
    const filtered = await get('?search_keyword=kestrel&status=draft');
    expect(filtered.body.total_items).toBe(520);
    expect(filtered.body).not.toHaveProperty('total_is_estimate');
  });
});
