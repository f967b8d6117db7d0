import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_ROLE_CAPABILITIES, SUPER_ADMIN_ROLE, type Capability } from '@eventory/core';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../test/harness.js';
import type { Access, RouteAccess } from './access.js';

/**
 * The route × role matrix (issue #5 "Enforcement"), generated from the route table the server
 * enforces (`app.routeAccess`): every API route is called with no session and as every role, with
 * dummy ids and an empty body. A refused caller gets 401/403; an allowed one gets anything else
 * (a 400 or 404 for the dummy input proves access was granted).
 */

/** The custom role the test makes through the API: door staff may only scan tickets. */
const DOOR_STAFF = 'door_staff';
const ROLE_CAPABILITIES: Record<string, readonly Capability[]> = { ...DEFAULT_ROLE_CAPABILITIES, [DOOR_STAFF]: ['etn_manage_qr_scan'] };
const ROLES = Object.keys(ROLE_CAPABILITIES);

/** Whether a logged-in user of `role` should pass the route's declared access. */
function expectedAllowed(access: Access, role: string): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  if (role === SUPER_ADMIN_ROLE) return true;
  if (access === 'super_admin') return false;
  const held = ROLE_CAPABILITIES[role]!;
  return typeof access === 'string' ? held.includes(access as Capability) : access.some((c) => held.includes(c));
}

/** A path parameter value that matches no row. */
const DUMMY_ID = '999999';

/** The route's URL with the dummy value for each path parameter. */
const dummyUrl = (url: string) => url.replace(/:\w+/g, DUMMY_ID);

describeEachDatabase('route × role matrix', (dialect) => {
  let t: TestApp;
  let routes: RouteAccess[];
  const clients = new Map<string, Client>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const created = await t.admin.request('POST', '/api/v2/permissions/roles', { key: DOOR_STAFF, name: 'Door staff' });
    expect(created.statusCode, created.body).toBe(201);
    const assigned = await t.admin.request('POST', `/api/v2/permissions/${DOOR_STAFF}`, { permissions: ['etn_manage_qr_scan'] });
    expect(assigned.statusCode, assigned.body).toBe(201);
    for (const role of ROLES) clients.set(role, await t.loginAs(role));
    routes = t.app.routeAccess;
  });
  afterAll(() => t.close());

  /** Calls a route as the client (none: no session); logging out uses a throwaway session. */
  async function call(route: RouteAccess, role: string | null): Promise<LightMyRequestResponse> {
    const url = dummyUrl(route.url);
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
    if (role === null) return t.app.inject({ method: route.method as 'GET', url, ...(body ? { payload: body } : {}) });
    const client = url.endsWith('/auth/logout') ? await t.loginAs(role) : clients.get(role)!;
    return client.request(route.method, url, body);
  }

  it('the table covers every part of the product and every kind of access', () => {
    expect(routes.length).toBeGreaterThan(60);
    const kinds = new Set(routes.map((r) => r.access));
    for (const kind of ['public', 'authenticated', 'super_admin', 'etn_manage_event', 'etn_manage_qr_scan', 'etn_manage_organizer', 'etn_manage_schedule']) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('without a session every route but the public ones answers 401', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await call(route, null);
      const refused = res.statusCode === 401 || res.statusCode === 403;
      if (route.access === 'public' ? refused : res.statusCode !== 401) wrong.push(`${route.method} ${route.url} (${route.access}) → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(ROLES)('as %s: 403 where the role lacks the access, granted where it has it', async (role) => {
    const wrong: string[] = [];
    let granted = 0;
    for (const route of routes) {
      const res = await call(route, role);
      const allowed = expectedAllowed(route.access, role);
      if (allowed) granted++;
      const ok = allowed ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403;
      if (!ok) wrong.push(`${route.method} ${route.url} (${route.access}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(granted).toBeGreaterThan(0);
  });

  it('a permission given to door staff through the API applies on the next request, and its removal too', async () => {
    const door = clients.get(DOOR_STAFF)!;
    expect((await door.request('GET', '/api/v2/events')).statusCode).toBe(403);
    const give = await t.admin.request('PUT', `/api/v2/permissions/${DOOR_STAFF}`, { permissions: ['etn_manage_qr_scan', 'etn_manage_event'] });
    expect(give.statusCode, give.body).toBe(200);
    const list = await door.request('GET', '/api/v2/events');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ items: expect.any(Array), total_items: expect.any(Number) });
    const take = await t.admin.request('PUT', `/api/v2/permissions/${DOOR_STAFF}`, { permissions: ['etn_manage_qr_scan'] });
    expect(take.statusCode, take.body).toBe(200);
    expect((await door.request('GET', '/api/v2/events')).statusCode).toBe(403);
    expect((await door.request('GET', '/api/v2/attendees/check-in/counts')).statusCode).not.toBe(403);
  });
});
