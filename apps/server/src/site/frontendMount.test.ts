import { afterAll, beforeAll, expect, it } from 'vitest';
import { readShortcode, VENDOR_ROLE } from '@eventory/core';
import { renderWidget } from '../widgets/registry.js';
import { frontendEntryScript } from './adminAssets.js';
import { book, createEvent, orderBody } from '../test/bookingFixtures.js';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../test/harness.js';

/**
 * The front-end mount's server side (issue #11 §5): the vendor role, the session endpoint the mount
 * starts from, the dashboard page and its script, and the public attendee names.
 */
describeEachDatabase('front-end mount', (dialect) => {
  let t: TestApp;
  let vendor: Client;
  let published: number;
  let draft: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    vendor = await t.loginAs(VENDOR_ROLE.key);
    published = (await createEvent(vendor, { title: 'Vendor Market' })).id;
    draft = (await createEvent(vendor, { title: 'Vendor Draft', status: 'draft' })).id;
    await book(t.app, orderBody(published, { 'free-entry': 2 }, { email: 'buyer@example.com' }));
  });
  afterAll(() => t.close());

  it('seeds the vendor role with its own events and their attendees, editable like the others', async () => {
    const roles = (await t.admin.request('GET', '/api/v2/permissions/settings')).json() as { key: string; permissions: string[] }[];
    expect(roles.find((r) => r.key === 'vendor')).toMatchObject({ key: 'vendor', permissions: ['etn_manage_event', 'etn_manage_attendee'] });
    const changed = await t.admin.request('PUT', '/api/v2/permissions/vendor', { permissions: ['etn_manage_event'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await vendor.request('GET', '/api/v2/attendees')).statusCode).toBe(403);
    await t.admin.request('PUT', '/api/v2/permissions/vendor', { permissions: VENDOR_ROLE.capabilities });
    expect((await vendor.request('GET', '/api/v2/attendees')).statusCode).toBe(200);
  });

  it('a vendor lists only their own events and their attendees', async () => {
    await createEvent(t.admin, { title: 'Admin Gala' });
    const events = (await vendor.request('GET', '/api/v2/events?per_page=100')).json() as { items: { title: string }[]; total_items: number };
    expect(events.items.map((e) => e.title).sort()).toEqual(['Vendor Draft', 'Vendor Market']);
    const attendees = (await vendor.request('GET', '/api/v2/attendees')).json() as { items: { event_title: string }[] };
    expect(attendees.items.map((a) => a.event_title)).toEqual(['Vendor Market', 'Vendor Market']);
  });

  it('GET /api/v2/auth/session answers the user and the nonce of the cookie, 401 without one', async () => {
    const res = await vendor.request('GET', '/api/v2/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { role: 'vendor', permissions: ['etn_manage_event', 'etn_manage_attendee'] }, nonce: vendor.nonce });
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/auth/session' })).statusCode).toBe(401);
  });

  it('GET /dashboard holds the dashboard widget: both containers and the mount script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Event dashboard</h1>');
    expect(res.body).toContain('id="etn-multivendor-form"');
    expect(res.body).toContain('id="etn-multivendor-attendee-list"');
    expect(res.body).toContain('<script type="module" src="/frontend-mount.js"></script>');
    // The built entry's hashed file (adminAssets.test.ts reads it from a manifest), or a 404 before the build.
    const built = frontendEntryScript(t.app.config.adminDist);
    const script = await t.app.inject({ method: 'GET', url: '/frontend-mount.js' });
    expect(script.statusCode).toBe(built ? 302 : 404);
    if (built) expect(script.headers.location).toBe(built);
  });

  it('inside a Get Script iframe the dashboard links to the site’s page instead', async () => {
    const out = String((await renderWidget(readShortcode('[etn_pro_dashboard]'), { db: t.handle.db, siteUrl: 'https://events.example.com', surface: 'embed' })).html);
    expect(out).toContain('href="https://events.example.com/dashboard"');
    expect(out).not.toContain('etn-multivendor-form');
  });

  it('GET /api/public/v1/events/{id}/attendees: names of a published event only, never emails; 404 for a draft', async () => {
    for (const id of [published, draft]) await t.admin.request('PUT', `/api/v2/events/${id}`, { attendee_list_public: true });
    const res = await t.app.inject({ method: 'GET', url: `/api/public/v1/events/${published}/attendees` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ event_title: 'Vendor Market', items: [expect.objectContaining({ name: 'free-entry guest 1' }), expect.objectContaining({ name: 'free-entry guest 2' })] });
    expect(res.body).not.toContain('@');
    expect(res.headers.etag).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: `/api/public/v1/events/${draft}/attendees` })).statusCode).toBe(404);
  });

  it('the event page holds the front-end attendee list container, and the API answers names, only while the event says its list is public', async () => {
    const slug = ((await t.admin.request('GET', `/api/v2/events/${published}`)).json() as { link: string }).link.split('/event/')[1]!;
    const container = `id="etn-frontend-attendee-list" data-event-id="${published}"`;
    const state = async () => {
      const page = await t.app.inject({ method: 'GET', url: `/event/${slug}` });
      const names = await t.app.inject({ method: 'GET', url: `/api/public/v1/events/${published}/attendees` });
      return { container: page.body.includes(container), script: page.body.includes('<script type="module" src="/frontend-mount.js">'), names: names.statusCode };
    };
    const off = await vendor.request('PUT', `/api/v2/events/${published}`, { attendee_list_public: false });
    expect(off.json()).toMatchObject({ attendee_list_public: false });
    expect(await state()).toEqual({ container: false, script: false, names: 404 });
    const refused = await t.app.inject({ method: 'GET', url: `/api/public/v1/events/${published}/attendees` });
    expect(refused.json().message).toBe(`The attendee list of event ${published} is not public.`);

    const on = await vendor.request('PUT', `/api/v2/events/${published}`, { attendee_list_public: true });
    expect(on.json()).toMatchObject({ attendee_list_public: true });
    expect(await state()).toEqual({ container: true, script: true, names: 200 });
    // Issue #12 §2: without JavaScript the container says so in the page's language.
    const noScript = async (acceptLanguage: string) =>
      /<div class="event-attendee-list"[^>]*><noscript><p>([^<]*)<\/p>/.exec((await t.app.inject({ method: 'GET', url: `/event/${slug}`, headers: { 'accept-language': acceptLanguage } })).body)?.[1];
    expect(await noScript('en')).toBe('The attendee list needs JavaScript.');
    expect(await noScript('de')).toBe('Die Liste der Teilnehmenden benötigt JavaScript.');
    expect(await noScript('ar')).toBe('تحتاج قائمة الحضور إلى JavaScript.');
    expect((await vendor.request('PUT', `/api/v2/events/${published}`, { attendee_list_public: 'yes' })).statusCode).toBe(400);
  });
});
