import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventItem } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';
import {
  certificateRefusal,
  countEligibleAttendees,
  eligibleAttendeePages,
  findCertificateAttendee,
  isCertificateEligible,
  type CertificateOptions,
} from './eligibility.js';

const PAYMENT = ['pending', 'completed', 'failed', 'refunded'];
const BOOKING: (string | null)[] = [null, 'pending', 'completed', 'failed', 'refunded', 'partially_refunded'];
const TICKET = ['unused', 'used'];

describeEachDatabase('certificate eligibility', (dialect) => {
  let t: TestApp;
  let event: EventItem;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    event = await createEvent(t.admin);
  });
  afterAll(() => t.close());

  const all = async (eventId: number, options?: CertificateOptions, pageSize?: number) => {
    const ids: number[] = [];
    for await (const page of eligibleAttendeePages(t.handle.db, eventId, options, pageSize)) ids.push(...page.map((a) => a.id));
    return ids;
  };

  it('gives certificates to paid attendees of completed bookings, not to unpaid or refunded ones', async () => {
    const free = await book(t.app, orderBody(event.id, { 'free-entry': 2 }));
    const paid = await book(t.app, orderBody(event.id, { standard: 1 }));
    const ids = (o: typeof free) => o.attendees!.map((a) => a.id);
    // The offline booking waits for its payment: no certificate yet.
    expect(await all(event.id)).toEqual(ids(free));
    expect((await t.admin.request('POST', `/api/v2/orders/${paid.id}/mark-paid`)).statusCode).toBe(200);
    expect(await all(event.id)).toEqual([...ids(free), ...ids(paid)]);

    const [kept, refunded] = free.attendees!;
    const refund = await t.admin.request('POST', `/api/v2/orders/${free.id}/refund`, { reason: 'Cannot come', attendee_ids: [refunded!.id] });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await all(event.id)).toEqual([kept!.id, ...ids(paid)]);
    expect(await findCertificateAttendee(t.handle.db, refunded!.ticket_id)).toBeUndefined();
    expect((await findCertificateAttendee(t.handle.db, kept!.ticket_id))?.name).toBe(kept!.name);
    expect(await isCertificateEligible(t.handle.db, event.id, refunded!.id)).toBe(false);
    expect(await isCertificateEligible(t.handle.db, event.id, kept!.id)).toBe(true);
    // An attendee of another event is not this event's.
    expect(await isCertificateEligible(t.handle.db, event.id + 1000, kept!.id)).toBe(false);

    // Only checked-in attendees, when asked.
    expect(await all(event.id, { checkedInOnly: true })).toEqual([]);
    const scan = await t.admin.request('POST', '/api/v2/attendees/check-in', { ticket_id: paid.attendees![0]!.ticket_id, event_id: event.id });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(await all(event.id, { checkedInOnly: true })).toEqual(ids(paid));
    expect(await countEligibleAttendees(t.handle.db, event.id, { checkedInOnly: true })).toBe(1);
    expect(await countEligibleAttendees(t.handle.db, event.id)).toBe(2);
    expect(await findCertificateAttendee(t.handle.db, kept!.ticket_id, { checkedInOnly: true })).toBeUndefined();
  });

  it('reads the bulk query page by page, every eligible attendee once', async () => {
    const other = await createEvent(t.admin, { title: 'Paged' });
    const order = await book(t.app, orderBody(other.id, { 'free-entry': 7 }));
    const ids = order.attendees!.map((a) => a.id);
    const pages: number[] = [];
    for await (const page of eligibleAttendeePages(t.handle.db, other.id, {}, 3)) pages.push(page.length);
    expect(pages).toEqual([3, 3, 1]);
    expect(await all(other.id, {}, 3)).toEqual(ids);
    expect(await all(other.id, {}, 7)).toEqual(ids);
    expect(await all(event.id + 1000)).toEqual([]);
  });

  it('the SQL rule and the in-hand rule agree on every combination', async () => {
    const target = await createEvent(t.admin, { title: 'Combinations' });
    const stamp = new Date().toISOString();
    const cases: { id: number; payment: string; booking: string | null; ticket: string }[] = [];
    for (const booking of BOOKING) {
      const orderId =
        booking === null
          ? null
          : (
              await t.handle.db
                .insertInto('orders')
                .values({
                  event_id: target.id,
                  event_title: target.title,
                  customer_first_name: 'Ada',
                  customer_last_name: 'Lovelace',
                  customer_email: 'ada@example.com',
                  customer_phone: '',
                  status: booking,
                  payment_method: 'offline',
                  total: 0,
                  refunded_amount: 0,
                  refund_reason: '',
                  created_at: stamp,
                  updated_at: stamp,
                  paid_at: null,
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
      for (const payment of PAYMENT) {
        for (const ticket of TICKET) {
          const row = await t.handle.db
            .insertInto('attendees')
            .values({
              order_id: orderId,
              event_id: target.id,
              event_title: target.title,
              ticket_id: `combo-${booking}-${payment}-${ticket}`,
              ticket_slug: 'standard',
              ticket_name: 'Standard',
              ticket_price: 10,
              name: 'Combo',
              email: '',
              phone: '',
              extra_fields: '{}',
              ticket_status: ticket,
              payment_status: payment,
              checked_in_at: ticket === 'used' ? stamp : null,
              created_at: stamp,
              updated_at: stamp,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          cases.push({ id: row.id, payment, booking, ticket });
        }
      }
    }
    for (const options of [{}, { checkedInOnly: true }]) {
      const expected = cases.filter((c) => certificateRefusal({ payment_status: c.payment, ticket_status: c.ticket }, c.booking, options) === null).map((c) => c.id);
      expect(await all(target.id, options)).toEqual(expected);
    }
    // The in-hand rule says why.
    expect(certificateRefusal({ payment_status: 'refunded', ticket_status: 'used' }, 'partially_refunded')).toBe('refunded');
    expect(certificateRefusal({ payment_status: 'pending', ticket_status: 'unused' }, 'pending')).toBe('unpaid');
    expect(certificateRefusal({ payment_status: 'completed', ticket_status: 'unused' }, 'refunded')).toBe('booking_not_completed');
    expect(certificateRefusal({ payment_status: 'completed', ticket_status: 'unused' }, 'completed', { checkedInOnly: true })).toBe('not_checked_in');
    expect(certificateRefusal({ payment_status: 'completed', ticket_status: 'unused' }, null)).toBeNull();
  });
});
