import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody, postOrder } from '../../test/bookingFixtures.js';

describeEachDatabase('bookings', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const count = async (table: 'orders' | 'order_items' | 'attendees' | 'jobs') =>
    Number((await t.handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const sold = async (eventId: number, slug: string) =>
    (await t.handle.db.selectFrom('ticket_variations').select('sold').where('event_id', '=', eventId).where('slug', '=', slug).executeTakeFirstOrThrow()).sold;
  /** Posts a booking that must be refused, and checks it wrote nothing. */
  const refused = async (status: number, body: unknown) => {
    const before = await Promise.all([count('orders'), count('order_items'), count('attendees'), count('jobs')]);
    const res = await postOrder(t.app, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(await Promise.all([count('orders'), count('order_items'), count('attendees'), count('jobs')])).toEqual(before);
    return res.json() as { code: string; message: string; errors?: Record<string, string> };
  };

  it('a free booking completes at once, with one attendee and a unique ticket id per ticket', async () => {
    const event = await createEvent(t.admin);
    const order = await book(t.app, orderBody(event.id, { 'free-entry': 3 }));
    expect(order).toMatchObject({
      event_id: event.id,
      event_title: 'Harbour Festival',
      status: 'completed',
      payment_method: 'free',
      total: 0,
      ticket_count: 3,
      items: [{ slug: 'free-entry', name: 'Free Entry', price: 0, quantity: 3 }],
      customer: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
    });
    expect(order.paid_at).toBe(order.created_at);
    expect(order.attendees).toHaveLength(3);
    const ids = order.attendees!.map((a) => a.ticket_id);
    expect(new Set(ids).size).toBe(3);
    for (const a of order.attendees!) {
      expect(a).toMatchObject({ payment_status: 'completed', ticket_status: 'unused', ticket_name: 'Free Entry', order_id: order.id });
      expect(a.ticket_id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
      expect(a.ticket_url).toBe(`http://127.0.0.1:8080/ticket/${a.ticket_id}`);
    }
    expect(order.reservation_ends_at).toBeNull();
    expect(await sold(event.id, 'free-entry')).toBe(3);
    const listed = (await t.admin.request('GET', `/api/v2/events/${event.id}`)).json();
    expect(listed.sold_tickets).toBe(3);
  });

  it('a paid booking waits for payment until an admin marks it paid', async () => {
    const event = await createEvent(t.admin);
    const order = await book(t.app, orderBody(event.id, { standard: 2, 'free-entry': 1 }));
    expect(order).toMatchObject({ status: 'pending', payment_method: 'offline', total: 20, paid_at: null, ticket_count: 3 });
    expect(order.attendees!.map((a) => a.payment_status)).toEqual(['pending', 'pending', 'pending']);
    // The answer says until when the seats are held (Settings' reservation_hours, 48 by default).
    expect(Date.parse(order.reservation_ends_at!)).toBe(Date.parse(order.created_at) + 48 * 3_600_000);

    const paid = await t.admin.request('POST', `/api/v2/orders/${order.id}/mark-paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    const body = paid.json() as Order;
    expect(body).toMatchObject({ status: 'completed', paid_at: expect.any(String) });
    expect(body.attendees!.map((a) => a.payment_status)).toEqual(['completed', 'completed', 'completed']);

    const again = await t.admin.request('POST', `/api/v2/orders/${order.id}/mark-paid`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Only pending bookings can be marked paid; booking #${order.id} is completed.`);
    expect((await t.admin.request('POST', '/api/v2/orders/999999/mark-paid')).statusCode).toBe(404);
  });

  it('refuses bad bookings with a message and writes nothing', async () => {
    const event = await createEvent(t.admin);
    const mismatch = orderBody(event.id, { standard: 2 });
    mismatch.attendees = mismatch.attendees.slice(0, 1);
    expect((await refused(400, mismatch)).message).toContain('Give one attendee for each "standard" ticket (2 booked, 1 named)');

    const unknown = await refused(422, orderBody(event.id, { backstage: 1 }));
    expect(unknown).toMatchObject({ code: 'unknown_ticket', message: '"Harbour Festival" has no ticket "backstage".' });

    const draft = await createEvent(t.admin, { status: 'draft', title: 'Secret Draft' });
    expect((await refused(404, orderBody(draft.id, { standard: 1 }))).code).toBe('not_found');
    expect((await refused(404, orderBody(999_999, { standard: 1 }))).code).toBe('not_found');

    const past = await createEvent(t.admin, { title: 'Last Year', start_date: '2020-01-01', end_date: '2020-01-02' });
    expect(await refused(422, orderBody(past.id, { standard: 1 }))).toMatchObject({ code: 'event_ended', message: '"Last Year" has ended and no longer takes bookings.' });

    const noEmail = orderBody(event.id, { standard: 1 }, { email: 'not-an-address' });
    expect((await refused(400, noEmail)).errors).toHaveProperty(['customer.email']);
    expect(await sold(event.id, 'standard')).toBe(0);
  });

  it('says what is left when a booking asks for more than remains, and sells nothing of it', async () => {
    const event = await createEvent(t.admin, { ticket_variations: [{ name: 'Standard', price: 10, capacity: 5 }, { name: 'VIP', price: 50, capacity: 1 }] });
    await book(t.app, orderBody(event.id, { standard: 2 }));
    const tooMany = await refused(409, orderBody(event.id, { vip: 1, standard: 4 }));
    expect(tooMany).toMatchObject({ code: 'sold_out', message: 'Only 3 "Standard" tickets are left.' });
    expect(await sold(event.id, 'vip')).toBe(0);

    await book(t.app, orderBody(event.id, { vip: 1, standard: 2 }));
    expect((await refused(409, orderBody(event.id, { vip: 1 }))).message).toBe('VIP is sold out.');
    expect((await refused(409, orderBody(event.id, { standard: 2 }))).message).toBe('Only 1 "Standard" ticket is left.');
    expect(await sold(event.id, 'standard')).toBe(4);
  });

  it('a slug named twice is booked as one line', async () => {
    const event = await createEvent(t.admin);
    const body = orderBody(event.id, { standard: 2 });
    body.tickets = [{ slug: 'standard', quantity: 1 }, { slug: 'standard', quantity: 1 }];
    const order = await book(t.app, body);
    expect(order.items).toEqual([{ slug: 'standard', name: 'Standard', price: 10, quantity: 2 }]);
    expect(order.total).toBe(20);
  });

  it('an unlimited variation takes any number of bookings', async () => {
    const event = await createEvent(t.admin, { ticket_variations: [{ name: 'Standing', price: 0, capacity: -1 }] });
    for (let i = 0; i < 3; i++) await book(t.app, orderBody(event.id, { standing: 50 }));
    expect(await sold(event.id, 'standing')).toBe(150);
  });

  it('200 concurrent bookings of 1 ticket for 50 seats: exactly 50 succeed', async () => {
    const event = await createEvent(t.admin, { ticket_variations: [{ name: 'Standard', price: 10, capacity: 50 }] });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postOrder(t.app, orderBody(event.id, { standard: 1 }, { email: `guest${i}@example.com` }))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('Standard is sold out.');
    expect(await sold(event.id, 'standard')).toBe(50);
    const attendees = await t.handle.db.selectFrom('attendees').select('ticket_id').where('event_id', '=', event.id).execute();
    expect(attendees).toHaveLength(50);
    expect(new Set(attendees.map((a) => a.ticket_id)).size).toBe(50);
    const orders = await t.handle.db.selectFrom('orders').select('id').where('event_id', '=', event.id).execute();
    expect(orders).toHaveLength(50);
  }, 60_000);

  it('booking needs no login; the booking list and actions need etn_manage_order', async () => {
    const event = await createEvent(t.admin);
    const order = await book(t.app, orderBody(event.id, { 'free-entry': 1 }));
    const subscriber = await t.loginAs('subscriber');
    for (const [method, url] of [
      ['GET', '/api/v2/orders'],
      ['GET', '/api/v2/orders/report'],
      ['GET', `/api/v2/orders/${order.id}`],
      ['POST', `/api/v2/orders/${order.id}/mark-paid`],
      ['POST', `/api/v2/orders/${order.id}/cancel`],
      ['POST', `/api/v2/orders/${order.id}/resend-invoice`],
      ['POST', `/api/v2/orders/${order.id}/refund`],
    ] as const) {
      expect((await subscriber.request(method, url, method === 'POST' ? { reason: 'x' } : undefined)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
