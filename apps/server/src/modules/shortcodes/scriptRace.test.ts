import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

/**
 * Get Script clicked twice at the same instant (issue #11 §2): the requests race on two servers of
 * one database (their own connections, as two processes would), and the unique script key lets
 * exactly one of them insert; every other answers that script's id.
 */
describeEachDatabase('Get Script at the same instant', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const scriptsSaved = async (shortcode: string) =>
    Number((await t.handle.db.selectFrom('shortcode_scripts').select((eb) => eb.fn.countAll().as('n')).where('shortcode', '=', shortcode).executeTakeFirstOrThrow()).n);
  const createAudits = async () =>
    Number(
      (await t.handle.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('entity_type', '=', 'shortcode_script').where('action', '=', 'create').executeTakeFirstOrThrow()).n,
    );

  it('sixteen requests at once on two servers save one script, and all answer its id', async () => {
    const second = await t.secondServer();
    try {
      const body = { post_name: 'Event Countdown', shortcode: '[etn_pro_countdown event_id="42"]' };
      const headers = { cookie: t.admin.cookie, 'x-csrf-token': t.admin.nonce };
      const auditsBefore = await createAudits();
      const answers: LightMyRequestResponse[] = await Promise.all(
        Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? t.app : second.app).inject({ method: 'POST', url: '/api/v2/shortcodes/script', headers, payload: body })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set(answers.map((a) => (a.json() as { id: number }).id));
      expect(ids.size).toBe(1);
      expect(await scriptsSaved(body.shortcode)).toBe(1);
      expect(await createAudits()).toBe(auditsBefore + 1);
    } finally {
      await second.close();
    }
  });

  it('the database refuses a second row with the same key, whoever writes it', async () => {
    const row = { post_name: 'X', shortcode: '[etn_pro_countdown event_id="9"]', script_key: 'k'.repeat(64), author_id: null, created_at: new Date().toISOString() };
    await t.handle.db.insertInto('shortcode_scripts').values(row).execute();
    await expect(t.handle.db.insertInto('shortcode_scripts').values({ ...row, post_name: 'Y' }).execute()).rejects.toThrow(/unique|duplicate/i);
  });
});
