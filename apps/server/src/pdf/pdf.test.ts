import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventItem, Order } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { book, createEvent, orderBody } from '../test/bookingFixtures.js';
import { pdfText } from '../test/pdfText.js';

describeEachDatabase('ticket and certificate PDFs', (dialect) => {
  let t: TestApp;
  let event: EventItem;
  let order: Order;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Chromium loads the page over loopback from this server.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    event = await createEvent(t.admin, { title: 'Harbour Festival <2031>' });
    order = await book(t.app, orderBody(event.id, { 'free-entry': 1 }));
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('downloads a ticket PDF whose text is the ticket page', async () => {
    const guest = order.attendees![0]!;
    const pageHtml = await get(`/ticket/${guest.ticket_id}`);
    expect(pageHtml.body).toContain(`href="/ticket/${guest.ticket_id}.pdf"`);
    expect(pageHtml.body).toContain('Download PDF');

    const res = await get(`/ticket/${guest.ticket_id}.pdf`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-pdf-cache']).toBe('miss');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Harbour Festival <2031>');
    expect(text).toContain('free-entry guest 1');
    expect(text).toContain(guest.ticket_id);
    // Print hides the site's buttons and links.
    expect(text).not.toContain('Print ticket');
    expect(text).not.toContain('Download PDF');
  });

  it('serves the same PDF from the cache until the data changes', async () => {
    const guest = order.attendees![0]!;
    const again = await get(`/ticket/${guest.ticket_id}.pdf`);
    expect(again.headers['x-pdf-cache']).toBe('hit');
    const renamed = await t.admin.request('PUT', `/api/v2/attendees/${guest.id}`, { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', extra_fields: {} });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const fresh = await get(`/ticket/${guest.ticket_id}.pdf`);
    expect(fresh.headers['x-pdf-cache']).toBe('miss');
    const { text } = await pdfText(fresh.rawPayload);
    expect(text).toContain('Ada Lovelace');
    expect(text).not.toContain('free-entry guest 1');
    expect((await get(`/ticket/${guest.ticket_id}.pdf`)).headers['x-pdf-cache']).toBe('hit');
  });

  it('prints a page once when it is asked for several times at once', async () => {
    const other = await book(t.app, orderBody(event.id, { 'free-entry': 1 }));
    const url = `/ticket/${other.attendees![0]!.ticket_id}.pdf`;
    const pool = t.app.pdf.browser;
    const withPage = pool.withPage.bind(pool);
    let prints = 0;
    pool.withPage = (work) => {
      prints++;
      return withPage(work);
    };
    try {
      const answers = await Promise.all([get(url), get(url), get(url)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
      expect((await get(url)).headers['x-pdf-cache']).toBe('hit');
      expect(prints).toBe(1);
    } finally {
      pool.withPage = withPage;
    }
  });

  it("prints a certificate through the event's template, its images loaded from this server", async () => {
    const content =
      '<!-- wp:eventin-pro/template-container -->\n<div class="wp-block-eventin-pro-template-container">' +
      '<!-- wp:paragraph -->\n<p>Awarded to {{attendee_name}}</p>\n<!-- /wp:paragraph -->' +
      '<!-- wp:image -->\n<figure class="wp-block-image"><img src="/static/favicon.svg" alt="Seal"/></figure>\n<!-- /wp:image -->' +
      '</div>\n<!-- /wp:eventin-pro/template-container -->';
    const template = (await t.admin.request('POST', '/api/v2/templates', { name: 'Seal certificate', type: 'certificate', status: 'publish', content })).json();
    expect((await t.admin.request('PUT', `/api/v2/events/${event.id}`, { certificate_template: template.id })).statusCode).toBe(200);
    const guest = (await book(t.app, orderBody(event.id, { 'free-entry': 1 }))).attendees![0]!;
    expect((await get(`/certificate/${guest.ticket_id}`)).body).toContain('src="/static/favicon.svg"');
    const res = await get(`/certificate/${guest.ticket_id}.pdf`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain(`Awarded to ${guest.name}`);
  });

  it('follows the page: an unknown ticket is the site 404 page', async () => {
    for (const url of ['/ticket/no-such-ticket.pdf', '/ticket/bad%20id.pdf', '/certificate/no-such-ticket.pdf']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Page not found');
    }
  });
});

describeEachDatabase('PDFs without Chromium', (dialect) => {
  let t: TestApp;
  let order: Order;
  beforeAll(async () => {
    t = await createTestApp(dialect, { CHROMIUM_PATH: '/nonexistent/chromium' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    order = await book(t.app, orderBody((await createEvent(t.admin)).id, { 'free-entry': 1 }));
  });
  afterAll(() => t.close());

  it('answers 503 pointing to the print view, and the page says so instead of a PDF link', async () => {
    const ticketId = order.attendees![0]!.ticket_id;
    const res = await t.app.inject({ method: 'GET', url: `/ticket/${ticketId}.pdf` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('PDF not available');
    expect(res.body).toContain(`<a href="/ticket/${ticketId}">Open the print view</a>`);
    const pageHtml = (await t.app.inject({ method: 'GET', url: `/ticket/${ticketId}` })).body;
    expect(pageHtml).not.toContain('Download PDF');
    expect(pageHtml).toContain('PDF download is not available on this server (Chromium is not installed)');
  });
});
