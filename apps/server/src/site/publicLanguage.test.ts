import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventItem, Order } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { book, createEvent, orderBody } from '../test/bookingFixtures.js';

/** Issue #12 §2: public pages in the visitor's language, tickets in their booking's, Arabic right to left. */
describeEachDatabase('public pages in the reader’s language', (dialect) => {
  let t: TestApp;
  let event: EventItem;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.admin.request('PUT', '/api/v2/settings', { currency: 'EUR' });
    event = await createEvent(t.admin, { title: 'Lesung', ticket_variations: [{ name: 'Standard', price: 15, capacity: 20 }] });
  });
  afterAll(() => t.close());

  const open = (url: string, acceptLanguage?: string) => t.app.inject({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  const nbsp = (body: string) => body.replace(/[\u00a0\u202f]/g, ' ');
  const eventPath = () => new URL(event.link).pathname;
  const bookIn = async (language?: 'de' | 'ar'): Promise<Order> => book(t.app, { ...orderBody(event.id, { standard: 1 }), ...(language ? { language } : {}) });

  it('answers a German browser in German, prices as 15,00 €', async () => {
    const page = nbsp((await open(eventPath(), 'de-DE,de;q=0.9')).body);
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('<h3>Tickets buchen</h3>');
    expect(page).toContain('<td>15,00 €</td>');
    expect(page).not.toContain('Book tickets');
  });

  it('answers ?lang=ar right to left in Arabic, whatever the browser asks for', async () => {
    const page = (await open(`${eventPath()}?lang=ar`, 'de-DE')).body;
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h3>احجز التذاكر</h3>');
    // The booking form tells the script the page's language: the booking keeps it.
    expect(page).toContain('data-language="ar"');
  });

  it('keeps English for a browser asking for a language not shipped, and the site’s default language otherwise', async () => {
    expect((await open(eventPath(), 'fr-FR')).body).toContain('<html lang="en" dir="ltr">');
    await t.admin.request('PUT', '/api/v2/settings', { site_language: 'de' });
    try {
      expect((await open(eventPath(), 'fr-FR')).body).toContain('<html lang="de" dir="ltr">');
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { site_language: 'en' });
    }
  });

  it('shows a ticket in its booking’s language whoever opens it', async () => {
    const german = await bookIn('de');
    const page = nbsp((await open(`/ticket/${german.attendees![0]!.ticket_id}`, 'ar')).body);
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('<dd class="ticket-price">15,00 €</dd>');
    expect(page).toContain('Ticket drucken');

    const arabic = await bookIn('ar');
    const rtl = (await open(`/ticket/${arabic.attendees![0]!.ticket_id}`, 'de')).body;
    expect(rtl).toContain('<html lang="ar" dir="rtl">');
    expect(rtl).toContain('اطبع التذكرة');
  });

  it('shows the ticket of a booking made before languages were stored in the site’s default language', async () => {
    const old = await bookIn();
    await t.handle.db.updateTable('orders').set({ language: null }).where('id', '=', old.id).execute();
    const ticket = `/ticket/${old.attendees![0]!.ticket_id}`;
    expect((await open(ticket, 'de')).body).toContain('<html lang="en" dir="ltr">');
    await t.admin.request('PUT', '/api/v2/settings', { site_language: 'de' });
    try {
      expect((await open(ticket)).body).toContain('<html lang="de" dir="ltr">');
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { site_language: 'en' });
    }
  });

  it('answers the 404 page in the visitor’s language', async () => {
    const res = await open('/event/no-such-event', 'ar');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('الصفحة غير موجودة');
  });
});
