import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

interface Listed {
  items: { id: number; title: string; event_status: string }[];
  total_items: number;
}

/** The seed's titles in the default order: not ended by soonest start, then ended most recent first. */
const DEFAULT_ORDER = ['Rock Festival Ongoing', 'Jazz Brunch Upcoming', 'Draft Conference', '100% Fun', 'Range C', 'Range A', 'Range B', 'Jazz Night Past', 'Old Draft'];
/** The seed's titles in the order they are created. */
const DEFAULT_SEED = ['Jazz Night Past', 'Rock Festival Ongoing', 'Jazz Brunch Upcoming', 'Draft Conference', 'Old Draft', '100% Fun', 'Range A', 'Range B', 'Range C'];

describeEachDatabase('events list', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const seed: [string, Record<string, unknown>][] = [
      // Placed relative to now, so the computed state does not depend on the day the suite runs.
      ['past', { title: 'Jazz Night Past', start_date: day(-30), end_date: day(-29), status: 'publish' }],
      ['ongoing', { title: 'Rock Festival Ongoing', start_date: day(-1), end_date: day(1), status: 'publish' }],
      ['upcoming', { title: 'Jazz Brunch Upcoming', start_date: day(30), status: 'publish' }],
      ['draft', { title: 'Draft Conference', start_date: day(40), status: 'draft' }],
      ['draftPast', { title: 'Old Draft', start_date: day(-40), status: 'draft' }],
      ['percent', { title: '100% Fun', start_date: day(50), status: 'publish' }],
      ['a', { title: 'Range A', start_date: '2031-03-01', end_date: '2031-03-05', status: 'publish' }],
      ['b', { title: 'Range B', start_date: '2031-03-10', status: 'publish' }],
      ['c', { title: 'Range C', start_date: '2031-02-20', end_date: '2031-03-02', status: 'publish' }],
    ];
    for (const [key, body] of seed) {
      const res = await t.admin.request('POST', '/api/v2/events', body);
      if (res.statusCode !== 201) throw new Error(res.body);
      ids[key] = res.json().id;
    }
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.admin.request('GET', `/api/v2/events${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Listed;
    expect(res.headers['x-wp-total']).toBe(String(body.total_items));
    return body;
  };
  const titlesOf = (page: Listed) => page.items.map((e) => e.title);
  const idsOf = (page: Listed) => page.items.map((e) => e.id).sort((x, y) => x - y);
  const keysToIds = (...keys: string[]) => keys.map((k) => ids[k]!).sort((x, y) => x - y);

  it('lists everything by default: not ended by soonest start, then ended most recent first', async () => {
    const page = await list('');
    expect(page.total_items).toBe(9);
    expect(titlesOf(page)).toEqual(DEFAULT_ORDER);
  });

  it('Upcoming comes soonest first and Expired most recent first', async () => {
    expect(titlesOf(await list('?status=upcoming'))).toEqual(['Jazz Brunch Upcoming', '100% Fun', 'Range C', 'Range A', 'Range B']);
    await t.admin.request('POST', '/api/v2/events', { title: 'Older Past', start_date: day(-60), status: 'publish' }).then((r) => (ids.olderPast = r.json().id));
    expect(titlesOf(await list('?status=past'))).toEqual(['Jazz Night Past', 'Older Past']);
    await t.admin.request('DELETE', `/api/v2/events/${ids.olderPast}`);
  });

  it('pages across the two parts of the default order without gaps or repeats', async () => {
    const pages = [1, 2, 3, 4, 5].map((n) => list(`?per_page=2&paged=${n}`));
    expect((await Promise.all(pages)).flatMap(titlesOf)).toEqual(DEFAULT_ORDER);
    expect(titlesOf(await list('?per_page=3&paged=3'))).toEqual(['Range B', 'Jazz Night Past', 'Old Draft']);
    // A page that starts past every event not yet ended.
    expect(titlesOf(await list('?per_page=8&paged=2'))).toEqual(['Old Draft']);
  });

  describe('orderby and order', () => {
    it.each([
      ['?orderby=title&order=asc', ['100% Fun', 'Draft Conference', 'Jazz Brunch Upcoming', 'Jazz Night Past', 'Old Draft', 'Range A', 'Range B', 'Range C', 'Rock Festival Ongoing']],
      ['?orderby=etn_start_date&order=asc', ['Old Draft', 'Jazz Night Past', 'Rock Festival Ongoing', 'Jazz Brunch Upcoming', 'Draft Conference', '100% Fun', 'Range C', 'Range A', 'Range B']],
      ['?orderby=etn_start_date', ['Range B', 'Range A', 'Range C', '100% Fun', 'Draft Conference', 'Jazz Brunch Upcoming', 'Rock Festival Ongoing', 'Jazz Night Past', 'Old Draft']],
      ['?orderby=etn_end_date&order=desc', ['Range B', 'Range A', 'Range C', '100% Fun', 'Draft Conference', 'Jazz Brunch Upcoming', 'Rock Festival Ongoing', 'Jazz Night Past', 'Old Draft']],
      ['?orderby=ID&order=asc', DEFAULT_SEED],
      ['?orderby=post_date&order=desc', [...DEFAULT_SEED].reverse()],
      ['?orderby=status&order=asc', ['Old Draft', 'Draft Conference', 'Jazz Brunch Upcoming', '100% Fun', 'Range C', 'Range A', 'Range B', 'Rock Festival Ongoing', 'Jazz Night Past']],
    ])('%s', async (query, titles) => {
      expect(titlesOf(await list(`${query}&per_page=20`))).toEqual(titles);
    });

    it('sorts by tickets sold', async () => {
      const sold = await t.admin.request('POST', '/api/v2/events', { title: 'Sold Out Gig', start_date: day(5), status: 'publish', ticket_variations: [{ name: 'A', price: 0, capacity: 5 }] });
      await t.handle.db.updateTable('ticket_variations').set({ sold: 5 }).where('event_id', '=', sold.json().id).execute();
      await t.admin.request('PUT', `/api/v2/events/${sold.json().id}`, { title: 'Sold Out Gig' });
      expect(titlesOf(await list('?orderby=sold&order=desc&per_page=1'))).toEqual(['Sold Out Gig']);
      expect(titlesOf(await list('?orderby=sold&order=asc&per_page=20')).at(-1)).toBe('Sold Out Gig');
      await t.admin.request('DELETE', `/api/v2/events/${sold.json().id}`);
    });

    it.each([
      ['?orderby=start', 'querystring.orderby', 'orderby is one of title, ID, post_date, etn_start_date, etn_end_date, sold, status'],
      ['?orderby=title&order=up', 'querystring.order', 'order is asc or desc'],
      ['?occurrences=all', 'querystring.occurrences', 'occurrences is hide or show'],
    ])('%s is a 400', async (query, field, message) => {
      const res = await t.admin.request('GET', `/api/v2/events${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    });
  });

  describe('status filter', () => {
    it.each([
      ['draft', ['draft', 'draftPast'], 'draft'],
      ['upcoming', ['upcoming', 'percent', 'a', 'b', 'c'], 'upcoming'],
      ['ongoing', ['ongoing'], 'ongoing'],
      ['past', ['past'], 'expired'],
    ])('status=%s', async (status, keys, state) => {
      const page = await list(`?status=${status}&per_page=100`);
      expect(idsOf(page)).toEqual(keysToIds(...keys));
      expect(page.total_items).toBe(keys.length);
      expect(new Set(page.items.map((e) => e.event_status))).toEqual(new Set([state]));
    });

    it('status=all is every event; an unknown status is a 400', async () => {
      expect((await list('?status=all')).total_items).toBe(9);
      const res = await t.admin.request('GET', '/api/v2/events?status=expired');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['querystring.status']).toBe('status is one of all, draft, ongoing, upcoming, past');
    });
  });

  it('start_date and end_date keep events overlapping the range', async () => {
    expect(idsOf(await list('?start_date=2031-03-02&end_date=2031-03-09'))).toEqual(keysToIds('a', 'c'));
    expect(idsOf(await list('?start_date=2031-03-06&end_date=2031-03-10'))).toEqual(keysToIds('b'));
    expect(idsOf(await list('?start_date=2031-03-03'))).toEqual(keysToIds('a', 'b'));
    expect(idsOf(await list('?end_date=2031-02-19&status=upcoming'))).toEqual(keysToIds('upcoming', 'percent'));
  });

  it('filters combine: status and range', async () => {
    expect((await list('?status=past&start_date=2031-01-01')).total_items).toBe(0);
  });

  describe('search_keyword', () => {
    it.each([
      ['jazz', ['past', 'upcoming']],
      ['JAZZ BRUNCH', ['upcoming']],
      ['unch', ['upcoming']],
      ['Range', ['a', 'b', 'c']],
      ['zz', ['past', 'upcoming']],
      ['Ol', ['draftPast']],
      ['%', ['percent']],
      ['nothing like it', []],
    ])('%j', async (keyword, keys) => {
      const page = await list(`?search_keyword=${encodeURIComponent(keyword)}`);
      expect(idsOf(page)).toEqual(keysToIds(...keys));
      expect(page.total_items).toBe(keys.length);
    });

    it('follows a rename', async () => {
      const e = (await t.admin.request('POST', '/api/v2/events', { title: 'Temporary Walrus', start_date: '2032-01-01' })).json();
      expect((await list('?search_keyword=walrus')).total_items).toBe(1);
      await t.admin.request('PUT', `/api/v2/events/${e.id}`, { title: 'Temporary Penguin' });
      expect((await list('?search_keyword=walrus')).total_items).toBe(0);
      expect(idsOf(await list('?search_keyword=penguin'))).toEqual([e.id]);
      await t.admin.request('DELETE', `/api/v2/events/${e.id}`);
      expect((await list('?search_keyword=penguin')).total_items).toBe(0);
    });
  });

  describe('paging', () => {
    it('pages through the list without gaps or repeats', async () => {
      const all = (await list('?per_page=100')).items.map((e) => e.id);
      const pages = [await list('?per_page=4&paged=1'), await list('?per_page=4&paged=2'), await list('?per_page=4&paged=3')];
      expect(pages.map((p) => p.items.length)).toEqual([4, 4, 1]);
      expect(pages.every((p) => p.total_items === 9)).toBe(true);
      expect(pages.flatMap((p) => p.items.map((e) => e.id))).toEqual(all);
      const beyond = await list('?per_page=4&paged=9');
      expect(beyond.items).toEqual([]);
      expect(beyond.total_items).toBe(9);
    });

    it('the default page size is 10', async () => {
      for (let i = 0; i < 3; i++) await t.admin.request('POST', '/api/v2/events', { title: `Filler ${i}`, start_date: '2033-01-01' });
      const page = await list('');
      expect(page.items).toHaveLength(10);
      expect(page.total_items).toBeGreaterThan(10);
    });

    it.each([['?per_page=101', 'querystring.per_page', 'per_page must be at most 100'], ['?per_page=0', 'querystring.per_page', 'per_page must be at least 1'], ['?paged=0', 'querystring.paged', 'paged starts at 1'], ['?start_date=2031-02-30', 'querystring.start_date', 'Use a real date written YYYY-MM-DD']])(
      '%s is a 400',
      async (query, field, message) => {
        const res = await t.admin.request('GET', `/api/v2/events${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[field]).toBe(message);
      },
    );
  });
});
