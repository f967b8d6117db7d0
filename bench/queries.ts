// Where the time of an events-list request goes, below HTTP. For each scenario this runs the
// server's own EventService.list (from apps/server/dist) on the seeded SQLite file, records every
// statement it executes (total, page, relations), then shows each statement's SQLite query plan
// and its cost on one core through better-sqlite3. Run with the server stopped.
//
//   node --import tsx queries.ts      (uses the seeded bench/.data/sqlite-<N>/)
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type LogEvent } from 'kysely';
import { importBuilt, isMain, settings, sqliteDataDir } from './lib.ts';
import { SCENARIOS, uncachedStartDate } from './scenarios.ts';

type ServiceModule = typeof import('../apps/server/dist/modules/events/service.js');
type CoreModule = typeof import('../packages/core/dist/index.js');
type Database = import('../apps/server/dist/db/schema.js').Database;

export interface QueryTiming {
  /** 'total', 'page', 'relations' or 'session'. */
  kind: string;
  name: string;
  sql: string;
  plan: string[];
  /** Mean milliseconds per execution. */
  ms: number;
  rows: number;
}

export interface ScenarioQueries {
  key: string;
  label: string;
  queries: QueryTiming[];
}

/** Runs `fn` repeatedly for about `budgetMs` (at least 3 times) after a warm-up; mean ms per call. */
function time(fn: () => unknown, budgetMs = 400): number {
  for (let i = 0; i < 20; i++) fn(); // warm-up (JIT, page cache)
  let n = 0;
  const start = performance.now();
  while (n < 3 || performance.now() - start < budgetMs) {
    fn();
    n++;
    if (n >= 20_000) break;
  }
  return (performance.now() - start) / n;
}

function measure(raw: SQLite.Database, kind: string, name: string, sql: string, parameters: readonly unknown[]): QueryTiming {
  const params = parameters as unknown[];
  const stmt = raw.prepare(sql);
  const plan = (raw.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>).map((r) => r.detail);
  let rows = 0;
  const ms = time(() => {
    rows = stmt.all(...params).length;
  });
  return { kind, name, sql, plan, ms, rows };
}

/** What a statement the list runs is for, from its SQL. */
function kindOf(sql: string): { kind: string; name: string } {
  const s = sql.toLowerCase();
  if (s.includes('count(')) return { kind: 'total', name: 'total (count)' };
  if (s.startsWith('select * from "events"')) return { kind: 'page', name: 'page (SELECT … LIMIT/OFFSET)' };
  const table = /from "([a-z_]+)"/.exec(s)?.[1] ?? '?';
  return { kind: 'relations', name: `relations: ${table}` };
}

/** Plans and timings of every events scenario on the seeded SQLite database. */
export async function profileQueries(count = settings.events): Promise<ScenarioQueries[]> {
  const { EventService } = await importBuilt<ServiceModule>('apps/server/dist/modules/events/service.js');
  const core = await importBuilt<CoreModule>('packages/core/dist/index.js');
  const raw = new SQLite(path.join(sqliteDataDir(count), 'eventory.sqlite'), { readonly: true });
  raw.pragma('query_only = ON');
  let recording: Array<{ sql: string; parameters: readonly unknown[] }> | null = null;
  // A Kysely per scenario: the server keys its count cache by database object, so each scenario
  // starts with an empty one and its totals are recorded too. (Not destroyed: that would close
  // the shared better-sqlite3 connection, which is closed at the end.)
  const newDb = () =>
    new Kysely<Database>({
      dialect: new SqliteDialect({ database: raw }),
      log: (event: LogEvent) => {
        if (recording && event.level === 'query') recording.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
  let out: ScenarioQueries[] = [];
  try {
    // The session lookup every authenticated request makes (access.ts → findSession).
    const session = newDb()
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('roles as r', 'r.key', 'u.role')
      .select(['s.csrf_token', 's.expires_at', 'u.id as user_id', 'u.email', 'u.display_name', 'u.role', 'r.capabilities'])
      .where('s.id', '=', 'x'.repeat(64))
      .compile();
    // Two rounds, the first only warms the file's pages and the JIT.
    for (let round = 0; round < 2; round++) {
      out = [];
      for (const s of SCENARIOS.filter((x) => !x.keywordVariants)) {
        if (s.baseline) {
          out.push({ key: s.key, label: s.label, queries: [measure(raw, 'session', 'session lookup', session.sql, session.parameters)] });
          continue;
        }
        const q = core.eventListQuery.parse({ ...s.query, ...(s.uncachedCount ? { start_date: uncachedStartDate(1) } : {}) });
        const service = new EventService({ db: newDb() as never, dialect: 'sqlite', siteUrl: 'http://127.0.0.1' });
        recording = [];
        await service.list(q);
        const statements = recording;
        recording = null;
        out.push({
          key: s.key,
          label: s.label,
          queries: statements.map((st) => {
            const { kind, name } = kindOf(st.sql);
            return measure(raw, kind, name, st.sql, st.parameters);
          }),
        });
      }
    }
  } finally {
    raw.close();
  }
  return out;
}

/** Plain-text rendering (also used in the report). */
export function formatQueries(results: ScenarioQueries[]): string {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`**${r.label}**`, '');
    for (const q of r.queries) {
      lines.push(`- ${q.name}: **${q.ms.toFixed(3)} ms** per execution (${q.rows} rows)`);
      lines.push('  ```sql', `  ${q.sql}`, '  ```');
      if (q.plan.length) lines.push('  plan: ' + q.plan.map((p) => `\`${p}\``).join(' → '));
    }
    lines.push('');
  }
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  console.log(formatQueries(await profileQueries()));
}
