import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

interface Item {
  id: number;
  title: string;
  categories: number[];
  tags: number[];
  ticket_variations: { slug: string; name: string; price: number; capacity: number; sold: number }[];
  speakers: number[];
  organizers: number[];
  schedules: number[];
  total_ticket: number;
}

/**
 * Issue #9 goals (uncached search): a search's page and its events' links are read by statements of
 * their own (see listQuery's `defaultOrderRanges` and repository's `loadRelations`); what the list
 * shows must not change with that: every link in its order, each event with its own links, and the
 * page's order (the default one across both ranges, or sorted either way, which is not id order).
 */
describeEachDatabase('events list: a search shows each event with all its links, in order', (dialect) => {
  let t: TestApp;
  let linked: Item;
  let bare: Item;
  /** The links as given when the event was created. */
  let given: Pick<Item, 'categories' | 'tags' | 'speakers' | 'organizers' | 'schedules'>;
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.admin.request('POST', url, payload);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json() as { id: number };
  };
  const search = async (query: string) => {
    const res = await t.admin.request('GET', `/api/v2/events?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Item[]; total_items: number };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const [music, art] = [await post('/api/v2/categories', { name: 'Music' }), await post('/api/v2/categories', { name: 'Art' })];
    const [loud, quiet] = [await post('/api/v2/tags', { name: 'Loud' }), await post('/api/v2/tags', { name: 'Quiet' })];
    const [ada, bob, cyd] = [await post('/api/v2/speakers', { name: 'Ada' }), await post('/api/v2/speakers', { name: 'Bob' }), await post('/api/v2/speakers', { name: 'Cyd' })];
    const [morning, evening] = [
      await post('/api/v2/schedules', { program_title: 'Morning', date: day(20), day_name: 'Monday', slots: [] }),
      await post('/api/v2/schedules', { program_title: 'Evening', date: day(20), day_name: 'Monday', slots: [] }),
    ];
    given = { categories: [art.id, music.id], tags: [quiet.id, loud.id], speakers: [bob.id, ada.id], organizers: [cyd.id, ada.id], schedules: [evening.id, morning.id] };
    const gala = await post('/api/v2/events', {
      title: 'Zephyrine Gala',
      start_date: day(20),
      status: 'publish',
      categories: given.categories,
      tags: given.tags,
      ticket_variations: [
        { name: 'Balcony', price: 49.5, capacity: 10 },
        { name: 'Floor', price: 20, capacity: -1 },
        { name: 'Box', price: 120, capacity: 4 },
      ],
      speakers: given.speakers,
      organizers: given.organizers,
      schedules: given.schedules,
    });
    const rehearsal = await post('/api/v2/events', { title: 'Zephyrine Rehearsal', start_date: day(-10), status: 'publish' });
    const read = async (id: number) => (await t.admin.request('GET', `/api/v2/events/${id}`)).json() as Item;
    [linked, bare] = [await read(gala.id), await read(rehearsal.id)];
    await post('/api/v2/events', { title: 'Zephyrine Premiere', start_date: day(30), status: 'publish' });
    await post('/api/v2/events', { title: 'Zephyrine Tryout', start_date: day(-20), status: 'publish' });
  });
  afterAll(() => t.close());

  it('an event read on its own keeps the order its links were given in (categories and tags by id)', () => {
    const byId = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(linked).toMatchObject({ categories: byId(given.categories), tags: byId(given.tags), speakers: given.speakers, organizers: given.organizers, schedules: given.schedules });
    expect(linked.ticket_variations.map((v) => [v.name, v.price, v.capacity, v.sold])).toEqual([
      ['Balcony', 49.5, 10, 0],
      ['Floor', 20, -1, 0],
      ['Box', 120, 4, 0],
    ]);
    expect(linked.total_ticket).toBe(-1);
  });

  it.each(['zephyrine', 'ZEPHYR', 'hyrin'])('search %s: the same links as the event itself, upcoming soonest first, then ended most recent first', async (keyword) => {
    const page = await search(`search_keyword=${keyword}`);
    expect(page.total_items).toBe(4);
    expect(page.items.map((e) => e.title)).toEqual(['Zephyrine Gala', 'Zephyrine Premiere', 'Zephyrine Rehearsal', 'Zephyrine Tryout']);
    expect(page.items[0]).toEqual(expect.objectContaining({ ...linked, event_status: expect.any(String) }));
    expect(page.items[2]).toMatchObject({ categories: [], tags: [], ticket_variations: [], speakers: [], organizers: [], schedules: [] });
    expect(page.items[2]).toEqual(expect.objectContaining({ ...bare, event_status: expect.any(String) }));
  });

  it.each([
    ['orderby=title&order=asc', ['Zephyrine Gala', 'Zephyrine Premiere', 'Zephyrine Rehearsal', 'Zephyrine Tryout']],
    ['orderby=title&order=desc', ['Zephyrine Tryout', 'Zephyrine Rehearsal', 'Zephyrine Premiere', 'Zephyrine Gala']],
    ['status=upcoming', ['Zephyrine Gala', 'Zephyrine Premiere']],
    ['status=past', ['Zephyrine Rehearsal', 'Zephyrine Tryout']],
  ])('%s: the rows in that order, each event with its own links', async (query, titles) => {
    const page = await search(query);
    expect(page.items.map((e) => e.title)).toEqual(titles);
    for (const item of page.items) {
      const own = item.id === linked.id ? linked : item.id === bare.id ? bare : null;
      if (own) expect(item).toEqual(expect.objectContaining({ ...own, event_status: expect.any(String) }));
      else expect(item).toMatchObject({ categories: [], tags: [], ticket_variations: [], speakers: [], organizers: [], schedules: [] });
    }
  });

  it('pages of one search run across the not-ended and ended events without gaps or repeats', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((paged) => search(`search_keyword=Zephyrine&per_page=1&paged=${paged}`)));
    expect(pages.map((p) => p.items.map((e) => e.title))).toEqual([['Zephyrine Gala'], ['Zephyrine Premiere'], ['Zephyrine Rehearsal'], ['Zephyrine Tryout'], []]);
    expect(pages.map((p) => p.total_items)).toEqual([4, 4, 4, 4, 4]);
  });
});
