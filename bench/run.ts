// `npm run bench` (root: builds first; here: `npm run bench -w bench` on a built tree).
// Seeds when needed, runs the API benchmark and the admin page benchmark against the built server,
// profiles the SQL of each scenario, sizes the admin bundle, then writes bench/REPORT.md (and the
// raw figures to bench/.data/results.json). With BENCH_DATABASE_URL it also seeds and measures
// PostgreSQL. BENCH_SKIP=page,queries,bundle,api leaves steps out.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { runApi, type ApiResult } from './api.ts';
import { bundleSizes, type BundleResult } from './bundle.ts';
import { BENCH_DIR, DATA_ROOT, ROOT, kb, settings, startServer, type ServerTarget } from './lib.ts';
import { pageMedians, runPage, type PageResult, type PageRun } from './page.ts';
import { formatQueries, profileQueries, type ScenarioQueries } from './queries.ts';
import { seedPostgres, seedSqlite, SEARCH_KEYWORD, type SeedInfo } from './seed.ts';
import { runBookings } from './bookings.ts';
import { runTemplates } from './templates.ts';
import { runConference } from './conference.ts';
import { runRealData } from './realdata.ts';

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()).filter(Boolean));

interface TargetResult {
  name: string;
  seed: SeedInfo;
  api: ApiResult[];
  version: string;
}

interface Results {
  date: string;
  machine: Record<string, string>;
  settings: typeof settings;
  targets: TargetResult[];
  page: PageResult | null;
  queries: ScenarioQueries[] | null;
  bundle: BundleResult | null;
  loadAverages: { start: number[]; end: number[] };
}

function machine(): Record<string, string> {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  let osName = `${os.type()} ${os.release()}`;
  try {
    const rel = fs.readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]+)"?/m);
    if (rel) osName = `${rel[1]} (kernel ${os.release()})`;
  } catch {
    // not Linux
  }
  let nproc = String(os.availableParallelism());
  try {
    nproc = execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    // no coreutils
  }
  const sqlite = new SQLite(':memory:');
  const sqliteVersion = (sqlite.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  sqlite.close();
  return {
    nproc,
    cpu,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: osName,
    node: process.version,
    sqlite: sqliteVersion,
  };
}

async function pgVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    return `PostgreSQL ${rows[0]?.v ?? '?'}`;
  } finally {
    await client.end();
  }
}

async function measureTarget(target: ServerTarget, seed: SeedInfo, version: string, withPage: boolean): Promise<{ result: TargetResult; page: PageResult | null }> {
  const server = await startServer(target);
  try {
    console.log(`\nAPI benchmark on ${target.name}: ${server.baseUrl} (server pid ${server.pid}, log ${path.relative(ROOT, server.logFile)})`);
    const api = skip.has('api') ? [] : await runApi(server);
    let page: PageResult | null = null;
    if (withPage && !skip.has('page')) {
      console.log('\nAdmin first page load (Chromium)');
      page = await runPage(server.baseUrl);
      if (page.skipped) console.log(`  skipped: ${page.skipped}`);
    }
    return { result: { name: target.name, seed, api, version }, page };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------- report
const GOALS = {
  listRps: 3000,
  listP99: 30,
  searchRps: 1500,
  searchP99: 50,
  jsBytes: 600_000,
  firstRowMs: 800,
};

type Status = 'met' | 'missed' | 'not measured';
const mark = (s: Status) => (s === 'met' ? '✅ met' : s === 'missed' ? '❌ missed' : '⏸ not measured');
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
const int = (v: number) => Math.round(v).toLocaleString('en-US');

function goalRows(r: Results): string[] {
  const sqlite = r.targets.find((t) => t.name === 'sqlite');
  const get = (key: string) => sqlite?.api.find((a) => a.key === key);
  const rows: string[] = [];
  const api = (key: string, rps: number, p99: number, label: string) => {
    const a = get(key);
    const status: Status = !a ? 'not measured' : a.rps >= rps && a.p99 <= p99 && a.non2xx === 0 && a.errors === 0 ? 'met' : 'missed';
    rows.push(`| ${label} | ≥ ${int(rps)} req/s, p99 ≤ ${p99} ms (50 connections) | ${a ? `${int(a.rps)} req/s, p99 ${a.p99} ms` : '–'} | ${mark(status)} |`);
  };
  api('list', GOALS.listRps, GOALS.listP99, 'List (page of 10)');
  api('search', GOALS.searchRps, GOALS.searchP99, `Search "${SEARCH_KEYWORD}" (~10 % of titles)`);
  const cold = r.page && !r.page.skipped && r.page.cold.length ? pageMedians(r.page.cold) : null;
  const jsStatus: Status = !cold ? 'not measured' : cold.jsRaw <= GOALS.jsBytes ? 'met' : 'missed';
  rows.push(`| Admin JS before the first event row | ≤ 600 kB raw | ${cold ? `${kb(cold.jsRaw)} raw (${kb(cold.jsTransfer)} on the wire, ${cold.jsFiles} files)` : '–'} | ${mark(jsStatus)} |`);
  const rowStatus: Status = !cold ? 'not measured' : cold.firstRow <= GOALS.firstRowMs ? 'met' : 'missed';
  rows.push(`| First event row, loopback, cold cache | ≤ 800 ms | ${cold ? ms(cold.firstRow) : '–'} | ${mark(rowStatus)} |`);
  return rows;
}

function apiTable(t: TargetResult): string[] {
  const lines = [
    `| Scenario | req/s | p50 | p90 | p99 | max | non-2xx | errors | total_items | body | server CPU / req | 1-core ceiling | load avg |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
  ];
  for (const a of t.api) {
    lines.push(
      `| ${a.label}<br>\`${a.url}\` | **${int(a.rps)}** | ${a.p50} ms | ${a.p90} ms | **${a.p99} ms** | ${a.max} ms | ${a.non2xx} | ${a.errors} | ${a.totalItems === null ? '–' : int(a.totalItems)} | ${kb(a.bodyBytes)} | ${a.serverCpuUs == null ? '–' : `${int(a.serverCpuUs)} µs`} | ${a.serverCpuUs ? `${int(1e6 / a.serverCpuUs)} req/s` : '–'} | ${a.loadBefore.toFixed(1)} |`,
    );
  }
  return lines;
}

function pageSection(page: PageResult | null): string[] {
  if (!page) return ['Not run (BENCH_SKIP).', ''];
  if (page.skipped) return [`**Skipped:** ${page.skipped}. Rerun \`npm run bench\` once the admin builds.`, ''];
  const cold = pageMedians(page.cold);
  const warm = pageMedians(page.warm);
  const lines = [
    `Chromium ${page.chromiumVersion ?? ''}, ${page.cold.length} measured runs (+1 unmeasured), medians. "Cold": fresh browser context, empty cache, logged in through the /login form (sent on to \`/\`), then \`/admin#/events\`. "Warm": a reload of that page with the HTTP cache filled. "First row" is \`performance.now()\` (from navigation start) at the animation frame after \`.ant-table-tbody tr.ant-table-row\` entered the DOM.`,
    '',
    '| | cold | warm |',
    '|---|---:|---:|',
    `| First event row painted | **${ms(cold.firstRow)}** | ${ms(warm.firstRow)} |`,
    `| First row in the DOM | ${ms(cold.rowInDom)} | ${ms(warm.rowInDom)} |`,
    `| goto → row visible (Playwright wall clock) | ${ms(cold.wall)} | ${ms(warm.wall)} |`,
    `| JS before the first row, raw | **${kb(cold.jsRaw)}** | ${kb(warm.jsRaw)} |`,
    `| JS before the first row, transferred | ${kb(cold.jsTransfer)} | ${kb(warm.jsTransfer)} (cache) |`,
    `| JS files before the first row | ${cold.jsFiles} | ${warm.jsFiles} |`,
    `| CSS before the first row, raw | ${kb(cold.cssRaw)} | ${kb(warm.cssRaw)} |`,
    `| JS loaded after the first row (lazy chunks) | ${kb(cold.jsAfterRaw)} | ${kb(warm.jsAfterRaw)} |`,
    '',
    'Requests before the first row (the cold run closest to the median):',
    '',
    '| request | type | raw | start | end |',
    '|---|---|---:|---:|---:|',
  ];
  const closest = page.cold.reduce((best: PageRun, run) => (Math.abs(run.firstRow - cold.firstRow) < Math.abs(best.firstRow - cold.firstRow) ? run : best), page.cold[0]!);
  for (const q of closest.requests) lines.push(`| \`${q.url.length > 90 ? q.url.slice(0, 87) + '…' : q.url}\` | ${q.type} | ${kb(q.raw)} | ${ms(q.start)} | ${ms(q.end)} |`);
  lines.push('');
  return lines;
}

function bundleSection(b: BundleResult | null): string[] {
  if (!b) return ['Not run (BENCH_SKIP).', ''];
  if (b.skipped) return [`**Skipped:** ${b.skipped}.`, ''];
  const lines = [
    `Initial (entry + static imports): **${kb(b.initial.raw)} raw**, ${kb(b.initial.gzip)} gzip, ${kb(b.initial.brotli)} brotli in ${b.initial.files} files. All JS: ${kb(b.all.raw)} raw, ${kb(b.all.gzip)} gzip in ${b.all.files} files. (What goes over the wire depends on the server's compression; the page section shows what was transferred.)`,
    '',
    '| chunk | loads | raw | gzip | brotli | source |',
    '|---|---|---:|---:|---:|---|',
  ];
  for (const c of b.chunks) lines.push(`| \`${c.file}\` | ${c.load} | ${kb(c.raw)} | ${kb(c.gzip)} | ${kb(c.brotli)} | ${c.name ? `\`${c.name}\`` : ''} |`);
  for (const c of b.css) lines.push(`| \`${c.file}\` | css | ${kb(c.raw)} | ${kb(c.gzip)} | | |`);
  lines.push('');
  return lines;
}

function queriesSection(q: ScenarioQueries[] | null): string[] {
  if (!q) return ['Not run (BENCH_SKIP).', ''];
  const lines = [
    "Every statement the server's own `EventService.list` (apps/server/dist) runs for each scenario, recorded on the seeded file with an empty count cache, then timed one by one through better-sqlite3 in one process with the server stopped (mean per execution). \"req/s ceiling\" is 1000 / (page + relations [+ totals]) ms: what one core could serve if SQL were the only cost (totals are cached for 5 s, so most requests skip them).",
    '',
    '| Scenario | page query | totals (count) | relations | req/s ceiling, totals cached | req/s ceiling, totals not cached |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const s of q) {
    const sum = (kind: string) => {
      const list = s.queries.filter((x) => x.kind === kind);
      return list.length ? list.reduce((t, x) => t + x.ms, 0) : null;
    };
    const f = (v: number | null, n?: number) => (v === null ? '–' : `${v.toFixed(2)} ms${n && n > 1 ? ` (${n} queries)` : ''}`);
    const page = sum('page');
    if (page === null) {
      const only = s.queries[0];
      lines.push(`| ${s.label} | ${only ? `${only.name}: ${only.ms.toFixed(3)} ms` : '–'} | | | | |`);
      continue;
    }
    const total = sum('total');
    const rel = sum('relations');
    const cached = page + (rel ?? 0);
    const nTotal = s.queries.filter((x) => x.kind === 'total').length;
    const nRel = s.queries.filter((x) => x.kind === 'relations').length;
    lines.push(`| ${s.label} | ${f(page)} | ${f(total, nTotal)} | ${f(rel, nRel)} | ${int(1000 / cached)} | ${int(1000 / (cached + (total ?? 0)))} |`);
  }
  lines.push('', '<details><summary>SQL and query plans</summary>', '', formatQueries(q), '</details>', '');
  return lines;
}

/** A warning when other processes kept the machine busy during the run. */
function busyWarning(r: Results): string[] {
  const cores = Number(r.machine.nproc) || 1;
  const loads = [...r.loadAverages.start.slice(0, 1), ...r.targets.flatMap((t) => t.api.map((a) => a.loadBefore)), ...r.loadAverages.end.slice(0, 1)];
  const peak = Math.max(...loads);
  if (peak <= cores * 1.5) return [];
  return [
    `> **This run shared the machine with other work**: the 1-minute load average reached ${peak.toFixed(1)} on ${cores} cores (see the "load avg" column). req/s, latencies and page timings below are pessimistic; the server CPU per request and the SQL profile are the steadier figures. Rerun \`npm run bench\` on a quiet machine to judge the goals.`,
    '',
  ];
}

export function renderReport(r: Results): string {
  const findingsFile = path.join(BENCH_DIR, 'FINDINGS.md');
  const findings = fs.existsSync(findingsFile) ? fs.readFileSync(findingsFile, 'utf8').trim() : '';
  const lines: string[] = [
    '# Benchmark report',
    '',
    `Generated by \`npm run bench\` (bench/run.ts) on ${r.date}. Raw figures: \`bench/.data/results.json\` (not committed).`,
    '',
    '## Machine',
    '',
    '| | |',
    '|---|---|',
    ...Object.entries(r.machine).map(([k, v]) => `| ${k} | ${v} |`),
    `| load average (1/5/15 min) at start | ${r.loadAverages.start.map((x) => x.toFixed(2)).join(' / ')} |`,
    `| load average at end | ${r.loadAverages.end.map((x) => x.toFixed(2)).join(' / ')} |`,
    '',
    `Settings: ${int(r.settings.events)} events, ${r.settings.connections} connections, ${r.settings.warmup} s warm-up + ${r.settings.duration} s measured per scenario, server LOG_LEVEL=${r.settings.logLevel}, ${r.settings.pageRuns} page runs.`,
    '',
    '## Goals (issue #2 §7, SQLite, the default database)',
    '',
    ...busyWarning(r),
    '| Goal | Target | Measured | Status |',
    '|---|---|---|---|',
    ...goalRows(r),
    '',
    '## Noise',
    '',
    `- The server (one Node process), autocannon (this process) and, for the page benchmark, Chromium all share the same ${r.machine.nproc} cores, so the load generator takes CPU the server could use: figures are lower bounds of what the server alone could do, and even on a quiet machine they move by ±10–20 % between runs.`,
    '- The "load avg" column is the 1-minute load average when each scenario started. Anything well above the core count means other processes (test runs, builds) competed for the CPU during that scenario and its figures are pessimistic; rerun on a quiet machine before drawing conclusions.',
    '- One warm-up run per scenario is discarded; req/s is completed responses over the measured seconds; latencies are autocannon\'s (HdrHistogram, ms resolution).',
    '- The server runs at LOG_LEVEL=info (its default; `BENCH_LOG_LEVEL` changes it) and writes its log to `bench/.data/server-<target>.log`.',
    '- Loopback only: no network latency, no TLS. autocannon asks for no compression (API bodies are measured uncompressed); the browser gets whatever the server compresses.',
    '',
  ];
  for (const t of r.targets) {
    lines.push(`## API: ${t.name} (${t.version})`, '');
    lines.push(
      `Seed: ${int(t.seed.events)} events, ${int(t.seed.ticketVariations)} ticket variations, ${t.seed.reused ? 'reused from an earlier run' : `seeded in ${t.seed.seconds.toFixed(1)} s`}.`,
      '',
    );
    lines.push(...(t.api.length ? apiTable(t) : ['Not run (BENCH_SKIP).']), '');
    if (t.api.length) {
      lines.push(
        `"server CPU / req" is the server process's CPU time (user + system, from /proc) from the start of the measured run until it is idle again, divided by the requests sent; "1-core ceiling" is 1,000,000 µs / that, the rate one core could sustain if the server had it to itself. They move far less with other load on the machine than req/s and latency do, though an overloaded machine still inflates them (shared caches, hyper-threads).${t.name === 'postgres' ? ' On PostgreSQL they count the Node process only, not the database backends.' : ''}`,
        '',
      );
    }
  }
  lines.push('## Admin: first page load', '', ...pageSection(r.page));
  lines.push('## Admin bundle (apps/admin/dist)', '', ...bundleSection(r.bundle));
  lines.push('## Where the time goes: SQL per scenario (SQLite)', '', ...queriesSection(r.queries));
  const conferenceFile = path.join(DATA_ROOT, 'conference.md');
  if (fs.existsSync(conferenceFile)) lines.push(fs.readFileSync(conferenceFile, 'utf8').trim(), '');
  const bookingsFile = path.join(DATA_ROOT, 'bookings.md');
  if (fs.existsSync(bookingsFile)) lines.push(fs.readFileSync(bookingsFile, 'utf8').trim(), '');
  const templatesFile = path.join(DATA_ROOT, 'templates.md');
  if (fs.existsSync(templatesFile)) lines.push(fs.readFileSync(templatesFile, 'utf8').trim(), '');
  const realDataFile = path.join(DATA_ROOT, 'realdata.md');
  if (fs.existsSync(realDataFile)) lines.push(fs.readFileSync(realDataFile, 'utf8').trim(), '');
  const widgetsFile = path.join(DATA_ROOT, 'widgets.md');
  if (fs.existsSync(widgetsFile)) lines.push(fs.readFileSync(widgetsFile, 'utf8').trim(), '');
  if (findings) lines.push(findings, '');
  lines.push(
    '## How to run',
    '',
    '```sh',
    'npm run bench                      # builds, then everything below; writes bench/REPORT.md',
    'npm run bench -w bench             # same on an already built tree',
    'npm run seed -w bench              # only seed bench/.data/sqlite-100000 (BENCH_RESEED=1 to redo)',
    'npm run api -w bench [list search] # only the HTTP scenarios (by key)',
    'npm run page -w bench              # only the admin page load',
    'npm run bundle -w bench            # only the chunk sizes',
    'npm run queries -w bench           # only the SQL profile',
    'npm run conference -w bench        # only the FOSDEM import and the speakers list (issue #3)',
    'npm run bookings -w bench          # only bookings, check-in and invitations (issue #4)',
    'npm run templates -w bench         # only certificate page, PDF and Send Certificate (issue #10)',
    'npm run realdata -w bench          # only machBar first row, FOSDEM page, PostgreSQL processes (issue #9)',
    'npm run widgets -w bench           # only the widgets: public API, widget HTML, 304s, sizes, embed time (issue #11)',
    '```',
    '',
    'Environment: `BENCH_EVENTS` (100000), `BENCH_CONNECTIONS` (50), `BENCH_DURATION` (10 s), `BENCH_WARMUP` (3 s), `BENCH_PAGE_RUNS` (5), `BENCH_LOG_LEVEL` (info), `BENCH_RESEED=1`, `BENCH_SKIP=api,page,queries,bundle,conference,bookings,templates,realdata`, `BENCH_DATABASE_URL=postgres://…/eventory_bench` (also seeds — dropping the `public` schema of that database — and measures PostgreSQL), `CHROMIUM_PATH` (/usr/bin/chromium). For comparing builds: `BENCH_SERVER_MAIN=<other>/dist/main.js` runs another server build, `BENCH_COMPARE_MAIN=<old>/main.js` (api only, from the repository root) measures each scenario on that build and the current one in turn (`BENCH_ROUNDS`, 2), `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=bench/.data/prof"` profiles the server, `BENCH_ADMIN_DIST` sizes another admin build (bundle only).',
    '',
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------- main
async function main() {
  fs.mkdirSync(DATA_ROOT, { recursive: true });
  const results: Results = {
    date: new Date().toISOString(),
    machine: machine(),
    settings,
    targets: [],
    page: null,
    queries: null,
    bundle: null,
    loadAverages: { start: os.loadavg(), end: [] },
  };
  console.log(`Eventory benchmark: ${settings.events} events, ${settings.connections} connections, ${settings.duration} s per scenario`);
  console.log(`Machine: ${results.machine.nproc} cores, Node ${process.version}, load average ${results.loadAverages.start.map((x) => x.toFixed(2)).join(' ')}`);

  console.log('\nSeeding SQLite…');
  const seeded = await seedSqlite();
  console.log(seeded.reused ? `  reusing ${path.relative(ROOT, seeded.dataDir)}` : `  seeded in ${seeded.seconds.toFixed(1)} s`);
  const sqlite = await measureTarget({ name: 'sqlite', dataDir: seeded.dataDir }, seeded, `SQLite ${results.machine.sqlite}`, true);
  results.targets.push(sqlite.result);
  results.page = sqlite.page;

  if (!skip.has('queries')) {
    console.log('\nProfiling the SQL of each scenario…');
    results.queries = await profileQueries();
  }
  if (!skip.has('bundle')) results.bundle = bundleSizes();
  if (!skip.has('conference')) {
    console.log('\nConference import and speakers (issue #3)…');
    await runConference();
  }
  if (!skip.has('bookings')) {
    console.log('\nBookings, check-in and invitations (issue #4)…');
    await runBookings();
  }
  if (!skip.has('templates')) {
    console.log('\nCertificate page, PDF and Send Certificate (issue #10)…');
    await runTemplates();
  }

  if (!skip.has('realdata')) {
    console.log('\nReal data: machBar first row, FOSDEM page, PostgreSQL processes (issue #9)…');
    await runRealData();
  }

  if (settings.databaseUrl) {
    console.log('\nSeeding PostgreSQL…');
    const pgSeed = await seedPostgres(settings.databaseUrl);
    console.log(pgSeed.reused ? '  reusing the seeded database' : `  seeded in ${pgSeed.seconds.toFixed(1)} s`);
    const version = await pgVersion(settings.databaseUrl);
    const pgTarget = await measureTarget({ name: 'postgres', dataDir: path.join(DATA_ROOT, 'pg-server-data'), databaseUrl: settings.databaseUrl }, pgSeed, version, false);
    results.targets.push(pgTarget.result);
  }

  results.loadAverages.end = os.loadavg();
  fs.writeFileSync(path.join(DATA_ROOT, 'results.json'), JSON.stringify(results, null, 2));
  fs.writeFileSync(path.join(BENCH_DIR, 'REPORT.md'), renderReport(results));
  console.log('\nGoals:');
  for (const row of goalRows(results)) console.log('  ' + row.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim());
  console.log('\nWrote bench/REPORT.md');
}

// Rendering only: `node --import tsx run.ts --report` rewrites REPORT.md from .data/results.json.
if (process.argv.includes('--report')) {
  const results = JSON.parse(fs.readFileSync(path.join(DATA_ROOT, 'results.json'), 'utf8')) as Results;
  fs.writeFileSync(path.join(BENCH_DIR, 'REPORT.md'), renderReport(results));
  console.log('Rewrote bench/REPORT.md from bench/.data/results.json');
} else {
  await main();
}
