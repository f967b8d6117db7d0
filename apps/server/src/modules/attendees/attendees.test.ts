import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Attendee, EventItem, Order } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';
import { EXPORT_CHUNK } from './csvExport.js';

describeEachDatabase('attendees API', (dialect) => {
  let t: TestApp;
  let harbour: EventItem;
  let gala: EventItem;
  let paid: Order;
  let free: Order;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    harbour = await createEvent(t.admin);
    gala = await createEvent(t.admin, { title: 'Winter Gala' });
    paid = await book(t.app, orderBody(harbour.id, { standard: 2 }));
    const body = orderBody(gala.id, { 'free-entry': 2 });
    body.attendees[0] = { ...body.attendees[0]!, name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', extra_fields: { Dietary: 'Vegan; no nuts, "strict"', Company: 'ACME' } };
    body.attendees[1] = { ...body.attendees[1]!, name: '=HYPERLINK("http://evil.example")' };
    free = await book(t.app, body);
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.admin.request('GET', `/api/v2/attendees?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Attendee[]; total_items: number };
    expect(Number(res.headers['x-wp-total'])).toBe(page.total_items);
    return page;
  };
  const names = async (query: string) => (await list(query)).items.map((a) => a.name);
  const sold = async (eventId: number, slug: string) =>
    (await t.handle.db.selectFrom('ticket_variations').select('sold').where('event_id', '=', eventId).where('slug', '=', slug).executeTakeFirstOrThrow()).sold;

  it('lists attendees newest first, filtered by event, statuses and search', async () => {
    const all = await list('per_page=3');
    expect(all.total_items).toBe(4);
    expect(all.items.map((a) => a.name)).toEqual(['=HYPERLINK("http://evil.example")', 'Ada Lovelace', 'standard guest 2']);
    expect(await names(`event_id=${harbour.id}`)).toEqual(['standard guest 2', 'standard guest 1']);
    expect(await names('payment_status=pending')).toEqual(['standard guest 2', 'standard guest 1']);
    expect(await names('payment_status=completed&ticket_status=unused')).toEqual(['=HYPERLINK("http://evil.example")', 'Ada Lovelace']);
    expect(await names('search=LOVELACE')).toEqual(['Ada Lovelace']);
    expect(await names('search=ada@example')).toEqual(['Ada Lovelace']);
    expect(await names(`search=${paid.attendees![0]!.ticket_id}`)).toEqual(['standard guest 1']);
    // The beginning of a ticket id, as printed on the ticket; its case counts (ids are case-sensitive).
    const ticketId = paid.attendees![0]!.ticket_id;
    expect(await names(`search=${encodeURIComponent(ticketId.slice(0, 6))}`)).toEqual(['standard guest 1']);
    expect(await names(`search=${encodeURIComponent(ticketId.slice(2, 8))}`)).toEqual([]);
    expect((await t.admin.request('GET', '/api/v2/attendees?ticket_status=lost')).statusCode).toBe(400);
  });

  it('finds names with letters beyond ASCII in any case', async () => {
    const body = orderBody(harbour.id, { 'free-entry': 1 });
    body.attendees[0] = { ...body.attendees[0]!, name: 'Ayşe Özdemir', email: 'ayse@example.org' };
    await book(t.app, body);
    expect(await names('search=özdemir')).toEqual(['Ayşe Özdemir']);
    expect(await names('search=AYŞE')).toEqual(['Ayşe Özdemir']);
    expect(await names('search=ÖZ')).toEqual(['Ayşe Özdemir']);
  });

  it("finds names without their accents, as typed on a phone: 'ozdemir' finds 'Özdemir', after an edit too", async () => {
    const body = orderBody(harbour.id, { 'free-entry': 1 });
    body.attendees[0] = { ...body.attendees[0]!, name: 'Jürgen Mueller', email: 'jm@example.org' };
    const order = await book(t.app, body);
    expect(await names('search=ozdemir')).toEqual(['Ayşe Özdemir']);
    expect(await names('search=ayse oz')).toEqual(['Ayşe Özdemir']);
    expect(await names('search=jurgen')).toEqual(['Jürgen Mueller']);
    const id = order.attendees![0]!.id;
    const res = await t.admin.request('PUT', `/api/v2/attendees/${id}`, { name: 'Jürgen Müller', email: 'jm@example.org' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names('search=muller')).toEqual(['Jürgen Müller']);
    expect(await names('search=mueller')).toEqual([]);
  });

  it("carries its event's certificate template, so the list offers Send certificate only where one applies", async () => {
    const template = (await t.admin.request('POST', '/api/v2/templates', { name: 'Gala certificate', type: 'certificate', status: 'publish' })).json() as { id: number };
    expect((await t.admin.request('PUT', `/api/v2/events/${gala.id}`, { certificate_template: template.id })).statusCode).toBe(200);
    try {
      const byEvent = new Map((await list('per_page=10')).items.map((a) => [a.event_id, a.certificate_template]));
      expect(Object.fromEntries(byEvent)).toEqual({ [harbour.id]: null, [gala.id]: template.id });
      expect((await t.admin.request('GET', `/api/v2/attendees/${free.attendees![0]!.id}`)).json()).toMatchObject({ certificate_template: template.id });
      expect((await t.admin.request('GET', `/api/v2/orders/${free.id}`)).json().attendees[0]).toMatchObject({ certificate_template: template.id });
    } finally {
      await t.admin.request('PUT', `/api/v2/events/${gala.id}`, { certificate_template: null });
    }
  });

  it('edits an attendee; ticket status used/unused sets and clears the check-in time', async () => {
    const own = await book(t.app, orderBody(harbour.id, { 'free-entry': 1 }));
    const id = own.attendees![0]!.id;
    const used = await t.admin.request('PUT', `/api/v2/attendees/${id}`, { name: 'Ada King', email: 'ada@king.example', phone: '1', extra_fields: { Diet: 'vegan' }, ticket_status: 'used' });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ name: 'Ada King', email: 'ada@king.example', extra_fields: { Diet: 'vegan' }, ticket_status: 'used', checked_in_at: expect.any(String) });
    expect((await t.admin.request('GET', `/api/v2/attendees/${id}`)).json().name).toBe('Ada King');
    const unused = await t.admin.request('PUT', `/api/v2/attendees/${id}`, { name: 'Ada King', ticket_status: 'unused' });
    expect(unused.json()).toMatchObject({ ticket_status: 'unused', checked_in_at: null, email: '' });
    const bad = await t.admin.request('PUT', `/api/v2/attendees/${id}`, { name: '', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['name', 'email']);
    expect((await t.admin.request('PUT', '/api/v2/attendees/999999', { name: 'X' })).statusCode).toBe(404);
  });

  it('deleting attendees of a booking gives their seats back, but not a refunded one', async () => {
    const event = await createEvent(t.admin, { title: 'Seats' });
    const order = await book(t.app, orderBody(event.id, { 'free-entry': 4 }));
    const [a, b, c, d] = order.attendees!;
    await t.admin.request('POST', `/api/v2/orders/${order.id}/refund`, { reason: 'x', attendee_ids: [d!.id] });
    expect(await sold(event.id, 'free-entry')).toBe(3);

    const one = await t.admin.request('DELETE', `/api/v2/attendees/${a!.id}`);
    expect(one.json()).toEqual({ deleted: [a!.id] });
    // The audit trail keeps the attendee as it was, without the search's folded copy of the name.
    const trail = (await t.admin.request('GET', `/api/v2/audit?entity_type=attendee&action=delete&entity_id=${a!.id}`)).json().items[0];
    expect(trail.before).toMatchObject({ name: a!.name, ticket_id: a!.ticket_id });
    expect(trail.before).not.toHaveProperty('sort_name');
    expect(await sold(event.id, 'free-entry')).toBe(2);
    const bulk = await t.admin.request('DELETE', `/api/v2/attendees?ids=${b!.id},${d!.id},999999`);
    expect(bulk.json()).toEqual({ deleted: [b!.id, d!.id] });
    expect(await sold(event.id, 'free-entry')).toBe(1);
    expect((await t.admin.request('GET', `/api/v2/orders/${order.id}`)).json().ticket_count).toBe(1);
    expect((await t.admin.request('DELETE', `/api/v2/attendees?ids=${a!.id}`)).statusCode).toBe(404);
    expect((await t.admin.request('GET', `/api/v2/attendees/${c!.id}`)).statusCode).toBe(200);
  });

  it('resend ticket: refused for a cancelled booking\'s ticket (walk: it mailed "valid once the booking is paid")', async () => {
    const event = await createEvent(t.admin, { title: 'Resend cancelled' });
    const order = await book(t.app, orderBody(event.id, { standard: 1 }));
    expect((await t.admin.request('POST', `/api/v2/orders/${order.id}/cancel`)).statusCode).toBe(200);
    const no = await t.admin.request('POST', `/api/v2/attendees/${order.attendees![0]!.id}/resend-ticket`);
    expect(no.statusCode).toBe(409);
    expect(no.json().message).toBe('This ticket was cancelled; there is no ticket to send.');
  });

  it('resend ticket: 202, refused for a refunded ticket', async () => {
    const event = await createEvent(t.admin, { title: 'Resend' });
    const order = await book(t.app, orderBody(event.id, { 'free-entry': 2 }));
    const [ok, refunded] = order.attendees!;
    await t.admin.request('POST', `/api/v2/orders/${order.id}/refund`, { reason: 'x', attendee_ids: [refunded!.id] });
    expect((await t.admin.request('POST', `/api/v2/attendees/${ok!.id}/resend-ticket`)).statusCode).toBe(202);
    const no = await t.admin.request('POST', `/api/v2/attendees/${refunded!.id}/resend-ticket`);
    expect(no.statusCode).toBe(409);
    expect(no.json().message).toBe('This ticket was refunded; there is no ticket to send.');
  });

  it('exports the filtered list as CSV with formula cells neutralised and the extra fields in one cell', async () => {
    const EXTRA = '"Dietary: Vegan; no nuts, ""strict""; Company: ACME"';
    const res = await t.admin.request('GET', `/api/v2/attendees/export.csv?event_id=${gala.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="attendees.csv"');
    // A byte order mark first, so spreadsheet programs read the file as UTF-8.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\n');
    expect(lines[0]).toBe('Name,Email,Phone,Event,Booking id,Ticket,Price,Currency,Ticket status,Payment status,Checked in at (UTC),Ticket id,Extra fields');
    expect(lines).toHaveLength(3);
    const [first, second] = free.attendees!;
    expect(lines[1]).toBe(`Ada Lovelace,ada@example.com,'+44 20 7946 0000,Winter Gala,${free.id},Free Entry,0.00,USD,Not checked in,Completed,,${first!.ticket_id},${EXTRA}`);
    // The second attendee gave no address and no phone number: the booker's are theirs.
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://evil.example"")",${free.customer.email},'${free.customer.phone},Winter Gala,${free.id},Free Entry,0.00,USD,Not checked in,Completed,,${second!.ticket_id},`);

    // An admin who reads German gets German headers and statuses; the values keep their machine forms.
    const language = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/account/language',
        headers: { cookie: t.admin.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _csrf: t.admin.nonce, language: value }).toString(),
      });
    expect((await language('de')).statusCode).toBe(303);
    try {
      const german = (await t.admin.request('GET', `/api/v2/attendees/export.csv?event_id=${gala.id}`)).body.replace(/^\uFEFF/, '').split('\n');
      expect(german[0]).toBe('Name,E-Mail,Telefon,Veranstaltung,Buchungsnummer,Ticket,Preis,Währung,Ticketstatus,Zahlungsstatus,Eingecheckt um (UTC),Ticketnummer,Zusatzfelder');
      expect(german[1]).toContain(',0.00,USD,Nicht eingecheckt,Abgeschlossen,,');
    } finally {
      await language('');
    }
  });

  it('streams exports larger than one chunk, every row once, in id order', async () => {
    const event = await createEvent(t.admin, { title: 'Big' });
    const stamp = new Date().toISOString();
    const rows = Array.from({ length: EXPORT_CHUNK * 2 + 5 }, (_, i) => ({
      order_id: null,
      event_id: event.id,
      event_title: 'Big',
      ticket_id: `big-${i}`,
      ticket_slug: 'standard',
      ticket_name: 'Standard',
      ticket_price: 10,
      name: `Guest ${i}`,
      email: '',
      phone: '',
      extra_fields: '{}',
      ticket_status: 'unused',
      payment_status: 'completed',
      checked_in_at: null,
      created_at: stamp,
      updated_at: stamp,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.handle.db.insertInto('attendees').values(rows.slice(i, i + 500)).execute();
    const res = await t.admin.request('GET', `/api/v2/attendees/export.csv?event_id=${event.id}`);
    const lines = res.body.trimEnd().split('\n').slice(1);
    expect(lines).toHaveLength(rows.length);
    expect(lines.map((l) => l.split(',').at(-2))).toEqual(rows.map((r) => r.ticket_id));
  });

  it('the attendee routes need etn_manage_attendee, the scanner routes etn_manage_qr_scan', async () => {
    const id = paid.attendees![0]!.id;
    const subscriber = await t.loginAs('subscriber');
    for (const [method, url, body] of [
      ['GET', '/api/v2/attendees', undefined],
      ['GET', '/api/v2/attendees/export.csv', undefined],
      ['GET', `/api/v2/attendees/${id}`, undefined],
      ['PUT', `/api/v2/attendees/${id}`, { name: 'X' }],
      ['DELETE', `/api/v2/attendees/${id}`, undefined],
      ['DELETE', `/api/v2/attendees?ids=${id}`, undefined],
      ['POST', `/api/v2/attendees/${id}/resend-ticket`, undefined],
      ['POST', '/api/v2/attendees/check-in', { ticket_id: 'x', event_id: 1 }],
      ['GET', '/api/v2/attendees/check-in/counts?event_id=1', undefined],
    ] as const) {
      expect((await subscriber.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await t.admin.request('GET', `/api/v2/attendees/${id}`)).statusCode).toBe(200);
  });
});
