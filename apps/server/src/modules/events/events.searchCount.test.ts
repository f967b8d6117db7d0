import { sortKey } from '@eventory/core';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
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

/** Events written straight to the table, with the ids given, in the order given (as a bulk import might store them). */
async function insertTitled(t: TestApp, ids: number[], title: (id: number) => string) {
  const at = '2031-01-01T10:00:00.000Z';
  const rows = ids.map((id) => ({
    id, title: title(id), sort_title: sortKey(title(id)), slug: `bulk-${id}`, description: '', status: 'publish' as const, start_date: '2031-01-01', end_date: '2031-01-01', start_time: '10:00', end_time: '11:00',
    timezone: 'UTC', start_at: at, end_at: at, location: null, parent: 0, recurring_enabled: 'no' as const, recurrence: null, certificate_template: null, author_id: null, source_uid: null, created_at: at, updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 200) await t.handle.db.insertInto('events').values(rows.slice(i, i + 200)).execute();
}

/** Issue #9: how the estimate is made, on both databases (each with its own table). */
describeEachDatabase('events list: how a broad search estimates', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  const get = async (query: string) => {
    const res = await t.admin.request('GET', `/api/v2/events${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: unknown[]; total_items: number; total_is_estimate?: boolean };
  };

  it('does not depend on the order rows are stored in (PostgreSQL met them in storage order: 1,000 estimated at 501)', async () => {
    await insertTitled(t, Array.from({ length: 1000 }, (_, i) => 1000 - i), (id) => `Plover ${id}`);
    const page = await get('?search_keyword=plover');
    expect(page.total_is_estimate).toBe(true);
    expect(page.total_items).toBeGreaterThanOrEqual(900);
    expect(page.total_items).toBeLessThanOrEqual(1100);
  });

  it('yields to the page when the statistics it came from are out of date', async () => {
    await insertTitled(t, Array.from({ length: 3000 }, (_, i) => i + 1), (id) => `Sandpiper ${id}`);
    if (dialect === 'postgres') await sql`ANALYZE events`.execute(t.handle.db);
    const broad = await get('?search_keyword=sandpiper');
    expect(broad.total_is_estimate).toBe(true);
    expect(broad.total_items).toBeGreaterThan(2000);
    // Statistics still say 3,000 until the next ANALYZE. (Each spelling is a new URL: no cached page.)
    await t.handle.db.deleteFrom('events').where('id', '>', 5).execute();
    const short = await get('?search_keyword=SANDPIPER');
    expect(short).toMatchObject({ total_items: 5, items: { length: 5 } });
    expect(short).not.toHaveProperty('total_is_estimate');
    const beyond = await get('?search_keyword=Sandpiper&paged=3');
    expect(beyond).toMatchObject({ total_items: 5, items: [] });
    expect(beyond).not.toHaveProperty('total_is_estimate');
  });

  it('estimates a broad search from a sample of the whole table, not from where the first matches lie', async () => {
    // 500 other events first, then 2,500 matches: the first 501 matches end at id 1,001, which
    // extrapolated over 3,000 ids said ~1,500.
    await insertTitled(t, Array.from({ length: 3000 }, (_, i) => i + 1), (id) => (id <= 500 ? `Dunlin ${id}` : `Godwit ${id}`));
    if (dialect === 'postgres') await sql`ANALYZE events`.execute(t.handle.db);
    const page = await get('?search_keyword=godwit');
    expect(page.total_is_estimate).toBe(true);
    expect(page.total_items).toBeGreaterThanOrEqual(2250);
    expect(page.total_items).toBeLessThanOrEqual(2750);
  });

  it("a series' occurrences first in the table are not taken for a fifth of it (600 of 3,000, once estimated at 3,000)", async () => {
    await insertTitled(t, Array.from({ length: 3000 }, (_, i) => i + 1), (id) => (id <= 600 ? `Curlew walk ${id}` : `Dunlin ${id}`));
    if (dialect === 'postgres') await sql`ANALYZE events`.execute(t.handle.db);
    const page = await get('?search_keyword=curlew');
    expect(page.total_is_estimate).toBe(true);
    expect(page.total_items).toBeGreaterThanOrEqual(501);
    expect(page.total_items).toBeLessThanOrEqual(800);
  });
});
