import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_ROLE_CAPABILITIES, mayManageTaxonomies, SUPER_ADMIN_ROLE, VENDOR_ROLE, type Capability } from '@eventory/core';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../test/harness.js';
import { book, createEvent, orderBody } from '../test/bookingFixtures.js';
import type { Access, RouteAccess } from './access.js';

/**
 * The route × role matrix (issue #5 "Enforcement"), generated from the route table the server
 * enforces (`app.routeAccess`): every API route is called with no session and as every role, with
 * dummy ids and an empty body. A refused caller gets 401/403; an allowed one gets anything else
 * (a 400 or 404 for the dummy input proves access was granted).
 */

/** The custom role the test makes through the API: door staff may only scan tickets. */
const DOOR_STAFF = 'door_staff';
const ROLE_CAPABILITIES: Record<string, readonly Capability[]> = {
  ...DEFAULT_ROLE_CAPABILITIES,
  [VENDOR_ROLE.key]: VENDOR_ROLE.capabilities,
  [DOOR_STAFF]: ['etn_manage_qr_scan'],
};
const ROLES = Object.keys(ROLE_CAPABILITIES);

/** Whether a logged-in user of `role` (holding `held`, by default the role's) should pass the route's declared access. */
function expectedAllowed(access: Access, role: string, held: readonly Capability[] = ROLE_CAPABILITIES[role]!): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  if (role === SUPER_ADMIN_ROLE) return true;
  if (access === 'super_admin') return false;
  if (access === 'manage_taxonomies') return mayManageTaxonomies({ is_super_admin: false, permissions: [...held], roles: [role] });
  if (typeof access !== 'string' && 'allOf' in access) return access.allOf.every((c) => held.includes(c));
  return typeof access === 'string' ? held.includes(access as Capability) : access.some((c) => held.includes(c));
}

/** A path parameter value that matches no row. */
const DUMMY_ID = '999999';

/** The route's URL with the dummy value for each path parameter. */
const dummyUrl = (url: string) => url.replace(/:\w+/g, DUMMY_ID);

describeEachDatabase('route × role matrix', (dialect) => {
  let t: TestApp;
  let routes: RouteAccess[];
  const clients = new Map<string, Client>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const created = await t.admin.request('POST', '/api/v2/permissions/roles', { key: DOOR_STAFF, name: 'Door staff' });
    expect(created.statusCode, created.body).toBe(201);
    const assigned = await t.admin.request('POST', `/api/v2/permissions/${DOOR_STAFF}`, { permissions: ['etn_manage_qr_scan'] });
    expect(assigned.statusCode, assigned.body).toBe(201);
    for (const role of ROLES) clients.set(role, await t.loginAs(role));
    routes = t.app.routeAccess;
  });
  afterAll(() => t.close());

  /** Calls a route as the client (none: no session); logging out uses a throwaway session. */
  async function call(route: RouteAccess, role: string | null): Promise<LightMyRequestResponse> {
    const url = dummyUrl(route.url);
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
    if (role === null) return t.app.inject({ method: route.method as 'GET', url, ...(body ? { payload: body } : {}) });
    const client = url.endsWith('/auth/logout') ? await t.loginAs(role) : clients.get(role)!;
    return client.request(route.method, url, body);
  }

  it('the table covers every part of the product and every kind of access', () => {
    expect(routes.length).toBeGreaterThan(60);
    const kinds = new Set(routes.map((r) => r.access));
    for (const kind of ['public', 'authenticated', 'super_admin', 'manage_taxonomies', 'etn_manage_event', 'etn_manage_qr_scan', 'etn_manage_organizer', 'etn_manage_schedule', 'etn_manage_template', 'etn_manage_shortcode']) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('without a session every route but the public ones answers 401', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await call(route, null);
      const refused = res.statusCode === 401 || res.statusCode === 403;
      if (route.access === 'public' ? refused : res.statusCode !== 401) wrong.push(`${route.method} ${route.url} (${route.access}) → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(ROLES)('as %s: 403 where the role lacks the access, granted where it has it', async (role) => {
    const wrong: string[] = [];
    let granted = 0;
    for (const route of routes) {
      const res = await call(route, role);
      const allowed = expectedAllowed(route.access, role);
      if (allowed) granted++;
      const ok = allowed ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403;
      if (!ok) wrong.push(`${route.method} ${route.url} (${route.access}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(granted).toBeGreaterThan(0);
  });

  it('a permission given to door staff through the API applies on the next request, and its removal too', async () => {
    const door = clients.get(DOOR_STAFF)!;
    expect((await door.request('GET', '/api/v2/events')).statusCode).toBe(403);
    const give = await t.admin.request('PUT', `/api/v2/permissions/${DOOR_STAFF}`, { permissions: ['etn_manage_qr_scan', 'etn_manage_event'] });
    expect(give.statusCode, give.body).toBe(200);
    const list = await door.request('GET', '/api/v2/events');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ items: expect.any(Array), total_items: expect.any(Number) });
    const take = await t.admin.request('PUT', `/api/v2/permissions/${DOOR_STAFF}`, { permissions: ['etn_manage_qr_scan'] });
    expect(take.statusCode, take.body).toBe(200);
    expect((await door.request('GET', '/api/v2/events')).statusCode).toBe(403);
    expect((await door.request('GET', '/api/v2/attendees/check-in/counts')).statusCode).not.toBe(403);
  });
});

/**
 * The two-author pass (issue #9 §6.1, §6.14): author Bob calls every route an author may call with
 * the ids of author Ada's event and its children. Each is a 404, as Ada's event itself is, and
 * changes nothing; every list Bob may read leaves out Ada's event and her guests. The table must
 * name every author route with a path parameter, so a new route cannot skip the rule unnoticed.
 * The author role is granted what attendees, bookings and the door need (an administrator may), so
 * their routes are in the pass too: lists, the CSV export and the booking report hold only Bob's.
 */
/**
 * The pass runs for each own-events role: authors, and vendors (issue #11 §5), who log in on the
 * public dashboard but call the same routes.
 */
for (const ownRole of ['author', VENDOR_ROLE.key]) describeEachDatabase(`route × role matrix: two ${ownRole}s`, (dialect) => {
  const SECRET_TITLE = 'Ada Secret Gala';
  const GUEST_EMAIL = 'ada-guest@example.com';
  const BOB_GUEST = 'bob-guest@example.com';
  /** The author role as an administrator may widen it: attendees, bookings, the door scanner and schedules too. */
  const AUTHOR_GRANTS: Capability[] = ['etn_manage_event', 'etn_manage_attendee', 'etn_manage_order', 'etn_manage_qr_scan', 'etn_manage_schedule'];
  const PROGRAM = { program_title: `${SECRET_TITLE} programme`, date: '2031-06-02', slots: [] };
  /** Author routes with a path parameter that work on no event. */
  const NOT_ABOUT_EVENTS = ['/api/v2/categories/:id', '/api/v2/tags/:id', '/api/v2/tokens/:id', '/api/v2/templates/:id'];
  let t: TestApp;
  let ada: Client;
  let bob: Client;
  let ids: { event: number; response: number; batch: number; ticketed: number; pending: number; unpaid: number; paid: number; attendees: number[]; ticket: string; schedules: number[] };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const granted = await t.admin.request('PUT', `/api/v2/permissions/${ownRole}`, { permissions: AUTHOR_GRANTS });
    expect(granted.statusCode, granted.body).toBe(200);
    ada = await t.loginAs(ownRole);
    bob = await t.loginAs(ownRole);
    await bob.request('POST', '/api/v2/events', { title: 'Bob Picnic', start_date: '2031-06-01', status: 'publish' });
    await book(t.app, orderBody((await createEvent(bob, { title: 'Bob Concert' })).id, { 'free-entry': 1 }, { email: BOB_GUEST }));
    const schedules = [(await ada.request('POST', '/api/v2/schedules', PROGRAM)).json().id as number, (await ada.request('POST', '/api/v2/schedules', PROGRAM)).json().id as number];
    const ticketed = (await createEvent(ada, { title: SECRET_TITLE, schedules })).id;
    // Send Certificate needs a published certificate template (made by the admin, set in the table).
    const certificate = (await t.admin.request('POST', '/api/v2/templates', { type: 'certificate', status: 'publish' })).json().id as number;
    await t.handle.db.updateTable('events').set({ certificate_template: certificate }).where('id', '=', ticketed).execute();
    const pending = await book(t.app, orderBody(ticketed, { standard: 1 }, { email: GUEST_EMAIL }));
    const unpaid = await book(t.app, orderBody(ticketed, { standard: 1 }, { email: GUEST_EMAIL }));
    const paid = await book(t.app, orderBody(ticketed, { 'free-entry': 3 }, { email: GUEST_EMAIL }));
    const event = (await ada.request('POST', '/api/v2/events', { title: SECRET_TITLE, start_date: '2031-06-02', status: 'publish' })).json().id as number;
    const settings = await ada.request('PUT', `/api/v2/event/${event}/rsvp`, { enabled: true, limit: 50, guests_per_response: 5 });
    expect(settings.statusCode, settings.body).toBe(200);
    const answer = { event_id: event, name: 'Guest', email: GUEST_EMAIL, number_of_attendees: 1, status: 'going' };
    const response = (await t.app.inject({ method: 'POST', url: '/api/v2/rsvp-registration', payload: answer })).json().id as number;
    const sent = await ada.request('POST', '/api/v2/rsvp-invitations', { event_id: event, subject: 'Come', message: 'Please.', recipients: [{ email: 'friend@example.com' }] });
    expect(sent.statusCode, sent.body).toBe(202);
    const attendees = paid.attendees!.map((a) => a.id);
    ids = { event, response, batch: sent.json().batch_id, ticketed, pending: pending.id, unpaid: unpaid.id, paid: paid.id, attendees, ticket: paid.attendees![0]!.ticket_id, schedules };
  });
  afterAll(() => t.close());

  /** Calls on Ada's event and its children, keyed `METHOD url` of the route, each with a valid body. */
  const onAdas = (): Record<string, { url: string; body?: unknown }> => ({
    'GET /api/v2/events/:id': { url: `/api/v2/events/${ids.event}` },
    'PUT /api/v2/events/:id': { url: `/api/v2/events/${ids.event}`, body: { title: SECRET_TITLE } },
    'GET /api/v2/events/:id/clone': { url: `/api/v2/events/${ids.event}/clone` },
    'GET /api/v2/events/:id/send_certificate': { url: `/api/v2/events/${ids.ticketed}/send_certificate?confirm=1` },
    'POST /api/v2/attendees/:id/send-certificate': { url: `/api/v2/attendees/${ids.attendees[1]}/send-certificate?confirm=1` },
    'GET /api/v2/event/:id/rsvp': { url: `/api/v2/event/${ids.event}/rsvp` },
    'PUT /api/v2/event/:id/rsvp': { url: `/api/v2/event/${ids.event}/rsvp`, body: { enabled: true, limit: 50, guests_per_response: 5 } },
    'GET /api/v2/rsvp-report/:id': { url: `/api/v2/rsvp-report/${ids.event}` },
    'GET /api/v2/rsvp-report/:id/unanswered': { url: `/api/v2/rsvp-report/${ids.event}/unanswered` },
    'PUT /api/v2/rsvp-report/:id': { url: `/api/v2/rsvp-report/${ids.response}`, body: { name: 'Guest', email: GUEST_EMAIL, number_of_attendees: 1, status: 'going' } },
    'POST /api/v2/rsvp-invitations': { url: '/api/v2/rsvp-invitations', body: { event_id: ids.event, subject: 'Come', message: 'Please.', recipients: [{ email: 'friend@example.com' }] } },
    'GET /api/v2/jobs/batches/:id': { url: `/api/v2/jobs/batches/${ids.batch}` },
    'GET /api/v2/attendees/:id': { url: `/api/v2/attendees/${ids.attendees[1]}` },
    'PUT /api/v2/attendees/:id': { url: `/api/v2/attendees/${ids.attendees[1]}`, body: { name: 'Renamed', email: GUEST_EMAIL, phone: '', extra_fields: {}, ticket_status: 'used' } },
    'POST /api/v2/attendees/:id/resend-ticket': { url: `/api/v2/attendees/${ids.attendees[1]}/resend-ticket` },
    'POST /api/v2/attendees/check-in': { url: '/api/v2/attendees/check-in', body: { event_id: ids.ticketed, ticket_id: ids.ticket } },
    'GET /api/v2/attendees/check-in/counts': { url: `/api/v2/attendees/check-in/counts?event_id=${ids.ticketed}` },
    'GET /api/v2/attendees/check-in/lookup': { url: `/api/v2/attendees/check-in/lookup?event_id=${ids.ticketed}&search=guest` },
    'POST /api/v2/attendees/check-in/undo': { url: '/api/v2/attendees/check-in/undo', body: { event_id: ids.ticketed, ticket_id: ids.ticket, checked_in_at: '2031-01-01T00:00:00.000Z' } },
    'DELETE /api/v2/attendees/:id': { url: `/api/v2/attendees/${ids.attendees[1]}` },
    'DELETE /api/v2/attendees': { url: `/api/v2/attendees?ids=${ids.attendees[2]}` },
    'GET /api/v2/orders/:id': { url: `/api/v2/orders/${ids.paid}` },
    'POST /api/v2/orders/:id/mark-paid': { url: `/api/v2/orders/${ids.pending}/mark-paid` },
    'POST /api/v2/orders/:id/cancel': { url: `/api/v2/orders/${ids.unpaid}/cancel` },
    'POST /api/v2/orders/:id/resend-invoice': { url: `/api/v2/orders/${ids.paid}/resend-invoice` },
    'POST /api/v2/orders/:id/refund': { url: `/api/v2/orders/${ids.paid}/refund`, body: { reason: 'Cancelled' } },
    'GET /api/v2/schedules/:id': { url: `/api/v2/schedules/${ids.schedules[0]}` },
    'PUT /api/v2/schedules/:id': { url: `/api/v2/schedules/${ids.schedules[0]}`, body: PROGRAM },
    'GET /api/v2/schedules/:id/clone': { url: `/api/v2/schedules/${ids.schedules[0]}/clone` },
    'DELETE /api/v2/schedules/:id': { url: `/api/v2/schedules/${ids.schedules[0]}` },
    'DELETE /api/v2/schedules': { url: `/api/v2/schedules?ids=${ids.schedules[1]}` },
    'DELETE /api/v2/rsvp-report/:id': { url: `/api/v2/rsvp-report/${ids.response}` },
    'DELETE /api/v2/events/:id': { url: `/api/v2/events/${ids.event}` },
  });
  const authorRoutes = () => t.app.routeAccess.filter((r) => r.access !== 'public' && expectedAllowed(r.access, ownRole, AUTHOR_GRANTS));
  /** What an administrator sees of Ada's event and its children, and the mail queue. */
  const adasState = async () => [
    ...(await Promise.all(
      [
        `/api/v2/event/${ids.event}/rsvp`,
        `/api/v2/rsvp-report/${ids.event}`,
        `/api/v2/orders?event_id=${ids.ticketed}`,
        `/api/v2/attendees?event_id=${ids.ticketed}`,
        `/api/v2/schedules?per_page=100`,
      ].map(
        async (url) => (await t.admin.request('GET', url)).json() as unknown,
      ),
    )),
    await t.handle.db.selectFrom('jobs').select(['id', 'kind']).orderBy('id').execute(),
  ];

  it('the table names every author route that takes an id, but those about no event', () => {
    const withId = authorRoutes()
      .filter((r) => r.url.includes(':') && !NOT_ABOUT_EVENTS.includes(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(Object.keys(onAdas())).toEqual(expect.arrayContaining(withId));
  });

  it("another author's event and its children are 404 on every route, and nothing changes", async () => {
    const before = await adasState();
    const wrong: string[] = [];
    for (const [route, call] of Object.entries(onAdas())) {
      const res = await bob.request(route.split(' ')[0]!, call.url, call.body);
      if (res.statusCode !== 404) wrong.push(`${route} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await adasState()).toEqual(before);
    expect(await t.handle.db.selectFrom('job_batches').select('id').execute()).toHaveLength(1);
    expect(await t.handle.db.selectFrom('rsvp_invitations').select('id').execute()).toHaveLength(1);
  });

  it("a job batch needs the capability of its work: a subscriber gets 403 on an RSVP invitation batch, an editor may watch it", async () => {
    const subscriber = await t.loginAs('subscriber');
    const refused = await subscriber.request('GET', `/api/v2/jobs/batches/${ids.batch}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('etn_manage_event');
    expect(refused.body).not.toContain(SECRET_TITLE);
    expect((await (await t.loginAs('editor')).request('GET', `/api/v2/jobs/batches/${ids.batch}`)).statusCode).toBe(200);
  });

  it('no list an author may read shows another author’s event or guests; their own lists do', async () => {
    const lists = authorRoutes().filter((r) => r.method === 'GET' && !r.url.includes(':') && !(`GET ${r.url}` in onAdas()));
    const listUrls = ['/api/v2/events', '/api/v2/events/options', '/api/v2/rsvp-report', '/api/v2/attendees', '/api/v2/attendees/export.csv', '/api/v2/orders', '/api/v2/orders/report', '/api/v2/schedules'];
    expect(lists.map((r) => r.url.replace(/\/$/, ''))).toEqual(expect.arrayContaining(listUrls));
    const leaks: string[] = [];
    for (const route of lists) {
      const res = await bob.request('GET', route.url);
      expect(res.statusCode, `${route.url} ${res.body}`).toBe(200);
      if (res.body.includes(SECRET_TITLE) || res.body.includes(GUEST_EMAIL)) leaks.push(route.url);
    }
    expect(leaks).toEqual([]);
    expect((await bob.request('GET', '/api/v2/rsvp-report')).json().total_items).toBe(0);
    for (const url of ['/api/v2/events', '/api/v2/events/options', '/api/v2/rsvp-report', '/api/v2/attendees', '/api/v2/attendees/export.csv', '/api/v2/orders', '/api/v2/schedules']) {
      const own = await ada.request('GET', url);
      expect(own.body, url).toContain(SECRET_TITLE);
      expect((await bob.request('GET', url)).body, url).not.toContain(SECRET_TITLE);
    }
  });

  it("attendee and booking lists, the CSV export and the booking report hold and count only the caller's events", async () => {
    const bobs = { attendees: (await bob.request('GET', '/api/v2/attendees')).json(), orders: (await bob.request('GET', '/api/v2/orders')).json() };
    expect(bobs.attendees.total_items).toBe(1);
    expect(bobs.attendees.items.map((a: { email: string }) => a.email)).toEqual([BOB_GUEST]);
    expect(bobs.orders.total_items).toBe(1);
    expect(bobs.orders.items.map((o: { event_title: string }) => o.event_title)).toEqual(['Bob Concert']);
    // A filter on another author's event finds nothing, as for an unknown event.
    expect((await bob.request('GET', `/api/v2/attendees?event_id=${ids.ticketed}`)).json()).toEqual({ items: [], total_items: 0 });
    expect((await bob.request('GET', `/api/v2/orders?event_id=${ids.ticketed}`)).json()).toEqual({ items: [], total_items: 0 });
    const csv = (await bob.request('GET', '/api/v2/attendees/export.csv')).body.trim().split(/\r?\n/);
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(BOB_GUEST);
    expect((await bob.request('GET', `/api/v2/attendees/export.csv?event_id=${ids.ticketed}`)).body.trim().split(/\r?\n/)).toHaveLength(1);
    const report = (await bob.request('GET', '/api/v2/orders/report')).json();
    expect(report.totals).toMatchObject({ orders: 1, completed: 1, pending: 0, tickets_sold: 1 });
    expect((await bob.request('GET', `/api/v2/orders/report?event_id=${ids.ticketed}`)).json().totals).toMatchObject({ orders: 0, tickets_sold: 0 });
    expect((await ada.request('GET', '/api/v2/orders/report')).json().totals).toMatchObject({ orders: 3, completed: 1, pending: 2, tickets_sold: 3 });
    expect((await t.admin.request('GET', '/api/v2/orders/report')).json().totals).toMatchObject({ orders: 4 });
    expect((await ada.request('GET', '/api/v2/attendees')).json().total_items).toBe(5);
  });

  it("an author cannot make their event show a schedule another author's event shows (as if unknown); nothing is attached", async () => {
    const bobs = (await bob.request('POST', '/api/v2/events', { title: 'Bob Fair', start_date: '2031-06-03', status: 'publish', schedules: [ids.schedules[0]] }));
    expect(bobs.statusCode, bobs.body).toBe(400);
    expect(bobs.json().errors.schedules).toBe(`Unknown schedule id ${ids.schedules[0]}`);
    const own = (await bob.request('POST', '/api/v2/schedules', { ...PROGRAM, program_title: 'Bob programme' })).json().id as number;
    const fair = (await bob.request('POST', '/api/v2/events', { title: 'Bob Fair', start_date: '2031-06-03', status: 'publish', schedules: [own] })).json().id as number;
    const put = await bob.request('PUT', `/api/v2/events/${fair}`, { schedules: [own, ids.schedules[1]] });
    expect(put.statusCode, put.body).toBe(400);
    expect((await bob.request('GET', `/api/v2/events/${fair}`)).json().schedules).toEqual([own]);
    expect((await t.handle.db.selectFrom('event_schedules').select('event_id').where('schedule_id', 'in', ids.schedules).execute()).map((r) => r.event_id)).toEqual([ids.ticketed, ids.ticketed]);
  });

  it("a ticket of another author's event scanned at one's own event is an unknown ticket, not a wrong event naming theirs", async () => {
    const own = (await bob.request('GET', '/api/v2/events/options')).json() as { items: { id: number; title: string }[] } | { id: number; title: string }[];
    const items = Array.isArray(own) ? own : own.items;
    const concert = items.find((e) => e.title === 'Bob Concert')!;
    const res = await bob.request('POST', '/api/v2/attendees/check-in', { event_id: concert.id, ticket_id: ids.ticket });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe('unknown_ticket');
    expect(res.body).not.toContain(SECRET_TITLE);
  });

  it('the owner gets each of those calls answered (the bodies are valid, so the 404s are the rule)', async () => {
    const wrong: string[] = [];
    // The undo names the check-in it takes back by its time, which the check-in before it answers.
    let checkedInAt = '';
    for (const [route, call] of Object.entries(onAdas())) {
      const body = route === 'POST /api/v2/attendees/check-in/undo' ? { ...(call.body as object), checked_in_at: checkedInAt } : call.body;
      const res = await ada.request(route.split(' ')[0]!, call.url, body);
      if (route === 'POST /api/v2/attendees/check-in' && res.statusCode === 200) checkedInAt = res.json().attendee.checked_in_at;
      if (res.statusCode >= 300) wrong.push(`${route} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
