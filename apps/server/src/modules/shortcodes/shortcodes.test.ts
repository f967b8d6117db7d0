import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, ShortcodeScript } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { sampleKey, testKeyPair } from '../../test/licenseKeys.js';

const vendor = testKeyPair();
const SITE = 'https://events.example.com';
const PARTNER = 'https://partner.example.org';
const COUNTDOWN = '[etn_pro_countdown event_id="7"]';

describeEachDatabase('shortcode scripts and embeds', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { LICENSE_PUBLIC_KEY: vendor.publicKey, SITE_URL: SITE });
  });
  afterAll(() => t.close());

  const create = (body: object) => t.admin.request('POST', '/api/v2/shortcodes/script', body);
  const list = async () => (await t.admin.request('GET', '/api/v2/shortcodes/script')).json() as Page<ShortcodeScript>;
  const embed = (id: number, referer?: string) => t.app.inject({ method: 'GET', url: `/embed/${id}`, headers: referer ? { referer } : {} });

  it('saves a script for a valid shortcode and answers its id; lists it newest first; deletes it', async () => {
    const res = await create({ post_name: 'Event Countdown', shortcode: COUNTDOWN });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(id).toEqual(expect.any(Number));
    const page = await list();
    expect(page.total_items).toBe(1);
    expect(page.items[0]).toEqual({ id, post_name: 'Event Countdown', shortcode: COUNTDOWN, created_at: expect.any(String), origins: [] });
    expect((await t.admin.request('DELETE', `/api/v2/shortcodes/script/${id}`)).json()).toEqual({ deleted: id });
    expect((await t.admin.request('DELETE', `/api/v2/shortcodes/script/${id}`)).statusCode).toBe(404);
    expect((await list()).total_items).toBe(0);
  });

  it('reuses the saved script for the same post_name and shortcode (200, same id) instead of saving a copy', async () => {
    const first = await create({ post_name: 'Event Ticket Form', shortcode: '[etn_pro_ticket_form id="7"]' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await create({ post_name: 'Event Ticket Form', shortcode: '[etn_pro_ticket_form id="7"]' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ id: first.json().id });
    const otherEvent = await create({ post_name: 'Event Ticket Form', shortcode: '[etn_pro_ticket_form id="8"]' });
    const otherName = await create({ post_name: 'Ticket form', shortcode: '[etn_pro_ticket_form id="7"]' });
    expect([otherEvent.statusCode, otherName.statusCode]).toEqual([201, 201]);
    const ids = [first, otherEvent, otherName].map((r) => r.json().id as number);
    expect(new Set(ids).size).toBe(3);
    expect((await list()).total_items).toBe(3);
    for (const id of ids) expect((await t.admin.request('DELETE', `/api/v2/shortcodes/script/${id}`)).statusCode).toBe(200);
  });

  it.each([
    [{ post_name: 'X', shortcode: '[etn_pro_countdown event_id="7"' }, /never closed/],
    [{ post_name: 'X', shortcode: '[gallery ids="1"]' }, /not a shortcode of this site/],
    [{ post_name: 'X', shortcode: '[etn_pro_speakers_sliders slider_count="11"]' }, /Slider Count must be at most 10/],
    [{ post_name: 'X', shortcode: '[etn_pro_countdown]' }, /Please select an event/],
    [{ post_name: '', shortcode: COUNTDOWN }, /post_name/],
  ])('refuses %j with 400 and the reason, saving nothing', async (body, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await list()).total_items).toBe(0);
  });

  it('needs etn_manage_shortcode: editors have it, authors get 403', async () => {
    const editor = await t.loginAs('editor');
    expect((await editor.request('GET', '/api/v2/shortcodes/script')).statusCode).toBe(200);
    const author = await t.loginAs('author');
    expect((await author.request('POST', '/api/v2/shortcodes/script', { post_name: 'X', shortcode: COUNTDOWN })).statusCode).toBe(403);
  });

  it('the loader is small, async-safe JavaScript any page may load, framing /embed/N after its tag', async () => {
    const { id } = (await create({ post_name: 'Event Countdown', shortcode: COUNTDOWN })).json();
    for (const path of ['/external-script', '/eventin-external-script']) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?id=${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.body).toContain(`"site":"${SITE}"`);
      expect(res.body).toContain("insertBefore(frame, me.nextSibling)");
      expect(res.body).not.toContain('document.write');
      expect(gzipSync(res.body).length).toBeLessThanOrEqual(5 * 1024);
    }
    const gone = await t.app.inject({ method: 'GET', url: '/external-script?id=999999' });
    expect(gone.body).toContain('"exists":false');
    expect((await t.app.inject({ method: 'GET', url: '/external-script?id=abc' })).statusCode).toBe(400);
  });

  it('/embed/N may be framed only by the site, registered domains and the license domain; records registered Referers', async () => {
    const { id } = (await create({ post_name: 'Event Countdown', shortcode: COUNTDOWN })).json();
    let res = await embed(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`frame-ancestors 'self' ${SITE}(;|$)`));
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('Event Countdown');
    expect(res.body).toContain('This event is not published, so there is no countdown.');
    expect(res.body).toContain('/static/embed-resizer.js');

    expect((await t.admin.request('PUT', '/api/v2/settings', { registered_domains: [PARTNER] })).statusCode).toBe(200);
    const activated = await t.admin.request('POST', '/api/v2/license/activate', { name: 'Ada', email: 'ada@example.com', license_key: sampleKey(vendor.privateKey) });
    expect(activated.statusCode, activated.body).toBe(200);
    res = await embed(id, `${PARTNER}/blog/post?x=1`);
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${SITE} ${PARTNER} events.example.com`);
    await embed(id, 'https://stranger.example.net/page');
    const [script] = (await list()).items;
    expect(script!.origins).toEqual([{ origin: PARTNER, last_seen_at: expect.any(String) }]);

    const loader = await t.app.inject({ method: 'GET', url: `/external-script?id=${id}` });
    expect(loader.body).toContain(`"origins":["${SITE}","${PARTNER}"],"hosts":["events.example.com"]`);
    await t.admin.request('POST', '/api/v2/license/deactivate');
    await t.admin.request('PUT', '/api/v2/settings', { registered_domains: [] });
  });

  it('a deleted script embeds a not-found page', async () => {
    const res = await embed(999999);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This widget was removed');
    expect(res.headers['content-security-policy']).toContain('frame-ancestors');
  });

  it('/shortcode-preview renders any shortcode for users with the Shortcodes permission, framed by the site only', async () => {
    const url = `/shortcode-preview?code=${encodeURIComponent('[etn_pro_events_classic style="style-2"]')}`;
    const res = await t.admin.request('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aria-label="Events"');
    expect(res.body).toContain('ew-events--classic ew-style-2');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const bad = await t.admin.request('GET', `/shortcode-preview?code=${encodeURIComponent('[etn_pro_events_standard event_col="9"]')}`);
    expect(bad.body).toContain('Columns must be at most 4');
    expect(bad.body).not.toContain('<script>');
    expect((await (await t.loginAs('author')).request('GET', url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
