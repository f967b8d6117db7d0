// CPU per API request below the socket: the whole server (Fastify, helmet, the session look-up,
// the route, the list cache, JSON) answering `app.inject` on the seeded SQLite file, for the
// current build and, with BENCH_OLD_SERVER_DIST, another build of apps/server, in interleaved
// rounds in one process, so both see the same machine load (HTTP runs under load move by ±30 %).
// Each build cycles through the scenario's URLs on its own (search-uncached: 832 spellings, more
// than the list and count caches keep, so every request misses them as over HTTP). What it leaves
// out: the socket and the kernel's loopback work, the same for both builds. Run with the server stopped.
//
//   BENCH_OLD_SERVER_DIST=apps/server/dist-old node --import tsx requestCost.ts [baseline search-uncached]
//
// The old build must sit beside apps/server/dist (e.g. a copy in apps/server/dist-old) so its
// imports resolve to the same node_modules. Across a migration, give the old build its own seeded
// database (BENCH_OLD_DATA_DIR, e.g. the bench/.data/sqlite-100000 of a worktree of the old commit):
// a build refuses a database that a newer build has migrated.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN, ROOT, isMain, settings, sqliteDataDir } from './lib.ts';
import { SCENARIOS, scenarioUrl, type Scenario } from './scenarios.ts';

type AppModule = typeof import('../apps/server/dist/app.js');
type ConfigModule = typeof import('../apps/server/dist/config.js');
type DatabaseModule = typeof import('../apps/server/dist/db/database.js');

interface Build {
  name: string;
  /** The body of a signed-in GET; throws on a status other than 200. */
  get: (url: string) => Promise<string>;
  /** How many URLs of each scenario this build has asked for (its own cycle of spellings). */
  sent: Map<string, number>;
  close: () => Promise<void>;
}

async function openBuild(name: string, dist: string, dataDir = sqliteDataDir(settings.events)): Promise<Build> {
  const load = async <T>(file: string) => (await import(pathToFileURL(path.join(dist, file)).href)) as T;
  const { openDatabase } = await load<DatabaseModule>('db/database.js');
  const { loadConfig } = await load<ConfigModule>('config.js');
  const { buildApp } = await load<AppModule>('app.js');
  const handle = await openDatabase({ dataDir });
  const config = loadConfig({ DATA_DIR: dataDir, JOB_WORKER: 'off', LOGIN_RATE_LIMIT: '1000' });
  const app = await buildApp({ ...handle, config });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: ADMIN });
  if (login.statusCode !== 200) throw new Error(`${name}: login failed (${login.statusCode}): ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return {
    name,
    sent: new Map(),
    get: async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${name}: GET ${url} answered ${res.statusCode}: ${res.body}`);
      return res.body;
    },
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Mean CPU µs (user + system of this process) per request over the build's next `calls` URLs of `s`. */
async function measure(build: Build, s: Scenario, calls: number): Promise<number> {
  const from = build.sent.get(s.key) ?? 0;
  build.sent.set(s.key, from + calls);
  const urls = Array.from({ length: calls }, (_, i) => scenarioUrl(s, from + i));
  const before = process.cpuUsage();
  for (const url of urls) await build.get(url);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

if (isMain(import.meta.url)) {
  const keys = process.argv.slice(2);
  const scenarios = SCENARIOS.filter((s) => (keys.length ? keys.includes(s.key) : s.key === 'baseline' || s.key === 'search-uncached'));
  const builds = [await openBuild('new', path.join(ROOT, 'apps/server/dist'))];
  if (process.env.BENCH_OLD_SERVER_DIST) {
    const oldData = process.env.BENCH_OLD_DATA_DIR ? path.resolve(ROOT, process.env.BENCH_OLD_DATA_DIR) : undefined;
    builds.unshift(await openBuild('old', path.resolve(ROOT, process.env.BENCH_OLD_SERVER_DIST), oldData));
  }
  const calls = Number(process.env.BENCH_CALLS ?? 500);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  // Byte-identical answers from every build, then a warm-up round.
  for (const url of ['/api/v2/events?search_keyword=Workshop&paged=1&per_page=10', '/api/v2/events?search_keyword=orksh&paged=1&per_page=10', '/api/v2/events?search_keyword=zzzq&paged=1&per_page=10', '/api/v2/permissions/current-user']) {
    const answers = await Promise.all(builds.map((b) => b.get(url)));
    console.log(`${url}: ${answers.every((a) => a === answers[0]) ? 'same answer' : 'ANSWERS DIFFER'} in every build`);
  }
  for (const s of scenarios) {
    for (const b of builds) await measure(b, s, calls);
    const results = new Map(builds.map((b) => [b.name, [] as number[]]));
    for (let round = 0; round < rounds; round++) {
      for (const b of builds) results.get(b.name)!.push(await measure(b, s, calls));
    }
    console.log(`${s.key}, ${calls} requests per round, ${rounds} rounds (load ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}):`);
    for (const [name, values] of results) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(`  ${name}: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} µs CPU/request (rounds: ${values.map((v) => v.toFixed(0)).join(', ')})`);
    }
  }
  for (const b of builds) await b.close();
}
