import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';

interface Listed {
  items: { title: string; sold_tickets: number }[];
  total_items: number;
}

describeEachDatabase('list answers are cached but never outlive a change', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const titles = async (url = '/api/v2/events?per_page=100') => {
    const res = await t.admin.request('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as Listed;
    expect(Number(res.headers['x-wp-total'])).toBe(body.total_items);
    return body.items.map((e) => e.title);
  };

  it('shows a created, edited or deleted event in the very next list', async () => {
    expect(await titles()).toEqual([]);
    const created = await t.admin.request('POST', '/api/v2/events', { title: 'Cached Gala', start_date: '2031-05-01', status: 'publish' });
    expect(await titles()).toEqual(['Cached Gala']);
    await t.admin.request('PUT', `/api/v2/events/${created.json().id}`, { title: 'Renamed Gala' });
    expect(await titles()).toEqual(['Renamed Gala']);
    await t.admin.request('DELETE', `/api/v2/events/${created.json().id}`);
    expect(await titles()).toEqual([]);
  });

  it('a change written by another process shows once the few seconds of caching have passed', async () => {
    expect(await titles()).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const now = new Date().toISOString();
    await t.handle.db
      .insertInto('events')
      .values({ title: 'Written Elsewhere', sort_title: 'written elsewhere', slug: 'written-elsewhere', description: '', status: 'publish', start_date: '2031-06-01', end_date: '2031-06-01', start_time: '10:00', end_time: '11:00', timezone: 'UTC', start_at: '2031-06-01T10:00:00.000Z', end_at: '2031-06-01T11:00:00.000Z', location: null, parent: 0, recurring_enabled: 'no', recurrence: null, certificate_template: null, author_id: null, source_uid: null, created_at: now, updated_at: now })
      .execute();
    expect(await titles()).toEqual([]);
    vi.advanceTimersByTime(5_001);
    expect(await titles()).toEqual(['Written Elsewhere']);
  });

  it('keeps answers of different queries and of the other lists apart', async () => {
    expect(await titles('/api/v2/events?search_keyword=Elsewhere')).toEqual(['Written Elsewhere']);
    expect(await titles('/api/v2/events?search_keyword=Nothing')).toEqual([]);
    const speakers = await t.admin.request('GET', '/api/v2/speakers');
    expect(speakers.json()).toEqual([]);
    expect(speakers.headers['x-wp-total']).toBe('0');
  });

  it('sends a title outside Latin-1 whole and with its byte length, from the database and again from the cache', async () => {
    const title = 'Café – Łódź 🎉 Gala';
    await t.admin.request('POST', '/api/v2/events', { title, start_date: '2031-07-01', status: 'publish' });
    const url = '/api/v2/events?search_keyword=Gala';
    const first = await t.admin.request('GET', url);
    const again = await t.admin.request('GET', url);
    for (const res of [first, again]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      expect((res.json() as Listed).items.map((e) => e.title)).toEqual([title]);
    }
    expect(again.body).toBe(first.body);
  });
});
