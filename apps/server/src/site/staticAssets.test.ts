import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/** The `/static/…` addresses a page names in its `src` and `href` attributes. */
const staticAddresses = (page: string) => [...page.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((m) => m[1]!);

describe('static files: versioned addresses a browser keeps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it("the admin and the public pages name every static file with its version, and such an address is kept for a year", async () => {
    const admin = (await t.admin.request('GET', '/admin')).body;
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const addresses = [...new Set([...staticAddresses(admin), ...staticAddresses(home)])];
    for (const file of ['site.css', 'favicon.svg', 'admin-shell.js', 'admin-route-chunks.js']) {
      expect(addresses.some((a) => a.startsWith(`/static/${file}?v=`)), `${file} in ${addresses.join(' ')}`).toBe(true);
    }
    for (const address of addresses) {
      expect(address).toMatch(/^\/static\/[\w./-]+\?v=[\w-]{10}$/);
      const res = await t.app.inject({ method: 'GET', url: address });
      expect(res.statusCode, address).toBe(200);
      expect(res.headers['cache-control'], address).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a bare address or another version gets the same file but is asked for again each time', async () => {
    const admin = (await t.admin.request('GET', '/admin')).body;
    const versioned = staticAddresses(admin).find((a) => a.startsWith('/static/admin-shell.js?v='))!;
    const current = await t.app.inject({ method: 'GET', url: versioned });
    for (const url of ['/static/admin-shell.js', '/static/admin-shell.js?v=0000000000', '/static/admin-shell.js?v=a&v=b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(current.body);
      expect(res.headers['cache-control'], url).toBe('public, max-age=0');
    }
  });

  it('files of different content get different versions', async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const versions = staticAddresses(home).map((a) => new URL(a, 'http://x').searchParams.get('v'));
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(new Set(versions).size).toBe(versions.length);
  });
});
