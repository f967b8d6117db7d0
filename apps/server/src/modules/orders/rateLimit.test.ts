import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { createEvent, orderBody, postOrder } from '../../test/bookingFixtures.js';

describeEachDatabase('public writes are rate-limited per address', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_WRITE_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('the 3rd booking in a minute from one address gets 429 with a message and books nothing', async () => {
    const event = await createEvent(t.admin);
    expect((await postOrder(t.app, orderBody(event.id, { 'free-entry': 1 }))).statusCode).toBe(201);
    expect((await postOrder(t.app, orderBody(event.id, { 'free-entry': 1 }))).statusCode).toBe(201);
    const limited = await postOrder(t.app, orderBody(event.id, { 'free-entry': 1 }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please wait a minute and try again.');
    expect((await t.admin.request('GET', `/api/v2/events/${event.id}`)).json().sold_tickets).toBe(2);
  });

  it('RSVP answers count on their own', async () => {
    const event = await createEvent(t.admin);
    await t.admin.request('PUT', `/api/v2/event/${event.id}/rsvp`, { enabled: true, limit: -1, guests_per_response: 2 });
    const answer = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/rsvp-registration', payload: { event_id: event.id, name: 'Guest', email, number_of_attendees: 1, status: 'going' } });
    expect((await answer('a@example.com')).statusCode).toBe(201);
    expect((await answer('b@example.com')).statusCode).toBe(201);
    expect((await answer('c@example.com')).statusCode).toBe(429);
  });
});

describeEachDatabase('behind a trusted proxy, each client has its own allowance', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_WRITE_RATE_LIMIT: '1', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('counts bookings per forwarded client address, not per proxy', async () => {
    const event = await createEvent(t.admin);
    const from = (client: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/orders', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client }, payload: orderBody(event.id, { 'free-entry': 1 }) as object });
    expect((await from('203.0.113.7')).statusCode).toBe(201);
    expect((await from('198.51.100.4')).statusCode).toBe(201);
    expect((await from('203.0.113.7')).statusCode).toBe(429);
  });
});
