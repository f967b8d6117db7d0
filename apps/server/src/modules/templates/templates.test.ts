import { BLANK_TEMPLATE_CONTENT, TEMPLATE_CONTENT_MAX_BYTES, type Template, type TemplateListItem } from '@eventory/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

const API = '/api/v2/templates';

/** A certificate as the original product exports it: its own blocks, placeholders, and a block this product does not know. */
const ORIGINAL_MARKUP = `<!-- wp:eventin-pro/template-container {"bodyStyling":{"backgroundColor":"#fdf8ee"}} -->
<!-- wp:eventin-pro/template-heading {"content":"Certificate of Attendance","containerClassName":"etn-heading-1"} /-->
<!-- wp:paragraph -->
<p>Awarded to {{attendee_name}} for {{event_title}}</p>
<!-- /wp:paragraph -->
<!-- wp:eventin-pro/future-widget {"mode":"fancy"} -->
<div class="future-widget">kept</div>
<!-- /wp:eventin-pro/future-widget -->
<!-- /wp:eventin-pro/template-container -->`;

describeEachDatabase('templates API (issue #10 §1)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>): Promise<number> => {
    const res = await t.admin.request('POST', API, body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const get = async (id: number): Promise<Template> => (await t.admin.request('GET', `${API}/${id}`)).json();
  const count = async () => Number((await t.handle.db.selectFrom('templates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const audit = async () =>
    ((await t.admin.request('GET', '/api/v2/audit?entity_type=template&per_page=100')).json().items as { action: string; summary: string; entity_id: string }[]);

  it('a blank template is a landscape draft "New Template" holding one empty paragraph in the root container; saved unnamed it becomes "New Template - {id}"', async () => {
    const id = await create({ type: 'certificate' });
    const blank = await get(id);
    expect(blank).toMatchObject({ id, name: 'New Template', type: 'certificate', status: 'draft', orientation: 'landscape', content: BLANK_TEMPLATE_CONTENT, edit_with_elementor: false, author_name: expect.any(String) });
    expect(blank.rawContent.filter((b) => b.blockName).map((b) => [b.blockName, b.innerBlocks.map((i) => [i.blockName, i.innerHTML.trim()])])).toEqual([
      ['eventin-pro/template-container', [['core/paragraph', '<p></p>']]],
    ]);

    const saved = await t.admin.request('PUT', `${API}/${id}`, { ...blank, status: 'publish' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: `New Template - ${id}`, status: 'publish' });
    const renamed = await t.admin.request('PUT', `${API}/${id}`, { name: 'Gold certificate' });
    expect(renamed.json().name).toBe('Gold certificate');
  });

  it('rawContent is always parsed from the stored content, and markup exported from the original product keeps its unknown blocks', async () => {
    const id = await create({ type: 'certificate', name: 'Imported', content: ORIGINAL_MARKUP });
    const imported = await get(id);
    expect(imported.content).toBe(ORIGINAL_MARKUP);
    const inner = imported.rawContent.find((b) => b.blockName === 'eventin-pro/template-container')!.innerBlocks;
    expect(inner.map((b) => b.blockName)).toEqual(['eventin-pro/template-heading', 'core/paragraph', 'eventin-pro/future-widget']);
    expect(inner[2]).toMatchObject({ attrs: { mode: 'fancy' }, innerHTML: expect.stringContaining('kept') });

    // A client sending back a stale rawContent cannot make the two disagree.
    const res = await t.admin.request('PUT', `${API}/${id}`, { content: BLANK_TEMPLATE_CONTENT, rawContent: imported.rawContent });
    expect(res.json().rawContent[0].innerBlocks.map((b: { blockName: string }) => b.blockName)).toEqual(['core/paragraph']);
  });

  it('bad input is a 400 with a message naming the field, and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'type'],
      [{ type: 'poster' }, 'type'],
      [{ type: 'ticket', orientation: 'square' }, 'orientation'],
      [{ type: 'ticket', status: 'live' }, 'status'],
      [{ type: 'ticket', name: '   ' }, 'name'],
      [{ type: 'ticket', content: 42 }, 'content'],
      [{ type: 'ticket', thumbnail: 'javascript:alert(1)' }, 'thumbnail'],
      [{ type: 'ticket', preview_event_id: -3 }, 'preview_event_id'],
    ];
    for (const [body, field] of cases) {
      const res = await t.admin.request('POST', API, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_request', message: expect.any(String), errors: { [field]: expect.any(String) } });
    }
    const id = await create({ type: 'ticket', name: 'Keep me' });
    const bad = await t.admin.request('PUT', `${API}/${id}`, { name: '', orientation: 'portrait' });
    expect(bad.statusCode).toBe(400);
    expect(await get(id)).toMatchObject({ name: 'Keep me', orientation: 'landscape' });
    expect(await count()).toBe(before + 1);
    expect((await t.admin.request('GET', `${API}?type=poster`)).statusCode).toBe(400);
    expect((await t.admin.request('PUT', `${API}/${id}/status`, { status: 'archived' })).statusCode).toBe(400);
  });

  it('content over 2 MB is a 413 on create and on save, and writes nothing', async () => {
    const before = await count();
    const huge = `<!-- wp:paragraph --><p>${'é'.repeat(TEMPLATE_CONTENT_MAX_BYTES / 2)}</p><!-- /wp:paragraph -->`;
    const refused = await t.admin.request('POST', API, { type: 'event', content: huge });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'content_too_large', message: expect.stringContaining('2 MB') });
    expect(await count()).toBe(before);
    const id = await create({ type: 'event', name: 'Small' });
    expect((await t.admin.request('PUT', `${API}/${id}`, { name: 'Big', content: huge })).statusCode).toBe(413);
    expect(await get(id)).toMatchObject({ name: 'Small', content: BLANK_TEMPLATE_CONTENT });
  });

  it('lists by type, status and name search with paging, X-WP-Total, and no content in the rows', async () => {
    const ids = [];
    for (const name of ['Lime ticket', 'Lemon ticket', 'Lime pass']) ids.push(await create({ type: 'ticket', name, status: name === 'Lime pass' ? 'publish' : 'draft' }));
    const res = await t.admin.request('GET', `${API}?type=ticket&search=lime&per_page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-wp-total']).toBe('2');
    const page = res.json() as { items: TemplateListItem[]; total_items: number };
    expect(page.total_items).toBe(2);
    expect(page.items.map((i) => i.name)).toEqual(['Lime pass']);
    expect(page.items[0]).not.toHaveProperty('content');
    expect(page.items[0]).not.toHaveProperty('rawContent');
    const second = (await t.admin.request('GET', `${API}?type=ticket&search=lime&per_page=1&paged=2`)).json();
    expect(second.items.map((i: TemplateListItem) => i.name)).toEqual(['Lime ticket']);
    const published = (await t.admin.request('GET', `${API}?type=ticket&status=publish`)).json();
    expect(published.items.map((i: TemplateListItem) => i.name)).toEqual(['Lime pass']);
    const wildcard = (await t.admin.request('GET', `${API}?search=${encodeURIComponent('%')}`)).json();
    expect(wildcard.total_items).toBe(0);
  });

  it('clone makes a draft "<name> - Copy" with the same content; status and back-wordpress change only their field; all is audited', async () => {
    const id = await create({ type: 'certificate', name: 'Classic', status: 'publish', content: ORIGINAL_MARKUP, edit_with_elementor: true });
    const cloned = await t.admin.request('GET', `${API}/${id}/clone`);
    expect(cloned.statusCode, cloned.body).toBe(201);
    expect(cloned.json()).toMatchObject({ name: 'Classic - Copy', status: 'draft', type: 'certificate', content: ORIGINAL_MARKUP });
    expect(cloned.json().id).not.toBe(id);

    const status = await t.admin.request('PUT', `${API}/${id}/status`, { status: 'draft' });
    expect(status.json()).toMatchObject({ status: 'draft', name: 'Classic' });

    const back = await t.admin.request('GET', `/api/v2/events/${id}/back-wordpress`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ id, edit_with_elementor: false, content: ORIGINAL_MARKUP });
    expect((await t.admin.request('GET', '/api/v2/events/999999/back-wordpress')).statusCode).toBe(404);
    // A GET that changes data needs the CSRF header.
    const noCsrf = await t.app.inject({ method: 'GET', url: `/api/v2/events/${id}/back-wordpress`, headers: { cookie: t.admin.cookie } });
    expect(noCsrf.statusCode).toBe(403);

    const trail = (await audit()).filter((e) => e.entity_id === String(id) || e.entity_id === String(cloned.json().id));
    expect(trail.map((e) => e.action).sort()).toEqual(['clone', 'create', 'status', 'update']);
    expect(trail.map((e) => e.summary)).toEqual(expect.arrayContaining(['Cloned certificate template "Classic - Copy"', 'Returned template "Classic" to the standard editor']));
  });

  it('events take landing, ticket and certificate templates of the right type; a template in use cannot be deleted or change type', async () => {
    const landing = await create({ type: 'event', name: 'Landing' });
    const ticket = await create({ type: 'ticket', name: 'Ticket' });
    const certificate = await create({ type: 'certificate', name: 'Certificate' });
    const wrong = await t.admin.request('POST', '/api/v2/events', { title: 'Wrong', start_date: '2031-01-01', landing_template: ticket, ticket_template: 999999 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ landing_template: `Template ${ticket} is a ticket template; choose an event template`, ticket_template: 'Unknown template id 999999' });

    const event = await t.admin.request('POST', '/api/v2/events', { title: 'Gala Night', start_date: '2031-01-01', landing_template: landing, ticket_template: ticket, certificate_template: certificate });
    expect(event.statusCode, event.body).toBe(201);
    expect(event.json()).toMatchObject({ landing_template: landing, ticket_template: ticket, certificate_template: certificate });
    const eventId = event.json().id as number;

    const refused = await t.admin.request('DELETE', `${API}/${ticket}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'template_in_use', message: expect.stringContaining('"Gala Night"') });
    const bulk = await t.admin.request('DELETE', `${API}?ids=${landing},${certificate}`);
    expect(bulk.statusCode).toBe(409);
    expect((await t.admin.request('PUT', `${API}/${certificate}`, { type: 'ticket' })).statusCode).toBe(409);
    expect(await get(certificate)).toMatchObject({ type: 'certificate' });

    const cleared = await t.admin.request('PUT', `/api/v2/events/${eventId}`, { landing_template: null, ticket_template: null });
    expect(cleared.json()).toMatchObject({ landing_template: null, ticket_template: null, certificate_template: certificate });
    const deleted = await t.admin.request('DELETE', `${API}?ids=${landing},${ticket},999998`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: [landing, ticket].sort((a, b) => a - b) });
    expect((await t.admin.request('GET', `${API}/${landing}`)).statusCode).toBe(404);
    expect((await t.admin.request('DELETE', `${API}/${landing}`)).statusCode).toBe(404);
    expect((await audit()).filter((e) => e.action === 'delete').map((e) => e.summary)).toEqual(expect.arrayContaining(['Deleted ticket template "Ticket"']));
  });

  it('Settings hold the third-party builder flag (off by default) and site-wide default templates of the right type; a default cannot be deleted', async () => {
    const settings = (await t.admin.request('GET', '/api/v2/settings')).json();
    expect(settings).toMatchObject({ third_party_builder: 'off', default_landing_template: null, default_ticket_template: null, default_certificate_template: null });
    const certificate = await create({ type: 'certificate', name: 'Default certificate' });
    const wrong = await t.admin.request('PUT', '/api/v2/settings', { default_ticket_template: certificate });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ default_ticket_template: `Template ${certificate} is a certificate template; choose a ticket template` });
    const saved = await t.admin.request('PUT', '/api/v2/settings', { third_party_builder: 'on', default_certificate_template: certificate });
    expect(saved.json()).toMatchObject({ third_party_builder: 'on', default_certificate_template: certificate });
    const refused = await t.admin.request('DELETE', `${API}/${certificate}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('default certificate template');
    await t.admin.request('PUT', '/api/v2/settings', { default_certificate_template: null });
    expect((await t.admin.request('DELETE', `${API}/${certificate}`)).statusCode).toBe(200);
  });

  it('editors manage templates by default; authors and subscribers get 403 (authors read them, to choose their events\' templates)', async () => {
    const editor = await t.loginAs('editor');
    expect((await editor.request('POST', API, { type: 'ticket' })).statusCode).toBe(201);
    for (const role of ['author', 'subscriber']) {
      const client = await t.loginAs(role);
      expect((await client.request('GET', API)).statusCode).toBe(role === 'author' ? 200 : 403);
      expect((await client.request('POST', API, { type: 'ticket' })).statusCode).toBe(403);
    }
  });
});
