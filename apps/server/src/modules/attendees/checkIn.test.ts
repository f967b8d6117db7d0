import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CheckInResult, EventItem, Order } from '@eventory/core';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';

describeEachDatabase('QR check-in', (dialect) => {
  let t: TestApp;
  let scanner: Client;
  let event: EventItem;
  let order: Order;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // A door-staff role holding only the scan capability.
    const role = await t.admin.request('PUT', '/api/v2/permissions/contributor', { permissions: ['etn_manage_qr_scan'] });
    if (role.statusCode !== 200) throw new Error(`role not set: ${role.body}`);
    scanner = await t.loginAs('contributor');
    event = await createEvent(t.admin, { timezone: 'Asia/Tokyo' });
    order = await book(t.app, orderBody(event.id, { 'free-entry': 3 }));
  });
  afterAll(() => t.close());

  const scan = (ticket_id: string, event_id = event.id) => scanner.request('POST', '/api/v2/attendees/check-in', { ticket_id, event_id });
  const refusal = async (ticketId: string, eventId?: number) => {
    const res = await scan(ticketId, eventId);
    return { status: res.statusCode, ...(res.json() as { code: string; message: string }) };
  };

  it('checks a paid ticket in once, with the live counts', async () => {
    const [guest] = order.attendees!;
    const res = await scan(guest!.ticket_id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CheckInResult;
    expect(body).toMatchObject({
      status: 'checked_in',
      message: 'free-entry guest 1 checked in — Free Entry',
      attendee: { id: guest!.id, name: 'free-entry guest 1', ticket_name: 'Free Entry', ticket_id: guest!.ticket_id, checked_in_at: expect.any(String) },
      counts: { checked_in: 1, total: 3 },
    });
    const counts = await scanner.request('GET', `/api/v2/attendees/check-in/counts?event_id=${event.id}`);
    expect(counts.json()).toEqual({ checked_in: 1, total: 3 });
    expect((await scanner.request('GET', '/api/v2/attendees')).statusCode).toBe(403);
  });

  /** Sets the scanning user's own admin language ('' for the site's) through the shell's Language form. */
  const scannerLanguage = (language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/account/language',
      headers: { cookie: scanner.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: scanner.nonce, language }).toString(),
    });

  it("a second scan says when the ticket was used: in the event's zone, stated, in the locale of the scanner's language", async () => {
    const [, guest] = order.attendees!;
    await t.handle.db.updateTable('attendees').set({ ticket_status: 'used', checked_in_at: '2031-05-01T23:05:00.000Z' }).where('id', '=', guest!.id).execute();
    // ICU versions differ in the space before AM (plain or narrow no-break).
    const message = async () => (await refusal(guest!.ticket_id)).message.replace(/\u202f/g, ' ');
    expect(await refusal(guest!.ticket_id)).toMatchObject({ status: 409, code: 'already_checked_in' });
    // The zone is stated, as the scanner's history and the certificate prompts state theirs (issue #9 §4).
    expect(await message()).toBe(`${guest!.name} was already checked in at May 2, 2031, 8:05 AM (UTC+09:00).`);
    await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-GB' });
    try {
      expect(await message()).toBe(`${guest!.name} was already checked in at 2 May 2031, 08:05 (UTC+09:00).`);
      // A scanner who reads German reads a German date, as the admin writes it for them (the site's en-GB is English's).
      expect((await scannerLanguage('de')).statusCode).toBe(303);
      expect(await message()).toBe(`${guest!.name} wurde bereits um 02.05.2031, 08:05 (UTC+09:00) eingecheckt.`);
    } finally {
      await scannerLanguage('');
      await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-US' });
    }
  });

  it('says why other tickets are refused', async () => {
    expect(await refusal('no-such-ticket')).toEqual({
      status: 404,
      code: 'unknown_ticket',
      message: 'No ticket with this code. Check the code or look the attendee up by name.',
    });

    const other = await createEvent(t.admin, { title: 'Night Market' });
    const elsewhere = await book(t.app, orderBody(other.id, { 'free-entry': 1 }));
    expect(await refusal(elsewhere.attendees![0]!.ticket_id)).toEqual({ status: 422, code: 'wrong_event', message: 'This ticket is for Night Market, not this event.' });

    const unpaid = await book(t.app, orderBody(event.id, { standard: 2 }));
    const [pending, refunded] = unpaid.attendees!;
    expect(await refusal(pending!.ticket_id)).toEqual({ status: 422, code: 'unpaid', message: 'This ticket is not paid yet. Send the guest to the desk.' });

    await t.admin.request('POST', `/api/v2/orders/${unpaid.id}/mark-paid`);
    await t.admin.request('POST', `/api/v2/orders/${unpaid.id}/refund`, { reason: 'x', attendee_ids: [refunded!.id] });
    expect(await refusal(refunded!.ticket_id)).toEqual({ status: 422, code: 'refunded', message: 'This ticket was refunded and is not valid.' });
    expect((await scan(pending!.ticket_id)).statusCode).toBe(200);

    // A booking the organiser cancelled (or whose reservation ended) is void: not 'unpaid, send them to the desk'.
    const dropped = await book(t.app, orderBody(event.id, { standard: 1 }));
    expect((await t.admin.request('POST', `/api/v2/orders/${dropped.id}/cancel`)).statusCode).toBe(200);
    expect(await refusal(dropped.attendees![0]!.ticket_id)).toEqual({ status: 422, code: 'cancelled', message: 'This ticket was cancelled and is not valid.' });

    const empty = await scanner.request('POST', '/api/v2/attendees/check-in', { ticket_id: '  ', event_id: event.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ ticket_id: 'Give the ticket id' });
  });

  it('undoes the check-in just made (wrong guest scanned), once, in the audit trail, never a later one', async () => {
    const guest = (await book(t.app, orderBody(event.id, { 'free-entry': 1 }))).attendees![0]!;
    const first = (await scan(guest.ticket_id)).json() as CheckInResult;
    const undo = (checked_in_at: string) => scanner.request('POST', '/api/v2/attendees/check-in/undo', { ticket_id: guest.ticket_id, event_id: event.id, checked_in_at });
    const counts = async () => (await scanner.request('GET', `/api/v2/attendees/check-in/counts?event_id=${event.id}`)).json() as { checked_in: number; total: number };
    const before = await counts();
    const res = await undo(first.attendee.checked_in_at!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'undone', message: `${guest.name} is no longer checked in.`, counts: { checked_in: before.checked_in - 1, total: before.total } });
    const row = () => t.handle.db.selectFrom('attendees').select(['ticket_status', 'checked_in_at']).where('id', '=', guest.id).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ ticket_status: 'unused', checked_in_at: null });
    const trail = await t.admin.request('GET', `/api/v2/audit?entity_type=attendee&per_page=100`);
    expect((trail.json().items as { entity_id: string; summary: string; user_email: string }[]).find((e) => e.entity_id === String(guest.id))).toMatchObject({
      summary: `Undid the check-in of ${guest.name} (Free Entry, ${event.title})`,
      user_email: expect.stringMatching(/^contributor-/),
    });
    // Twice, or a check-in made since (the guest came back and was scanned again): nothing changes.
    expect((await undo(first.attendee.checked_in_at!)).json()).toMatchObject({ code: 'not_checked_in' });
    const again = (await scan(guest.ticket_id)).json() as CheckInResult;
    const stale = await undo(first.attendee.checked_in_at!);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`${guest.name} is not checked in with this scan any more: nothing was undone.`);
    expect(await row()).toEqual({ ticket_status: 'used', checked_in_at: again.attendee.checked_in_at });
    // Another event's ticket, or an event outside the scanner's reach, is unknown here.
    expect((await scanner.request('POST', '/api/v2/attendees/check-in/undo', { ticket_id: 'no-such-ticket', event_id: event.id, checked_in_at: 'x' })).statusCode).toBe(404);
    expect((await scanner.request('POST', '/api/v2/attendees/check-in/undo', { ticket_id: guest.ticket_id, event_id: event.id })).statusCode).toBe(400);
  });

  it('finds guests by part of their name for door staff (who may not open the attendee list), at most 10', async () => {
    const lookup = async (search: string, eventId = event.id) => {
      const res = await scanner.request('GET', `/api/v2/attendees/check-in/lookup?event_id=${eventId}&search=${encodeURIComponent(search)}`);
      return { status: res.statusCode, body: res.json() as { items: { name: string; ticket_id: string; ticket_status: string; payment_status: string }[]; total_items: number; message?: string } };
    };
    const found = await lookup('FREE-ENTRY GUEST 1');
    expect(found.status).toBe(200);
    expect(found.body.items.length).toBeGreaterThan(0);
    expect(new Set(found.body.items.map((i) => i.name))).toEqual(new Set(['free-entry guest 1']));
    expect(Object.keys(found.body.items[0]!).sort()).toEqual(['checked_in_at', 'email', 'id', 'name', 'payment_status', 'ticket_id', 'ticket_name', 'ticket_status']);
    expect((await lookup(order.attendees![1]!.ticket_id)).body.items.map((i) => i.ticket_id)).toEqual([order.attendees![1]!.ticket_id]);
    const many = await lookup('guest');
    expect(many.body.items.length).toBeLessThanOrEqual(10);
    expect(many.body.total_items).toBeGreaterThanOrEqual(3);
    const short = await lookup('g');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Type at least 2 characters of the name');
    const other = await createEvent(t.admin, { title: 'Elsewhere' });
    expect((await lookup('guest', other.id)).body.items).toEqual([]);
  });

  it('of 100 concurrent scans of one ticket exactly one checks it in', async () => {
    const [, , guest] = order.attendees!;
    const results = await Promise.all(Array.from({ length: 100 }, () => scan(guest!.ticket_id)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const row = await t.handle.db.selectFrom('attendees').select(['ticket_status', 'checked_in_at']).where('id', '=', guest!.id).executeTakeFirstOrThrow();
    expect(row.ticket_status).toBe('used');
    expect(row.checked_in_at).toBe((results.find((r) => r.statusCode === 200)!.json() as CheckInResult).attendee.checked_in_at);
  });
});
