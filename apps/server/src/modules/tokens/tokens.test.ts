import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../../test/harness.js';

describeEachDatabase('personal API tokens', (dialect) => {
  let t: TestApp;
  let editor: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await t.loginAs('editor');
  });
  afterAll(() => t.close());

  /** A request with only a bearer token: no cookie, no CSRF header. */
  const withToken = (token: string, method: string, url: string, body?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
  const create = async (client: Client, body: object = { name: 'Integration' }) => {
    const res = await client.request('POST', '/api/v2/tokens', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; token: string; prefix: string };
  };
  const tokenRow = (id: number) => t.handle.db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a created token is shown once, stored only as its hash, and never listed with its secret', async () => {
    const created = await create(editor, { name: 'Ticket sync', expires_on: '2099-12-31' });
    expect(created).toMatchObject({ name: 'Ticket sync', expires_on: '2099-12-31', last_used_at: null, revoked_at: null });
    expect(created.token).toMatch(/^evt_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 8));
    const row = await tokenRow(created.id);
    expect(row.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = await editor.request('GET', '/api/v2/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    expect(list.json()).toContainEqual({ ...created, token: undefined });
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'token').where('entity_id', '=', String(created.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(audit[0]!.after).not.toContain(created.token);
  });

  it('a token acts with its user’s capabilities: an editor’s lists events, a subscriber’s gets 403', async () => {
    const editorToken = await create(editor);
    const events = await withToken(editorToken.token, 'GET', '/api/v2/events');
    expect(events.statusCode).toBe(200);
    const subscriberToken = await create(await t.loginAs('subscriber'));
    const denied = await withToken(subscriberToken.token, 'GET', '/api/v2/events');
    expect(denied.statusCode).toBe(403);
    expect((await withToken(subscriberToken.token, 'GET', '/api/v2/permissions/current-user')).json()).toMatchObject({ roles: ['subscriber'] });
  });

  it('a token changes data without the CSRF header, and its use is noted', async () => {
    const { id, token } = await create(editor);
    const res = await withToken(token, 'POST', '/api/v2/events', { title: 'Made by a script', start_date: '2031-05-01' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.admin.request('GET', `/api/v2/events/${res.json().id}`)).json().title).toBe('Made by a script');
    expect((await tokenRow(id)).last_used_at).not.toBeNull();
  });

  it('last_used_at is written at most once a minute', async () => {
    const { id, token } = await create(editor);
    await withToken(token, 'GET', '/api/v2/events');
    const first = (await tokenRow(id)).last_used_at;
    await withToken(token, 'GET', '/api/v2/events');
    expect((await tokenRow(id)).last_used_at).toBe(first);
    const old = new Date(Date.now() - 120_000).toISOString();
    await t.handle.db.updateTable('api_tokens').set({ last_used_at: old }).where('id', '=', id).execute();
    await withToken(token, 'GET', '/api/v2/events');
    expect((await tokenRow(id)).last_used_at! > old).toBe(true);
  });

  it('a revoked token is refused on the next request, with a message saying so', async () => {
    const { id, token } = await create(editor);
    expect((await withToken(token, 'GET', '/api/v2/events')).statusCode).toBe(200);
    const revoked = await editor.request('DELETE', `/api/v2/tokens/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revoked: id });
    const res = await withToken(token, 'GET', '/api/v2/events');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'token_revoked', message: 'This API token was revoked. Create a new one under API tokens.' });
    expect((await editor.request('GET', '/api/v2/tokens')).json().find((x: { id: number }) => x.id === id).revoked_at).not.toBeNull();
  });

  it('only the owner revokes a token: someone else gets a 404 and the token keeps working', async () => {
    const { id, token } = await create(editor);
    const other = await t.loginAs('editor');
    const res = await other.request('DELETE', `/api/v2/tokens/${id}`);
    expect(res.statusCode).toBe(404);
    expect((await other.request('GET', '/api/v2/tokens')).json()).toEqual([]);
    expect((await withToken(token, 'GET', '/api/v2/events')).statusCode).toBe(200);
  });

  it('an expired token is refused with its date; an unknown one as not valid', async () => {
    const { id, token } = await create(editor, { name: 'Short-lived', expires_on: new Date().toISOString().slice(0, 10) });
    expect((await withToken(token, 'GET', '/api/v2/events')).statusCode).toBe(200);
    await t.handle.db.updateTable('api_tokens').set({ expires_on: '2020-01-31' }).where('id', '=', id).execute();
    const expired = await withToken(token, 'GET', '/api/v2/events');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This API token expired on 2020-01-31. Create a new one under API tokens.');
    const unknown = await withToken(`${token.slice(0, -2)}xx`, 'GET', '/api/v2/events');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('invalid_token');
  });

  it('the bearer wins over a cookie sent with it', async () => {
    const { token } = await create(await t.loginAs('subscriber'));
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/events', headers: { cookie: t.admin.cookie, authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
  });

  it('a token cannot create tokens; bad input is a 400 and creates nothing', async () => {
    const { token } = await create(editor);
    const count = async () => (await editor.request('GET', '/api/v2/tokens')).json().length as number;
    const before = await count();
    const res = await withToken(token, 'POST', '/api/v2/tokens', { name: 'Child' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Create tokens from the admin, not with a token.');
    expect((await editor.request('POST', '/api/v2/tokens', { name: '' })).statusCode).toBe(400);
    const past = await editor.request('POST', '/api/v2/tokens', { name: 'Old', expires_on: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toHaveProperty('expires_on');
    expect(await count()).toBe(before);
  });
});
