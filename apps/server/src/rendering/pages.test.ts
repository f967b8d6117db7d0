import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventItem } from '@eventory/core';
import { book, createEvent, orderBody } from '../test/bookingFixtures.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { expectInert } from './test/inert.js';
import { inRoot } from './test/fixtures.js';
import { CERTIFICATE, LANDING_ALL_BLOCKS, TICKET_ALL_BLOCKS } from './test/landingTemplates.js';

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('template pages', (dialect) => {
  let t: TestApp;
  let event: EventItem;
  let plain: EventItem;
  let series: EventItem;
  const tpl: Record<string, number> = {};
  const tickets: Record<string, string> = {};

  const insertTemplate = async (name: string, type: string, content: string, status = 'publish', orientation = 'landscape') => {
    const now = new Date().toISOString();
    const row = await t.handle.db
      .insertInto('templates')
      .values({ name, type: type as 'event', status: status as 'publish', orientation: orientation as 'landscape', content, template_css: '', thumbnail: '', edit_with_elementor: 0, remote_template_id: null, preview_event_id: null, author_id: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const get = (url: string, client = false) => (client ? t.admin.request('GET', url) : t.app.inject({ method: 'GET', url }));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const api = async (url: string, body: unknown) => {
      const res = await t.admin.request('POST', url, body);
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
      return res.json().id as number;
    };
    const category = await api('/api/v2/categories', { name: 'Maritime' });
    const tag = await api('/api/v2/tags', { name: 'Outdoors' });
    const speaker = await api('/api/v2/speakers', { name: 'Grace Hopper', designation: 'Rear Admiral' });
    const organizer = await api('/api/v2/speakers', { name: 'Harbour Guild', category: ['organizer'] });
    const schedule = await api('/api/v2/schedules', { program_title: 'Opening day', date: day(30), slots: [{ topic: 'Knots and sails', start_time: '10:00', end_time: '11:00', speakers: [speaker], room: 'Deck A' }] });
    event = await createEvent(t.admin, {
      title: 'Harbour <Festival> & "Friends"',
      description: '<p>Boats, <strong>music</strong> and food.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      categories: [category],
      tags: [tag],
      speakers: [speaker],
      organizers: [organizer],
      schedules: [schedule],
    });
    await createEvent(t.admin, { title: 'Autumn Regatta', start_date: day(60), end_date: day(60), categories: [category] });
    plain = await createEvent(t.admin, { title: 'Plain Event' });
    series = await createEvent(t.admin, { title: 'Sunday Sailing', start_date: day(3), end_date: day(3), recurring_enabled: 'yes', recurrence: { frequency: 'weekly', interval: 1, weekdays: [], count: 4 } });
    await t.admin.request('PUT', `/api/v2/event/${event.id}/rsvp`, { enabled: true, limit: -1, guests_per_response: 2 });

    tpl.landing = await insertTemplate('Landing', 'event', LANDING_ALL_BLOCKS);
    tpl.ticket = await insertTemplate('Ticket', 'ticket', TICKET_ALL_BLOCKS);
    tpl.certificate = await insertTemplate('Certificate', 'certificate', CERTIFICATE, 'publish', 'portrait');
    tpl.draft = await insertTemplate('Draft one', 'certificate', CERTIFICATE, 'draft');
    await t.handle.db.updateTable('events').set({ landing_template: tpl.landing, ticket_template: tpl.ticket, certificate_template: tpl.certificate }).where((eb) => eb.or([eb('id', 'in', [event.id, series.id]), eb('parent', '=', series.id)])).execute();

    const free = orderBody(event.id, { 'free-entry': 1 }, { email: 'ada@example.com' });
    free.attendees[0] = { name: 'Ada <img src=x onerror=alert(1)> Lovelace', ticket_slug: 'free-entry', phone: '+44 20 7946 0000', extra_fields: { Company: '<em>Analytical</em> Engines<script>alert(1)</script>', Seat: 'B7' } };
    tickets.free = (await book(t.app, free)).attendees![0]!.ticket_id;
    tickets.pending = (await book(t.app, orderBody(event.id, { standard: 1 }, { email: 'bob@example.com' }))).attendees![0]!.ticket_id;
    tickets.plain = (await book(t.app, orderBody(plain.id, { 'free-entry': 1 }))).attendees![0]!.ticket_id;
  });
  afterAll(() => t.close());

  it("renders an event's public page through its landing template, every dynamic block from real data", async () => {
    const res = await get(`/event/${event.slug}`);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain('<h1 class="etn-event-title">Harbour &lt;Festival&gt; &amp; &quot;Friends&quot;</h1>');
    expect(body).toContain('Join us at Pier 7 for Harbour &lt;Festival&gt; &amp; &quot;Friends&quot;.');
    expect(body).toContain('<img src="https://cdn.example.com/logo.png" alt="Logo"');
    expect(body).toContain('class="etn-address">Pier 7</p>');
    expect(body).toContain('View on map');
    expect(body).toMatch(/<ul class="etn-chips"><li>Maritime<\/li><\/ul>/);
    expect(body).toContain('<li>Outdoors</li>');
    expect(body).toContain('data-etn-countdown=');
    expect(body).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(body).toContain(`/event/${event.slug}/calendar.ics`);
    expect(body).toContain('Boats, <strong>music</strong> and food.');
    expect(body).toContain('Knots and sails');
    expect(body).toContain('Who speaks at Harbour &lt;Festival&gt; &amp; &quot;Friends&quot; (1)');
    expect(body).toContain('Grace Hopper');
    expect(body).toContain('Harbour Guild');
    expect(body).toContain('Ada &lt;img src=x onerror=alert(1)&gt; Lovelace');
    expect(body).not.toContain('bob@example.com');
    expect(body).toContain('<summary>Is there parking?</summary><div>Yes, <strong>free</strong> </div>');
    expect(body).toContain('href="https://linkedin.com/events/1"');
    expect(body).toContain('class="rsvp-form"');
    expect(body).toContain('id="booking-form"');
    expect(body).toContain('Autumn Regatta');
    expect(body).not.toContain('Plain Event');
    expect(body).toContain('class="site-header"');
    expect(body).toContain('og:title');
    expect(body).toMatch(/@media \(max-width: 480px\)\{\n\.lp-banner \.etn-banner-title\{font-size:24px\}/);
    expect(body).not.toContain('{{');
    expect(body).not.toContain('sample values');
    expectInert(body);
  });

  it('lists the other dates of a recurring series and serves the event as .ics', async () => {
    const occurrence = (await t.handle.db.selectFrom('events').select('slug').where('parent', '=', series.id).orderBy('start_at').executeTakeFirstOrThrow()).slug;
    const page = await get(`/event/${occurrence}`);
    expect(page.body).toContain('class="etn-block etn-recurring-event"');
    expect((page.body.match(/etn-event-card/g) ?? []).length).toBeGreaterThanOrEqual(3);
    const ics = await get(`/event/${event.slug}/calendar.ics`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const vevent = new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')!;
    expect(new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe(new Date(event.start_at).toISOString());
    expect(ics.body).toContain('SUMMARY:Harbour <Festival> & "Friends"');
  });

  it("renders the widget shortcodes of a landing page's description in place, the text around them sanitized", async () => {
    const host = await createEvent(t.admin, { title: 'Shortcode Host', description: `<p>Before<script>alert(1)</script></p>[etn_pro_add_calendar id="${event.id}"]<p>After</p>` });
    await t.handle.db.updateTable('events').set({ landing_template: tpl.landing }).where('id', '=', host.id).execute();
    const body = (await get(`/event/${host.slug}`)).body;
    const description = /<div class="etn-description" dir="auto">([\s\S]*?)<\/section><\/div><p>After<\/p><\/div>/.exec(body)?.[1];
    expect(description).toMatch(/^<p>Before<\/p>(<link [^>]+>)+<div class="ew-root" lang="en" dir="ltr"><section class="ew ew-atc" aria-label="Add Harbour &lt;Festival&gt;/);
    expect(description).toContain(`/calendar/event/${event.id}.ics`);
    expect(body).not.toContain('alert(1)</script>');
  });

  it('renders the shortcode block of a landing template as its widget, from real data; text that is no widget shortcode shows a note', async () => {
    const shortcodeBlock = (shortcode: string) => `<!-- wp:eventin-pro/shortcode ${JSON.stringify({ shortcode, containerClassName: 'lp-widget' })} /-->`;
    const content = inRoot([
      shortcodeBlock(`[etn_pro_add_calendar id="${event.id}"]`),
      shortcodeBlock('[etn_unknown_widget x="<script>alert(1)</script>"]'),
      shortcodeBlock(''),
    ].join('\n'));
    const landing = await insertTemplate('Shortcode landing', 'event', content);
    const host = await createEvent(t.admin, { title: 'Widget Host' });
    await t.handle.db.updateTable('events').set({ landing_template: landing }).where('id', '=', host.id).execute();
    const body = (await get(`/event/${host.slug}`)).body;
    expect(body).toMatch(/<div class="etn-block etn-shortcode lp-widget">(<link [^>]+>)+<div class="ew-root" lang="en" dir="ltr"><section class="ew ew-atc" aria-label="Add Harbour &lt;Festival&gt;/);
    expect(body).toContain(`/calendar/event/${event.id}.ics`);
    expect(body).toContain('<link rel="stylesheet" href="/widgets/widgets.css">');
    expect(body).toContain('This shortcode cannot be shown');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('paste one from the Shortcodes page');
    const preview = (await get(`/?action=etn-preview-template&template_id=${landing}`, true)).body;
    expect(preview).toContain('class="ew ew-atc"');
    expect(preview).toContain('Shortcode (paste one from the Shortcodes page in the block settings)');
  });

  it('keeps the built-in page for an event without a landing template', async () => {
    const res = await get(`/event/${plain.slug}`);
    expect(res.body).toContain('<h1><bdi>Plain Event</bdi></h1>');
    expect(res.body).not.toContain('etn-template-document');
  });

  it("draws a ticket from the event's ticket template: values escaped, extra fields sanitized, QR code, private", async () => {
    const res = await get(`/ticket/${tickets.free}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const body = res.body;
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).toContain('@page{size:842px 595px;margin:0}');
    expect(body).toContain('<h2 class="wp-block-heading">Harbour &lt;Festival&gt; &amp; &quot;Friends&quot;</h2>');
    expect(body).toContain('Ada &lt;img src=x onerror=alert(1)&gt; Lovelace · ada@example.com · Free Entry · Free · Completed');
    expect(body).toContain('<dt>Company</dt><dd><em>Analytical</em> Engines</dd><dt>Seat</dt><dd>B7</dd>');
    expect(body).toContain('+44 20 7946 0000');
    expect(body).toContain(`aria-label="QR code of ticket ${tickets.free}"`);
    expect(body).toMatch(/<div class="etn-qr"[^>]*><svg/);
    expect(body).toContain('Ticket status:');
    // On a phone the paper is shrunk to the screen: the chrome's own QR code is the one to scan (walk of 30 Nov 2026).
    expect(body).toMatch(/<div class="etn-door-qr"><div role="img" aria-label="QR code of ticket [^"]+"><svg/);
    expect(body).toContain('Show this code at the entrance.');
    expect(body).not.toContain('{{');
    expect(body).not.toContain('sample values');
    expectInert(body);
  });

  it("does not draw a refunded ticket from the template: the plain page with its status, no QR code, no print bar", async () => {
    const refunded = (await book(t.app, orderBody(event.id, { 'free-entry': 1 }))).attendees![0]!;
    expect((await get(`/ticket/${refunded.ticket_id}`)).body).toContain('etn-template-document');
    const refund = await t.admin.request('POST', `/api/v2/orders/${refunded.order_id}/refund`, { reason: 'x', attendee_ids: [refunded.id] });
    expect(refund.statusCode, refund.body).toBe(200);
    const body = (await get(`/ticket/${refunded.ticket_id}`)).body;
    expect(body).toContain('Refunded — this ticket is not valid');
    expect(body).toContain('<h1>Harbour &lt;Festival&gt; &amp; &quot;Friends&quot;</h1>');
    expect(body).not.toContain('etn-template-document');
    expect(body).not.toMatch(/QR code of ticket|<svg|etn-qr|data-print-ticket|Download PDF|class="pdf-link/);
  });

  it('keeps the built-in ticket page when the event has no ticket template', async () => {
    const res = await get(`/ticket/${tickets.plain}`);
    expect(res.body).toContain('Print ticket');
    expect(res.body).not.toContain('etn-template-document');
  });

  it('shows a certificate only to an attendee with a completed booking, on portrait paper', async () => {
    const ok = await get(`/certificate/${tickets.free}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.body).toContain('@page{size:595px 842px;margin:0}');
    expect(ok.body).toContain('Awarded to <strong>Ada &lt;img src=x onerror=alert(1)&gt; Lovelace</strong>');
    expect(ok.body).toContain('Download PDF');
    // A design without an h1 still names the page for screen readers, and Print / PDF sit in the page's banner.
    expect(ok.body).toContain('<h1 class="etn-visually-hidden">Certificate: Harbour &lt;Festival&gt; &amp; &quot;Friends&quot;</h1>');
    expect(ok.body).toMatch(/<header class="etn-chrome"><div class="etn-print-bar">/);
    expectInert(ok.body);
    expect((await get(`/certificate/${tickets.pending}`)).statusCode).toBe(404);
    expect((await get(`/certificate/${tickets.plain}`)).statusCode).toBe(404);
    expect((await get('/certificate/not-a-ticket')).statusCode).toBe(404);
  });

  it('uses the default ticket and certificate templates of Settings for an event without its own', async () => {
    const defaults = { default_ticket_template: tpl.ticket, default_certificate_template: tpl.certificate };
    expect((await t.admin.request('PUT', '/api/v2/settings', defaults)).statusCode).toBe(200);
    expect((await get(`/ticket/${tickets.plain}`)).body).toContain('etn-template-document');
    const certificate = await get(`/certificate/${tickets.plain}`);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.body).toContain('Plain Event');
    await t.admin.request('PUT', '/api/v2/settings', { default_ticket_template: null, default_certificate_template: null });
    expect((await get(`/certificate/${tickets.plain}`)).statusCode).toBe(404);
  });

  it('previews a template with marked sample values, or with an event’s real ones', async () => {
    const sample = await get(`/?action=etn-preview-template&template_id=${tpl.ticket}`);
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['cache-control']).toBe('no-store');
    expect(sample.body).toContain('Preview with sample values.');
    expect(sample.body).toContain('<span class="etn-sample-value">Annual Design Conference</span>');
    expect(sample.body).toContain('Sample QR code');
    expectInert(sample.body);

    const real = await get(`/?action=etn-preview-template&template_id=${tpl.landing}&event_id=${event.id}`);
    expect(real.body).toContain('<h1 class="etn-event-title">Harbour &lt;Festival&gt; &amp; &quot;Friends&quot;</h1>');
    expect(real.body).not.toContain('Preview with sample values.');
    // A landing page's builder has an event picker: its sample banner points to it, a ticket's does not.
    expect((await get(`/?action=etn-preview-template&template_id=${tpl.landing}`)).body).toContain('choose an event to see real ones.');
    expect(sample.body).toContain('each attendee gets a copy with their own.');
    const ticketWithEvent = await get(`/?action=etn-preview-template&template_id=${tpl.ticket}&event_id=${event.id}`);
    expect(ticketWithEvent.body).toContain('The attendee and ticket values shown are examples');
    expect(ticketWithEvent.body).toContain('<h2 class="wp-block-heading">Harbour &lt;Festival&gt;');
  });

  it("previews the editor's unsaved canvas posted to the preview link, storing nothing; only for a template manager with the nonce", async () => {
    const url = `/?action=etn-preview-template&template_id=${tpl.ticket}`;
    const canvas = (nonce: string) =>
      new URLSearchParams({
        _csrf: nonce,
        name: 'Door ticket (unsaved)',
        orientation: 'portrait',
        content: inRoot('<!-- wp:heading --><h2 class="wp-block-heading">Unsaved &lt;heading&gt;</h2><!-- /wp:heading -->'),
      }).toString();
    const post = (cookie: string, nonce: string) => t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: canvas(nonce) });
    const before = (await get(url)).body;

    const res = await post(t.admin.cookie, t.admin.nonce);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h2 class="wp-block-heading">Unsaved &lt;heading&gt;</h2>');
    expect(res.body).toContain('<title>Preview: Door ticket (unsaved)');
    expect(res.body).toContain('@page{size:595px 842px;margin:0}');
    expectInert(res.body);
    // Nothing was stored: the link shows the saved template as before.
    expect((await get(url)).body).toBe(before);
    // Another site's form (no nonce), a logged-out visitor and a user who may not manage templates get the not-found page.
    expect((await post(t.admin.cookie, 'forged')).statusCode).toBe(404);
    expect((await post('', '')).statusCode).toBe(404);
    const author = await t.loginAs('author');
    expect((await post(author.cookie, author.nonce)).statusCode).toBe(404);
    // A POST to the home page that is not a preview is not found either.
    expect((await t.app.inject({ method: 'POST', url: '/', headers: { cookie: t.admin.cookie } })).statusCode).toBe(404);
  });

  it('shows draft templates only to template managers, and 404s unknown ids', async () => {
    expect((await get(`/?action=etn-preview-template&template_id=${tpl.draft}`)).statusCode).toBe(404);
    expect((await get(`/?action=etn-preview-template&template_id=${tpl.draft}`, true)).statusCode).toBe(200);
    expect((await get('/?action=etn-preview-template&template_id=999999', true)).statusCode).toBe(404);
    expect((await get('/?action=etn-preview-template&template_id=abc')).statusCode).toBe(404);
    expect((await get(`/?action=etn-preview-template&template_id=${tpl.ticket}&event_id=999999`)).statusCode).toBe(404);
  });
});
