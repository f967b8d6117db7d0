import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';

describeEachDatabase('events with sold tickets are not deleted', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('refuses to delete an event with a paid or pending booking, alone or in bulk, and deletes nothing', async () => {
    const booked = await createEvent(t.admin, { title: 'Sold Gala' });
    const free = await createEvent(t.admin, { title: 'Empty Hall' });
    await book(t.app, orderBody(booked.id, { standard: 2 }));
    const single = await t.admin.request('DELETE', `/api/v2/events/${booked.id}`);
    expect(single.statusCode).toBe(409);
    expect(single.json()).toEqual({ code: 'event_has_bookings', message: '"Sold Gala" (1 booking) still has bookings with valid tickets. Refund them before deleting.' });
    expect((await t.admin.request('DELETE', `/api/v2/events?ids=${free.id},${booked.id}`)).statusCode).toBe(409);
    expect((await t.admin.request('GET', `/api/v2/events/${free.id}`)).statusCode).toBe(200);
    expect((await t.admin.request('GET', `/api/v2/events/${booked.id}`)).statusCode).toBe(200);
  });

  it('deletes it once every booking is refunded', async () => {
    const event = await createEvent(t.admin, { title: 'Refunded Fair' });
    const order = await book(t.app, orderBody(event.id, { 'free-entry': 1 }));
    expect((await t.admin.request('DELETE', `/api/v2/events/${event.id}`)).statusCode).toBe(409);
    expect((await t.admin.request('POST', `/api/v2/orders/${order.id}/refund`, { reason: 'Event cancelled' })).statusCode).toBe(200);
    expect((await t.admin.request('DELETE', `/api/v2/events/${event.id}`)).json()).toEqual({ deleted: [event.id] });
  });
});
