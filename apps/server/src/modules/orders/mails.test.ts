import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { EventItem, Order } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { book, createEvent, orderBody, postOrder } from '../../test/bookingFixtures.js';

const recipient = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');

describeEachDatabase('booking mails', (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let event: EventItem;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, SITE_URL: 'https://tickets.example.com' });
    event = await createEvent(t.admin, { title: 'Harbour <Festival>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  /** Runs the queue and answers the mails that arrived. */
  const delivered = async (count: number) => {
    await t.app.jobs.drain();
    return smtp.waitFor(count);
  };

  it('a booking mails the customer every ticket: link, inline QR code and a text part', async () => {
    const order = await book(t.app, orderBody(event.id, { 'free-entry': 2 }, { email: 'grace@example.com' }));
    const [mail] = await delivered(1);
    expect(smtp.messages).toHaveLength(1);
    expect(recipient(mail!)).toBe('grace@example.com');
    expect(mail!.subject).toBe('Your tickets for Harbour <Festival>');
    for (const a of order.attendees!) {
      expect(mail!.text).toContain(`https://tickets.example.com/ticket/${a.ticket_id}`);
      expect(mail!.html).toContain(`href="https://tickets.example.com/ticket/${a.ticket_id}"`);
      // mailparser inlines the cid: images it received as data: URLs.
      expect(mail!.html).toMatch(new RegExp(`<img src="data:image/png;base64,[^"]+" alt="QR code of ticket ${a.ticket_id}"`));
    }
    expect(mail!.text).toContain('Here are your 2 tickets');
    expect(mail!.html).toContain('Harbour &lt;Festival&gt;');
    const qrs = mail!.attachments.filter((a) => a.contentType === 'image/png');
    expect(qrs.map((a) => a.cid).sort()).toEqual(order.attendees!.map((a) => `ticket-${a.id}@eventory`).sort());
    expect(qrs[0]!.content.subarray(1, 4).toString()).toBe('PNG');
  });

  it('an attendee who gave an address of their own gets their ticket there once the booking is paid', async () => {
    const body = orderBody(event.id, { standard: 1, 'free-entry': 2 }, { email: 'Grace@example.com' });
    body.attendees[1] = { ...body.attendees[1]!, email: 'ayse@example.org' };
    body.attendees[2] = { ...body.attendees[2]!, email: 'grace@EXAMPLE.com' };
    const order = await book(t.app, body);
    const [pending] = await delivered(1);
    expect(recipient(pending!)).toBe('Grace@example.com');

    await t.admin.request('POST', `/api/v2/orders/${order.id}/mark-paid`);
    const mails = await delivered(3);
    expect(mails.map(recipient).sort()).toEqual(['Grace@example.com', 'Grace@example.com', 'ayse@example.org']);
    const own = mails.find((m) => recipient(m) === 'ayse@example.org')!;
    expect(own.subject).toBe('Your ticket for Harbour <Festival>');
    const ayse = order.attendees!.find((a) => a.email === 'ayse@example.org')!;
    expect(own.text).toContain(`https://tickets.example.com/ticket/${ayse.ticket_id}`);
    // Free tickets are valid at once: their own addresses are mailed with the confirmation.
    await book(t.app, { ...orderBody(event.id, { 'free-entry': 1 }), attendees: [{ name: 'Lin', email: 'lin@example.org', ticket_slug: 'free-entry', phone: '', extra_fields: {} }] });
    expect((await delivered(5)).slice(3).map(recipient).sort()).toEqual(['grace@example.com', 'lin@example.org']);
  });

  it('a refused booking queues no mail', async () => {
    const full = await createEvent(t.admin, { ticket_variations: [{ name: 'Tiny', price: 0, capacity: 1 }] });
    await book(t.app, orderBody(full.id, { tiny: 1 }));
    expect((await postOrder(t.app, orderBody(full.id, { tiny: 1 }))).statusCode).toBe(409);
    await delivered(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toHaveLength(1);
  });

  it('a paid booking: awaiting-payment mail, then the invoice when marked paid, and again on resend', async () => {
    const order = await book(t.app, orderBody(event.id, { standard: 2, 'free-entry': 1 }, { email: 'ada@example.com', first_name: 'Ada' }));
    const [pending] = await delivered(1);
    expect(pending!.subject).toBe(`Booking #${order.id} for Harbour <Festival>: awaiting payment`);
    expect(pending!.text).toContain('waits for payment of $20.00 (Offline payment)');

    await t.admin.request('POST', `/api/v2/orders/${order.id}/mark-paid`);
    const [, invoice] = await delivered(2);
    expect(recipient(invoice!)).toBe('ada@example.com');
    expect(invoice!.subject).toBe(`Invoice for booking #${order.id}`);
    expect(invoice!.text).toContain(`Booking number: #${order.id}`);
    expect(invoice!.text).toContain('2 × Standard at $10.00 = $20.00');
    expect(invoice!.text).toContain('1 × Free Entry at $0.00 = $0.00');
    expect(invoice!.text).toContain('Total: $20.00');
    expect(invoice!.text).toMatch(/Paid on: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M \(UTC\+0[12]:00\)/);
    expect(invoice!.html).toContain('<td style="text-align:right;padding:4px 12px 4px 0;border-bottom:1px solid #eee">2</td>');
    // The payment made the reserved tickets valid: the booker is told so and gets them, QR codes and links.
    expect(invoice!.text).toContain('We have received your payment for Harbour <Festival>: your 3 tickets are now valid.');
    for (const a of order.attendees!) expect(invoice!.text).toContain(`https://tickets.example.com/ticket/${a.ticket_id}`);
    expect(invoice!.attachments.filter((file) => file.contentType === 'image/png')).toHaveLength(3);

    expect((await t.admin.request('POST', `/api/v2/orders/${order.id}/resend-invoice`)).statusCode).toBe(202);
    const [, , again] = await delivered(3);
    expect(again!.subject).toBe(`Invoice for booking #${order.id}`);
    // A resent invoice is only the invoice.
    expect(again!.text).toContain(`This is the invoice of your booking for Harbour <Festival>.`);
    expect(again!.text).not.toContain('/ticket/');
  });

  it('mails show the site currency, and a pending booking the payment instructions and its deadline', async () => {
    await t.admin.request('PUT', '/api/v2/settings', { currency: 'KWD', offline_payment_instructions: 'Transfer to IBAN DE00 1234 <ref>', reservation_hours: 24 });
    try {
      const order = await book(t.app, orderBody(event.id, { standard: 1 }, { email: 'kw@example.com' }));
      const [pending] = await delivered(1);
      const text = pending!.text!.replace(/\u00a0/g, ' ');
      expect(text).toContain('waits for payment of KWD 10.000');
      expect(text).toContain('How to pay:\nTransfer to IBAN DE00 1234 <ref>');
      expect(pending!.html).toContain('Transfer to IBAN DE00 1234 &lt;ref&gt;');
      const deadline = new Date(Date.parse(order.created_at) + 24 * 3_600_000);
      expect(text).toContain(`the reservation ends on ${deadline.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).replace(/[\u202f\u00a0]/g, ' ')} (UTC+0`);
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { currency: 'USD', offline_payment_instructions: '', reservation_hours: 48 });
    }
  });

  it('mails show times in the event’s zone with its offset across DST, in the site locale', async () => {
    const ny = await createEvent(t.admin, { title: 'Broadway', timezone: 'America/New_York' });
    const plain = (text: string | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
    const bookAt = async (createdAt: string) => {
      const order = await book(t.app, orderBody(ny.id, { standard: 1 }, { email: 'ny@example.com' }));
      await t.handle.db.updateTable('orders').set({ created_at: createdAt }).where('id', '=', order.id).execute();
      return order;
    };
    await t.admin.request('PUT', '/api/v2/settings', { reservation_hours: 24 });
    try {
      await bookAt('2026-03-01T12:00:00.000Z');
      await bookAt('2026-03-07T12:00:00.000Z');
      // The two mails may arrive in either order.
      const both = (await delivered(2)).map((m) => plain(m.text)).join('\n');
      expect(both).toContain('the reservation ends on Mar 2, 2026, 7:00 AM (UTC-05:00).');
      expect(both).toContain('the reservation ends on Mar 8, 2026, 8:00 AM (UTC-04:00).');

      // An English mail takes the site's locale when it is an English one (en-GB), else en-US.
      await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-GB' });
      const paid = await bookAt('2026-10-30T12:00:00.000Z');
      const [, , pending] = await delivered(3);
      await t.admin.request('POST', `/api/v2/orders/${paid.id}/mark-paid`);
      await t.handle.db.updateTable('orders').set({ paid_at: '2026-11-01T06:30:00.000Z' }).where('id', '=', paid.id).execute();
      const [, , , invoice] = await delivered(4);
      expect(plain(pending!.text)).toContain('the reservation ends on 31 Oct 2026, 08:00 (UTC-04:00).');
      expect(plain(invoice!.text)).toContain('Paid on: 1 Nov 2026, 01:30 (UTC-05:00)');
      expect(invoice!.text).not.toContain('(UTC)');
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-US', reservation_hours: 48 });
    }
  });

  it('a German visitor’s booking is mailed in German, prices as 15,00 €; an English one’s as €15.00 (issue #12)', async () => {
    await t.admin.request('PUT', '/api/v2/settings', { currency: 'EUR' });
    try {
      const fest = await createEvent(t.admin, { title: 'Hafenfest', ticket_variations: [{ name: 'Standard', price: 15, capacity: 10 }] });
      const plain = (text: string | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/orders',
        payload: orderBody(fest.id, { standard: 1 }, { email: 'marlene@example.com', first_name: 'Marlene' }),
        headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json() as Order;
      const [pending] = await delivered(1);
      expect(pending!.subject).toBe(`Buchung #${order.id} für Hafenfest: Zahlung ausstehend`);
      expect(plain(pending!.text)).toContain('Hallo Marlene,');
      expect(plain(pending!.text)).toContain(`Wir haben 1 Ticket für Hafenfest reserviert. Buchung #${order.id} wartet auf die Zahlung von 15,00 € (Offline-Zahlung)`);
      expect(plain(pending!.text)).toContain('Summe: 15,00 €');
      expect(plain(pending!.text)).toContain('Gesendet von Eventory');
      expect(pending!.html).toContain('<html lang="de" dir="ltr">');

      await t.admin.request('POST', `/api/v2/orders/${order.id}/mark-paid`);
      const [, invoice] = await delivered(2);
      expect(invoice!.subject).toBe(`Rechnung zur Buchung #${order.id}`);
      expect(plain(invoice!.text)).toContain('1 × Standard zu je 15,00 € = 15,00 €');

      await book(t.app, orderBody(fest.id, { standard: 1 }, { email: 'ada@example.com' }));
      const [, , english] = await delivered(3);
      expect(english!.subject).toMatch(/^Booking #\d+ for Hafenfest: awaiting payment$/);
      expect(plain(english!.text)).toContain('waits for payment of €15.00 (Offline payment)');
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { currency: 'USD' });
    }
  });

  it('an Arabic visitor’s booking is mailed in Arabic, right to left (issue #12 §2: mails were English)', async () => {
    const fest = await createEvent(t.admin, { title: 'مهرجان الميناء', ticket_variations: [{ name: 'Standard', price: 15, capacity: 10 }] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/orders',
      payload: { ...orderBody(fest.id, { standard: 1 }, { email: 'layla@example.com', first_name: 'ليلى' }), language: 'ar' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    const [pending] = await delivered(1);
    expect(pending!.subject).toBe(`الحجز رقم ${order.id} في مهرجان الميناء: بانتظار الدفع`);
    expect(pending!.text).toContain('مرحبًا ليلى،');
    expect(pending!.text).toContain('حجزنا لك تذكرة واحدة في مهرجان الميناء.');
    expect(pending!.text).toContain('أُرسلت بواسطة Eventory');
    expect(pending!.html).toContain('<html lang="ar" dir="rtl">');
    expect(pending!.html).toContain('text-align:right');
  });

  it('a refund mails what was refunded and why', async () => {
    const order = await book(t.app, orderBody(event.id, { standard: 1 }, { email: 'alan@example.com' }));
    await t.admin.request('POST', `/api/v2/orders/${order.id}/mark-paid`);
    await delivered(2);
    const res = await t.admin.request('POST', `/api/v2/orders/${order.id}/refund`, { reason: 'Cannot travel <sadly>' });
    expect(res.statusCode, res.body).toBe(200);
    const [, , refund] = await delivered(3);
    expect(recipient(refund!)).toBe('alan@example.com');
    expect(refund!.subject).toBe(`Refund for booking #${order.id}`);
    expect(refund!.text).toContain(`We have refunded $10.00 of booking #${order.id}`);
    expect(refund!.text).toContain('Reason: Cannot travel <sadly>');
    expect(refund!.text).toContain('This ticket is no longer valid: standard guest 1 (Standard).');
    expect(refund!.html).toContain('Cannot travel &lt;sadly&gt;');
  });

  it("an attendee whose own ticket is refunded hears at their address that it is no longer valid; the booker's refund mail names it", async () => {
    const body = orderBody(event.id, { standard: 3 }, { email: 'anna@example.com' });
    body.attendees[1] = { ...body.attendees[1]!, name: 'Ben Weber', email: 'ben@example.org' };
    body.attendees[2] = { ...body.attendees[2]!, email: 'ANNA@example.com' };
    const order = await book(t.app, body);
    await t.admin.request('POST', `/api/v2/orders/${order.id}/mark-paid`);
    await delivered(3);
    const ben = order.attendees!.find((a) => a.email === 'ben@example.org')!;
    const sameAsBooker = order.attendees![2]!;
    const res = await t.admin.request('POST', `/api/v2/orders/${order.id}/refund`, { reason: 'Ben cannot come', attendee_ids: [ben.id, sameAsBooker.id] });
    expect(res.statusCode, res.body).toBe(200);
    const mails = (await delivered(5)).slice(3);
    expect(mails.map(recipient).sort()).toEqual(['anna@example.com', 'ben@example.org']);
    const notice = mails.find((m) => recipient(m) === 'ben@example.org')!;
    expect(notice.subject).toBe('Your ticket for Harbour <Festival> is no longer valid');
    expect(notice.text).toContain('Hello Ben Weber,');
    expect(notice.text).toContain(`Your ticket for Harbour <Festival> (ticket id ${ben.ticket_id}) was refunded, so it is no longer valid at the entrance.`);
    expect(notice.html).toContain('Harbour &lt;Festival&gt;');
  });

  it('resend ticket mails one ticket to the attendee, or to the customer when the attendee has no address', async () => {
    const body = orderBody(event.id, { 'free-entry': 2 }, { email: 'buyer@example.com' });
    body.attendees[0]!.email = 'guest@example.com';
    const order: Order = await book(t.app, body);
    // The confirmation to the buyer, and the guest's own ticket.
    await delivered(2);
    smtp.messages.length = 0;
    const [withEmail, without] = order.attendees!;
    for (const a of [withEmail!, without!]) {
      const res = await t.admin.request('POST', `/api/v2/attendees/${a.id}/resend-ticket`);
      expect(res.statusCode).toBe(202);
    }
    // Mails may arrive in any order (several SMTP connections).
    const resent = await delivered(2);
    expect(resent.map(recipient).sort()).toEqual(['buyer@example.com', 'guest@example.com']);
    const toGuest = resent.find((m) => recipient(m) === 'guest@example.com');
    expect(toGuest!.subject).toBe('Your ticket for Harbour <Festival>');
    expect(toGuest!.text).toContain(`https://tickets.example.com/ticket/${withEmail!.ticket_id}`);
    expect(toGuest!.text).not.toContain(without!.ticket_id);
    expect(toGuest!.attachments.map((a) => a.cid)).toEqual([`ticket-${withEmail!.id}@eventory`]);
  });
});
