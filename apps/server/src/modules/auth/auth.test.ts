import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { createUser } from '../users/service.js';

const eventBody = { title: 'CSRF probe', start_date: '2030-01-01', timezone: 'UTC' };

describeEachDatabase('auth', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const countEvents = async () => Number((await t.handle.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('login answers { user, nonce } and sets an httpOnly session cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: ADMIN.email, password: ADMIN.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.nonce).toEqual(expect.any(String));
    expect(body.nonce.length).toBeGreaterThanOrEqual(16);
    expect(body.user).toMatchObject({ email: ADMIN.email, role: 'administrator', is_super_admin: true });
    expect(body.user).not.toHaveProperty('password_hash');
    const cookie = res.cookies.find((c) => c.name === 'eventory_session');
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/');
    // The cookie is what identifies the user afterwards.
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/permissions/current-user', cookies: { eventory_session: cookie!.value } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(ADMIN.email);
  });

  it('accepts the email in another case and with spaces', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password } });
    expect(res.statusCode).toBe(200);
  });

  it('a wrong password and an unknown email get the same 401 message and no cookie', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: ADMIN.email, password: 'not-the-password' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: 'nobody@example.com', password: 'whatever1' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'invalid_credentials', message: 'The email or password is not correct.' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('an empty login body is a 400 naming the fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ email: 'Enter your email', password: 'Enter your password' });
  });

  it('a state-changing call without X-CSRF-Token is refused with 403 and writes nothing', async () => {
    const before = await countEvents();
    const missing = await t.app.inject({ method: 'POST', url: '/api/v2/events', headers: { cookie: t.admin.cookie }, payload: eventBody });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('invalid_csrf');
    expect(missing.json().message).toMatch(/Reload the page/);
    const wrong = await t.admin.request('POST', '/api/v2/events', eventBody, { 'x-csrf-token': 'forged' });
    expect(wrong.statusCode).toBe(403);
    expect(await countEvents()).toBe(before);
    // The same call with the nonce goes through.
    const ok = await t.admin.request('POST', '/api/v2/events', eventBody);
    expect(ok.statusCode).toBe(201);
    expect(await countEvents()).toBe(before + 1);
  });

  it("another session's nonce does not work", async () => {
    const other = await t.login(ADMIN.email, ADMIN.password);
    const res = await t.admin.request('POST', '/api/v2/events', eventBody, { 'x-csrf-token': other.nonce });
    expect(res.statusCode).toBe(403);
  });

  it('reads do not need the CSRF token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/events', headers: { cookie: t.admin.cookie } });
    expect(res.statusCode).toBe(200);
  });

  it('an API call without a session is a 401 asking to log in', async () => {
    for (const [method, url] of [['GET', '/api/v2/events'], ['POST', '/api/v2/events'], ['GET', '/api/v2/permissions/current-user']] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? eventBody : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ code: 'not_logged_in', message: 'Please log in to continue.' });
    }
    const forged = await t.app.inject({ method: 'GET', url: '/api/v2/events', cookies: { eventory_session: 'made-up-token' } });
    expect(forged.statusCode).toBe(401);
  });

  it('logout ends the session: the old cookie no longer works', async () => {
    const client = await t.login(ADMIN.email, ADMIN.password);
    expect((await client.request('GET', '/api/v2/permissions/current-user')).statusCode).toBe(200);
    const out = await client.request('POST', '/api/v2/auth/logout');
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'eventory_session');
    expect(cleared?.value).toBe('');
    expect((await client.request('GET', '/api/v2/permissions/current-user')).statusCode).toBe(401);
    // Other sessions of the same user stay logged in.
    expect((await t.admin.request('GET', '/api/v2/permissions/current-user')).statusCode).toBe(200);
  });

  it('logout without the CSRF token does not end the session', async () => {
    const client = await t.login(ADMIN.email, ADMIN.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: { cookie: client.cookie } });
    expect(res.statusCode).toBe(403);
    expect((await client.request('GET', '/api/v2/permissions/current-user')).statusCode).toBe(200);
  });

  it('current-user for an administrator: super admin with every permission', async () => {
    const res = await t.admin.request('GET', '/api/v2/permissions/current-user');
    const body = res.json();
    expect(body.is_super_admin).toBe(true);
    expect(body.permissions).toEqual(expect.arrayContaining(['etn_manage_event', 'etn_manage_setting', 'etn_manage_organizer']));
    expect(body.roles).toEqual(['administrator']);
  });

  it('current-user for an author: not super admin, only etn_manage_event', async () => {
    const author = await t.loginAs('author');
    const body = (await author.request('GET', '/api/v2/permissions/current-user')).json();
    expect(body).toMatchObject({ is_super_admin: false, permissions: ['etn_manage_event'], roles: ['author'] });
  });

  it('passwords are not stored in clear', async () => {
    const row = await t.handle.db.selectFrom('users').select('password_hash').where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(ADMIN.password);
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });
});

describeEachDatabase('auth rate limit', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // The harness's own administrator login is the first attempt of the minute.
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('the 4th login attempt in a minute is refused with 429, even with the right password', async () => {
    const attempt = (password: string) => t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: ADMIN.email, password } });
    expect((await attempt('wrong-1')).statusCode).toBe(401);
    expect((await attempt('wrong-2')).statusCode).toBe(401);
    const limited = await attempt(ADMIN.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please wait a minute and try again.');
    expect(limited.cookies.find((c) => c.name === 'eventory_session')).toBeUndefined();
  });

  it('the form and the API share one limit per address: alternating gains no guesses', async () => {
    const remoteAddress = '10.9.0.1';
    const results: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const email = `nobody-${i}@example.com`;
      const res = i % 2
        ? await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', remoteAddress, payload: { email, password: 'wrong-password' } })
        : await t.app.inject({ method: 'POST', url: '/login', remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${email}&password=wrong-password` });
      results.push(res.statusCode);
    }
    expect(results).toEqual([401, 401, 401, 429]);
  });

  it('one limit per account across addresses and both doors; the form says why', async () => {
    await createUser(t.handle.db, { email: 'target@example.com', display_name: 'Target', password: 'target-password-1', role: 'author' });
    const results: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const remoteAddress = `10.9.1.${i}`;
      const res = i % 2
        ? await t.app.inject({ method: 'POST', url: '/login', remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=target%40example.com&password=guess' })
        : await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', remoteAddress, payload: { email: ' TARGET@example.com', password: 'guess' } });
      results.push(res.statusCode);
    }
    expect(results).toEqual([401, 401, 401]);
    const api = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', remoteAddress: '10.9.1.9', payload: { email: 'target@example.com', password: 'target-password-1' } });
    expect(api.statusCode).toBe(429);
    const form = await t.app.inject({ method: 'POST', url: '/login', remoteAddress: '10.9.1.10', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=target%40example.com&password=target-password-1' });
    expect(form.statusCode).toBe(429);
    expect(form.body).toContain('Too many requests. Please wait a minute and try again.');
    expect(form.cookies.find((c) => c.name === 'eventory_session')).toBeUndefined();
    // Another account from those addresses is not held back.
    const other = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', remoteAddress: '10.9.1.11', payload: { email: 'someone@example.com', password: 'guess' } });
    expect(other.statusCode).toBe(401);
  });

  describe('other routes', () => {
    it('are not limited by failed logins', async () => {
      expect((await t.admin.request('GET', '/api/v2/events')).statusCode).toBe(200);
    });
  });
});
