import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventItem, LibraryTemplate, Order } from '@eventory/core';
import { seriousViolations } from '../axe';
import { createEvent, inDays, unique, UI_TIMEOUT, useAdminBrowser, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

/** A short name, the e2e seed's long one (50 characters) and one of 81 characters. */
const NAMES = ['Grace Hopper', 'Maximiliane Alexandra von Hohenzollern-Sigmaringen', 'Maximiliane Alexandra Wilhelmina Charlotte von Hohenzollern-Sigmaringen-Hechingen'];

/** How a certificate page is looked at: a desktop and a phone screen, and print (what Chromium prints to PDF). */
const LAYOUTS = [
  { width: 1440, height: 900, media: 'screen' },
  { width: 390, height: 844, media: 'screen' },
  { width: 1440, height: 900, media: 'print' },
] as const;

/** One library certificate design as an event's certificate, with one attendee per name of {@link NAMES}. */
interface DesignCertificates {
  design: LibraryTemplate;
  attendees: { name: string; ticket_id: string }[];
}

let certificates: DesignCertificates[];

/** Every certificate design of the template library, each used ('Use this template', published) by a new event with a booking of {@link NAMES}. */
async function libraryCertificates(): Promise<DesignCertificates[]> {
  const { items } = (await (await fetch(`${baseUrl}/template-library?type=certificate`)).json()) as { items: LibraryTemplate[] };
  return Promise.all(
    items.map(async (design) => {
      const template = await api.call<{ id: number }>('POST', '/templates', { type: 'certificate', status: 'publish', name: unique(design.name), orientation: design.orientation, content: design.content, remote_template_id: design.id });
      const { id } = await createEvent(api, { title: unique('Paper day'), start_date: inDays(20), ticket_variations: [{ name: 'General', price: 0, capacity: 20 }], location: { type: 'offline', address: { address: 'Congress Hall, Berlin' } } });
      await api.call('PUT', `/events/${id}`, { certificate_template: template.id });
      const slug = (await api.call<EventItem>('GET', `/events/${id}`)).ticket_variations[0]!.slug;
      const order = await api.call<Order>('POST', '/orders', {
        event_id: id,
        customer: { first_name: 'Grace', email: 'grace@example.com' },
        tickets: [{ slug, quantity: NAMES.length }],
        attendees: NAMES.map((name) => ({ name, email: 'guest@example.com', phone: '', ticket_slug: slug, extra_fields: {} })),
      });
      return { design, attendees: order.attendees! };
    }),
  );
}

/**
 * Runs in the page: what of the certificate leaves its paper or a frame. Every element of the
 * template must lie inside the paper and inside each framed box around it (one with a border, or an
 * outline drawn inside it), and the attendee's name (`name`) takes two lines at most.
 */
function paperProblems(name: string): string[] {
  const paper = document.querySelector('.etn-template-container')!;
  const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
  /** The box inside an element's frame: its border box less the border, or less an inset outline. */
  const inside = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineOffset) < 0 ? parseFloat(style.outlineWidth) - parseFloat(style.outlineOffset) : 0;
    const [top, right, bottom, left] = sides.map((side) => Math.max(outline, parseFloat(style[`border${side}Width`])));
    return { top: box.top + top!, right: box.right - right!, bottom: box.bottom - bottom!, left: box.left + left! };
  };
  const framed = (element: Element) => {
    const style = getComputedStyle(element);
    return element === paper || style.outlineStyle !== 'none' || sides.some((side) => style[`border${side}Style`] !== 'none' && parseFloat(style[`border${side}Width`]) > 0);
  };
  const label = (element: Element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}"`;
  const problems = new Set<string>();
  for (const element of Array.from(paper.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    for (let frame = element.parentElement; frame; frame = frame === paper ? null : frame.parentElement) {
      if (!framed(frame)) continue;
      const edge = inside(frame);
      if (box.top < edge.top - 0.5 || box.left < edge.left - 0.5 || box.bottom > edge.bottom + 0.5 || box.right > edge.right + 0.5) problems.add(`${label(element)} leaves ${label(frame)}`);
    }
  }
  const nameElement = Array.from(paper.querySelectorAll('*')).find((element) => element.children.length === 0 && element.textContent?.trim() === name);
  if (!nameElement) return [...problems, `the name "${name}" is not on the page`];
  const range = document.createRange();
  range.selectNodeContents(nameElement);
  const lines = new Set(Array.from(range.getClientRects()).map((line) => Math.round(line.top))).size;
  if (lines > 2) problems.add(`the name takes ${lines} lines`);
  return [...problems];
}

/** A logged-out page of the layout's viewport and media. */
async function layoutPage(layout: (typeof LAYOUTS)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: layout.width, height: layout.height } });
  context.setDefaultTimeout(UI_TIMEOUT);
  const page = await context.newPage();
  await page.emulateMedia({ media: layout.media });
  return page;
}

beforeAll(async () => {
  certificates = await libraryCertificates();
});

describe('library certificates on their paper', () => {
  it('keep every name, up to 81 characters, on two lines inside the paper and its frame, on screen at 1440 and 390 px and in print (the PDF)', async () => {
    expect(certificates.map((c) => c.design.orientation)).toEqual(expect.arrayContaining(['landscape', 'portrait']));
    const found: Record<string, string[]> = {};
    for (const layout of LAYOUTS) {
      const page = await layoutPage(layout);
      for (const { design, attendees } of certificates) {
        for (const attendee of attendees) {
          await page.goto(`${baseUrl}/certificate/${attendee.ticket_id}`);
          const problems = await page.evaluate(paperProblems, attendee.name);
          if (problems.length) found[`${design.name}, ${attendee.name.length} characters, ${layout.width} px ${layout.media}`] = problems;
        }
      }
      await page.context().close();
    }
    expect(found).toEqual({});
  });

  it('axe finds no serious or critical violation (colour contrast included) on the certificate page of any design', async () => {
    const page = await layoutPage(LAYOUTS[0]);
    const found: Record<string, unknown> = {};
    for (const { design, attendees } of certificates) {
      await page.goto(`${baseUrl}/certificate/${attendees[0]!.ticket_id}`);
      const violations = await seriousViolations(page);
      if (violations.length) found[design.name] = violations;
    }
    await page.context().close();
    expect(found).toEqual({});
  });
});
