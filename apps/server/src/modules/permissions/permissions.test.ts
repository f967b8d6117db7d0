import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_KEYS } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

describeEachDatabase('permissions API', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const settings = async () => (await t.admin.request('GET', '/api/v2/permissions/settings')).json() as { key: string; permissions: string[] }[];
  const entry = async (key: string) => (await settings()).find((e) => e.key === key);
  const auditOf = (key: string) =>
    t.handle.db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'role').where('entity_id', '=', key).orderBy('id').execute();

  it('the catalogue maps every capability to its label', async () => {
    const res = await t.admin.request('GET', '/api/v2/permissions/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(CAPABILITIES);
  });

  it('settings list every role with its name as label and its permissions', async () => {
    const list = await settings();
    expect(list.map((e) => e.key)).toEqual(expect.arrayContaining(['administrator', 'editor', 'author', 'contributor', 'subscriber']));
    expect(list.find((e) => e.key === 'administrator')).toEqual({ key: 'administrator', name: 'Administrator', label: 'Administrator', permissions: CAPABILITY_KEYS });
    expect(list.find((e) => e.key === 'author')).toEqual({ key: 'author', name: 'Author', label: 'Author', permissions: ['etn_manage_event'] });
  });

  it('any logged-in user reads the roles; only administrators manage permissions', async () => {
    const author = await t.loginAs('author');
    const roles = await author.request('GET', '/api/v2/permissions/roles');
    expect(roles.statusCode).toBe(200);
    expect(roles.json()).toContainEqual({ key: 'editor', name: 'Editor', builtin: true });
    for (const [method, url] of [['GET', '/api/v2/permissions/settings'], ['PUT', '/api/v2/permissions/author'], ['DELETE', '/api/v2/permissions/roles/author']] as const) {
      expect((await author.request(method, url, method === 'PUT' ? { permissions: CAPABILITY_KEYS } : undefined)).statusCode).toBe(403);
    }
    expect((await entry('author'))?.permissions).toEqual(['etn_manage_event']);
  });

  it('a site role is added, given only QR scan, and its user can scan but not manage events', async () => {
    const created = await t.admin.request('POST', '/api/v2/permissions/roles', { key: 'door_staff', name: 'Door staff' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ key: 'door_staff', name: 'Door staff', builtin: false });
    expect(await entry('door_staff')).toEqual({ key: 'door_staff', name: 'Door staff', label: 'Door staff', permissions: [] });

    const added = await t.admin.request('POST', '/api/v2/permissions/door_staff', { permissions: ['etn_manage_qr_scan'] });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().permissions).toEqual(['etn_manage_qr_scan']);
    const door = await t.loginAs('door_staff');
    expect((await door.request('GET', '/api/v2/permissions/current-user')).json().permissions).toEqual(['etn_manage_qr_scan']);
    expect((await door.request('GET', '/api/v2/events')).statusCode).toBe(403);

    const trail = await auditOf('door_staff');
    expect(trail.map((a) => a.action)).toEqual(['create', 'create']);
    expect(JSON.parse(trail[1]!.before!)).toEqual({ permissions: [] });
    expect(JSON.parse(trail[1]!.after!)).toEqual({ permissions: ['etn_manage_qr_scan'] });
    expect(trail[1]!.user_email).toBe('admin@example.com');

    // The signed-in user's next request has the role's new permissions (the session check reads them live).
    const widened = await t.admin.request('PUT', '/api/v2/permissions/door_staff', { permissions: ['etn_manage_qr_scan', 'etn_manage_event'] });
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await door.request('GET', '/api/v2/events')).statusCode).toBe(200);
    expect((await t.admin.request('PUT', '/api/v2/permissions/door_staff', { permissions: ['etn_manage_qr_scan'] })).statusCode).toBe(200);
    expect((await door.request('GET', '/api/v2/events')).statusCode).toBe(403);
  });

  it('a duplicate role key is a 409 and a bad key a 400, adding nothing', async () => {
    await t.admin.request('POST', '/api/v2/permissions/roles', { key: 'market_stall', name: 'Market stall' });
    const dup = await t.admin.request('POST', '/api/v2/permissions/roles', { key: 'market_stall', name: 'Other stall' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A role with the key "market_stall" already exists.');
    for (const key of ['Door Staff', 'roles', '']) {
      const bad = await t.admin.request('POST', '/api/v2/permissions/roles', { key, name: 'X' });
      expect(bad.statusCode, key).toBe(400);
      expect(Object.keys(bad.json().errors)).toContain('key');
    }
    const roles = (await t.admin.request('GET', '/api/v2/permissions/roles')).json() as { key: string; name: string }[];
    expect(roles.filter((r) => r.key === 'market_stall')).toEqual([{ key: 'market_stall', name: 'Market stall', builtin: false }]);
  });

  it('adding to an unknown role is a 404, to an assigned role a 409; no permissions or unknown ones a 400', async () => {
    const unknown = await t.admin.request('POST', '/api/v2/permissions/pirate', { permissions: ['etn_manage_event'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('"pirate" does not exist');
    const assigned = await t.admin.request('POST', '/api/v2/permissions/editor', { permissions: ['etn_manage_event'] });
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().message).toBe('The role "Editor" already has permissions; edit them instead.');
    const none = await t.admin.request('PUT', '/api/v2/permissions/editor', { permissions: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Please select at least one permission!');
    const bogus = await t.admin.request('PUT', '/api/v2/permissions/editor', { permissions: ['etn_fly'] });
    expect(bogus.statusCode).toBe(400);
    expect((await entry('editor'))?.permissions).toContain('etn_manage_order');
  });

  it('an update replaces the permissions (deduplicated, in catalogue order) and is audited with before and after', async () => {
    const res = await t.admin.request('PUT', '/api/v2/permissions/contributor', { permissions: ['etn_manage_schedule', 'etn_manage_event', 'etn_manage_event'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ key: 'contributor', name: 'Contributor', label: 'Contributor', permissions: ['etn_manage_event', 'etn_manage_schedule'] });
    const contributor = await t.loginAs('contributor');
    expect((await contributor.request('GET', '/api/v2/schedules')).statusCode).toBe(200);
    const [last] = (await auditOf('contributor')).slice(-1);
    expect(last).toMatchObject({ action: 'create', summary: expect.stringContaining('Contributor') });
    expect(JSON.parse(last!.after!)).toEqual({ permissions: ['etn_manage_event', 'etn_manage_schedule'] });
  });

  it('the Administrator role keeps every permission and cannot be deleted', async () => {
    const fewer = await t.admin.request('PUT', '/api/v2/permissions/administrator', { permissions: ['etn_manage_event'] });
    expect(fewer.statusCode).toBe(422);
    expect(fewer.json().message).toBe('The Administrator role always has every permission; it cannot be given fewer.');
    const del = await t.admin.request('DELETE', '/api/v2/permissions/roles/administrator');
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe('The Administrator role cannot be deleted.');
    expect((await entry('administrator'))?.permissions).toEqual(CAPABILITY_KEYS);
    expect((await t.admin.request('GET', '/api/v2/users')).statusCode).toBe(200);
  });

  it('deleting a built-in role’s assignment empties it and applies at once; the role stays', async () => {
    const author = await t.loginAs('author');
    expect((await author.request('GET', '/api/v2/events')).statusCode).toBe(200);
    const res = await t.admin.request('DELETE', '/api/v2/permissions/roles/author');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 'author', role_removed: false });
    expect((await author.request('GET', '/api/v2/events')).statusCode).toBe(403);
    expect(await entry('author')).toEqual({ key: 'author', name: 'Author', label: 'Author', permissions: [] });
    const [last] = (await auditOf('author')).slice(-1);
    expect(last).toMatchObject({ action: 'delete' });
    expect(JSON.parse(last!.before!)).toEqual({ permissions: ['etn_manage_event'] });
    // A role without an assignment can be given one again with POST.
    expect((await t.admin.request('POST', '/api/v2/permissions/author', { permissions: ['etn_manage_event'] })).statusCode).toBe(201);
    expect((await author.request('GET', '/api/v2/events')).statusCode).toBe(200);
  });

  it('deleting an unused site role removes the role; a site role in use keeps it, without permissions', async () => {
    await t.admin.request('POST', '/api/v2/permissions/roles', { key: 'usher', name: 'Usher' });
    await t.admin.request('POST', '/api/v2/permissions/usher', { permissions: ['etn_manage_qr_scan'] });
    const unused = await t.admin.request('DELETE', '/api/v2/permissions/roles/usher');
    expect(unused.json()).toEqual({ deleted: 'usher', role_removed: true });
    expect(await entry('usher')).toBeUndefined();
    expect((await t.admin.request('DELETE', '/api/v2/permissions/roles/usher')).statusCode).toBe(404);

    await t.admin.request('POST', '/api/v2/permissions/roles', { key: 'cashier', name: 'Cashier' });
    await t.admin.request('POST', '/api/v2/permissions/cashier', { permissions: ['etn_manage_order'] });
    const cashier = await t.loginAs('cashier');
    const inUse = await t.admin.request('DELETE', '/api/v2/permissions/roles/cashier');
    expect(inUse.json()).toEqual({ deleted: 'cashier', role_removed: false });
    expect((await entry('cashier'))?.permissions).toEqual([]);
    expect((await cashier.request('GET', '/api/v2/orders')).statusCode).toBe(403);
  });
});
