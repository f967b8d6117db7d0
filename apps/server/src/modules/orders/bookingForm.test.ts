import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';

describeEachDatabase('booking form on the event page', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const eventPage = async (fields: Record<string, unknown>) => {
    const event = await createEvent(t.admin, fields);
    return { event, page: async () => (await t.admin.request('GET', `/event/${event.slug}`)).body };
  };

  it('shows the form with labelled fields; sold-out tickets say so and take no quantity', async () => {
    const { event, page } = await eventPage({
      title: 'Form Test',
      ticket_variations: [
        { name: 'Early <Bird>', price: 5, capacity: 1 },
        { name: 'Standard', price: 12.5, capacity: 40 },
        { name: 'Standing', price: 0, capacity: -1 },
      ],
    });
    await book(t.app, orderBody(event.id, { 'early-bird': 1, standard: 2 }));
    const html = await page();
    expect(html).toContain('<tr><td>Early &lt;Bird&gt;</td><td>$5.00</td><td data-available="early-bird">Sold out</td></tr>');
    expect(html).toContain('<tr><td>Standard</td><td>$12.50</td><td data-available="standard">38</td></tr>');
    expect(html).toContain('<tr><td>Standing</td><td>Free</td><td data-available="standing">Unlimited</td></tr>');
    expect(html).toContain(`<form class="booking" id="booking-form" data-event-id="${event.id}" data-currency="USD" data-locale="en-US" data-time-zone="${event.timezone}"`);
    expect(html).toContain('<span><bdi>Early &lt;Bird&gt;</bdi> ($5.00)</span> <span class="muted">Sold out</span>');
    expect(html).not.toContain('data-slug="early-bird"');
    expect(html).toMatch(/<label for="booking-qty-1"><bdi>Standard<\/bdi> \(\$12.50\)<\/label>\s*<input id="booking-qty-1" type="number" inputmode="numeric" min="0" max="38" value="0" data-slug="standard"/);
    expect(html).toContain('max="50" value="0" data-slug="standing"');
    // What may stay empty says so, as the attendees' email fields do: a visitor sees what they must give.
    for (const label of ['First name', 'Last name \\(optional\\)', 'Email', 'Phone \\(optional\\)']) expect(html).toMatch(new RegExp(`<label for="booking-[a-z-]+">${label}</label>`));
    expect(html).toContain('<button type="submit">Book tickets</button>');
    expect(html).toContain('<div class="booking-result" role="status" aria-live="polite"></div>');
    expect(html).toMatch(/<script src="\/static\/booking\.js\?v=[\w-]{10}" defer><\/script>/);
  });

  it("on an Arabic page isolates an English ticket name, so its own ')' does not jump to its start", async () => {
    const { event } = await eventPage({ title: 'RTL Test', ticket_variations: [{ name: 'Supporter (drink included)', price: 15, capacity: 10 }] });
    const body = (await t.admin.request('GET', `/event/${event.slug}?lang=ar`)).body;
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toMatch(/<label for="booking-qty-0"><bdi>Supporter \(drink included\)<\/bdi> \(/);
  });

  it('shows prices in the site currency with its decimals (JPY none, KWD three)', async () => {
    const { event, page } = await eventPage({ title: 'Currency Test', ticket_variations: [{ name: 'Seat', price: 1234.5, capacity: 10 }] });
    try {
      await t.admin.request('PUT', '/api/v2/settings', { currency: 'JPY' });
      expect(await page()).toContain('<tr><td>Seat</td><td>¥1,235</td>');
      await t.admin.request('PUT', '/api/v2/settings', { currency: 'EUR' });
      expect((await page()).replace(/\u00a0/g, ' ')).toContain('<tr><td>Seat</td><td>€1,234.50</td>');
      // A German reader (issue #12) reads the same price the German way.
      expect((await t.admin.request('GET', `/event/${event.slug}?lang=de`)).body.replace(/\u00a0/g, ' ')).toContain('<tr><td>Seat</td><td>1.234,50 €</td>');
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { currency: 'USD' });
    }
  });

  it('holds the offline-payment instructions for a booking that waits for payment, escaped', async () => {
    const { page } = await eventPage({ title: 'Pay Test', ticket_variations: [{ name: 'Seat', price: 5, capacity: 10 }] });
    expect(await page()).not.toContain('data-payment-instructions');
    await t.admin.request('PUT', '/api/v2/settings', { offline_payment_instructions: 'IBAN DE00 <b>1</b>' });
    try {
      expect(await page()).toContain('<div class="booking-payment" data-payment-instructions hidden><h4>How to pay</h4><p>IBAN DE00 &lt;b&gt;1&lt;/b&gt;</p></div>');
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { offline_payment_instructions: '' });
    }
  });

  it("tells the script how the page words money, times and payment methods (for a pending booking's message), in the page's language", async () => {
    const berlin = await eventPage({ title: 'Zone Form', timezone: 'Europe/Berlin' });
    const page = await berlin.page();
    // The zone as the ticket page and the mails write a reservation's end: its offset, not its IANA name.
    expect(page).toMatch(/data-time-zone="Europe\/Berlin" data-zone-offset="0" data-zone-label="UTC\+0[12]:00" data-language="en"/);
    expect(page).toContain('&quot;offline&quot;:&quot;Offline payment&quot;');
    // The script fills in the placeholders the server leaves in the translated messages.
    expect(page).toContain('&quot;confirmed&quot;:&quot;Booking #{id} is confirmed. Your tickets are on their way to {email}.&quot;');
    // A fixed offset is read as UTC shifted by its minutes (not every browser takes offsets as zones).
    const india = await eventPage({ title: 'Offset Form', timezone: 'UTC+5:30' });
    expect(await india.page()).toContain('data-time-zone="UTC" data-zone-offset="330" data-zone-label="UTC+05:30" data-language="en"');
    const german = (await t.admin.request('GET', `/event/${berlin.event.slug}?lang=de`)).body;
    expect(german).toContain('data-locale="de-DE"');
    expect(german).toContain('&quot;offline&quot;:&quot;Offline-Zahlung&quot;');
  });

  it("names the zone of a reservation's end with the offset in force at that end, as the ticket page does", async () => {
    const { page } = await eventPage({ title: 'DST Form', start_date: '2031-07-04', end_date: '2031-07-04', timezone: 'America/New_York' });
    // Noon UTC on Saturday, March 7, 2026: New York is at UTC-05:00 until Sunday 2 AM, UTC-04:00 after.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-07T12:00:00.000Z'));
    try {
      expect(await page()).toContain('data-zone-label="UTC-04:00"');
      await t.admin.request('PUT', '/api/v2/settings', { reservation_hours: 1 });
      expect(await page()).toContain('data-zone-label="UTC-05:00"');
    } finally {
      vi.useRealTimers();
      await t.admin.request('PUT', '/api/v2/settings', { reservation_hours: 48 });
    }
  });

  it('shows no form for drafts, ended events, sold-out events, and no section without tickets', async () => {
    const draft = await eventPage({ title: 'Draft Form', status: 'draft' });
    expect(await draft.page()).toContain('<table class="tickets">');
    expect(await draft.page()).not.toContain('booking-form');

    const ended = await eventPage({ title: 'Ended Form', start_date: '2020-02-01', end_date: '2020-02-01' });
    expect(await ended.page()).not.toContain('booking-form');

    const full = await eventPage({ title: 'Full Form', ticket_variations: [{ name: 'Only', price: 0, capacity: 1 }] });
    await book(t.app, orderBody(full.event.id, { only: 1 }));
    expect(await full.page()).toContain('<td data-available="only">Sold out</td>');
    expect(await full.page()).not.toContain('booking-form');

    const none = await eventPage({ title: 'No Tickets', ticket_variations: [] });
    expect(await none.page()).not.toContain('<h2>Tickets</h2>');
  });
});
