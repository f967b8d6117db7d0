import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrations.js';
import { ADMIN, createTestApp, describeEachDatabase, type Client, type TestApp } from '../../test/harness.js';
import { ensureAdministrator } from './service.js';

/** Passwords the attack run set without complaint (issue #9 §6.12); the last is the user's own email. */
const WEAK = ['12345678', 'password', 'aaaaaaaa', '        ', 'weak.owner@example.com'];

describeEachDatabase('weak passwords are refused with the reason', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const userCount = async () => Number((await t.handle.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('creating a user with a common, repeated or personal password is a 400 beside the password field', async () => {
    const before = await userCount();
    for (const password of WEAK) {
      const res = await t.admin.request('POST', '/api/v2/users', { email: 'weak.owner@example.com', display_name: 'Weak Owner', password, role: 'author' });
      expect(res.statusCode, JSON.stringify(password)).toBe(400);
      expect(res.json().code).toBe('weak_password');
      expect(res.json().errors.password).toMatch(/^This password is too easy to guess\. \S/);
    }
    expect(await userCount()).toBe(before);
    const common = await t.admin.request('POST', '/api/v2/users', { email: 'weak.owner@example.com', display_name: 'Weak Owner', password: 'password', role: 'author' });
    expect(common.json().message).toContain('This is a heavily used password.');
  });

  it('changing a password to a weak one is refused and keeps the old one', async () => {
    const created = await t.admin.request('POST', '/api/v2/users', { email: 'jo.bloggs@example.com', display_name: 'Jo Bloggs', password: 'long enough phrase 7', role: 'author' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    for (const password of ['12345678', 'jo.bloggs@example.com']) {
      const res = await t.admin.request('PUT', `/api/v2/users/${id}`, { password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors).toHaveProperty('password');
    }
    expect((await t.login('jo.bloggs@example.com', 'long enough phrase 7')).nonce).toBeTruthy();
  });

  it('a strong password is accepted', async () => {
    const res = await t.admin.request('POST', '/api/v2/users', { email: 'strong@example.com', display_name: 'Strong', password: 'violet-kettle-harbour', role: 'author' });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describeEachDatabase('a password change ends the other sessions', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const me = (client: Client) => client.request('GET', '/api/v2/permissions/current-user');

  it("ends all of the user's sessions; their API token keeps working and the answer says so", async () => {
    const created = await t.admin.request('POST', '/api/v2/users', { email: 'rotated@example.com', display_name: 'Rotated', password: 'first phrase of words', role: 'editor' });
    const id = created.json().id;
    const laptop = await t.login('rotated@example.com', 'first phrase of words');
    const phone = await t.login('rotated@example.com', 'first phrase of words');
    const token = (await laptop.request('POST', '/api/v2/tokens', { name: 'Script' })).json().token as string;
    // Both sessions in use (the server keeps a session it has looked up): the change must still end them.
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
    const res = await t.admin.request('PUT', `/api/v2/users/${id}`, { password: 'second phrase of words' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notice).toBe(
      'Password changed: every other session of rotated@example.com was logged out. One API token of rotated@example.com still works until revoked on the API tokens screen.',
    );
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    const byToken = await t.app.inject({ method: 'GET', url: '/api/v2/permissions/current-user', headers: { authorization: `Bearer ${token}` } });
    expect(byToken.statusCode).toBe(200);
    expect((await me(t.admin)).statusCode).toBe(200);
    expect((await t.login('rotated@example.com', 'second phrase of words')).nonce).toBeTruthy();
  });

  it('says it in the reader\'s language: a German administrator reads the notice in German', async () => {
    const created = await t.admin.request('POST', '/api/v2/users', { email: 'sprache.neu@example.com', display_name: 'Sprache', password: 'first phrase of words', role: 'editor' });
    const tokenOwner = await t.login('sprache.neu@example.com', 'first phrase of words');
    await tokenOwner.request('POST', '/api/v2/tokens', { name: 'One' });
    await tokenOwner.request('POST', '/api/v2/tokens', { name: 'Two' });
    await t.admin.chooseLanguage('de');
    try {
      const res = await t.admin.request('PUT', `/api/v2/users/${created.json().id}`, { password: 'second phrase of words' });
      expect(res.json().notice).toBe(
        'Passwort geändert: Alle anderen Sitzungen von sprache.neu@example.com wurden abgemeldet. 2 API-Tokens von sprache.neu@example.com funktionieren weiter, bis sie auf der Seite „API-Tokens“ widerrufen werden.',
      );
    } finally {
      await t.admin.chooseLanguage(null);
    }
  });

  it('changing your own password keeps the session that changed it', async () => {
    const { ID } = (await me(t.admin)).json();
    const elsewhere = await t.login(ADMIN.email, ADMIN.password);
    const res = await t.admin.request('PUT', `/api/v2/users/${ID}`, { password: 'a new admin passphrase' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notice).toBe(`Password changed: every other session of ${ADMIN.email} was logged out.`);
    expect((await me(t.admin)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it('other changes end no session and carry no notice', async () => {
    const author = await t.loginAs('author');
    const { ID } = (await me(author)).json();
    const res = await t.admin.request('PUT', `/api/v2/users/${ID}`, { display_name: 'Renamed' });
    expect(res.json()).not.toHaveProperty('notice');
    expect((await me(author)).statusCode).toBe(200);
  });
});

it('a weak ADMIN_PASSWORD is refused at the first start, naming the variable', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-admin-'));
  const handle = await openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await expect(ensureAdministrator(handle.db, { email: 'boss@example.com', password: 'password1' })).rejects.toThrow(/^ADMIN_PASSWORD: This password is too easy to guess/);
    expect(await handle.db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await ensureAdministrator(handle.db, { email: 'boss@example.com', password: 'e2e-admin-password' })).toMatchObject({ generated: false });
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
