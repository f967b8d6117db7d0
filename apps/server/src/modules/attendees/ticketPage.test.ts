import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';

describeEachDatabase('public ticket page', (dialect) => {
  let t: TestApp;
  let order: Order;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const event = await createEvent(t.admin, {
      title: 'Jazz <b>Night</b>',
      start_date: '2031-07-04',
      end_date: '2031-07-04',
      start_time: '19:30',
      end_time: '23:00',
      timezone: 'Europe/Berlin',
      location: { type: 'offline', address: { address: 'Quay "7" & Co' } },
    });
    const body = orderBody(event.id, { 'free-entry': 2 });
    body.attendees[0]!.name = '<img src=x onerror=alert(1)>';
    order = await book(t.app, body);
  });
  afterAll(() => t.close());

  const open = (ticketId: string) => t.app.inject({ method: 'GET', url: `/ticket/${ticketId}` });

  it('shows the ticket with its QR code, everything escaped, private and printable', async () => {
    const [guest] = order.attendees!;
    const res = await open(guest!.ticket_id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const page = res.body;
    expect(page).toContain('<h1>Jazz &lt;b&gt;Night&lt;/b&gt;</h1>');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img src=x');
    expect(page.replace(/\u202f/g, ' ')).toContain('Starts Jul 4, 2031, 7:30 PM · ends 11:00 PM (UTC+02:00)');
    expect(page).toContain('Quay &quot;7&quot; &amp; Co');
    expect(page).toContain('<dd>Free Entry</dd>');
    expect(page).toContain(`<code>${guest!.ticket_id}</code>`);
    expect(page).toContain('<span class="ticket-status valid">Valid</span>');
    expect(page).toMatch(/<div class="ticket-qr" role="img" aria-label="QR code of ticket [^"]+"><svg [^>]*viewBox/);
    expect(page).toContain('<button type="button" class="print-ticket" data-print-ticket>Print ticket</button>');
    expect(page).toMatch(/<script src="\/static\/booking\.js\?v=[\w-]{10}" defer><\/script>/);
    expect(page).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('shows when a ticket was checked in (event time) and when it was refunded', async () => {
    const [checked, refunded] = order.attendees!;
    await t.handle.db.updateTable('attendees').set({ ticket_status: 'used', checked_in_at: '2031-07-04T17:45:00.000Z' }).where('id', '=', checked!.id).execute();
    expect((await open(checked!.ticket_id)).body.replace(/\u202f/g, ' ')).toContain('Checked in at Jul 4, 2031, 7:45 PM');
    await t.admin.request('POST', `/api/v2/orders/${order.id}/refund`, { reason: 'x', attendee_ids: [refunded!.id] });
    expect((await open(refunded!.ticket_id)).body).toContain('Refunded — this ticket is not valid');
  });

  it('a void ticket (refunded, or left unpaid past its reservation) keeps its status and event but shows no QR code, no print and no PDF', async () => {
    const QR = /class="ticket-qr"|<svg|QR code of ticket/;
    const [valid, refunded] = (await book(t.app, orderBody(order.event_id, { 'free-entry': 2 }))).attendees!;
    const unpaid = await book(t.app, orderBody(order.event_id, { standard: 1 }));
    const failed = unpaid.attendees![0]!;
    await t.admin.request('POST', `/api/v2/orders/${refunded!.order_id}/refund`, { reason: 'x', attendee_ids: [refunded!.id] });
    // What the reservation's expiry leaves (OrderService.expire): the booking and its tickets failed.
    await t.handle.db.updateTable('orders').set({ status: 'failed' }).where('id', '=', unpaid.id).execute();
    await t.handle.db.updateTable('attendees').set({ payment_status: 'failed' }).where('id', '=', failed.id).execute();

    const shown = (await open(valid!.ticket_id)).body;
    expect(shown).toMatch(QR);
    expect(shown).toContain('Print ticket');
    expect(shown).toContain('class="pdf-link');

    for (const [ticket, words] of [
      [refunded!, '<span class="ticket-status refunded">Refunded — this ticket is not valid</span>'],
      [failed, '<span class="ticket-status failed">Cancelled — this ticket is not valid</span>'],
    ] as const) {
      const res = await open(ticket.ticket_id);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(words);
      expect(res.body).toContain('<h1>Jazz &lt;b&gt;Night&lt;/b&gt;</h1>');
      expect(res.body.replace(/\u202f/g, ' ')).toContain('Starts Jul 4, 2031, 7:30 PM · ends 11:00 PM (UTC+02:00)');
      expect(res.body).not.toMatch(QR);
      expect(res.body).not.toContain('data-print-ticket');
      expect(res.body).not.toContain('Print ticket');
      expect(res.body).not.toContain('class="pdf-link');
      expect(res.body).not.toContain('.pdf"');
      // Nor is there a PDF of it to download by its address: a plain refusal, before any printing.
      const pdf = await t.app.inject({ method: 'GET', url: `/ticket/${ticket.ticket_id}.pdf` });
      expect(pdf.statusCode).toBe(410);
      expect(pdf.headers['content-type']).toMatch(/text\/html/);
      expect(pdf.headers['cache-control']).toBe('no-store');
      expect(pdf.body).toContain('<h1>PDF not available</h1>');
      expect(pdf.body).toContain(words);
      expect(pdf.body).not.toMatch(QR);
      // In the ticket's language, not the browser's (the booking was made in English).
      const inGerman = await t.app.inject({ method: 'GET', url: `/ticket/${ticket.ticket_id}.pdf`, headers: { 'accept-language': 'de' } });
      expect(inGerman.body).toContain('<h1>PDF not available</h1>');
    }
  });

  it('a pending offline booking shows how to pay (escaped, lines kept) and when the reservation ends, in the event zone and site locale', async () => {
    const ny = await createEvent(t.admin, { title: 'Broadway', timezone: 'America/New_York' });
    const pending = await book(t.app, orderBody(ny.id, { standard: 1 }));
    await t.handle.db.updateTable('orders').set({ created_at: '2026-03-07T12:00:00.000Z' }).where('id', '=', pending.id).execute();
    await t.admin.request('PUT', '/api/v2/settings', { offline_payment_instructions: 'IBAN DE00 <b>1234</b>\nReference: your booking number', reservation_hours: 24 });
    try {
      const ticketId = pending.attendees![0]!.ticket_id;
      const body = (await open(ticketId)).body.replace(/\u202f/g, ' ');
      expect(body).toContain('<h2 id="ticket-payment-heading">How to pay</h2>');
      expect(body).toContain('<p class="payment-instructions">IBAN DE00 &lt;b&gt;1234&lt;/b&gt;\nReference: your booking number</p>');
      expect(body).toContain('Unpaid, the reservation ends on Mar 8, 2026, 8:00 AM (UTC-04:00).');
      // The status does not send the holder to a desk the reservation may end before (the how and until when are above).
      expect(body).toContain('<span class="ticket-status unpaid">Not paid yet — valid once it is paid</span>');
      expect(body).not.toContain('desk');

      await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-GB' });
      expect((await open(ticketId)).body.replace(/\u202f/g, ' ')).toContain('Unpaid, the reservation ends on 8 Mar 2026, 08:00 (UTC-04:00).');

      // Without instructions the section is headed 'Payment', not a 'How to pay' with nothing under it.
      await t.admin.request('PUT', '/api/v2/settings', { offline_payment_instructions: '' });
      const bare = (await open(ticketId)).body;
      expect(bare).toContain('<h2 id="ticket-payment-heading">Payment</h2>');
      expect(bare).not.toContain('How to pay');

      await t.admin.request('POST', `/api/v2/orders/${pending.id}/mark-paid`);
      expect((await open(ticketId)).body).not.toContain('How to pay');
      expect((await open(order.attendees![0]!.ticket_id)).body).not.toContain('How to pay');
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-US', offline_payment_instructions: '', reservation_hours: 48 });
    }
  });

  it('answers the 404 page for unknown or malformed ticket ids', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '%3Cscript%3E', 'a'.repeat(100)]) {
      const res = await open(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('Page not found');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('serves the booking script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/booking.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("fetch('/api/v2/orders?lang='");
  });
});
