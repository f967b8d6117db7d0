import { templateCssFromBlocks, type EventItem } from '@eventory/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NAME_LENGTH_PROPERTY } from '../../site/attendeeNameFit.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { pdfText } from '../../test/pdfText.js';
import { parseTemplateContent } from '../templates/content.js';
import { CERTIFICATE_DESIGNS } from './designs/certificates.js';
import type { LibraryDesign } from './designs/index.js';

/** As long as real names get: the e2e seed's, and one of 81 characters. */
const LONG_NAMES = ['Maximiliane Alexandra von Hohenzollern-Sigmaringen', 'Maximiliane Alexandra Wilhelmina Charlotte von Hohenzollern-Sigmaringen-Hechingen'];

/** Text compared without its spaces and case: a PDF's text runs split and join lines their own way. */
const squeezed = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** The words a design writes itself (its paragraphs' and headings' text between placeholders and tags). */
function designTexts(design: LibraryDesign): string[] {
  const elements = design.content.match(/<(p|h\d)\b[^>]*>.*?<\/\1>/gs) ?? [];
  return elements
    .flatMap((element) => element.replace(/^<[^>]+>|<\/[^>]+>$/g, '').split(/<[^>]+>|\{\{\w+\}\}/))
    .map((text) => text.replace(/&nbsp;/g, ' ').trim())
    .filter((text) => /\p{L}/u.test(text));
}

describeEachDatabase('library certificates with long attendee names', (dialect) => {
  let t: TestApp;
  let event: EventItem;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Chromium loads the page's stylesheets over loopback from this server.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    event = await createEvent(t.admin, { title: 'Harbour Festival' });
  });
  afterAll(() => t.close());

  /** The ticket ids of one booking per name, on the event now using the library design `design` as its certificate. */
  async function certificatesOf(design: LibraryDesign, names: string[]): Promise<string[]> {
    const created = await t.admin.request('POST', '/api/v2/templates', { type: 'certificate', status: 'publish', name: design.name, orientation: design.orientation, content: design.content, remote_template_id: design.id });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.admin.request('PUT', `/api/v2/events/${event.id}`, { certificate_template: created.json().id })).statusCode).toBe(200);
    const ids: string[] = [];
    for (const name of names) {
      const body = orderBody(event.id, { 'free-entry': 1 });
      body.attendees = body.attendees!.map((a) => ({ ...a, name }));
      ids.push((await book(t.app, body)).attendees![0]!.ticket_id);
    }
    return ids;
  }

  it("tells the page's CSS how long the attendee's name is, and every library certificate sizes the name from it", async () => {
    for (const design of CERTIFICATE_DESIGNS) expect(templateCssFromBlocks(parseTemplateContent(design.content)), design.id).toContain(`var(${NAME_LENGTH_PROPERTY}`);
    const [ticketId] = await certificatesOf(CERTIFICATE_DESIGNS[0]!, [LONG_NAMES[0]!]);
    const page = await t.app.inject({ method: 'GET', url: `/certificate/${ticketId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<style>:root{${NAME_LENGTH_PROPERTY}:50}</style>`);
    expect(page.body).toContain(`var(${NAME_LENGTH_PROPERTY}`);
  });

  it('prints each library certificate of a long name on its one page, nothing cut off', async () => {
    for (const design of CERTIFICATE_DESIGNS) {
      const ticketIds = await certificatesOf(design, LONG_NAMES);
      for (const [i, ticketId] of ticketIds.entries()) {
        const res = await t.app.inject({ method: 'GET', url: `/certificate/${ticketId}.pdf` });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        const { pages, text } = await pdfText(res.rawPayload);
        const where = `${design.id}, ${LONG_NAMES[i]!.length} characters`;
        expect(pages, where).toBe(1);
        // Whatever the paper cuts off is missing from the PDF's text.
        const missing = [...designTexts(design), LONG_NAMES[i]!, ticketId].filter((part) => !squeezed(text).includes(squeezed(part)));
        expect(missing, where).toEqual([]);
      }
    }
  });
});
