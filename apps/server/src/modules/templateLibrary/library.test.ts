import { TEMPLATE_TYPES, type LibraryTemplate, type ParsedBlock } from '@eventory/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { parseTemplateContent } from '../templates/content.js';

/** Every block of a tree, depth first. */
function allBlocks(blocks: ParsedBlock[]): ParsedBlock[] {
  return blocks.flatMap((b) => (b.blockName ? [b, ...allBlocks(b.innerBlocks)] : allBlocks(b.innerBlocks)));
}

describeEachDatabase('template library (issue #10 §2)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const list = async (query = ''): Promise<LibraryTemplate[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/template-library${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    return (res.json() as { items: LibraryTemplate[] }).items;
  };

  it('lists at least three designs of each type, publicly and to any origin, filtered by ?type', async () => {
    const all = await list();
    for (const type of TEMPLATE_TYPES) {
      const ofType = await list(`?type=${type}`);
      expect(ofType.length, type).toBeGreaterThanOrEqual(3);
      expect(ofType.every((d) => d.type === type)).toBe(true);
      expect(all.filter((d) => d.type === type)).toEqual(ofType);
    }
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
    for (const d of all) expect(Object.keys(d).sort()).toEqual(['content', 'id', 'name', 'orientation', 'thumbnail', 'type']);
    expect((await t.app.inject({ method: 'GET', url: '/template-library?type=poster' })).statusCode).toBe(400);
  });

  it('each design is block markup in one locked root container, using placeholders; tickets carry the QR block, certificates are on paper', async () => {
    for (const design of await list()) {
      const blocks = parseTemplateContent(design.content).filter((b) => b.blockName);
      expect(blocks.map((b) => b.blockName), design.id).toEqual(['eventin-pro/template-container']);
      const names = allBlocks(blocks).map((b) => b.blockName!);
      expect(names.every((n) => n.startsWith('core/') || n.startsWith('eventin-pro/')), design.id).toBe(true);
      if (design.type === 'event') {
        expect(names.filter((n) => n.startsWith('eventin-pro/event-')).length, design.id).toBeGreaterThanOrEqual(5);
        expect(names.some((n) => n === 'eventin-pro/buy-ticket' || n === 'eventin-pro/event-rsvp'), design.id).toBe(true);
      } else {
        expect(design.content.includes('{{attendee_name}}') || names.includes('eventin-pro/attendee-info'), design.id).toBe(true);
        expect(design.content, design.id).toMatch(/\{\{event_title\}\}/);
        expect(design.content, design.id).toMatch(/\{\{ticket_id\}\}/);
      }
      if (design.type === 'ticket') expect(names, design.id).toContain('eventin-pro/ticket-qrcode');
      // Every styled block names the class its styles are scoped to.
      for (const b of allBlocks(blocks)) if (b.attrs.styles) expect(b.attrs.containerClassName, `${design.id} ${b.blockName}`).toMatch(/^[a-z][\w-]*$/);
    }
    const orientations = (await list('?type=certificate')).map((d) => d.orientation);
    expect(orientations).toEqual(expect.arrayContaining(['landscape', 'portrait']));
  });

  it("'Use this template' makes a draft copy in the site with the design's content and name", async () => {
    const [design] = await list('?type=certificate');
    const created = await t.admin.request('POST', '/api/v2/templates', { type: design!.type, name: design!.name, orientation: design!.orientation, content: design!.content, remote_template_id: design!.id });
    expect(created.statusCode, created.body).toBe(201);
    const copy = (await t.admin.request('GET', `/api/v2/templates/${created.json().id}`)).json();
    expect(copy).toMatchObject({ name: design!.name, status: 'draft', remote_template_id: design!.id, orientation: design!.orientation });
    expect(allBlocks(copy.rawContent).map((b: ParsedBlock) => b.blockName)).toEqual(allBlocks(parseTemplateContent(design!.content)).map((b) => b.blockName));
  });

  it('every design has a real JPEG thumbnail, served to any origin', async () => {
    for (const design of await list()) {
      expect(design.thumbnail).toBe(`thumbnails/${design.id}.jpg`);
      const res = await t.app.inject({ method: 'GET', url: `/template-library/${design.thumbnail}` });
      expect(res.statusCode, design.id).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(res.rawPayload.length).toBeGreaterThan(20_000);
    }
  });

  it('the preview page renders a design with sample values, and any site may frame it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/template-library/preview?template_id=certificate-classic-gold' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('etn-template-container');
    expect(res.body).not.toContain('{{attendee_name}}');
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/template-library/preview?template_id=nope' })).statusCode).toBe(404);
  });

  it('an unknown thumbnail is a 404; the admin page tells the admin where the library is', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/template-library/thumbnails/nope.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/template-library/thumbnails/..%2Fsecret.jpg' })).statusCode).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: t.admin.cookie } });
    const json = /<script type="application\/json" id="eventory-bootstrap">([^<]*)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(json!).templateLibraryUrl).toBe('http://127.0.0.1:8080/template-library');
  });
});

describeEachDatabase('a template library on another origin (TEMPLATE_LIBRARY_URL)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { TEMPLATE_LIBRARY_URL: 'https://templates.example.com/library' });
  });
  afterAll(() => t.close());

  it('the admin page is told its address and may fetch, show and frame it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: t.admin.cookie } });
    expect(page.body).toContain('"templateLibraryUrl":"https://templates.example.com/library"');
    const csp = String(page.headers['content-security-policy']);
    for (const directive of ['connect-src', 'frame-src', 'img-src']) expect(csp).toMatch(new RegExp(`${directive} [^;]*https://templates\\.example\\.com`));
  });
});
