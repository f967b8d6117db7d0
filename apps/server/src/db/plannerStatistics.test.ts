import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrations.js';
import { idRange } from './search.js';

/**
 * Issue #11 §6: SQLite plans from ANALYZE statistics, which the server keeps (`PRAGMA optimize` at
 * open). A database without them (as every one made before) gets them when it opens, and the
 * public event list then walks the (status, parent, id) index instead of sorting every upcoming event.
 */
let dataDir = '';
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const PUBLIC_LIST = sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id FROM events WHERE status = 'publish' AND parent = 0 AND start_at > '2026-06-01T00:00:00.000Z' ORDER BY id DESC LIMIT 10`;

/** An event row as the migrations' table takes it: `title` on the `day`-th day of 2024, 10:00 UTC. */
function eventRow(title: string, day: number, status = 'publish') {
  const at = new Date(Date.UTC(2024, 0, 1 + day, 10)).toISOString();
  const slug = title.toLowerCase().replaceAll(' ', '-');
  return {
    title, sort_title: title.toLowerCase(), slug, description: '', status, start_date: at.slice(0, 10), end_date: at.slice(0, 10), start_time: '10:00', end_time: '12:00',
    timezone: 'UTC', start_at: at, end_at: at, parent: 0, recurring_enabled: 'no', created_at: at, updated_at: at,
  };
}

it('opening a database without statistics analyzes it, and the public list plans on events_status_parent_id', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-stats-'));
  const first = await openDatabase({ dataDir });
  await migrateToLatest(first.db, first.dialect);
  const rows = Array.from({ length: 3000 }, (_, i) => eventRow(`Event ${i}`, i, i % 7 === 0 ? 'draft' : 'publish'));
  for (let i = 0; i < rows.length; i += 500) await first.db.insertInto('events').values(rows.slice(i, i + 500)).execute();
  await first.close();
  // As a database made before this change: no statistics at all.
  const raw = new SQLite(path.join(dataDir, 'eventory.sqlite'));
  raw.exec('DROP TABLE IF EXISTS sqlite_stat1');
  raw.close();

  const reopened = await openDatabase({ dataDir });
  try {
    const analyzed = await sql<{ tbl: string }>`SELECT DISTINCT tbl FROM sqlite_stat1 WHERE tbl = 'events'`.execute(reopened.db);
    expect(analyzed.rows).toEqual([{ tbl: 'events' }]);
    const plan = (await PUBLIC_LIST.execute(reopened.db)).rows.map((r) => r.detail).join(' → ');
    expect(plan).toContain('events_status_parent_id');
    expect(plan).not.toContain('TEMP B-TREE');
  } finally {
    await reopened.close();
  }
});

// Issue #9: a search's title sample starts from the id range; on 100,000 events one
// `SELECT min(id), max(id)` scanned them all (4.5 ms) on the first search after every change.
it('reads the id range a search samples titles across at the two ends of the primary key, without scanning the events', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-range-'));
  const handle = await openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    expect((await idRange('events').execute(handle.db)).rows).toEqual([{ lo: null, hi: null }]);
    await handle.db.insertInto('events').values(['First', 'Second', 'Third'].map((title) => eventRow(title, 0))).execute();
    await handle.db.deleteFrom('events').where('title', '=', 'First').execute();
    const ids = (await handle.db.selectFrom('events').select('id').orderBy('id').execute()).map((r) => r.id);
    expect((await idRange('events').execute(handle.db)).rows).toEqual([{ lo: ids[0], hi: ids[1] }]);
    const { sql: text } = idRange('events').compile(handle.db);
    const plan = (await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${sql.raw(text)}`.execute(handle.db)).rows.map((r) => r.detail);
    expect(plan.filter((step) => step.startsWith('SCAN') && step !== 'SCAN CONSTANT ROW')).toEqual([]);
  } finally {
    await handle.close();
  }
});
