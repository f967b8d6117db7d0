import type { Speaker } from '@eventory/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

describeEachDatabase('speaker list order (issue #9 walkthrough: FOSDEM names)', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const name of ['Zed Shaw', 'ada Lovelace', 'Émile Borel', 'Łukasz Langa', 'Bob Ross', 'de Vries', 'Ömer Çelik']) {
      const res = await t.admin.request('POST', '/api/v2/speakers', { name });
      if (res.statusCode !== 201) throw new Error(res.body);
      ids[name] = res.json().id;
    }
  });
  afterAll(() => t.close());

  const names = async (query = 'per_page=50') => ((await t.admin.request('GET', `/api/v2/speakers?${query}`)).json() as Speaker[]).map((s) => s.name);

  it('lists lower-case and accented initials where a reader looks for them, not after Z', async () => {
    expect(await names()).toEqual(['ada Lovelace', 'Bob Ross', 'de Vries', 'Émile Borel', 'Łukasz Langa', 'Ömer Çelik', 'Zed Shaw']);
  });

  it('files a renamed speaker under the new name; a page of two keeps the order', async () => {
    const res = await t.admin.request('PUT', `/api/v2/speakers/${ids['Zed Shaw']}`, { name: 'aaron Zed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names()).toEqual(['aaron Zed', 'ada Lovelace', 'Bob Ross', 'de Vries', 'Émile Borel', 'Łukasz Langa', 'Ömer Çelik']);
    expect(await names('per_page=2&paged=2')).toEqual(['Bob Ross', 'de Vries']);
  });
});
