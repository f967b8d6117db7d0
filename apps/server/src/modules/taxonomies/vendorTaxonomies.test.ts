import { afterAll, beforeAll, expect, it } from 'vitest';
import { TAXONOMY_READ_ONLY_REFUSAL, VENDOR_ROLE } from '@eventory/core';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../../test/harness.js';

/**
 * Vendors and categories and tags (issue #11 §5): a vendor reads them to choose their events'
 * terms but may not create, change or delete them (403, nothing written); an editor, who holds
 * the same etn_manage_event, may. The route × role matrix (http/routeMatrix.test.ts) covers every route.
 */
describeEachDatabase('vendors read categories and tags, and cannot change them', (dialect) => {
  let t: TestApp;
  let vendor: Client;
  let editor: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    vendor = await t.loginAs(VENDOR_ROLE.key);
    editor = await t.loginAs('editor');
  });
  afterAll(() => t.close());

  const rows = async (table: 'categories' | 'tags') => t.handle.db.selectFrom(table).select(['id', 'name']).orderBy('id').execute();

  it.each(['categories', 'tags'] as const)('%s: the vendor lists and reads; create, update and delete answer 403 and change nothing', async (kind) => {
    const made = (await t.admin.request('POST', `/api/v2/${kind}`, { name: `Shared ${kind}` })).json() as { id: number };
    const list = await vendor.request('GET', `/api/v2/${kind}`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { items: { name: string }[] }).items.map((i) => i.name)).toContain(`Shared ${kind}`);
    expect((await vendor.request('GET', `/api/v2/${kind}/${made.id}`)).statusCode).toBe(200);

    const before = await rows(kind);
    for (const [method, url, body] of [
      ['POST', `/api/v2/${kind}`, { name: 'Vendor term' }],
      ['PUT', `/api/v2/${kind}/${made.id}`, { name: 'Renamed by a vendor' }],
      ['DELETE', `/api/v2/${kind}/${made.id}`, undefined],
      ['DELETE', `/api/v2/${kind}?ids=${made.id}`, undefined],
    ] as const) {
      const res = await vendor.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(TAXONOMY_READ_ONLY_REFUSAL);
    }
    expect(await rows(kind)).toEqual(before);

    const renamed = await editor.request('PUT', `/api/v2/${kind}/${made.id}`, { name: 'Renamed by an editor' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
