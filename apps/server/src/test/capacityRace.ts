import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DB } from '../db/database.js';
import { createEvent, orderBody, postOrder } from './bookingFixtures.js';
import type { Client } from './harness.js';

/**
 * One trial of issue #9 §6.4: 60 concurrent one-ticket bookings (spread over `apps`, round robin)
 * while `admin` lowers the variation's capacity from 100 to 10 (sent after the first `putAfter`
 * bookings). Whatever wins, what is sold fits the capacity the variation ends with, and every
 * successful booking (and only those) counts in `sold`. Test code only.
 */
export async function capacityRaceTrial(apps: FastifyInstance[], admin: Client, db: DB, putAfter: number): Promise<void> {
  const event = await createEvent(admin, { ticket_variations: [{ name: 'Standard', price: 10, capacity: 100 }] });
  const bookings = Array.from({ length: 60 }, (_, i) =>
    postOrder(apps[i % apps.length]!, orderBody(event.id, { standard: 1 }, { email: `race${i}@example.com` })),
  );
  const put = admin.request('PUT', `/api/v2/events/${event.id}`, { ticket_variations: [{ slug: 'standard', name: 'Standard', price: 10, capacity: 10 }] });
  // Bookings are sent in array order; the PUT lands among them.
  const statuses = await Promise.all([...bookings.slice(0, putAfter), put, ...bookings.slice(putAfter)].map(async (r) => (await r).statusCode));
  const putResult = await put;
  const booked = statuses.filter((s) => s === 201).length;
  expect(statuses.every((s) => s === 201 || s === 409 || s === 200), statuses.join()).toBe(true);

  const row = await db.selectFrom('ticket_variations').select(['capacity', 'sold']).where('event_id', '=', event.id).executeTakeFirstOrThrow();
  const orders = await db.selectFrom('orders').select('id').where('event_id', '=', event.id).execute();
  expect(orders).toHaveLength(booked);
  expect(row.sold).toBe(orders.length);
  if (putResult.statusCode === 200) {
    expect(row).toMatchObject({ capacity: 10 });
    expect(row.sold).toBeLessThanOrEqual(10);
  } else {
    expect(putResult.statusCode, putResult.body).toBe(409);
    expect(putResult.json()).toMatchObject({ code: 'capacity_below_sold', errors: { 'ticket_variations.0.capacity': expect.stringMatching(/^At least \d+$/) } });
    expect(row.capacity).toBe(100);
    expect(row.sold).toBeGreaterThan(10);
  }
}
