// HTTP benchmark of the events API: the built server (apps/server/dist/main.js) in a child process
// on a seeded database, autocannon in this process (so both share the machine's cores).
//
//   node --import tsx api.ts        (seeds bench/.data/sqlite-<N>/ first when needed)
//   BENCH_COMPARE_MAIN=apps/server/dist-old/main.js node --import tsx api.ts search-uncached   (old vs new, interleaved)
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DATA_ROOT, ROOT, cpuTimeMs, login, settings, startServer, isMain, waitIdle, type RunningServer, type ServerTarget } from './lib.ts';
import { SCENARIOS, scenarioUrl, type Scenario } from './scenarios.ts';

export interface ApiResult {
  key: string;
  label: string;
  url: string;
  /** Responses per second over the measured run (completed responses / seconds). */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Mean response body size, bytes. */
  bodyBytes: number;
  /** total_items of the first response (what the filter matches). */
  totalItems: number | null;
  /** 1-minute load average when the scenario started (other processes compete for the cores). */
  loadBefore: number;
  /**
   * Server CPU time (user + system) per request, µs: from the start of the measured run until the
   * server is idle again, over the requests sent. Far less sensitive than req/s to other processes
   * on the machine; 1e6 / this is what one core could serve if the server had it to itself.
   */
  serverCpuUs: number | null;
  /** CPU time of this process (autocannon) per request, µs: what the load generator costs. */
  loadgenCpuUs: number;
}

interface CannonResult {
  /** `total`: responses received. */
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}

function cannon(server: RunningServer, cookie: string, s: Scenario, seconds: number): Promise<CannonResult> {
  let n = 0;
  const opts = {
    url: server.baseUrl + scenarioUrl(s),
    connections: settings.connections,
    duration: seconds,
    headers: { cookie, accept: 'application/json' },
    ...(s.uncachedCount || s.keywordVariants
      ? {
          requests: [
            {
              setupRequest: (req: { path: string }) => {
                req.path = scenarioUrl(s, n++);
                return req;
              },
            },
          ],
        }
      : {}),
  };
  return autocannon(opts) as unknown as Promise<CannonResult>;
}

/** Measures one scenario on a started server (after a warm-up); logs a line. */
async function runScenario(server: RunningServer, cookie: string, s: Scenario, tag = ''): Promise<ApiResult> {
  // One request outside the load: the status and what the filter matches.
  const probe = await fetch(server.baseUrl + scenarioUrl(s, 0), { headers: { cookie } });
  const body = await probe.text();
  if (!probe.ok) throw new Error(`${s.key}: ${probe.status} ${body.slice(0, 300)}`);
  let totalItems: number | null = null;
  try {
    const parsed = JSON.parse(body) as { total_items?: number };
    totalItems = typeof parsed.total_items === 'number' ? parsed.total_items : null;
  } catch {
    totalItems = null;
  }
  await cannon(server, cookie, s, settings.warmup);
  // autocannon stops sending, but the server still works through what was sent: wait for it.
  await waitIdle(server.pid);
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = cpuTimeMs(server.pid);
  const ownBefore = process.cpuUsage();
  const r = await cannon(server, cookie, s, settings.duration);
  const own = process.cpuUsage(ownBefore);
  await waitIdle(server.pid);
  const cpuAfter = cpuTimeMs(server.pid);
  const sent = Math.max(1, r.requests.sent ?? r.requests.total);
  const result: ApiResult = {
    key: s.key,
    label: s.label,
    url: s.keywordVariants
      ? scenarioUrl(s).replace(/search_keyword=[^&]*/, 'search_keyword=<varies per request>')
      : scenarioUrl(s) + (s.uncachedCount ? '&start_date=<varies per request>' : ''),
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bodyBytes: Buffer.byteLength(body),
    totalItems,
    loadBefore,
    serverCpuUs: cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) * 1000) / sent : null,
    loadgenCpuUs: (own.user + own.system) / sent,
  };
  console.log(
    `  ${tag}${s.key.padEnd(16)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(5)} ms  non-2xx ${result.non2xx}  errors ${result.errors}  total_items ${totalItems ?? '-'}  server CPU ${result.serverCpuUs?.toFixed(0) ?? '?'} µs/req  (load ${loadBefore.toFixed(1)})`,
  );
  return result;
}

/** Runs every scenario against a started server; logs a line per scenario. */
export async function runApi(server: RunningServer, only?: string[]): Promise<ApiResult[]> {
  const cookie = await login(server.baseUrl);
  const results: ApiResult[] = [];
  for (const s of SCENARIOS.filter((x) => !only || only.includes(x.key))) results.push(await runScenario(server, cookie, s));
  return results;
}

/**
 * Old against new build in one run: both servers up on the same database, each scenario measured
 * on one, then the other, `rounds` times (BENCH_ROUNDS, 2), so both meet the same machine load.
 */
export async function compareBuilds(target: ServerTarget, oldMain: string, only?: string[], rounds = Number(process.env.BENCH_ROUNDS ?? 2)): Promise<void> {
  const servers = [
    { tag: 'old ', server: await startServer({ ...target, name: `${target.name}-old`, main: oldMain }) },
    { tag: 'new ', server: await startServer({ ...target, name: `${target.name}-new` }) },
  ];
  try {
    console.log(`API benchmark on ${target.name}, old build ${path.relative(ROOT, oldMain)} against new, ${rounds} rounds`);
    const cookies = await Promise.all(servers.map(({ server }) => login(server.baseUrl)));
    for (const s of SCENARIOS.filter((x) => !only || only.includes(x.key))) {
      for (let round = 0; round < rounds; round++) {
        for (const [i, { tag, server }] of servers.entries()) await runScenario(server, cookies[i]!, s, tag);
      }
    }
  } finally {
    for (const { server } of servers) await server.stop();
  }
}

/** Starts the server on `target`, runs the scenarios, stops it. */
export async function benchTarget(target: ServerTarget, only?: string[]): Promise<ApiResult[]> {
  const server = await startServer(target);
  try {
    console.log(`API benchmark on ${target.name} (${server.baseUrl}, server pid ${server.pid}, log ${server.logFile})`);
    return await runApi(server, only);
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const { seedSqlite, seedPostgres } = await import('./seed.ts');
  const only = process.argv.slice(2).length ? process.argv.slice(2) : undefined;
  let target: ServerTarget;
  if (settings.databaseUrl) {
    await seedPostgres(settings.databaseUrl);
    target = { name: 'postgres', dataDir: path.join(DATA_ROOT, 'pg-server-data'), databaseUrl: settings.databaseUrl };
  } else {
    target = { name: 'sqlite', dataDir: (await seedSqlite()).dataDir };
  }
  // BENCH_COMPARE_MAIN=<old build>/main.js (from the repository root): old against new in one run (see compareBuilds).
  if (process.env.BENCH_COMPARE_MAIN) await compareBuilds(target, path.resolve(ROOT, process.env.BENCH_COMPARE_MAIN), only);
  else await benchTarget(target, only);
}
