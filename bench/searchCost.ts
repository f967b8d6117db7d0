// CPU per uncached search below HTTP: the server's own EventService.list on the seeded SQLite file,
// a new spelling of the keyword per call (as the `search-uncached` API scenario sends), for the
// current build and, with BENCH_OLD_SERVER_DIST, another build of apps/server, in interleaved
// rounds on the same file, so both see the same machine load. Run with the server stopped.
// With BENCH_DATABASE_URL, on that seeded PostgreSQL database instead (this process's CPU only:
// PostgreSQL's own work is not in the figures).
//
//   BENCH_OLD_SERVER_DIST=apps/server/dist-old node --import tsx searchCost.ts
//
// The old build must sit beside apps/server/dist (e.g. a copy in apps/server/dist-old) so its
// imports resolve to the same node_modules.
import os from 'node:os';
import SQLite from 'better-sqlite3';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, importBuilt, isMain, settings, sqliteDataDir } from './lib.ts';
import { keywordVariants } from './scenarios.ts';
import { SEARCH_KEYWORD } from './seed.ts';

type ServiceModule = typeof import('../apps/server/dist/modules/events/service.js');
type DatabaseModule = typeof import('../apps/server/dist/db/database.js');
type CoreModule = typeof import('../packages/core/dist/index.js');

interface Build {
  name: string;
  list: (q: unknown) => Promise<{ items: unknown[]; total_items: number; total_is_estimate?: boolean }>;
  close: () => Promise<void>;
}

async function openBuild(name: string, dist: string): Promise<Build> {
  const load = async <T>(file: string) => (await import(pathToFileURL(path.join(dist, file)).href)) as T;
  const { openDatabase } = await load<DatabaseModule>('db/database.js');
  const { EventService } = await load<ServiceModule>('modules/events/service.js');
  const handle = await openDatabase(settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: sqliteDataDir(settings.events) });
  const service = new EventService({ db: handle.db, dialect: handle.dialect, siteUrl: '' });
  return { name, list: (q) => service.list(q as never), close: () => handle.close() };
}

/** Mean CPU µs (user + system of this process) per `list` call over `calls` new spellings. */
async function measure(build: Build, queries: unknown[]): Promise<number> {
  const before = process.cpuUsage();
  for (const q of queries) await build.list(q);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / queries.length;
}

/**
 * BENCH_STATEMENTS=1: time every better-sqlite3 `all`/`get` call (CPU µs of this process) by the
 * statement's first words, to see which statement of a list call costs what.
 */
function timeStatements(): Map<string, { calls: number; us: number }> {
  const spent = new Map<string, { calls: number; us: number }>();
  const statementProto = Object.getPrototypeOf(new SQLite(':memory:').prepare('SELECT 1')) as Record<'all' | 'get', (...args: unknown[]) => unknown> & { source: string };
  for (const method of ['all', 'get'] as const) {
    const original = statementProto[method];
    statementProto[method] = function (this: { source: string }, ...args: unknown[]) {
      const started = process.cpuUsage();
      try {
        return original.apply(this, args);
      } finally {
        const key = this.source.replace(/\s+/g, ' ').slice(0, 70);
        const entry = spent.get(key) ?? { calls: 0, us: 0 };
        entry.calls++;
        const used = process.cpuUsage(started);
        entry.us += used.user + used.system;
        spent.set(key, entry);
      }
    };
  }
  return spent;
}

if (isMain(import.meta.url)) {
  const spent = process.env.BENCH_STATEMENTS === '1' ? timeStatements() : null;
  const core = await importBuilt<CoreModule>('packages/core/dist/index.js');
  const builds = [await openBuild('new', path.join(ROOT, 'apps/server/dist'))];
  if (process.env.BENCH_OLD_SERVER_DIST) builds.unshift(await openBuild('old', path.resolve(ROOT, process.env.BENCH_OLD_SERVER_DIST)));
  const variants = keywordVariants(SEARCH_KEYWORD);
  const calls = Number(process.env.BENCH_CALLS ?? 1000);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  let n = 0;
  const batch = () => Array.from({ length: calls }, () => core.eventListQuery.parse({ search_keyword: variants[n++ % variants.length], paged: '1', per_page: '10' }));
  // The same answers from every build (ids and total) for a few spellings, then a warm-up round.
  for (const keyword of ['Workshop', 'orksh', 'zzzq', 'Jazz', 'über']) {
    const q = core.eventListQuery.parse({ search_keyword: keyword, paged: '1', per_page: '10' });
    const answers = await Promise.all(builds.map(async (b) => JSON.stringify(await b.list(q))));
    console.log(`${keyword}: ${answers.every((a) => a === answers[0]) ? 'same answer' : 'ANSWERS DIFFER'} in every build`);
  }
  for (const b of builds) await measure(b, batch());
  const results = new Map(builds.map((b) => [b.name, [] as number[]]));
  for (let round = 0; round < rounds; round++) {
    for (const b of builds) results.get(b.name)!.push(await measure(b, batch()));
  }
  console.log(`EventService.list, ${calls} new spellings per round, ${rounds} rounds (load ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}):`);
  for (const [name, values] of results) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`  ${name}: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} µs CPU/call (rounds: ${values.map((v) => v.toFixed(0)).join(', ')})`);
  }
  if (spent) {
    console.log(`Statements, CPU µs per execution inside better-sqlite3 (all builds together):`);
    for (const [source, { calls: n, us }] of [...spent].sort((a, b) => b[1].us - a[1].us).slice(0, 8)) {
      console.log(`  ${(us / n).toFixed(1).padStart(7)} µs × ${String(n).padStart(6)}  ${source}`);
    }
  }
  for (const b of builds) await b.close();
}
