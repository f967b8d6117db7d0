import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';

describeEachDatabase('audit trail of bookings, attendees and users (issue #5)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const trail = async (entityType: string) =>
    (await t.admin.request('GET', `/api/v2/audit?entity_type=${entityType}&per_page=100`)).json().items as { action: string; summary: string; user_email: string; before: unknown; after: unknown }[];

  it('records refunds, payments, attendee edits and deletions with who made them and the record before and after', async () => {
    const event = await createEvent(t.admin);
    const paid = await book(t.app, orderBody(event.id, { standard: 2 }));
    expect((await t.admin.request('POST', `/api/v2/orders/${paid.id}/mark-paid`)).statusCode).toBe(200);
    const refund = await t.admin.request('POST', `/api/v2/orders/${paid.id}/refund`, { reason: 'Cannot come', attendee_ids: [paid.attendees![0]!.id] });
    expect(refund.statusCode, refund.body).toBe(200);
    const orders = await trail('order');
    expect(orders.map((e) => e.action)).toEqual(['refund', 'mark_paid']);
    expect(orders[0]).toMatchObject({ user_email: 'admin@example.com', before: { status: 'completed' }, after: { status: 'partially_refunded', reason: 'Cannot come' } });
    expect(orders[0]!.summary).toBe(`Refunded 1 ticket of booking #${paid.id} ($10.00): Cannot come`);

    const attendee = paid.attendees![1]!;
    await t.admin.request('PUT', `/api/v2/attendees/${attendee.id}`, { name: 'Renamed Guest', email: '', phone: '', extra_fields: {} });
    await t.admin.request('DELETE', `/api/v2/attendees/${attendee.id}`);
    const attendees = await trail('attendee');
    expect(attendees.map((e) => e.action)).toEqual(['delete', 'update']);
    expect(attendees[1]).toMatchObject({ before: { name: attendee.name }, after: { name: 'Renamed Guest' } });
  });

  it('a refused change writes no entry', async () => {
    const event = await createEvent(t.admin);
    const pending = await book(t.app, orderBody(event.id, { standard: 1 }));
    const before = (await trail('order')).length;
    expect((await t.admin.request('POST', `/api/v2/orders/${pending.id}/refund`, { reason: 'No' })).statusCode).toBe(409);
    expect(await trail('order')).toHaveLength(before);
  });

  it('records users created, changed and deleted, never their passwords', async () => {
    const created = (await t.admin.request('POST', '/api/v2/users', { email: 'door@example.com', display_name: 'Door', password: 'password-123', role: 'subscriber' })).json();
    await t.admin.request('PUT', `/api/v2/users/${created.id}`, { password: 'password-456' });
    await t.admin.request('DELETE', `/api/v2/users/${created.id}`);
    const users = await trail('user');
    expect(users.map((e) => e.summary)).toEqual(['Deleted user door@example.com', 'Updated user door@example.com (password changed)', 'Created user door@example.com (subscriber)']);
    expect(JSON.stringify(users)).not.toMatch(/password-|password_hash/);
  });
});
