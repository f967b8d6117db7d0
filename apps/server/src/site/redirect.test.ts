import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { safeNext } from './redirect.js';

/** Targets that leave the site once a browser resolves them (issue #9 §6.6). */
const HOSTILE = [
  '/\\evil.example',
  '/\\/evil.example',
  '//evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  '\\\\evil.example',
  ' //evil.example',
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
];

/** Encoded forms stay paths on this site, never another host. */
const SAME_SITE: [string, string][] = [
  ['/admin#/events', '/admin#/events'],
  ['/admin?etn_action=ticket_scanner', '/admin?etn_action=ticket_scanner'],
  ['/%5Cevil.example', '/%5Cevil.example'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/event/a b', '/event/a%20b'],
];

const ORIGIN = 'http://127.0.0.1:8080';
const staysHome = (location: string) => new URL(location, ORIGIN).origin === ORIGIN;

it('safeNext keeps same-site paths and refuses everything that leaves the origin', () => {
  for (const next of HOSTILE) expect(safeNext(next), JSON.stringify(next)).toBe('/admin');
  for (const [next, kept] of SAME_SITE) expect(safeNext(next), next).toBe(kept);
  expect(safeNext('%2F%2Fevil.example')).toBe('/admin');
});

describeEachDatabase('the login redirect never leaves the site', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const postLogin = (next: string) =>
    t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, next }).toString(),
    });

  it('the login form sends hostile targets to /admin', async () => {
    for (const next of [...HOSTILE, '%2F%2Fevil.example', '/%5C%5Cevil.example']) {
      const res = await postLogin(next);
      expect(res.statusCode, JSON.stringify(next)).toBe(303);
      expect(staysHome(res.headers.location as string), `${JSON.stringify(next)} → ${res.headers.location}`).toBe(true);
    }
    expect((await postLogin('/\\evil.example')).headers.location).toBe('/admin');
  });

  it('a logged-in visit to /login?next=… redirects only within the site', async () => {
    for (const query of ['/%5Cevil.example', '%2F%2Fevil.example', '/%09/evil.example', 'https%3A%2F%2Fevil.example', '/\\evil.example']) {
      const res = await t.app.inject({ method: 'GET', url: `/login?next=${query}`, headers: { cookie: t.admin.cookie } });
      expect(res.statusCode, query).toBeGreaterThanOrEqual(300);
      expect(staysHome(res.headers.location as string), `${query} → ${res.headers.location}`).toBe(true);
    }
  });

  it('a same-site target is followed', async () => {
    expect((await postLogin('/admin#/speakers')).headers.location).toBe('/admin#/speakers');
  });
});
