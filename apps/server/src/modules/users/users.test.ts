import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

describeEachDatabase('users', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const countUsers = async () => Number((await t.handle.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const adminId = async () => (await t.admin.request('GET', '/api/v2/permissions/current-user')).json().ID as number;

  it('an administrator creates a user with a role, who can then log in with that role', async () => {
    const res = await t.admin.request('POST', '/api/v2/users', { email: 'Editor.One@Example.com', display_name: 'Eddie', password: 'editor-pass-1', role: 'editor' });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json();
    expect(user).toEqual({ id: expect.any(Number), email: 'editor.one@example.com', display_name: 'Eddie', role: 'editor', created_at: expect.any(String), language: null });
    const editor = await t.login('editor.one@example.com', 'editor-pass-1');
    const me = (await editor.request('GET', '/api/v2/permissions/current-user')).json();
    expect(me).toMatchObject({ is_super_admin: false, roles: ['editor'] });
    expect(me.permissions).toEqual(expect.arrayContaining(['etn_manage_event', 'etn_manage_organizer', 'etn_manage_schedule']));
    expect(me.permissions).not.toContain('etn_manage_setting');
    // Listed and readable, never with the password hash.
    const list = await t.admin.request('GET', '/api/v2/users?search=editor.one');
    expect(list.headers['x-wp-total']).toBe('1');
    expect(list.json().items).toEqual([user]);
    expect((await t.admin.request('GET', `/api/v2/users/${user.id}`)).body).not.toContain('scrypt');
  });

  it('a duplicate email is a 409, whatever its case', async () => {
    await t.admin.request('POST', '/api/v2/users', { email: 'dup@example.com', display_name: 'Dup', password: 'password-123', role: 'author' });
    const before = await countUsers();
    const res = await t.admin.request('POST', '/api/v2/users', { email: 'DUP@example.com', display_name: 'Dup 2', password: 'password-456', role: 'author' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: 'A user with the email dup@example.com already exists.' });
    expect(await countUsers()).toBe(before);
  });

  it('bad input is a 400 and creates no one', async () => {
    const before = await countUsers();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email', display_name: 'X', password: 'password-123', role: 'author' }, 'email'],
      [{ email: 'short@example.com', display_name: 'X', password: 'short', role: 'author' }, 'password'],
      [{ email: 'norole@example.com', display_name: 'X', password: 'password-123', role: 'pirate' }, 'role'],
      [{ email: 'noname@example.com', display_name: '', password: 'password-123', role: 'author' }, 'display_name'],
    ];
    for (const [body, field] of cases) {
      const res = await t.admin.request('POST', '/api/v2/users', body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await countUsers()).toBe(before);
  });

  it('changing a role takes effect on the user’s next request', async () => {
    const author = await t.loginAs('author');
    const me = (await author.request('GET', '/api/v2/permissions/current-user')).json();
    expect((await author.request('GET', '/api/v2/events')).statusCode).toBe(200);
    const res = await t.admin.request('PUT', `/api/v2/users/${me.ID}`, { role: 'subscriber' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('subscriber');
    expect((await author.request('GET', '/api/v2/events')).statusCode).toBe(403);
  });

  it('an administrator cannot delete their own account', async () => {
    const id = await adminId();
    const res = await t.admin.request('DELETE', `/api/v2/users/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot delete your own account.');
    expect((await t.admin.request('GET', `/api/v2/users/${id}`)).statusCode).toBe(200);
  });

  it('the last administrator cannot be demoted; with a second one it can', async () => {
    const id = await adminId();
    const res = await t.admin.request('PUT', `/api/v2/users/${id}`, { role: 'editor' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This is the last administrator; make another user an administrator first.');
    expect((await t.admin.request('GET', `/api/v2/users/${id}`)).json().role).toBe('administrator');

    const second = (await t.admin.request('POST', '/api/v2/users', { email: 'admin2@example.com', display_name: 'Second', password: 'second-admin-22', role: 'administrator' })).json();
    const admin2 = await t.login('admin2@example.com', 'second-admin-22');
    // The second administrator cannot delete themself either.
    expect((await admin2.request('DELETE', `/api/v2/users/${second.id}`)).statusCode).toBe(409);
    const demoted = await admin2.request('PUT', `/api/v2/users/${id}`, { role: 'editor' });
    expect(demoted.statusCode).toBe(200);
    // Now admin2 is the last administrator and is protected in turn.
    expect((await admin2.request('PUT', `/api/v2/users/${second.id}`, { role: 'author' })).statusCode).toBe(409);
    // Restore the first administrator for the tests that follow.
    expect((await admin2.request('PUT', `/api/v2/users/${id}`, { role: 'administrator' })).statusCode).toBe(200);
  });

  it('deleting a user ends their sessions', async () => {
    const victim = await t.loginAs('author');
    const { ID } = (await victim.request('GET', '/api/v2/permissions/current-user')).json();
    const res = await t.admin.request('DELETE', `/api/v2/users/${ID}`);
    expect(res.statusCode).toBe(204);
    expect((await t.admin.request('GET', `/api/v2/users/${ID}`)).statusCode).toBe(404);
    expect((await victim.request('GET', '/api/v2/permissions/current-user')).statusCode).toBe(401);
    expect((await t.admin.request('DELETE', `/api/v2/users/${ID}`)).statusCode).toBe(404);
  });

  it('an event keeps existing when its author is deleted', async () => {
    const author = await t.loginAs('author');
    const { ID } = (await author.request('GET', '/api/v2/permissions/current-user')).json();
    const event = (await author.request('POST', '/api/v2/events', { title: 'Orphaned', start_date: '2030-01-01' })).json();
    expect((await t.admin.request('DELETE', `/api/v2/users/${ID}`)).statusCode).toBe(204);
    expect((await t.admin.request('GET', `/api/v2/events/${event.id}`)).statusCode).toBe(200);
  });

  it('non-administrators get 403 on every users route and change nothing', async () => {
    const editor = await t.loginAs('editor');
    const before = await countUsers();
    const id = await adminId();
    for (const [method, url, body] of [
      ['GET', '/api/v2/users', undefined],
      ['GET', `/api/v2/users/${id}`, undefined],
      ['POST', '/api/v2/users', { email: 'x@example.com', display_name: 'X', password: 'password-123', role: 'administrator' }],
      ['PUT', `/api/v2/users/${id}`, { password: 'hijacked-1' }],
      ['DELETE', `/api/v2/users/${id}`, undefined],
    ] as const) {
      const res = await editor.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await countUsers()).toBe(before);
    // The administrator's password was not changed.
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: ADMIN })).statusCode).toBe(200);
  });
});
