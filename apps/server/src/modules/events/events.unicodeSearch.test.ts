import { sortKey } from '@eventory/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsText, type KeywordPlan } from '../../db/search.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const DAY_MS = 86_400_000;
const OTHERS = 3000;
const MATCHES = 400;

/**
 * Issue #9 leftovers: on SQLite a non-ASCII keyword walks the list's index too, instead of sorting
 * every match before paging; titles are searched folded (sort_title), so case and accents do not
 * matter ('uberrasch' finds 'Überraschung', 'cafe' finds 'Café').
 */
describe('events list: a non-ASCII keyword on SQLite pages right', () => {
  let t: TestApp;
  /** The matching events' ids in the list's default order (soonest start first). */
  let expected: number[];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const rows = Array.from({ length: OTHERS + MATCHES }, (_, i) => {
      // Ids run against the start order, and the matches are spread among the others.
      const day = new Date(Date.UTC(2031, 0, 1) + (OTHERS + MATCHES - i) * DAY_MS).toISOString().slice(0, 10);
      const title = i % 8 === 0 && i / 8 < MATCHES ? `Überraschung im Café ${i}` : `Plain gathering ${i}`;
      return {
        title, sort_title: sortKey(title), slug: `unicode-${i}`, description: '', status: 'publish' as const, start_date: day, end_date: day, start_time: '10:00', end_time: '11:00', timezone: 'UTC',
        start_at: `${day}T10:00:00.000Z`, end_at: `${day}T11:00:00.000Z`, location: null, parent: 0, recurring_enabled: 'no' as const, recurrence: null,
        certificate_template: null, author_id: null, source_uid: null, created_at: `${day}T10:00:00.000Z`, updated_at: `${day}T10:00:00.000Z`,
      };
    });
    for (let i = 0; i < rows.length; i += 200) await t.handle.db.insertInto('events').values(rows.slice(i, i + 200)).execute();
    const matching = await t.handle.db.selectFrom('events').select('id').where('title', 'like', 'Überraschung%').orderBy('start_at').orderBy('id').execute();
    expected = matching.map((row) => row.id);
  }, 120_000);
  afterAll(() => t.close());

  it.each(['überrasch', 'CAFÉ', 'uberrasch', 'cafe'])('%s: every page holds the next matches in order, first pages (walked) and later ones alike', async (keyword) => {
    expect(expected).toHaveLength(MATCHES);
    const seen: number[] = [];
    for (let paged = 1; paged <= MATCHES / 10 + 1; paged++) {
      const res = await t.admin.request('GET', `/api/v2/events?search_keyword=${encodeURIComponent(keyword)}&paged=${paged}&per_page=10`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: Array<{ id: number }>; total_items: number };
      expect(body.total_items).toBe(MATCHES);
      seen.push(...body.items.map((item) => item.id));
    }
    expect(seen).toEqual(expected);
  });

  it('the row-by-row test matches what the FTS5 table matches, whatever the case and accents', async () => {
    const ids = async (plan: KeywordPlan) =>
      (await t.handle.db.selectFrom('events').select('id').where(containsText('sqlite', { table: 'events', column: 'sort_title' }, 'UBERRASCHUNG im CAFE', plan)).orderBy('id').execute()).map((row) => row.id);
    const walked = await ids('scan');
    expect(walked).toHaveLength(MATCHES);
    expect(walked).toEqual(await ids('fts'));
  });
});
