// Issue #11 §6: what ANALYZE statistics (the server's `PRAGMA optimize` at open) change in the
// plans of the lists. On a copy of the seeded SQLite database (plus 50,000 bookings and 100,000
// attendees, which the seed does not make), the server's own services run each list (admin
// events: default order, search, upcoming, past; bookings; attendees; the public event list the
// widgets read) while every statement is recorded; each statement's EXPLAIN QUERY PLAN and time
// are then taken on that copy (no statistics) and on a second copy after the server's
// `optimizeAtOpen` (analysis_limit 1000, `PRAGMA optimize=0x10002`), in alternating bursts so the
// machine's load falls on both alike. Run with no server on the seeded folder; writes bench/.data/plans.md.
//
//   npm run build && node --import tsx plans.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type LogEvent } from 'kysely';
import { DATA_ROOT, importBuilt, isMain, median, settings, sqliteDataDir } from './lib.ts';
import { SEARCH_KEYWORD } from './seed.ts';

type EventsModule = typeof import('../apps/server/dist/modules/events/service.js');
type OrdersModule = typeof import('../apps/server/dist/modules/orders/service.js');
type AttendeesModule = typeof import('../apps/server/dist/modules/attendees/service.js');
type PublicModule = typeof import('../apps/server/dist/modules/publicApi/repository.js');
type CoreModule = typeof import('../packages/core/dist/index.js');
type DatabaseModule = typeof import('../apps/server/dist/db/database.js');
type Database = import('../apps/server/dist/db/schema.js').Database;

interface Statement {
  list: string;
  sql: string;
  parameters: readonly unknown[];
}

interface PlanRow extends Statement {
  before: { plan: string; ms: number };
  after: { plan: string; ms: number };
}

/** A copy of the seeded database without statistics, with bookings and attendees spread over its events. */
function preparedCopy(): string {
  const source = path.join(sqliteDataDir(settings.events), 'eventory.sqlite');
  if (!fs.existsSync(source)) throw new Error(`${source} is missing: run \`npm run seed -w bench\` first`);
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-plans-')), 'eventory.sqlite');
  new SQLite(source, { readonly: true }).exec(`VACUUM INTO '${copy}'`);
  const db = new SQLite(copy);
  db.exec('DROP TABLE IF EXISTS sqlite_stat1; DROP TABLE IF EXISTS sqlite_stat4;');
  const stamp = '2026-11-01T10:00:00.000Z';
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000)
    INSERT INTO orders (event_id, event_title, customer_first_name, customer_last_name, customer_email, customer_phone, status, payment_method, total, refunded_amount, refund_reason, created_at, updated_at, paid_at)
    SELECT e.id, e.title, 'Guest', 'No ' || n.i, 'guest' || n.i || '@example.com', '', CASE n.i % 5 WHEN 0 THEN 'pending' ELSE 'completed' END, 'offline', 20, 0, '', '${stamp}', '${stamp}', NULL
    FROM n JOIN events e ON e.id = 1 + (n.i * 7919) % 100000`);
  db.exec(`INSERT INTO attendees (order_id, event_id, event_title, ticket_id, ticket_slug, ticket_name, ticket_price, name, email, phone, extra_fields, ticket_status, payment_status, checked_in_at, created_at, updated_at)
    SELECT o.id, o.event_id, o.event_title, 'T' || o.id || '-' || k.k, 'standard', 'Standard', 10, o.customer_last_name || ' ' || k.k, o.customer_email, '', '{}', 'unused', o.status, NULL, o.created_at, o.updated_at
    FROM orders o, (SELECT 1 AS k UNION ALL SELECT 2) k`);
  db.close();
  return copy;
}

/** Every statement the lists run, recorded through the server's own services. */
async function recordStatements(file: string): Promise<Statement[]> {
  const { EventService } = await importBuilt<EventsModule>('apps/server/dist/modules/events/service.js');
  const { OrderService } = await importBuilt<OrdersModule>('apps/server/dist/modules/orders/service.js');
  const { AttendeeService } = await importBuilt<AttendeesModule>('apps/server/dist/modules/attendees/service.js');
  const { publicEvents } = await importBuilt<PublicModule>('apps/server/dist/modules/publicApi/repository.js');
  const core = await importBuilt<CoreModule>('packages/core/dist/index.js');
  const raw = new SQLite(file, { readonly: true });
  const out: Statement[] = [];
  let list = '';
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: raw }),
    log: (event: LogEvent) => {
      if (event.level === 'query') out.push({ list, sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const deps = { db: db as never, dialect: 'sqlite' as const, siteUrl: 'http://127.0.0.1', mail: null as never, jobs: null as never };
  const run = async (name: string, fn: () => Promise<unknown>) => {
    list = name;
    await fn();
  };
  try {
    const events = new EventService(deps);
    await run('Admin events, default order', () => events.list(core.eventListQuery.parse({})));
    await run(`Admin events, search "${SEARCH_KEYWORD}"`, () => events.list(core.eventListQuery.parse({ search_keyword: SEARCH_KEYWORD })));
    await run('Admin events, upcoming', () => events.list(core.eventListQuery.parse({ status: 'upcoming' })));
    await run('Admin events, past', () => events.list(core.eventListQuery.parse({ status: 'past' })));
    await run('Bookings', () => new OrderService(deps).list(core.orderListQuery.parse({})));
    await run('Attendees', () => new AttendeeService(deps).list(core.attendeeListQuery.parse({})));
    const widget = { limit: 10, order: 'DESC', orderby: 'ID', status: 'upcoming', children: false, parents: false } as const;
    await run('Public list (widget page, upcoming)', () => publicEvents(db as never, widget, 'http://127.0.0.1'));
    await run('Public list (API default)', () => publicEvents(db as never, { ...widget, status: 'all' }, 'http://127.0.0.1'));
  } finally {
    raw.close();
  }
  return out;
}

const planOf = (raw: SQLite.Database, s: Statement) =>
  (raw.prepare(`EXPLAIN QUERY PLAN ${s.sql}`).all(...(s.parameters as unknown[])) as Array<{ detail: string }>).map((r) => r.detail).join(' → ');

/** Mean ms of one statement over ~100 ms (at least 3 runs) on `raw`. */
function burst(raw: SQLite.Database, s: Statement): number {
  const params = s.parameters as unknown[];
  const stmt = raw.prepare(s.sql);
  let n = 0;
  const start = performance.now();
  while (n < 3 || (performance.now() - start < 100 && n < 2000)) {
    stmt.all(...params);
    n++;
  }
  return (performance.now() - start) / n;
}

/**
 * The statement's time on both databases, alternating bursts (5 each, after one warm-up each) so
 * that the machine's load falls on both alike: the median burst of each.
 */
function compare(without: SQLite.Database, withStats: SQLite.Database, s: Statement): [number, number] {
  burst(without, s);
  burst(withStats, s);
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < 5; round++) {
    a.push(burst(without, s));
    b.push(burst(withStats, s));
  }
  return [median(a), median(b)];
}

/** Plans and times without statistics and with the server's `PRAGMA optimize=0x10002`, side by side. */
export async function comparePlans(): Promise<string> {
  const file = preparedCopy();
  const statements = await recordStatements(file);
  const analyzedFile = path.join(path.dirname(file), 'analyzed.sqlite');
  new SQLite(file, { readonly: true }).exec(`VACUUM INTO '${analyzedFile}'`);
  const { optimizeAtOpen } = await importBuilt<DatabaseModule>('apps/server/dist/db/database.js');
  const withStats = new SQLite(analyzedFile);
  const started = performance.now();
  optimizeAtOpen(withStats);
  const optimizeMs = performance.now() - started;
  const analyzed = (withStats.prepare('SELECT COUNT(DISTINCT tbl) AS n FROM sqlite_stat1').get() as { n: number }).n;
  const without = new SQLite(file, { readonly: true });
  const rows: PlanRow[] = statements.map((s) => {
    const [beforeMs, afterMs] = compare(without, withStats, s);
    return { ...s, before: { plan: planOf(without, s), ms: beforeMs }, after: { plan: planOf(withStats, s), ms: afterMs } };
  });
  without.close();
  withStats.close();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const changed = rows.filter((r) => r.before.plan !== r.after.plan);
  const lines = [
    `## Issue #11 §6: query plans without and with ANALYZE statistics (SQLite, bench/plans.ts)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on a copy of the seeded database (${settings.events.toLocaleString('en')} events, plus 50,000 bookings and 100,000 attendees), load average ${os.loadavg()[0]!.toFixed(1)}. ` +
      `The server's \`optimizeAtOpen\` (analysis_limit 1000, \`PRAGMA optimize=0x10002\`) took ${optimizeMs.toFixed(0)} ms and analyzed ${analyzed} tables. ${statements.length} statements, ${changed.length} with a different plan. Run: \`npm run build && node --import tsx bench/plans.ts\`.`,
    '',
    '| list | statement | plan without statistics | plan with statistics | ms without → with (medians of 5 alternating bursts) |',
    '|---|---|---|---|---|',
    ...rows.map((r) => {
      const same = r.before.plan === r.after.plan;
      const sqlText = r.sql.length > 160 ? `${r.sql.slice(0, 160)}…` : r.sql;
      return `| ${r.list} | \`${sqlText.replace(/\|/g, '\\|')}\` | \`${r.before.plan.replace(/\|/g, '\\|')}\` | ${same ? 'same' : `\`${r.after.plan.replace(/\|/g, '\\|')}\``} | ${r.before.ms.toFixed(3)} → ${r.after.ms.toFixed(3)} |`;
    }),
    '',
  ];
  const section = lines.join('\n');
  fs.mkdirSync(DATA_ROOT, { recursive: true });
  fs.writeFileSync(path.join(DATA_ROOT, 'plans.md'), section);
  return section;
}

if (isMain(import.meta.url)) {
  console.log(await comparePlans());
}
