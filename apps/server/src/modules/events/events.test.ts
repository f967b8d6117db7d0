import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

const tickets = [
  { name: 'Standard', price: 10, capacity: 50 },
  { name: 'VIP Pass', price: 49.5, capacity: 10 },
];

describeEachDatabase('events API', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const count = async (table: 'events' | 'ticket_variations' = 'events') =>
    Number((await t.handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const create = async (body: Record<string, unknown>) => {
    const res = await t.admin.request('POST', '/api/v2/events', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** Runs a failing call and checks it wrote nothing. */
  const refused = async (status: number, method: string, url: string, body?: unknown) => {
    const [events, variations] = [await count(), await count('ticket_variations')];
    const res = await t.admin.request(method, url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await count()).toBe(events);
    expect(await count('ticket_variations')).toBe(variations);
    return res.json();
  };

  it('create answers 201 with the computed fields', async () => {
    const e = await create({
      title: 'Berlin Summit',
      start_date: '2030-06-01',
      end_date: '2030-06-02',
      start_time: '10:00',
      end_time: '18:30',
      timezone: 'Europe/Berlin',
      status: 'publish',
      location: { type: 'offline', address: { address: 'Alexanderplatz 1' } },
      ticket_variations: tickets,
    });
    expect(e).toMatchObject({
      id: expect.any(Number),
      title: 'Berlin Summit',
      start_at: '2030-06-01T08:00:00.000Z',
      end_at: '2030-06-02T16:30:00.000Z',
      status: 'publish',
      event_status: 'upcoming',
      parent: 0,
      recurring_enabled: 'no',
      sold_tickets: 0,
      total_ticket: 60,
      slug: 'berlin-summit',
      link: 'http://127.0.0.1:8080/event/berlin-summit',
      location: { type: 'offline', address: { address: 'Alexanderplatz 1' }, url: '' },
    });
    expect(e.ticket_variations.map((v: { slug: string }) => v.slug)).toEqual(['standard', 'vip-pass']);
    expect(e.ticket_variations[1]).toEqual({ slug: 'vip-pass', name: 'VIP Pass', price: 49.5, capacity: 10, sold: 0 });
    expect((await t.admin.request('GET', `/api/v2/events/${e.id}`)).json()).toEqual(e);
  });

  it('fills defaults: all day, ending the same day, draft', async () => {
    const e = await create({ title: 'All day', start_date: '2030-07-01' });
    expect(e).toMatchObject({ end_date: '2030-07-01', start_time: '00:00', end_time: '23:59', timezone: 'UTC', status: 'draft', event_status: 'draft', total_ticket: 0 });
  });

  it("refuses a start or end the clocks jump over in the event's zone, and keeps a repeated one (walk: 02:30 saved as 03:30, listed as 2:30)", async () => {
    const skipped = await t.admin.request('POST', '/api/v2/events', { title: 'DST Night', start_date: '2027-03-28', start_time: '02:30', end_time: '04:00', timezone: 'Europe/Berlin' });
    expect(skipped.statusCode).toBe(400);
    expect(Object.keys(skipped.json().errors)).toEqual(['start_time']);
    const late = await t.admin.request('POST', '/api/v2/events', { title: 'DST Night', start_date: '2027-03-28', start_time: '01:00', end_time: '02:15', timezone: 'Europe/Berlin' });
    expect(Object.keys(late.json().errors)).toEqual(['end_time']);
    const repeated = await create({ title: 'Autumn Night', start_date: '2027-10-31', start_time: '02:30', end_time: '04:00', timezone: 'Europe/Berlin' });
    expect(repeated.start_at).toBe('2027-10-31T00:30:00.000Z');
  });

  it('total_ticket is -1 when any variation is unlimited', async () => {
    const e = await create({ title: 'Open air', start_date: '2030-07-02', ticket_variations: [...tickets, { name: 'Standing', price: 0, capacity: -1 }] });
    expect(e.total_ticket).toBe(-1);
  });

  it('a second event with the same title gets its own slug and link', async () => {
    const a = await create({ title: 'Same Name', start_date: '2030-07-03' });
    const b = await create({ title: 'Same Name', start_date: '2030-07-04' });
    expect(a.slug).toBe('same-name');
    expect(b.slug).toBe('same-name-2');
    expect(b.link).toBe('http://127.0.0.1:8080/event/same-name-2');
  });

  it("a draft's address follows its title; a published event keeps its address when renamed (walk: the shared link answered 404)", async () => {
    const draft = await create({ title: 'Working Title', start_date: '2030-07-05', status: 'draft' });
    const named = (await t.admin.request('PUT', `/api/v2/events/${draft.id}`, { title: 'Final Title' })).json();
    expect(named.slug).toBe('final-title');
    const published = (await t.admin.request('PUT', `/api/v2/events/${draft.id}`, { status: 'publish' })).json();
    expect(published.slug).toBe('final-title');
    const renamed = (await t.admin.request('PUT', `/api/v2/events/${draft.id}`, { title: 'Final Title Berlin' })).json();
    expect(renamed.title).toBe('Final Title Berlin');
    expect(renamed.slug).toBe('final-title');
    expect((await t.app.inject({ method: 'GET', url: '/event/final-title' })).statusCode).toBe(200);
  });

  it("caps a long ticket name's slug as the events' are, so the event saves again with it (walk: every later save was refused)", async () => {
    const name = `Early bird ${'supporter '.repeat(19)}ticket`.slice(0, 200);
    const e = await create({ title: 'Long ticket', start_date: '2030-08-02', ticket_variations: [{ name, price: 10, capacity: 1 }] });
    const [variation] = e.ticket_variations as { slug: string; name: string; price: number; capacity: number }[];
    expect(variation!.slug.length).toBeLessThanOrEqual(80);
    expect(variation!.slug).toMatch(/^early-bird-supporter-.*supporter$/);
    const again = await t.admin.request('PUT', `/api/v2/events/${e.id}`, { status: 'publish', ticket_variations: [{ ...variation, name: 'Standard' }] });
    expect(again.statusCode).toBe(200);
    expect(again.json().ticket_variations).toMatchObject([{ slug: variation!.slug, name: 'Standard' }]);
  });

  it('ticket slugs stay the same across updates, and sales are kept', async () => {
    const e = await create({ title: 'Ticketed', start_date: '2030-08-01', ticket_variations: tickets });
    await t.handle.db.updateTable('ticket_variations').set({ sold: 3 }).where('event_id', '=', e.id).where('slug', '=', 'standard').execute();
    // Title-only change: variations untouched.
    const renamed = (await t.admin.request('PUT', `/api/v2/events/${e.id}`, { title: 'Ticketed 2' })).json();
    expect(renamed.ticket_variations.map((v: { slug: string }) => v.slug)).toEqual(['standard', 'vip-pass']);
    // Renaming a ticket (the editor sends the slug back) keeps its slug and its sales.
    const edited = await t.admin.request('PUT', `/api/v2/events/${e.id}`, {
      ticket_variations: [
        { slug: 'standard', name: 'Regular', price: 12, capacity: 60 },
        { slug: 'vip-pass', name: 'VIP Pass', price: 49.5, capacity: 10 },
        { name: 'Student', price: 5, capacity: 20 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().ticket_variations).toEqual([
      { slug: 'standard', name: 'Regular', price: 12, capacity: 60, sold: 3 },
      { slug: 'vip-pass', name: 'VIP Pass', price: 49.5, capacity: 10, sold: 0 },
      { slug: 'student', name: 'Student', price: 5, capacity: 20, sold: 0 },
    ]);
    expect(edited.json()).toMatchObject({ sold_tickets: 3, total_ticket: 90 });
  });

  it('refuses to remove a ticket that has sales or to lower its capacity below them', async () => {
    const e = await create({ title: 'Sold out soon', start_date: '2030-08-02', ticket_variations: tickets });
    await t.handle.db.updateTable('ticket_variations').set({ sold: 8 }).where('event_id', '=', e.id).where('slug', '=', 'standard').execute();
    await refused(409, 'PUT', `/api/v2/events/${e.id}`, { ticket_variations: [{ slug: 'vip-pass', name: 'VIP Pass', price: 49.5, capacity: 10 }] });
    const low = await refused(409, 'PUT', `/api/v2/events/${e.id}`, { ticket_variations: [{ slug: 'standard', name: 'Standard', price: 10, capacity: 5 }, tickets[1]] });
    expect(low.errors).toEqual({ 'ticket_variations.0.capacity': 'At least 8' });
    expect((await t.admin.request('GET', `/api/v2/events/${e.id}`)).json().ticket_variations).toHaveLength(2);
  });

  it('PUT with some fields keeps the others', async () => {
    const e = await create({ title: 'Partial', description: 'Keep me', start_date: '2030-09-01', start_time: '09:00', end_time: '11:00', timezone: 'America/New_York', ticket_variations: tickets });
    const res = await t.admin.request('PUT', `/api/v2/events/${e.id}`, { status: 'publish' });
    expect(res.statusCode).toBe(200);
    const omitChanging = ({ status: _s, event_status: _es, updated_at: _u, ...rest }: Record<string, unknown>) => rest;
    expect(res.json()).toMatchObject({ status: 'publish', event_status: 'upcoming' });
    expect(omitChanging(res.json())).toEqual(omitChanging(e));
    // Moving the time recomputes the UTC instants in the event's own zone.
    const moved = (await t.admin.request('PUT', `/api/v2/events/${e.id}`, { start_time: '10:00' })).json();
    expect(moved).toMatchObject({ start_at: '2030-09-01T14:00:00.000Z', end_at: '2030-09-01T15:00:00.000Z', description: 'Keep me', timezone: 'America/New_York' });
  });

  it('a PUT whose merged event ends before it starts is a 400 and changes nothing', async () => {
    const e = await create({ title: 'Ordered', start_date: '2030-09-10', end_date: '2030-09-12' });
    const body = await refused(400, 'PUT', `/api/v2/events/${e.id}`, { start_date: '2030-09-20' });
    expect(body.errors).toEqual({ end_date: 'The event must end after it starts' });
    expect((await t.admin.request('GET', `/api/v2/events/${e.id}`)).json().start_date).toBe('2030-09-10');
  });

  it('bad input is a 400 with an errors map, and nothing is written', async () => {
    const badDate = await refused(400, 'POST', '/api/v2/events', { title: 'Bad date', start_date: '2030-02-30' });
    expect(badDate.errors).toEqual({ start_date: 'Use a real date written YYYY-MM-DD' });
    expect(badDate.message).toBe('start_date: Use a real date written YYYY-MM-DD');
    const badZone = await refused(400, 'POST', '/api/v2/events', { title: 'Bad zone', start_date: '2030-02-01', timezone: 'Mars/Olympus' });
    expect(badZone.errors.timezone).toMatch(/IANA timezone/);
    await refused(400, 'POST', '/api/v2/events', { title: 'Bad time', start_date: '2030-02-01', start_time: '25:00' });
    await refused(400, 'POST', '/api/v2/events', { title: 'Wrong type', start_date: 20300201 });
    await refused(400, 'POST', '/api/v2/events', { title: 'Ends first', start_date: '2030-02-02', end_date: '2030-02-01' });
    await refused(400, 'POST', '/api/v2/events', { title: 'Bad ticket', start_date: '2030-02-01', ticket_variations: [{ name: '', price: 1, capacity: 1 }] });
    await refused(400, 'POST', '/api/v2/events', { title: 'Recurring without rule', start_date: '2030-02-01', recurring_enabled: 'yes' });
    const bad = await refused(400, 'POST', '/api/v2/events', { title: 'Both', start_date: '2030-02-01', recurring_enabled: 'yes', recurrence: { frequency: 'daily', count: 2, until: '2030-03-01' } });
    expect(bad.errors['recurrence.count']).toBe('End the recurrence by a date or by a count, not both');
    const ghost = await refused(400, 'POST', '/api/v2/events', { title: 'Ghost category', start_date: '2030-02-01', categories: [9999], tags: [8888], ticket_variations: tickets });
    expect(ghost.errors).toEqual({ categories: 'Unknown category id 9999', tags: 'Unknown tag id 8888' });
    await refused(400, 'PUT', '/api/v2/events/abc', { title: 'x' });
    await refused(400, 'PUT', '/api/v2/events/0', { title: 'x' });
  });

  it('a body that is not JSON is refused with a JSON error', async () => {
    const before = await count();
    const res = await t.admin.request('POST', '/api/v2/events', '{"title": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toEqual(expect.any(String));
    expect(await count()).toBe(before);
  });

  it('a body over 10 MB is a 413 with a JSON error, and nothing is written', async () => {
    const body = await refused(413, 'POST', '/api/v2/events', { title: 'Huge', start_date: '2030-02-01', description: 'x'.repeat(10 * 1024 * 1024 + 10) });
    expect(body.message).toBe('The request body is too large.');
  });

  it('ids too large for the database are a 400, never a 500', async () => {
    const big = 2_147_483_648;
    for (const [method, url, body] of [
      ['GET', `/api/v2/events/${big}`, undefined],
      ['PUT', `/api/v2/events/${big}`, { title: 'x' }],
      ['DELETE', `/api/v2/events?ids=1,${big}`, undefined],
      ['GET', `/api/v2/events?parent=${big}`, undefined],
      ['POST', '/api/v2/events', { title: 'x', start_date: '2030-01-01', categories: [big] }],
      ['POST', '/api/v2/events', { title: 'x', start_date: '2030-01-01', certificate_template: big }],
      ['POST', '/api/v2/events', { title: 'x', start_date: '2030-01-01', ticket_variations: [{ name: 'A', price: 1, capacity: big }] }],
      ['PUT', `/api/v2/categories/${big}`, { name: 'x' }],
      ['POST', '/api/v2/categories', { name: 'Too deep', parent: big }],
    ] as const) {
      const res = await refused(400, method, url, body);
      expect(res.code, `${method} ${url}`).toBe('invalid_request');
    }
  });

  it('unknown ids are a 404 for GET, PUT, DELETE and clone', async () => {
    const gone = await refused(404, 'GET', '/api/v2/events/987654');
    expect(gone).toEqual({ code: 'not_found', message: 'Event 987654 does not exist.' });
    await refused(404, 'PUT', '/api/v2/events/987654', { title: 'Nope' });
    await refused(404, 'DELETE', '/api/v2/events/987654');
    await refused(404, 'GET', '/api/v2/events/987654/clone');
  });

  it('clone makes a draft "<title> - Copy" with unsold tickets and leaves the original alone', async () => {
    const source = await create({ title: 'Original', start_date: '2030-10-01', status: 'publish', ticket_variations: tickets, location: { type: 'online', url: 'https://meet.example.com/x' } });
    await t.handle.db.updateTable('ticket_variations').set({ sold: 4 }).where('event_id', '=', source.id).execute();
    const res = await t.admin.request('GET', `/api/v2/events/${source.id}/clone`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ title: 'Original - Copy', status: 'draft', event_status: 'draft', start_date: '2030-10-01', sold_tickets: 0, total_ticket: 60, location: source.location });
    expect(copy.slug).not.toBe(source.slug);
    expect(copy.ticket_variations.map((v: { name: string; sold: number }) => [v.name, v.sold])).toEqual([['Standard', 0], ['VIP Pass', 0]]);
    const original = (await t.admin.request('GET', `/api/v2/events/${source.id}`)).json();
    expect(original).toMatchObject({ title: 'Original', status: 'publish', sold_tickets: 8 });
  });

  it('DELETE one removes it; bulk ?ids= removes several and ignores unknown ids', async () => {
    const [a, b, c, keep] = [
      await create({ title: 'Del A', start_date: '2030-11-01', ticket_variations: tickets }),
      await create({ title: 'Del B', start_date: '2030-11-02' }),
      await create({ title: 'Del C', start_date: '2030-11-03' }),
      await create({ title: 'Del Keep', start_date: '2030-11-04' }),
    ];
    const one = await t.admin.request('DELETE', `/api/v2/events/${a.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ deleted: [a.id] });
    expect((await t.admin.request('GET', `/api/v2/events/${a.id}`)).statusCode).toBe(404);
    // The audit trail keeps the event as it was stored, without the search's folded copy of its title.
    const trail = (await t.admin.request('GET', `/api/v2/audit?entity_type=event&action=delete&entity_id=${a.id}`)).json().items[0];
    expect(trail.before).toMatchObject({ title: 'Del A' });
    expect(trail.before).not.toHaveProperty('sort_title');
    const variations = await t.handle.db.selectFrom('ticket_variations').select('id').where('event_id', '=', a.id).execute();
    expect(variations).toHaveLength(0);

    const bulk = await t.admin.request('DELETE', `/api/v2/events?ids=${b.id},${c.id},987654`);
    expect(bulk.statusCode).toBe(200);
    expect([...bulk.json().deleted].sort()).toEqual([b.id, c.id].sort());
    expect((await t.admin.request('GET', `/api/v2/events/${b.id}`)).statusCode).toBe(404);
    expect((await t.admin.request('GET', `/api/v2/events/${c.id}`)).statusCode).toBe(404);
    expect((await t.admin.request('GET', `/api/v2/events/${keep.id}`)).statusCode).toBe(200);
    await refused(404, 'DELETE', '/api/v2/events?ids=987654,987655');
  });

  it('bulk delete with bad ids is a 400 and deletes nothing', async () => {
    await create({ title: 'Survivor', start_date: '2030-12-01' });
    for (const query of ['?ids=a,b', '?ids=', '', '?ids=1,,2', '?ids=-3']) {
      const body = await refused(400, 'DELETE', `/api/v2/events${query}`);
      expect(body.errors).toBeDefined();
    }
  });
});
