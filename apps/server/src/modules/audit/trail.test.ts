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

  it('reads each summary in the language of whoever reads the trail; a row from before keeps its English summary (issue #12)', async () => {
    const event = await createEvent(t.admin);
    const paid = await book(t.app, orderBody(event.id, { standard: 2 }));
    await t.admin.request('POST', `/api/v2/orders/${paid.id}/mark-paid`);
    await t.admin.request('POST', `/api/v2/orders/${paid.id}/refund`, { reason: 'Krank', attendee_ids: [paid.attendees![0]!.id] });
    await t.handle.db
      .insertInto('audit_log')
      .values({ at: '2020-01-01T00:00:00.000Z', user_id: null, user_email: 'system', action: 'update', entity_type: 'order', entity_id: '1', summary: 'Renamed booking 1', summary_message: null, before: null, after: null })
      .execute();
    const summaries = async () => (await trail('order')).map((e) => e.summary);

    await t.admin.chooseLanguage('de');
    try {
      expect((await summaries()).slice(0, 2)).toEqual([`1 Ticket der Buchung #${paid.id} erstattet (10,00\u00a0$): Krank`, `Buchung #${paid.id} als bezahlt markiert`]);
      expect((await summaries()).at(-1)).toBe('Renamed booking 1');
      expect((await trail('event')).map((e) => e.summary)).toContain(`Veranstaltung „${event.title}“ erstellt`);
      const searched = (await t.admin.request('GET', `/api/v2/audit?entity_type=order&search=${encodeURIComponent('Marked booking')}`)).json().items as { summary: string }[];
      expect(searched.map((e) => e.summary)).toContain(`Buchung #${paid.id} als bezahlt markiert`);
      const byAmount = (await t.admin.request('GET', `/api/v2/audit?entity_type=order&search=${encodeURIComponent(`#${paid.id} erstattet (10,00`)}`)).json().items as { summary: string }[];
      expect(byAmount.map((e) => e.summary)).toEqual([`1 Ticket der Buchung #${paid.id} erstattet (10,00\u00a0$): Krank`]);
    } finally {
      await t.admin.chooseLanguage(null);
    }
    expect((await summaries()).slice(0, 2)).toEqual([`Refunded 1 ticket of booking #${paid.id} ($10.00): Krank`, `Marked booking #${paid.id} paid`]);
  });

  it('finds an entry by the words of its summary in any admin language; a row from before by its English (issue #12)', async () => {
    const event = await createEvent(t.admin);
    const paid = await book(t.app, orderBody(event.id, { standard: 1 }));
    await t.admin.request('POST', `/api/v2/orders/${paid.id}/mark-paid`);
    await t.handle.db
      .insertInto('audit_log')
      .values({ at: '2020-01-02T00:00:00.000Z', user_id: null, user_email: 'system', action: 'update', entity_type: 'order', entity_id: '2', summary: 'Archived booking 2', summary_message: null, before: null, after: null })
      .execute();
    const search = async (words: string) => ((await t.admin.request('GET', `/api/v2/audit?entity_type=order&per_page=100&search=${encodeURIComponent(words)}`)).json().items as { summary: string }[]).map((e) => e.summary);

    await t.admin.chooseLanguage('de');
    try {
      expect(await search('bezahlt')).toContain(`Buchung #${paid.id} als bezahlt markiert`);
      expect(await search(`Buchung #${paid.id} als`)).toEqual([`Buchung #${paid.id} als bezahlt markiert`]);
      expect(await search(`Marked booking #${paid.id} `)).toEqual([`Buchung #${paid.id} als bezahlt markiert`]);
      expect(await search('Archived booking')).toEqual(['Archived booking 2']);
    } finally {
      await t.admin.chooseLanguage(null);
    }
    expect(await search(`als bezahlt markiert`)).toContain(`Marked booking #${paid.id} paid`);
  });
});
