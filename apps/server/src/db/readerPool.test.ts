import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * Issue #9 goals: on SQLite the event list reads on reader threads (db/readerPool.ts), beside the
 * thread that answers requests. What a user relies on: a list shows a change the moment it is
 * saved, never an unsaved one, and nothing sent through the readers can change the database.
 */
describe('SQLite reader threads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  const titlesListed = async (keyword: string) => {
    const res = await t.admin.request('GET', `/api/v2/events?search_keyword=${encodeURIComponent(keyword)}&per_page=50`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { title: string }[] }).items.map((item) => item.title);
  };

  it('the list reads through them and shows an event the moment it is saved, and its new title after an edit', async () => {
    expect(t.handle.reads).toBeDefined();
    const created = await t.admin.request('POST', '/api/v2/events', { title: 'Readers Harbour Walk', start_date: '2031-05-01', end_date: '2031-05-01', start_time: '10:00', end_time: '11:00', timezone: 'UTC' });
    expect(created.statusCode, created.body).toBe(201);
    expect(await titlesListed('Harbour Walk')).toEqual(['Readers Harbour Walk']);
    const id = (created.json() as { id: number }).id;
    const renamed = await t.admin.request('PUT', `/api/v2/events/${id}`, { title: 'Readers Harbour Swim' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await titlesListed('Harbour')).toEqual(['Readers Harbour Swim']);
  });

  it('a reader answers while a write transaction holds the writer, with the last commit until it commits', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = t.handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('events').values({
        title: 'Readers Uncommitted Gala', sort_title: 'readers uncommitted gala', slug: 'readers-uncommitted-gala', description: '', status: 'publish', start_date: '2031-06-01', end_date: '2031-06-01',
        start_time: '10:00', end_time: '11:00', timezone: 'UTC', start_at: '2031-06-01T10:00:00.000Z', end_at: '2031-06-01T11:00:00.000Z', parent: 0,
        recurring_enabled: 'no', created_at: '2031-01-01T00:00:00.000Z', updated_at: '2031-01-01T00:00:00.000Z',
      }).execute();
      await held;
    });
    // On the writer's connection this statement would wait for the transaction (one connection, one at a time).
    const gala = () => t.handle.reads!.selectFrom('events').select('title').where('slug', '=', 'readers-uncommitted-gala').execute();
    try {
      expect(await gala()).toEqual([]);
    } finally {
      release();
      await writing;
    }
    expect(await gala()).toEqual([{ title: 'Readers Uncommitted Gala' }]);
    expect(await titlesListed('Uncommitted Gala')).toEqual(['Readers Uncommitted Gala']);
  });

  it('refuses a statement that writes, and the database is unchanged', async () => {
    const before = await t.handle.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await expect(sql`DELETE FROM events`.execute(t.handle.reads!)).rejects.toMatchObject({ code: 'READER_WRITE' });
    await expect(t.handle.reads!.transaction().execute(async () => {})).rejects.toThrow(/no transactions/);
    expect(await t.handle.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });

  it("gives SQLite's error for a bad statement and goes on answering; many statements at once each get their own rows", async () => {
    await expect(sql`SELECT * FROM no_such_table`.execute(t.handle.reads!)).rejects.toThrow(/no such table: no_such_table/);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => sql<{ n: number; label: string }>`SELECT ${i} AS n, ${`row ${i}`} AS label`.execute(t.handle.reads!)));
    expect(answers.map(({ rows }) => rows)).toEqual(Array.from({ length: 200 }, (_, i) => [{ n: i, label: `row ${i}` }]));
  });

  it('a script whose only work is a statement on a reader waits for its answer instead of exiting', () => {
    const script = `const { openDatabase } = await import(${JSON.stringify(new URL('./database.ts', import.meta.url).href)});
      const handle = await openDatabase({ dataDir: ${JSON.stringify(t.dataDir)}, readers: 1 });
      const rows = await handle.reads.selectFrom('events').select('title').where('slug', '=', 'readers-uncommitted-gala').execute();
      console.log(JSON.stringify(rows));
      await handle.close();`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(out.trim()).toBe('[{"title":"Readers Uncommitted Gala"}]');
  });

  it("matches a non-ASCII keyword in any case, as the writer's connection does", async () => {
    const { rows } = await sql<{ hit: number }>`SELECT folded_contains('Überraschung im Café', 'café') AS hit`.execute(t.handle.reads!);
    expect(rows).toEqual([{ hit: 1 }]);
  });
});
