// Issue #9 benchmarks on real data: the admin's first event row on the machBar calendar (58
// recurring series, ~3,000 occurrences) with the default order and collapsed series; the FOSDEM
// 2025 public event page (HTML size on the wire and time); and, with BENCH_DATABASE_URL, the events
// list on PostgreSQL served by one and by two server processes. Writes bench/.data/realdata.md,
// which run.ts puts in REPORT.md.
//
//   node --import tsx realdata.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { FOSDEM } from './conference.ts';
import { DATA_ROOT, ROOT, SHARED_DATA, isMain, kb, login, median, runImport, settings, startServer, type RunningServer } from './lib.ts';
import { cpuMedians, formatCpu, pageMedians, runPage, runPagesInterleaved, type PageResult } from './page.ts';
import { seedPostgres } from './seed.ts';

const MACHBAR = path.join(SHARED_DATA, 'machbar-potsdam-public.ics');
const LIST_URL = '/api/v2/events?paged=1&per_page=10';

interface FirstRow {
  skipped?: string;
  cold?: number;
  warm?: number;
  jsTransfer?: number;
  /** The first rows' titles as the admin shows them (the order a user sees). */
  firstTitles?: string[];
}

interface PublicPage {
  skipped?: string;
  url?: string;
  htmlBytes?: number;
  gzipBytes?: number;
  /** Median of sequential full responses, ms. */
  medianMs?: number;
  rps?: number;
  p99?: number;
}

interface ProcessRun {
  servers: number;
  rps: number;
  p99: number;
  non2xx: number;
}

const fresh = (name: string) => {
  const dir = path.join(DATA_ROOT, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};

/**
 * With BENCH_BREAKDOWN=1: the median cold and warm runs' requests before the first row (start and
 * end, ms since navigation start; bytes on the wire), to see where the time goes. Printed only:
 * the figures judged stay the medians below.
 */
function printBreakdown(page: PageResult) {
  for (const kind of ['cold', 'warm'] as const) {
    const runs = [...page[kind]].sort((a, b) => a.firstRow - b.firstRow);
    const run = runs[Math.floor(runs.length / 2)];
    if (!run) continue;
    console.log(`  ${kind} median run: first row in the DOM at ${run.rowInDom.toFixed(0)} ms, painted at ${run.firstRow.toFixed(0)} ms`);
    for (const r of run.requests) {
      console.log(`    ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)} ms  ${r.type.padEnd(5)} ${kb(r.transfer).padStart(9)}  ${r.url}`);
    }
  }
}

/**
 * With BENCH_BASE_MAIN (other builds' apps/server/dist/main.js, comma-separated, each beside its
 * apps/admin/dist): the first row on those builds and on this one, measured in turns on copies of
 * one import, with the ratios to the first. Printed only, to judge a change on a loaded machine.
 */
async function compareWithBase(dataDir: string, baseMains: string[]) {
  const servers: RunningServer[] = [];
  try {
    for (const [i, main] of baseMains.entries()) {
      const copy = fresh(`machbar-base-${i}`);
      fs.cpSync(dataDir, copy, { recursive: true });
      servers.push(await startServer({ name: `machbar-base-${i}`, dataDir: copy, main: path.resolve(main) }));
    }
    servers.push(await startServer({ name: 'machbar-current', dataDir }));
    const results = await runPagesInterleaved(servers.map((s) => s.baseUrl));
    const names = [...baseMains.map((m) => path.relative(ROOT, m).split(path.sep).slice(0, -4).join('/') || 'this tree'), 'this build'];
    if (results.some((r) => r.skipped)) return;
    for (const kind of ['cold', 'warm'] as const) {
      const first = pageMedians(results[0]![kind]).firstRow;
      for (const [i, r] of results.entries()) {
        const row = pageMedians(r[kind]).firstRow;
        const cold = pageMedians(r.cold);
        console.log(`  ${kind} ${names[i]}: ${row.toFixed(0)} ms (x${(row / first).toFixed(2)}), ${formatCpu(cpuMedians(r[kind]))}, JS ${kb(cold.jsRaw)} raw / ${kb(cold.jsTransfer)} wire, CSS ${kb(cold.cssRaw)} raw`);
      }
    }
    if (process.env.BENCH_BREAKDOWN === '1') printBreakdown(results.at(-1)!);
  } finally {
    for (const s of servers) await s.stop();
  }
}

/** machBar calendar imported into a fresh SQLite folder; the admin's first event row, cold and warm. */
async function machbarFirstRow(): Promise<FirstRow> {
  if (!fs.existsSync(MACHBAR)) return { skipped: `${path.relative(ROOT, MACHBAR)} is not on this machine` };
  const dataDir = fresh('machbar');
  const imported = runImport(dataDir, MACHBAR, 'machBar');
  console.log(`  imported: ${imported.summary}`);
  if (process.env.BENCH_BASE_MAIN) {
    await compareWithBase(dataDir, process.env.BENCH_BASE_MAIN.split(','));
    return { skipped: 'compared with BENCH_BASE_MAIN only (figures printed above)' };
  }
  const server = await startServer({ name: 'machbar', dataDir });
  try {
    const cookie = await login(server.baseUrl);
    const list = (await (await fetch(server.baseUrl + LIST_URL, { headers: { cookie } })).json()) as { items: Array<{ title: string; start_date?: string }> };
    const page = await runPage(server.baseUrl);
    if (page.skipped) return { skipped: page.skipped };
    if (process.env.BENCH_BREAKDOWN === '1') printBreakdown(page);
    const cold = pageMedians(page.cold);
    return {
      cold: cold.firstRow,
      warm: pageMedians(page.warm).firstRow,
      jsTransfer: cold.jsTransfer,
      firstTitles: list.items.slice(0, 3).map((e) => `${e.title}${e.start_date ? ` (${e.start_date})` : ''}`),
    };
  } finally {
    await server.stop();
  }
}

/** FOSDEM 2025 imported into a fresh SQLite folder; its public page's size and time. */
async function fosdemPage(): Promise<PublicPage> {
  if (!fs.existsSync(FOSDEM)) return { skipped: `${path.relative(ROOT, FOSDEM)} is not on this machine` };
  const dataDir = fresh('fosdem-page');
  runImport(dataDir, FOSDEM, 'FOSDEM');
  const server = await startServer({ name: 'fosdem-page', dataDir });
  try {
    const cookie = await login(server.baseUrl);
    const list = (await (await fetch(`${server.baseUrl}/api/v2/events?paged=1&per_page=1`, { headers: { cookie } })).json()) as { items: Array<{ link: string }> };
    const link = list.items[0]?.link;
    if (!link) return { skipped: 'the import made no event' };
    const url = server.baseUrl + new URL(link).pathname;
    const html = Buffer.from(await (await fetch(url)).arrayBuffer());
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await (await fetch(url)).arrayBuffer();
      times.push(performance.now() - t);
    }
    const r = await autocannon({ url, connections: 10, duration: settings.duration });
    return {
      url: new URL(link).pathname,
      htmlBytes: html.length,
      gzipBytes: gzipSync(html).length,
      medianMs: median(times),
      rps: r.requests.total / r.duration,
      p99: r.latency.p99,
    };
  } finally {
    await server.stop();
  }
}

async function cannonSplit(servers: RunningServer[], cookies: string[]): Promise<ProcessRun> {
  const per = Math.max(1, Math.floor(settings.connections / servers.length));
  const run = (seconds: number) =>
    Promise.all(servers.map((s, i) => autocannon({ url: s.baseUrl + LIST_URL, connections: per, duration: seconds, headers: { cookie: cookies[i]!, accept: 'application/json' } })));
  await run(settings.warmup);
  const results = await run(settings.duration);
  return {
    servers: servers.length,
    rps: results.reduce((s, r) => s + r.requests.total / r.duration, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
  };
}

/** The events list on PostgreSQL, 50 connections spread over one and then two server processes. */
async function postgresProcesses(url: string): Promise<ProcessRun[]> {
  await seedPostgres(url);
  const target = (n: number) => ({ name: `postgres-${n}`, dataDir: path.join(DATA_ROOT, `pg-server-data-${n}`), databaseUrl: url });
  const first = await startServer(target(1));
  const runs: ProcessRun[] = [];
  try {
    const cookieA = await login(first.baseUrl);
    runs.push(await cannonSplit([first], [cookieA]));
    const second = await startServer(target(2));
    try {
      runs.push(await cannonSplit([first, second], [cookieA, await login(second.baseUrl)]));
    } finally {
      await second.stop();
    }
  } finally {
    await first.stop();
  }
  return runs;
}

const ms = (v: number | undefined) => (v === undefined ? '–' : `${v.toFixed(0)} ms`);
const met = (ok: boolean) => (ok ? '✅ met' : '❌ missed');

function report(row: FirstRow, page: PublicPage, processes: ProcessRun[] | null): string {
  const lines = ['## Issue #9: real data (machBar calendar, FOSDEM 2025)', ''];
  lines.push(`Load average at the end: ${os.loadavg().map((x) => x.toFixed(2)).join(' / ')}.`, '');
  lines.push('| Goal | Target | Measured | Status |', '|---|---|---|---|');
  if (row.skipped) lines.push(`| machBar first event row | ≤ 500 ms cold, ≤ 200 ms warm | skipped: ${row.skipped} | – |`);
  else {
    lines.push(`| machBar first event row, cold | ≤ 500 ms | ${ms(row.cold)} (JS on the wire ${kb(row.jsTransfer ?? 0)}) | ${met((row.cold ?? Infinity) <= 500)} |`);
    lines.push(`| machBar first event row, warm | ≤ 200 ms | ${ms(row.warm)} | ${met((row.warm ?? Infinity) <= 200)} |`);
  }
  if (page.skipped) lines.push(`| FOSDEM public page | < 300 kB HTML | skipped: ${page.skipped} | – |`);
  else lines.push(`| FOSDEM public page \`${page.url}\` | < 300 kB HTML | ${kb(page.htmlBytes ?? 0)} (${kb(page.gzipBytes ?? 0)} gzip) | ${met((page.htmlBytes ?? Infinity) < 300_000)} |`);
  lines.push('');
  if (row.firstTitles) lines.push(`machBar list, first rows in the default order: ${row.firstTitles.join('; ')}.`, '');
  if (!page.skipped) {
    lines.push(`FOSDEM page: median ${ms(page.medianMs)} for a whole response (20 sequential fetches); ${page.rps?.toFixed(0)} req/s, p99 ${ms(page.p99)} with 10 connections for ${settings.duration} s.`, '');
  }
  if (processes) {
    lines.push('Events list on PostgreSQL (`' + LIST_URL + `\`), ${settings.connections} connections split evenly over the server processes; all processes, autocannon and PostgreSQL share the same cores:`, '');
    lines.push('| server processes | req/s | p99 | non-2xx |', '|---:|---:|---:|---:|');
    for (const p of processes) lines.push(`| ${p.servers} | ${p.rps.toFixed(0)} | ${p.p99} ms | ${p.non2xx} |`);
    lines.push('');
  } else lines.push('PostgreSQL with one and two processes: not run (set BENCH_DATABASE_URL).', '');
  return lines.join('\n') + '\n';
}

/** Runs the three measurements; answers the report section (also written to bench/.data/realdata.md). */
export async function runRealData(): Promise<string> {
  console.log('machBar: first event row');
  const row = await machbarFirstRow();
  console.log('FOSDEM: public event page');
  const page: PublicPage = process.env.BENCH_BASE_MAIN ? { skipped: 'comparing builds only' } : await fosdemPage();
  let processes: ProcessRun[] | null = null;
  if (settings.databaseUrl) {
    console.log('PostgreSQL: events list with one and two server processes');
    processes = await postgresProcesses(settings.databaseUrl);
  }
  const section = report(row, page, processes);
  fs.mkdirSync(DATA_ROOT, { recursive: true });
  fs.writeFileSync(path.join(DATA_ROOT, 'realdata.md'), section);
  return section;
}

if (isMain(import.meta.url)) {
  console.log(await runRealData());
}
