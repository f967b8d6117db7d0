import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrations.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
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
