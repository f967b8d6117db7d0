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

  it('keeps a language chosen with ?lang= for the next pages (a cookie), and offers the languages in the header', async () => {
    const chosen = await open('/?lang=de', 'en-US');
    expect(chosen.body).toContain('<html lang="de" dir="ltr">');
    const cookie = chosen.cookies.find((c) => c.name === 'eventory_lang');
    expect(cookie).toMatchObject({ value: 'de', path: '/', httpOnly: true, sameSite: 'Lax' });
    // The home's "More events" link, a programme day, an event: no ?lang= in them, German still.
    const next = (url: string, cookieValue: string, acceptLanguage = 'en-US') =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-language': acceptLanguage }, cookies: { eventory_lang: cookieValue } });
    expect((await next('/?page=2', 'de')).body).toContain('<html lang="de" dir="ltr">');
    expect((await next(eventPath(), 'de')).body).toContain('<h3>Tickets buchen</h3>');
    // ?lang= wins over the kept one; a kept value that names no language is passed over.
    expect((await next(`${eventPath()}?lang=ar`, 'de')).body).toContain('<html lang="ar" dir="rtl">');
    expect((await next(eventPath(), 'xx', 'de-DE')).body).toContain('<html lang="de" dir="ltr">');
    // Only the browsed pages keep it: not the API, not a ?lang= naming no language.
    expect((await open('/api/public/v1/events?lang=de')).cookies).toEqual([]);
    expect((await open('/?lang=fr')).cookies).toEqual([]);

    const header = (await open('/?lang=de')).body;
    expect(header).toContain('<nav class="site-languages" aria-label="Sprache"><ul><li><a href="?lang=en" lang="en" hreflang="en">English</a></li><li><a href="?lang=de" lang="de" hreflang="de" aria-current="true">Deutsch</a></li><li><a href="?lang=ar" lang="ar" hreflang="ar">العربية</a></li></ul></nav>');
    // The page's other parameters stay: the home's second page is still the second page in Arabic.
    expect((await open('/?page=2&lang=de')).body).toContain('<li><a href="?page=2&amp;lang=ar" lang="ar" hreflang="ar">العربية</a></li>');
    // A ticket reads in its booking's language: no choice is offered there.
    const ticket = await bookIn('de');
    expect((await open(`/ticket/${ticket.attendees![0]!.ticket_id}`)).body).not.toContain('site-languages');
  });
});
