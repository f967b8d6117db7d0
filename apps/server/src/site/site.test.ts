import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';

const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const XSS = '<script>alert(1)</script>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';

describeEachDatabase('public site and host pages', (dialect) => {
  let t: TestApp;
  const events: Record<string, { id: number; slug: string; link: string }> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const seed: [string, Record<string, unknown>][] = [
      ['published', { title: 'Harbour Concert', start_date: day(20), start_time: '19:00', end_time: '21:00', timezone: 'Europe/Berlin', status: 'publish', location: { address: { address: 'Pier 7' } }, ticket_variations: [{ name: 'Entry', price: 12, capacity: 100 }] }],
      ['draft', { title: 'Secret Rehearsal', start_date: day(21), status: 'draft' }],
      ['past', { title: 'Last Year Gala', start_date: day(-300), status: 'publish' }],
      ['xss', { title: XSS, description: `<img src=x onerror=alert(2)>`, start_date: day(22), status: 'publish' }],
    ];
    for (const [key, body] of seed) {
      const res = await t.admin.request('POST', '/api/v2/events', body);
      if (res.statusCode !== 201) throw new Error(res.body);
      events[key] = res.json();
    }
  });
  afterAll(() => t.close());

  const pathOf = (link: string) => new URL(link).pathname;

  describe('home /', () => {
    it('lists published upcoming events with a link to their page, not drafts or past ones', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Harbour Concert');
      expect(res.body).toContain(`href="${events.published!.link}"`);
      expect(res.body).toContain('Pier 7');
      expect(res.body).not.toContain('Secret Rehearsal');
      expect(res.body).not.toContain('Last Year Gala');
    });

    it('escapes event titles', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.body).toContain(ESCAPED);
      expect(res.body).not.toContain(XSS);
    });

    it('sends security headers', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('event page /event/<slug>', () => {
    it('shows a published event with its time, place and tickets', async () => {
      const res = await t.app.inject({ method: 'GET', url: pathOf(events.published!.link) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1><bdi>Harbour Concert</bdi></h1>');
      // The site's locale (en-US) and the event's own wall clock; ICU may put a narrow space before PM.
      expect(res.body.replace(/\u202f/g, ' ')).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, 7:00 PM – 9:00 PM \(UTC\+0/);
      expect(res.body).toContain('Pier 7');
      expect(res.body).toContain('<td>Entry</td><td>$12.00</td><td data-available="entry">100</td>');
    });

    it('is a 404 for a draft when logged out, and a preview for an event manager', async () => {
      const url = pathOf(events.draft!.link);
      const anon = await t.app.inject({ method: 'GET', url });
      expect(anon.statusCode).toBe(404);
      expect(anon.body).not.toContain('Secret Rehearsal');
      const subscriber = await t.loginAs('subscriber');
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: subscriber.cookie } })).statusCode).toBe(404);
      const preview = await t.app.inject({ method: 'GET', url, headers: { cookie: t.admin.cookie } });
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('Draft preview');
    });

    it('is a 404 page for an unknown slug', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/event/no-such-event' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Page not found');
    });

    it('escapes the title and description', async () => {
      const res = await t.app.inject({ method: 'GET', url: pathOf(events.xss!.link) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<h1><bdi>${ESCAPED}</bdi></h1>`);
      expect(res.body).toContain(`<title>${ESCAPED}</title>`);
      expect(res.body).not.toContain(XSS);
      expect(res.body).not.toContain('<img src=x');
    });
  });

  describe('login and admin', () => {
    it('/admin sends a logged-out visitor to /login', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/admin' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?next=/admin');
    });

    it('/login has the Email and Password fields and a Log in button', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<label for="email">Email<\/label>/);
      expect(res.body).toMatch(/<input id="email" name="email" type="email"/);
      expect(res.body).toMatch(/<label for="password">Password<\/label>/);
      expect(res.body).toMatch(/<input id="password" name="password" type="password"/);
      expect(res.body).toContain('<button type="submit">Log in</button>');
    });

    it('posting the form with good credentials redirects to /admin with a session cookie', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, next: '/admin' }).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin');
      const cookie = res.cookies.find((c) => c.name === 'eventory_session');
      expect(cookie?.httpOnly).toBe(true);
      const admin = await t.app.inject({ method: 'GET', url: '/admin', cookies: { eventory_session: cookie!.value } });
      expect(admin.statusCode).toBe(200);
      expect(admin.headers['cache-control']).toBe('no-store');
    });

    it('bad credentials show the form again with the message and no cookie', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: ADMIN.email, password: 'wrong-password' }).toString(),
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('The email or password is not correct.');
      expect(res.body).toContain(`value="${ADMIN.email}"`);
      expect(res.cookies.find((c) => c.name === 'eventory_session')).toBeUndefined();
    });

    it('only follows a same-site next after login', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, next: '//evil.example.com/' }).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin');
    });

    it('the admin page carries the bootstrap object with the CSRF nonce, and a menu filtered by role', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: t.admin.cookie } });
      const json = /<script type="application\/json" id="eventory-bootstrap">(.*?)<\/script>/s.exec(page.body)?.[1];
      const bootstrap = JSON.parse(json!);
      expect(bootstrap).toMatchObject({ apiBase: '/api/v2', nonce: t.admin.nonce, user: { email: ADMIN.email, is_super_admin: true } });
      expect(page.body).toContain('>Users</a>');
      const author = await t.loginAs('author');
      const authorPage = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: author.cookie } });
      expect(authorPage.body).toContain('>Events</a>');
      expect(authorPage.body).not.toContain('>Users</a>');
      expect(authorPage.body).not.toContain('>Settings</a>');
    });

    it('the log-out form ends the session', async () => {
      const client = await t.login(ADMIN.email, ADMIN.password);
      // Without the nonce (a cross-site form) the session stays.
      await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie: client.cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect((await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: client.cookie } })).statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/logout',
        headers: { cookie: client.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _csrf: client.nonce }).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/login');
      expect((await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: client.cookie } })).statusCode).toBe(302);
    });
  });
});
