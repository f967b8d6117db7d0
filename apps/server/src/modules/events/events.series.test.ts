import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

interface Listed {
  items: { id: number; title: string; parent: number; start_date: string; event_status: string; occurrence_count?: number; next_occurrence?: { id: number; start_date: string } | null }[];
  total_items: number;
}

/** Issue #9 §1: a recurring series is one row (its parent) in the list, and expands to its occurrences. */
describeEachDatabase('events list: recurring series', (dialect) => {
  let t: TestApp;
  let running: number;
  let finished: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const create = async (body: Record<string, unknown>) => {
      const res = await t.admin.request('POST', '/api/v2/events', { status: 'publish', timezone: 'UTC', ...body });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().id as number;
    };
    // Ten days from 5 days ago: today's occurrence is the one not ended yet that starts first.
    running = await create({ title: 'Daily Standup', start_date: day(-5), recurring_enabled: 'yes', recurrence: { frequency: 'daily', interval: 1, count: 10 } });
    finished = await create({ title: 'Old Course', start_date: day(-20), recurring_enabled: 'yes', recurrence: { frequency: 'daily', interval: 1, count: 3 } });
    await create({ title: 'Single Soon', start_date: day(2) });
    await create({ title: 'Single Gone', start_date: day(-10) });
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.admin.request('GET', `/api/v2/events${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Listed;
    expect(res.headers['x-wp-total']).toBe(String(body.total_items));
    return body;
  };
  const titles = (page: Listed) => page.items.map((e) => e.title);

  it('shows each series once, as its parent, placed and described by its next occurrence', async () => {
    const page = await list();
    expect(titles(page)).toEqual(['Daily Standup', 'Single Soon', 'Single Gone', 'Old Course']);
    expect(page.total_items).toBe(4);
    const [standup, , single, course] = page.items;
    expect(standup).toMatchObject({ id: running, parent: 0, occurrence_count: 10, next_occurrence: { start_date: day(0) } });
    expect(course).toMatchObject({ id: finished, parent: 0, occurrence_count: 3, next_occurrence: { start_date: day(-18) } });
    expect(single).not.toHaveProperty('occurrence_count');
  });

  it('a status filter judges a series by its next occurrence', async () => {
    expect(titles(await list('?status=ongoing'))).toEqual(['Daily Standup']);
    expect(titles(await list('?status=upcoming'))).toEqual(['Single Soon']);
    expect(titles(await list('?status=past'))).toEqual(['Single Gone', 'Old Course']);
    expect((await list('?status=past')).total_items).toBe(2);
  });

  it("a series row's status is its next occurrence's, the one the filter judged it by, and sorts as such", async () => {
    const statusOf = (page: Listed) => Object.fromEntries(page.items.map((e) => [e.title, e.event_status]));
    expect(statusOf(await list())).toEqual({ 'Daily Standup': 'ongoing', 'Single Soon': 'upcoming', 'Single Gone': 'expired', 'Old Course': 'expired' });
    expect(statusOf(await list('?status=ongoing'))).toEqual({ 'Daily Standup': 'ongoing' });
    expect(titles(await list('?orderby=status&order=asc'))).toEqual(['Single Soon', 'Daily Standup', 'Old Course', 'Single Gone']);
  });

  it("one series read alone has the list's status and facts, so the editor agrees with the list", async () => {
    const one = async (id: number) => (await t.admin.request('GET', `/api/v2/events/${id}`)).json() as Listed['items'][number];
    expect(await one(running)).toMatchObject({ event_status: 'ongoing', occurrence_count: 10, next_occurrence: { start_date: day(0) } });
    expect(await one(finished)).toMatchObject({ event_status: 'expired', occurrence_count: 3 });
  });

  it('sorts series rows too, still one row each', async () => {
    expect(titles(await list('?orderby=title&order=asc'))).toEqual(['Daily Standup', 'Old Course', 'Single Gone', 'Single Soon']);
  });

  it('parent={id} lists the occurrences in the default order, paged', async () => {
    const page = await list(`?parent=${running}&per_page=4`);
    expect(page.total_items).toBe(10);
    expect(page.items.map((e) => e.start_date)).toEqual([day(0), day(1), day(2), day(3)]);
    expect(page.items.every((e) => e.parent === running)).toBe(true);
    expect((await list(`?parent=${running}&per_page=4&paged=3`)).items.map((e) => e.start_date)).toEqual([day(-4), day(-5)]);
  });

  it('a search or a date range shows the matching occurrences themselves', async () => {
    const search = await list('?search_keyword=standup&per_page=20');
    expect(search.total_items).toBe(11);
    expect(search.items.filter((e) => e.parent === running)).toHaveLength(10);
    const parentRow = search.items.find((e) => e.id === running);
    expect(parentRow).toMatchObject({ occurrence_count: 10 });
    const range = await list(`?start_date=${day(2)}&end_date=${day(2)}`);
    expect(titles(range).sort()).toEqual(['Daily Standup', 'Single Soon']);
    expect(range.items.find((e) => e.title === 'Daily Standup')!.parent).toBe(running);
    expect((await list('?occurrences=show')).total_items).toBe(4 + 13);
  });

  it('sorted by title, events of one title come by start (then id), whatever order they were made in', async () => {
    const res = await t.admin.request('POST', '/api/v2/events', { status: 'publish', timezone: 'UTC', title: 'Old Course', start_date: day(-30) });
    expect(res.statusCode, res.body).toBe(201);
    const starts = (await list('?search_keyword=old%20course&orderby=title&order=asc&per_page=20')).items.map((e) => e.start_date);
    expect(starts).toEqual([day(-30), day(-20), day(-20), day(-19), day(-18)]);
    const descending = (await list('?search_keyword=old%20course&orderby=title&order=desc&per_page=20')).items.map((e) => e.start_date);
    expect(descending).toEqual([day(-18), day(-19), day(-20), day(-20), day(-30)]);
  });

  describe('an author', () => {
    it('sees their own series collapsed and can expand it', async () => {
      const author = await t.loginAs('author');
      const res = await author.request('POST', '/api/v2/events', { title: 'Author Series', start_date: day(1), timezone: 'UTC', status: 'publish', recurring_enabled: 'yes', recurrence: { frequency: 'daily', interval: 1, count: 3 } });
      const id = res.json().id;
      const page = (await author.request('GET', '/api/v2/events')).json() as Listed;
      expect(page.items.map((e) => [e.id, e.occurrence_count])).toEqual([[id, 3]]);
      expect(((await author.request('GET', `/api/v2/events?parent=${id}`)).json() as Listed).total_items).toBe(3);
    });
  });
});
