import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../modules/users/service.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';

describeEachDatabase('where the login form lands', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.admin.request('POST', '/api/v2/permissions/roles', { key: 'door_staff', name: 'Door staff' });
    await t.admin.request('POST', '/api/v2/permissions/door_staff', { permissions: ['etn_manage_qr_scan'] });
    await createUser(t.handle.db, { email: 'door@example.com', display_name: 'Door', password: 'password-123', role: 'door_staff' });
    await createUser(t.handle.db, { email: 'editor@example.com', display_name: 'Editor', password: 'password-123', role: 'editor' });
    await t.admin.request('POST', '/api/v2/permissions/roles', { key: 'bookkeeper', name: 'Bookkeeper' });
    await t.admin.request('POST', '/api/v2/permissions/bookkeeper', { permissions: ['etn_manage_order', 'etn_manage_qr_scan'] });
    await createUser(t.handle.db, { email: 'books@example.com', display_name: 'Books', password: 'password-123', role: 'bookkeeper' });
    await createUser(t.handle.db, { email: 'reader@example.com', display_name: 'Reader', password: 'password-123', role: 'subscriber' });
  });
  afterAll(() => t.close());

  const landing = async (email: string, next?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: 'password-123', ...(next ? { next } : {}) }).toString(),
    });
    expect(res.statusCode).toBe(303);
    return res.headers.location;
  };

  it('a role without the main screens lands on the screen it is for; others on the admin', async () => {
    expect(await landing('door@example.com')).toBe('/admin?etn_action=ticket_scanner');
    expect(await landing('books@example.com')).toBe('/admin#/purchase-report');
    expect(await landing('editor@example.com')).toBe('/admin');
    expect(await landing('reader@example.com')).toBe('/admin');
  });

  it('a page asked for explicitly is followed', async () => {
    expect(await landing('door@example.com', '/admin#/ticket-scanner/5')).toBe('/admin#/ticket-scanner/5');
  });
});
