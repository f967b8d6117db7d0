import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

interface Child {
  id: number;
  parent: number;
  title: string;
  start_date: string;
  start_at: string;
  recurring_enabled: string;
  ticket_variations: { slug: string; sold: number }[];
}

const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describeEachDatabase('recurring events', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const children = async (parentId: number): Promise<Child[]> => {
    const res = await t.admin.request('GET', `/api/v2/events?parent=${parentId}&per_page=100`);
    expect(res.statusCode).toBe(200);
    return (res.json().items as Child[]).sort((a, b) => a.start_date.localeCompare(b.start_date));
  };
  const createParent = async (body: Record<string, unknown>) => {
    const res = await t.admin.request('POST', '/api/v2/events', { status: 'publish', recurring_enabled: 'yes', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('weekly on Tuesday and Thursday, count 4: four children pointing to the parent, not recurring themselves', async () => {
    // 2030-01-01 is a Tuesday.
    const parent = await createParent({
      title: 'Tue Thu Class',
      start_date: '2030-01-01',
      start_time: '18:00',
      end_time: '19:30',
      timezone: 'Europe/Berlin',
      recurrence: { frequency: 'weekly', weekdays: ['TU', 'TH'], count: 4 },
    });
    expect(parent).toMatchObject({ parent: 0, recurring_enabled: 'yes', recurrence: { frequency: 'weekly', weekdays: ['TU', 'TH'], count: 4 } });
    const kids = await children(parent.id);
    expect(kids.map((c) => c.start_date)).toEqual(['2030-01-01', '2030-01-03', '2030-01-08', '2030-01-10']);
    for (const c of kids) {
      expect(c).toMatchObject({ parent: parent.id, recurring_enabled: 'no', title: 'Tue Thu Class' });
      expect(c.id).not.toBe(parent.id);
    }
    // The parent's wall-clock time in its zone: 18:00 CET is 17:00 UTC.
    expect(kids[2]!.start_at).toBe('2030-01-08T17:00:00.000Z');
  });

  it('changing the rule regenerates future children without sales and keeps the one with a sale', async () => {
    const parent = await createParent({
      title: 'Workshop Series',
      start_date: '2030-01-01',
      recurrence: { frequency: 'weekly', weekdays: ['TU', 'TH'], count: 4 },
      ticket_variations: [{ name: 'Seat', price: 15, capacity: 20 }],
    });
    const before = await children(parent.id);
    expect(before).toHaveLength(4);
    const sold = before.find((c) => c.start_date === '2030-01-08')!;
    expect(sold.ticket_variations).toEqual([expect.objectContaining({ slug: 'seat', sold: 0 })]);
    await t.handle.db.updateTable('ticket_variations').set({ sold: 2 }).where('event_id', '=', sold.id).execute();

    const res = await t.admin.request('PUT', `/api/v2/events/${parent.id}`, { recurrence: { frequency: 'weekly', weekdays: ['MO'], count: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await children(parent.id);
    expect(after.map((c) => c.start_date)).toEqual(['2030-01-07', '2030-01-08', '2030-01-14']);
    const kept = after.find((c) => c.start_date === '2030-01-08')!;
    expect(kept.id).toBe(sold.id);
    expect(kept.ticket_variations[0]!.sold).toBe(2);
    // The unsold occurrences the new rule no longer yields are gone.
    for (const gone of before.filter((c) => c.id !== sold.id)) {
      expect((await t.admin.request('GET', `/api/v2/events/${gone.id}`)).statusCode).toBe(404);
    }
  });

  it('shared fields of the parent are copied to its children', async () => {
    const parent = await createParent({ title: 'Daily Standup', start_date: '2030-02-01', start_time: '09:00', end_time: '09:15', recurrence: { frequency: 'daily', count: 3 } });
    await t.admin.request('PUT', `/api/v2/events/${parent.id}`, { title: 'Daily Sync', start_time: '10:00', end_time: '10:15', status: 'draft' });
    const kids = await children(parent.id);
    expect(kids).toHaveLength(3);
    for (const c of kids) expect(c).toMatchObject({ title: 'Daily Sync', start_time: '10:00', status: 'draft' });
  });

  it('past occurrences are kept when the rule changes', async () => {
    const start = day(-10);
    const plus = (n: number) => new Date(Date.parse(start) + n * DAY).toISOString().slice(0, 10);
    const parent = await createParent({ title: 'Past Series', start_date: start, recurrence: { frequency: 'daily', count: 3 } });
    const before = await children(parent.id);
    expect(before.map((c) => c.start_date)).toEqual([start, plus(1), plus(2)]);
    await t.admin.request('PUT', `/api/v2/events/${parent.id}`, { recurrence: { frequency: 'weekly', count: 1 } });
    expect((await children(parent.id)).map((c) => c.id)).toEqual(before.map((c) => c.id));
  });

  it('turning recurrence off removes the future occurrences', async () => {
    const parent = await createParent({ title: 'Cancelled Series', start_date: '2030-03-01', recurrence: { frequency: 'monthly', count: 3 } });
    expect((await children(parent.id)).map((c) => c.start_date)).toEqual(['2030-03-01', '2030-04-01', '2030-05-01']);
    const res = await t.admin.request('PUT', `/api/v2/events/${parent.id}`, { recurring_enabled: 'no' });
    expect(res.json()).toMatchObject({ recurring_enabled: 'no', recurrence: null });
    expect(await children(parent.id)).toEqual([]);
  });

  it('monthly by nth weekday and until end the series as asked', async () => {
    // 2030-01-15 is the third Tuesday of January.
    const parent = await createParent({ title: 'Third Tuesday', start_date: '2030-01-15', recurrence: { frequency: 'monthly', monthly_mode: 'nth_weekday', until: '2030-04-30' } });
    expect((await children(parent.id)).map((c) => c.start_date)).toEqual(['2030-01-15', '2030-02-19', '2030-03-19', '2030-04-16']);
  });

  it('an occurrence cannot be made recurring itself', async () => {
    const parent = await createParent({ title: 'Nested', start_date: '2030-06-01', recurrence: { frequency: 'daily', count: 2 } });
    const [child] = await children(parent.id);
    const res = await t.admin.request('PUT', `/api/v2/events/${child!.id}`, { recurring_enabled: 'yes', recurrence: { frequency: 'daily', count: 2 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ recurring_enabled: 'Edit the parent event' });
    expect(await children(child!.id)).toEqual([]);
  });

  it('deleting a parent deletes its children', async () => {
    const parent = await createParent({ title: 'Doomed Series', start_date: '2030-07-01', recurrence: { frequency: 'daily', count: 5 } });
    const kids = await children(parent.id);
    expect(kids).toHaveLength(5);
    const res = await t.admin.request('DELETE', `/api/v2/events/${parent.id}`);
    expect(res.statusCode).toBe(200);
    expect(await children(parent.id)).toEqual([]);
    for (const c of kids) expect((await t.admin.request('GET', `/api/v2/events/${c.id}`)).statusCode).toBe(404);
  });
});
