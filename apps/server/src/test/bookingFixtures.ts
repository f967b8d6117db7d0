import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EventItem, Order, OrderInput } from '@eventory/core';
import type { Client } from './harness.js';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** Creates a published event next month (Europe/Berlin) with the given ticket variations. Test code only. */
export async function createEvent(admin: Client, fields: Record<string, unknown> = {}): Promise<EventItem> {
  const res = await admin.request('POST', '/api/v2/events', {
    title: 'Harbour Festival',
    start_date: day(30),
    end_date: day(31),
    start_time: '10:00',
    end_time: '18:00',
    timezone: 'Europe/Berlin',
    status: 'publish',
    location: { type: 'offline', address: { address: 'Pier 7' } },
    ticket_variations: [
      { name: 'Standard', price: 10, capacity: 50 },
      { name: 'Free Entry', price: 0, capacity: 100 },
    ],
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`event not created: ${res.body}`);
  return res.json() as EventItem;
}

/** A booking body: `tickets` slug → quantity, one attendee named "<slug> guest <n>" per ticket. */
export function orderBody(eventId: number, tickets: Record<string, number>, customer: Partial<OrderInput['customer']> = {}): OrderInput {
  return {
    event_id: eventId,
    customer: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', phone: '+1 555 0100', ...customer },
    tickets: Object.entries(tickets).map(([slug, quantity]) => ({ slug, quantity })),
    attendees: Object.entries(tickets).flatMap(([slug, quantity]) =>
      Array.from({ length: quantity }, (_, i) => ({ name: `${slug} guest ${i + 1}`, ticket_slug: slug, phone: '', extra_fields: {} })),
    ),
  };
}

/** `POST /api/v2/orders` without a session, as the public event page does. */
export function postOrder(app: FastifyInstance, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v2/orders', payload: body as object });
}

/** Books and expects 201. */
export async function book(app: FastifyInstance, body: unknown): Promise<Order> {
  const res = await postOrder(app, body);
  if (res.statusCode !== 201) throw new Error(`booking refused: ${res.statusCode} ${res.body}`);
  return res.json() as Order;
}
