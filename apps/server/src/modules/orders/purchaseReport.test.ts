import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventItem, Order, OrderReport } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';

describeEachDatabase('purchase report', (dialect) => {
  let t: TestApp;
  let harbour: EventItem;
  let gala: EventItem;
  /** Bookings by name: created_at is set to fixed instants so the date filters are testable. */
  const orders: Record<string, Order> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    harbour = await createEvent(t.admin);
    gala = await createEvent(t.admin, { title: 'Winter Gala', ticket_variations: [{ name: 'Seat', price: 25.5, capacity: 10 }] });
    const made: [string, EventItem, Record<string, number>, Record<string, string>, string][] = [
      ['ada', harbour, { standard: 2 }, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }, '2031-03-01T09:00:00.000Z'],
      ['alan', harbour, { 'free-entry': 1 }, { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.org' }, '2031-03-02T23:59:59.000Z'],
      ['edsger', gala, { seat: 2 }, { first_name: 'Edsger', last_name: 'Dijkstra', email: 'ewd@example.net' }, '2031-03-03T00:00:00.000Z'],
      ['barbara', gala, { seat: 1 }, { first_name: 'Barbara', last_name: 'Liskov', email: 'barbara@example.com' }, '2031-03-05T12:00:00.000Z'],
    ];
    for (const [key, event, tickets, customer, createdAt] of made) {
      const order = await book(t.app, orderBody(event.id, tickets, customer));
      await t.handle.db.updateTable('orders').set({ created_at: createdAt }).where('id', '=', order.id).execute();
      orders[key] = order;
    }
    await t.admin.request('POST', `/api/v2/orders/${orders.edsger!.id}/mark-paid`);
    await t.admin.request('POST', `/api/v2/orders/${orders.barbara!.id}/mark-paid`);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.admin.request('GET', `/api/v2/orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: Order[]; total_items: number };
    expect(Number(res.headers['x-wp-total'])).toBe(body.total_items);
    return body;
  };
  const names = async (query: string) => (await list(query)).items.map((o) => o.customer.first_name);
  const sold = async (eventId: number) =>
    (await t.handle.db.selectFrom('ticket_variations').select(['slug', 'sold']).where('event_id', '=', eventId).orderBy('position').execute()).map((v) => v.sold);

  it('lists bookings newest first with their lines, ticket count and X-WP-Total', async () => {
    const page = await list('per_page=2');
    expect(page.total_items).toBe(4);
    expect(page.items.map((o) => o.customer.first_name)).toEqual(['Barbara', 'Edsger']);
    expect(page.items[1]).toMatchObject({ event_title: 'Winter Gala', total: 51, status: 'completed', ticket_count: 2, items: [{ name: 'Seat', price: 25.5, quantity: 2 }] });
    expect(await names('paged=2&per_page=2')).toEqual(['Alan', 'Ada']);
  });

  it('filters by event, status, booking day range (UTC, inclusive) and search', async () => {
    expect(await names(`event_id=${harbour.id}`)).toEqual(['Alan', 'Ada']);
    expect(await names('status=pending')).toEqual(['Ada']);
    expect(await names('date_from=2031-03-02&date_to=2031-03-03')).toEqual(['Edsger', 'Alan']);
    expect(await names('date_to=2031-03-01')).toEqual(['Ada']);
    expect(await names('search=lovel')).toEqual(['Ada']);
    expect(await names('search=ADA LOVELACE')).toEqual(['Ada']);
    expect(await names('search=example.org')).toEqual(['Alan']);
    expect(await names(`search=%23${orders.edsger!.id}`)).toEqual(['Edsger']);
    expect(await names('search=100%25')).toEqual([]);
    expect((await list(`event_id=${gala.id}&status=completed&date_from=2031-03-04`)).total_items).toBe(1);
    const backwards = await t.admin.request('GET', '/api/v2/orders?date_from=2031-03-05&date_to=2031-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date is after the end date.');
    expect((await t.admin.request('GET', '/api/v2/orders?status=lost')).statusCode).toBe(400);
  });

  it('a booking shows its attendees', async () => {
    const res = await t.admin.request('GET', `/api/v2/orders/${orders.ada!.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Order).attendees!.map((a) => a.name)).toEqual(['standard guest 1', 'standard guest 2']);
    expect((await t.admin.request('GET', '/api/v2/orders/999999')).statusCode).toBe(404);
  });

  it('resend invoice: 202 for a completed booking, refused for a pending one', async () => {
    const ok = await t.admin.request('POST', `/api/v2/orders/${orders.alan!.id}/resend-invoice`);
    expect(ok.statusCode).toBe(202);
    expect(ok.json()).toEqual({ queued: true });
    const pending = await t.admin.request('POST', `/api/v2/orders/${orders.ada!.id}/resend-invoice`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Only completed bookings have an invoice to resend.');
  });

  it('refund is refused for a pending booking and for tickets outside the booking', async () => {
    const pending = await t.admin.request('POST', `/api/v2/orders/${orders.ada!.id}/refund`, { reason: 'Changed plans' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(`Only completed bookings can be refunded; booking #${orders.ada!.id} is pending.`);
    const foreign = orders.ada!.attendees![0]!.id;
    const outside = await t.admin.request('POST', `/api/v2/orders/${orders.edsger!.id}/refund`, { reason: 'x', attendee_ids: [foreign] });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ code: 'not_in_booking', message: `Attendee ${foreign} is not part of booking #${orders.edsger!.id}.` });
    const noReason = await t.admin.request('POST', `/api/v2/orders/${orders.edsger!.id}/refund`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Give a reason for the refund' });
    expect((await t.admin.request('GET', `/api/v2/orders/${orders.edsger!.id}`)).json().status).toBe('completed');
  });

  it('a partial refund, then the rest: statuses, seats back, refunded amount, attendees', async () => {
    const edsger = orders.edsger!;
    expect(await sold(gala.id)).toEqual([3]);
    const galaTotals = async () => ((await t.admin.request('GET', `/api/v2/orders/report?event_id=${gala.id}`)).json() as OrderReport).totals;
    const before = await galaTotals();
    const [first] = edsger.attendees!;
    const partial = await t.admin.request('POST', `/api/v2/orders/${edsger.id}/refund`, { reason: 'One guest is ill', attendee_ids: [first!.id] });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'partially_refunded', refunded_amount: 25.5, refund_reason: 'One guest is ill' });
    expect((partial.json() as Order).attendees!.map((a) => a.payment_status)).toEqual(['refunded', 'completed']);
    expect(await sold(gala.id)).toEqual([2]);
    // Still a paid booking with a valid ticket: it stays among the completed ones, and counts as refunded too.
    expect(await galaTotals()).toMatchObject({ completed: before.completed, refunded: before.refunded + 1, refunded_amount: before.refunded_amount + 25.5 });

    const twice = await t.admin.request('POST', `/api/v2/orders/${edsger.id}/refund`, { reason: 'again', attendee_ids: [first!.id] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 'already_refunded', message: 'The ticket of seat guest 1 is already refunded.' });

    const rest = await t.admin.request('POST', `/api/v2/orders/${edsger.id}/refund`, { reason: 'Event moved' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'refunded', refunded_amount: 51, refund_reason: 'Event moved' });
    expect((rest.json() as Order).attendees!.map((a) => a.payment_status)).toEqual(['refunded', 'refunded']);
    expect(await sold(gala.id)).toEqual([1]);
    expect((await t.admin.request('POST', `/api/v2/orders/${edsger.id}/refund`, { reason: 'more' })).statusCode).toBe(409);
  });

  it('report: totals and sales per UTC day of the filtered bookings', async () => {
    const res = await t.admin.request('GET', '/api/v2/orders/report');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as OrderReport;
    expect(report.totals).toEqual({ orders: 4, completed: 2, pending: 1, refunded: 1, tickets_sold: 2, revenue: 25.5, refunded_amount: 51 });
    expect(report.by_day).toEqual([
      { date: '2031-03-01', orders: 1, tickets: 0, revenue: 0 },
      { date: '2031-03-02', orders: 1, tickets: 1, revenue: 0 },
      { date: '2031-03-03', orders: 1, tickets: 0, revenue: 0 },
      { date: '2031-03-05', orders: 1, tickets: 1, revenue: 25.5 },
    ]);
    const gala2 = (await t.admin.request('GET', `/api/v2/orders/report?event_id=${gala.id}&date_from=2031-03-04`)).json() as OrderReport;
    expect(gala2.totals).toMatchObject({ orders: 1, completed: 1, tickets_sold: 1, revenue: 25.5 });
  });

  it('days are those of the reader\'s zone: a booking at 23:59 UTC is on the next day in Berlin, in the list, the filter and the chart', async () => {
    // Alan booked 2031-03-02T23:59:59Z: 00:59 on March 3 in Berlin. Edsger at 00:00Z: 01:00 on March 3.
    expect(await names('date_from=2031-03-03&date_to=2031-03-03&timezone=Europe/Berlin')).toEqual(['Edsger', 'Alan']);
    expect(await names('date_from=2031-03-02&date_to=2031-03-02&timezone=Europe/Berlin')).toEqual([]);
    // Ada at 09:00Z is still March 1 in Los Angeles (01:00), Barbara at 12:00Z on March 5 (04:00).
    expect(await names('date_to=2031-03-01&timezone=America/Los_Angeles')).toEqual(['Ada']);
    const berlin = (await t.admin.request('GET', '/api/v2/orders/report?timezone=Europe/Berlin')).json() as OrderReport;
    expect(berlin.by_day.map((d) => [d.date, d.orders])).toEqual([['2031-03-01', 1], ['2031-03-03', 2], ['2031-03-05', 1]]);
    // India is 5:30 ahead: Alan's 23:59:59Z is 05:29 on March 3, Edsger's 00:00Z 05:30 on March 3.
    const kolkata = (await t.admin.request('GET', '/api/v2/orders/report?timezone=Asia/Kolkata')).json() as OrderReport;
    expect(kolkata.by_day.map((d) => [d.date, d.orders])).toEqual([['2031-03-01', 1], ['2031-03-03', 2], ['2031-03-05', 1]]);
    const unknown = await t.admin.request('GET', '/api/v2/orders?timezone=Mars/Olympus');
    expect(unknown.statusCode).toBe(400);
  });
});
