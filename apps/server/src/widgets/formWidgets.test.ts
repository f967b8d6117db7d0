import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatCalendarDate, type EventItem } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { book, createEvent, orderBody } from '../test/bookingFixtures.js';
import { saveRsvpSettings } from '../test/rsvpFixtures.js';
import { FINDER_NO_MATCH, FINDER_NOT_ELIGIBLE } from './certificateFinder.js';

describeEachDatabase('form widgets', (dialect) => {
  let t: TestApp;
  let event: EventItem;
  const preview = async (code: string) => {
    const res = await t.admin.request('GET', `/shortcode-preview?code=${encodeURIComponent(code)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const find = (ticket_id: string, email: string) =>
    t.app.inject({ method: 'POST', url: '/certificate-finder', headers: { accept: 'application/json' }, payload: { ticket_id, email } });
  beforeAll(async () => {
    t = await createTestApp(dialect);
    event = await createEvent(t.admin, { title: 'Harbour <Festival>' });
  });
  afterAll(() => t.close());

  it('counts down to the start with ticking cells and a polite summary; says when it has ended', async () => {
    const page = await preview(`[etn_pro_countdown event_id="${event.id}"]`);
    expect(page).toContain('Harbour &lt;Festival&gt;');
    expect(page).toMatch(/data-etn-countdown="[^"]+"/);
    expect(page).toMatch(/<span class="etn-countdown-value" data-unit="days">(29|30)<\/span>/);
    expect(page).toMatch(/aria-live="polite">Starts in (29|30) days, \d+ hours? and \d+ minutes?\.</);
    expect(page).toContain('/static/countdown.js');
    const past = await createEvent(t.admin, { title: 'Old fair', start_date: '2020-01-01', end_date: '2020-01-02' });
    expect(await preview(`[etn_pro_countdown event_id="${past.id}"]`)).toContain('Event has ended');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const running = await createEvent(t.admin, { title: 'Long fair', start_date: day(-1), end_date: day(1) });
    expect(await preview(`[etn_pro_countdown event_id="${running.id}"]`)).toContain('Event has started');
    const draft = (await t.admin.request('POST', '/api/v2/events', { title: 'Secret', start_date: '2031-01-01', status: 'draft' })).json();
    const hidden = await preview(`[etn_pro_countdown event_id="${draft.id}"]`);
    expect(hidden).toContain('not published');
    expect(hidden).not.toContain('Secret');
  });

  it('shows the booking form with the ticket variations, the title only when asked', async () => {
    const page = await preview(`[etn_pro_ticket_form id="${event.id}" show_title="yes"]`);
    expect(page).toContain('<p class="ew-form-title">Harbour &lt;Festival&gt;</p>');
    expect(page).toContain(`data-event-id="${event.id}"`);
    expect(page).toContain('<label for="booking-qty-0">');
    expect(page).toContain('/static/booking.js');
    expect(page).not.toContain('target="_top"');
    expect(await preview(`[etn_pro_ticket_form id="${event.id}"]`)).not.toContain('ew-form-title');
  });

  it('inside an embed iframe the booking form and the certificate finder open their next step in the top window', async () => {
    for (const [name, shortcode, form] of [
      ['Tickets', `[etn_pro_ticket_form id="${event.id}"]`, /<form class="booking"[^>]* target="_top"/],
      ['Certificate', '[etn_pro_certificate]', /<form class="ew-cert-form"[^>]* target="_top"/],
    ] as const) {
      const { id } = (await t.admin.request('POST', '/api/v2/shortcodes/script', { post_name: name, shortcode })).json();
      const res = await t.app.inject({ method: 'GET', url: `/embed/${id}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toMatch(form);
    }
  });

  it('shows the RSVP registration form of an event that takes RSVPs', async () => {
    expect(await preview(`[etn_rsvp_form event_id="${event.id}"]`)).toContain('This event does not take RSVPs.');
    await saveRsvpSettings(t.admin, event.id);
    const page = await preview(`[etn_rsvp_form event_id="${event.id}"]`);
    expect(page).toContain(`data-rsvp-form data-event-id="${event.id}"`);
    expect(page).toContain('<label for="rsvp-name">Name</label>');
  });

  it('finds a certificate for the matching email of an eligible attendee, never telling a wrong email from an unknown ticket', async () => {
    const finder = await preview('[etn_pro_certificate options="event_title,ticket_id"]');
    expect(finder).toContain('<label for="ew-cert-ticket">Ticket ID</label>');
    expect(finder).toContain('name="options" value="event_title,ticket_id"');
    const free = await book(t.app, orderBody(event.id, { 'free-entry': 1 }));
    const paid = await book(t.app, orderBody(event.id, { standard: 1 }));
    const ticket = free.attendees![0]!.ticket_id;
    const match = await find(ticket, 'GRACE@example.com');
    expect(match.statusCode, match.body).toBe(200);
    expect(match.json()).toEqual({ url: `/certificate/${ticket}`, details: { Event: 'Harbour <Festival>', Date: event.start_date, Time: `10:00 (${event.timezone})`, 'Ticket ID': ticket } });
    const found = await t.app.inject({ method: 'POST', url: '/certificate-finder', payload: { ticket_id: ticket, email: 'grace@example.com', options: 'event_title,ticket_id' } });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`<a class="button" href="/certificate/${ticket}">Open your certificate</a>`);
    expect(found.body).toContain('<dt>Event</dt><dd>Harbour &lt;Festival&gt;</dd><dt>Ticket ID</dt>');
    expect(found.body).not.toContain('<dt>Date</dt>');
    // The page writes the date and time as the site's locale does, not as stored (organiser walk: 'Date 2026-11-29').
    const all = await t.app.inject({ method: 'POST', url: '/certificate-finder', payload: { ticket_id: ticket, email: 'grace@example.com' } });
    expect(all.body).toContain(`<dt>Date</dt><dd>${formatCalendarDate(event.start_date, { locale: 'en-US' })}</dd><dt>Time</dt><dd>10:00 AM (${event.timezone})</dd>`);
    const wrong = await find(ticket, 'mallory@example.com');
    const unknown = await find('no-such-ticket', 'grace@example.com');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(FINDER_NO_MATCH);
    const unpaid = await find(paid.attendees![0]!.ticket_id, 'grace@example.com');
    expect([unpaid.statusCode, unpaid.json().message]).toEqual([403, FINDER_NOT_ELIGIBLE]);
    const page = await t.app.inject({ method: 'POST', url: '/certificate-finder', payload: { ticket_id: ticket, email: 'x@example.com' } });
    expect(page.body).toContain(FINDER_NO_MATCH);
  });
});
