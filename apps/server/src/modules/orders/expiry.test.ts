import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { EventItem } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';
import { JobQueue } from '../jobs/queue.js';
import { ORDER_EXPIRY_JOB, OrderService } from './service.js';

const HOUR_MS = 3_600_000;

describeEachDatabase('reservation expiry of unpaid offline bookings', (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let event: EventItem;
  /** The time seen by a second queue on the same database: moved forward to make reservations run out. */
  let now = Date.now();
  let later: JobQueue;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    event = await createEvent(t.admin, { ticket_variations: [{ name: 'Standard', price: 10, capacity: 5 }] });
    later = new JobQueue({ db: t.handle.db, dialect, log: t.app.log, clock: () => now });
    const service = new OrderService({ db: t.handle.db, dialect, mail: t.app.mail, jobs: later, siteUrl: 'http://x', now: () => now });
    later.register(ORDER_EXPIRY_JOB, async (payload) => {
      await service.expire((payload as { order_id: number }).order_id);
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    now = Date.now();
    // Mails of earlier bookings go out now, so the queue with the moved clock only finds expiries
    // (one pass of it: the mail an expiry queues is left to the app's own queue).
    await t.app.jobs.drain();
    smtp.messages.length = 0;
  });

  const sold = async () => (await t.admin.request('GET', `/api/v2/events/${event.id}`)).json().ticket_variations[0].sold as number;
  const order = async (id: number) => (await t.admin.request('GET', `/api/v2/orders/${id}`)).json();

  it('an unpaid booking holds its seats for the configured hours, then is cancelled, its seats returned and its booker told', async () => {
    await t.admin.request('PUT', '/api/v2/settings', { reservation_hours: 24 });
    const booking = await book(t.app, orderBody(event.id, { standard: 2 }, { email: 'late@example.com' }));
    expect(booking.status).toBe('pending');
    await t.app.jobs.drain();
    expect(await sold()).toBe(2);

    now += 23 * HOUR_MS;
    await later.runOnce();
    expect((await order(booking.id)).status).toBe('pending');
    expect(await sold()).toBe(2);

    now += 2 * HOUR_MS;
    await later.runOnce();
    const cancelled = await order(booking.id);
    expect(cancelled.status).toBe('failed');
    expect(cancelled.attendees.map((a: { payment_status: string }) => a.payment_status)).toEqual(['failed', 'failed']);
    expect(await sold()).toBe(0);

    await t.app.jobs.drain();
    const mails = await smtp.waitFor(2);
    const notice = mails.find((m) => m.subject?.includes('was cancelled'));
    expect(notice?.subject).toBe(`Booking #${booking.id} for Harbour Festival was cancelled`);
    expect(notice?.text).toContain('was not paid in time');
    expect(notice?.text).toContain('Unpaid total: $20.00');
    await t.admin.request('PUT', '/api/v2/settings', { reservation_hours: 48 });
  });

  it('a booking paid in time keeps its tickets when the expiry comes', async () => {
    const booking = await book(t.app, orderBody(event.id, { standard: 1 }));
    expect((await t.admin.request('POST', `/api/v2/orders/${booking.id}/mark-paid`)).statusCode).toBe(200);
    now += 49 * HOUR_MS;
    await later.runOnce();
    expect((await order(booking.id)).status).toBe('completed');
    expect(await sold()).toBe(1);
  });

  it('the organiser cancels an unpaid booking: its seats return at once, its booker is told, and the later expiry changes nothing', async () => {
    const before = await sold();
    const booking = await book(t.app, orderBody(event.id, { standard: 2 }, { email: 'wontpay@example.com' }));
    await t.app.jobs.drain();
    smtp.messages.length = 0;
    expect(await sold()).toBe(before + 2);

    const res = await t.admin.request('POST', `/api/v2/orders/${booking.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed' });
    expect(res.json().attendees.map((a: { payment_status: string }) => a.payment_status)).toEqual(['failed', 'failed']);
    expect(await sold()).toBe(before);
    await t.app.jobs.drain();
    const [notice] = await smtp.waitFor(1);
    expect(notice?.subject).toBe(`Booking #${booking.id} for Harbour Festival was cancelled`);
    expect(notice?.text).toContain('The organiser has cancelled the unpaid booking');
    const audit = (await t.admin.request('GET', `/api/v2/audit?entity_type=order&action=cancel`)).json().items[0];
    expect(audit).toMatchObject({ entity_id: String(booking.id), summary: `Cancelled unpaid booking #${booking.id}` });

    // Only a pending booking can be cancelled; the expiry job, when it comes, finds nothing to do.
    const again = await t.admin.request('POST', `/api/v2/orders/${booking.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Only pending bookings can be cancelled; booking #${booking.id} is cancelled.`);
    now += 49 * HOUR_MS;
    await later.runOnce();
    expect(await sold()).toBe(before);
    expect((await t.admin.request('POST', '/api/v2/orders/999999/cancel')).statusCode).toBe(404);
  });

  it('a free booking schedules no expiry', async () => {
    const free = await createEvent(t.admin, { ticket_variations: [{ name: 'Free', price: 0, capacity: 5 }] });
    const booking = await book(t.app, orderBody(free.id, { free: 1 }));
    const jobs = await t.handle.db.selectFrom('jobs').select('payload').where('kind', '=', ORDER_EXPIRY_JOB).execute();
    expect(jobs.map((j) => JSON.parse(j.payload).order_id)).not.toContain(booking.id);
  });
});
