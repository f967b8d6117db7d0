import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { AuditEntry, Page } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { recordAudit, SYSTEM_ACTOR, type AuditActor, type AuditChange } from './service.js';

const API = '/api/v2/audit';

describeEachDatabase('audit trail', (dialect) => {
  let t: TestApp;
  const grace: AuditActor = { id: 77, email: 'Grace.Hopper@example.com' };

  /** Writes an entry as if at `at` (ISO), in its own transaction. */
  async function entryAt(at: string, actor: AuditActor | null, change: AuditChange) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(at));
    try {
      await t.handle.db.transaction().execute((trx) => recordAudit(trx, actor, change));
    } finally {
      vi.useRealTimers();
    }
  }

  async function list(query: string): Promise<{ page: Page<AuditEntry>; total: string | undefined }> {
    const res = await t.admin.request('GET', `${API}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { page: res.json() as Page<AuditEntry>, total: res.headers['x-wp-total'] as string | undefined };
  }
  const ids = (page: Page<AuditEntry>) => page.items.map((e) => e.summary);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await entryAt('2030-03-01T08:00:00.000Z', grace, { action: 'create', entity_type: 'event', entity_id: 5, summary: 'Created event "Spring Gala"', after: { title: 'Spring Gala' } });
    await entryAt('2030-03-02T23:59:59.000Z', grace, {
      action: 'update',
      entity_type: 'event',
      entity_id: 5,
      summary: 'Renamed event 5',
      before: { title: 'Spring Gala', status: 'draft' },
      after: { title: 'Spring Ball', status: 'draft' },
    });
    await entryAt('2030-03-03T00:00:00.000Z', null, { action: 'refund', entity_type: 'order', entity_id: 12, summary: 'Refunded 2 tickets of booking #12' });
    await entryAt('2030-03-04T12:00:00.000Z', { id: 1, email: 'admin@example.com' }, { action: 'delete', entity_type: 'event', entity_id: 6, summary: 'Deleted event "50% off_night"' });
    await entryAt('2030-03-05T12:00:00.000Z', SYSTEM_ACTOR, { action: 'create', entity_type: 'event', entity_id: 7, summary: 'Imported event 7' });
  });
  afterAll(() => t.close());

  it('lists newest first with X-WP-Total, who, when and before/after as JSON values', async () => {
    const { page, total } = await list('');
    expect(total).toBe('5');
    expect(page.total_items).toBe(5);
    expect(ids(page)).toEqual(['Imported event 7', 'Deleted event "50% off_night"', 'Refunded 2 tickets of booking #12', 'Renamed event 5', 'Created event "Spring Gala"']);
    expect(page.items[3]).toMatchObject({
      at: '2030-03-02T23:59:59.000Z',
      user_id: 77,
      user_email: 'Grace.Hopper@example.com',
      action: 'update',
      entity_type: 'event',
      entity_id: '5',
      before: { title: 'Spring Gala', status: 'draft' },
      after: { title: 'Spring Ball', status: 'draft' },
    });
    expect(page.items[2]).toMatchObject({ user_id: null, user_email: 'system', before: null, after: null });
  });

  it('pages: per_page 2, page 2 holds the 3rd and 4th newest; the total stays 5', async () => {
    const { page, total } = await list('?per_page=2&paged=2');
    expect(ids(page)).toEqual(['Refunded 2 tickets of booking #12', 'Renamed event 5']);
    expect(total).toBe('5');
    expect((await list('?per_page=2&paged=4')).page.items).toEqual([]);
  });

  it('filters by entity type and id, user, and action', async () => {
    expect(ids((await list('?entity_type=event&entity_id=5')).page)).toEqual(['Renamed event 5', 'Created event "Spring Gala"']);
    expect((await list('?user_id=77')).page.total_items).toBe(2);
    const refunds = await list('?action=refund');
    expect(ids(refunds.page)).toEqual(['Refunded 2 tickets of booking #12']);
    expect(refunds.total).toBe('1');
    expect((await list('?entity_type=order&action=create')).page.total_items).toBe(0);
  });

  it('filters by UTC days, both ends inclusive', async () => {
    expect(ids((await list('?date_from=2030-03-02&date_to=2030-03-03')).page)).toEqual(['Refunded 2 tickets of booking #12', 'Renamed event 5']);
    expect((await list('?date_from=2030-03-04')).page.total_items).toBe(2);
    expect((await list('?date_to=2030-03-01')).page.total_items).toBe(1);
  });

  it("filters by the reader's days when given a zone: 23:59 UTC on March 2 is March 3 in Berlin", async () => {
    expect(ids((await list('?date_from=2030-03-03&date_to=2030-03-03&timezone=Europe/Berlin')).page)).toEqual(['Refunded 2 tickets of booking #12', 'Renamed event 5']);
    expect((await list('?date_from=2030-03-02&date_to=2030-03-02&timezone=Europe/Berlin')).page.total_items).toBe(0);
  });

  it('searches the summary and the user email, ignoring case, with % and _ as plain text', async () => {
    expect(ids((await list('?search=grace.hopper')).page)).toEqual(['Renamed event 5', 'Created event "Spring Gala"']);
    expect(ids((await list('?search=SPRING')).page)).toEqual(['Created event "Spring Gala"']);
    expect(ids((await list(`?search=${encodeURIComponent('50% off_')}`)).page)).toEqual(['Deleted event "50% off_night"']);
    expect((await list(`?search=${encodeURIComponent('0%')}`)).page.total_items).toBe(1);
    expect((await list(`?search=${encodeURIComponent('t_5')}`)).page.total_items).toBe(0);
  });

  it('answers bad filters with 400 and a message', async () => {
    const reversed = await t.admin.request('GET', `${API}?date_from=2030-03-05&date_to=2030-03-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/start date is after the end date/);
    const badDate = await t.admin.request('GET', `${API}?date_from=2030-13-01`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toHaveProperty('querystring.date_from');
  });

  it('is for administrators only: an editor gets 403, a logged-out caller 401', async () => {
    const editor = await t.loginAs('editor');
    const refused = await editor.request('GET', API);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Spring');
    expect((await t.app.inject({ method: 'GET', url: API })).statusCode).toBe(401);
  });

  it('writes the entry in the transaction of its change: a rolled-back change leaves no entry', async () => {
    const before = (await list('')).page.total_items;
    await expect(
      t.handle.db.transaction().execute(async (trx) => {
        await recordAudit(trx, grace, { action: 'delete', entity_type: 'event', entity_id: 9, summary: 'Deleted event 9' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list('')).page.total_items).toBe(before);
    expect((await list('?entity_id=9')).page.items).toEqual([]);
  });
});
