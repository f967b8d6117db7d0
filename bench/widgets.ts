// Issue #11 §6 benchmarks: the widgets' public API and one server-rendered widget page under
// BENCH_CONNECTIONS (50) on the seeded database (BENCH_EVENTS, 100,000 events; seed.ts), the 304
// rate for unchanged data (If-None-Match with the answer's ETag), the loader script's and each
// widget's client code gzip sizes, and the embed time: script tag → widget painted, cold Chromium,
// a loopback page on another origin (localhost vs the server's 127.0.0.1). Writes
// bench/.data/widgets.md, which run.ts puts in REPORT.md.
//
//   npm run build && npm run widgets -w bench     (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
//   … -- --uncached-vs <old apps/server/dist/main.js>   first renders of the widget page, that build vs this one
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { call, loginWithNonce, type Session } from './bookings.ts';
import { CHROMIUM, DATA_ROOT, cpuTimeMs, freePort, isMain, median, settings, startServer, waitIdle, type RunningServer, type ServerTarget } from './lib.ts';
import { CHROMIUM_ARGS } from '../apps/server/src/pdf/chromiumArgs.ts';

/** The public API answer the widgets list events with (a repeated URL). */
const EVENTS_URL = '/api/public/v1/events?limit=10&status=upcoming';
/** The widget whose server-rendered page (`/embed/<id>`) is loaded and embedded. */
const EVENTS_WIDGET = '[etn_pro_events_standard event_count="10" event_col="3" show_desc="yes" show_category="yes" show_btn="yes" show_thumb="yes" filter_with_status="upcoming"]';
/** Widgets whose client code is sized: a static one, the interactive ones (event ids filled in). */
const SIZED_WIDGETS = (eventId: number): Array<[string, string]> => [
  ['Events (static)', EVENTS_WIDGET],
  ['Events Slider', '[etn_pro_events_sliders slider_nav_show="yes" slider_dot_show="yes"]'],
  ['Speakers Slider', '[etn_pro_speakers_sliders slider_nav_show="yes" slider_dot_show="yes"]'],
  ['Events With Calendar', '[etn_pro_calendar_standard]'],
  ['Events With Calendar List', '[etn_pro_calendar_list]'],
  ['Event Countdown', `[etn_pro_countdown event_id="${eventId}"]`],
  ['Event Ticket Form', `[etn_pro_ticket_form id="${eventId}"]`],
  ['RSVP Form', `[etn_rsvp_form event_id="${eventId}"]`],
];
/** The iframe's size message (apps/server/src/widgets/loader.ts EMBED_SIZE_MESSAGE). */
const SIZE_MESSAGE = 'eventory:embed-size';

interface Load {
  label: string;
  url: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  ok2xx: number;
  not304: number;
  errors: number;
  serverCpuUs: number | null;
  loadBefore: number;
  bytes: number;
  /** One request alone (before the load), ms. */
  probeMs: number;
}

interface Size {
  label: string;
  raw: number;
  gzip: number;
}

interface WidgetCode {
  label: string;
  scripts: Size[];
}

interface Embed {
  /** Script tag parsed → the widget's first contentful paint inside the iframe, ms, per run. */
  painted: number[];
  /** Script tag parsed → the iframe sized to its content (first size message), ms, per run. */
  sized: number[];
  chromium: string;
}

const gzipSize = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;

/** Warm-up, then the measured autocannon run of one URL; `headers` e.g. If-None-Match. */
async function load(server: RunningServer, label: string, url: string, headers: Record<string, string> = {}): Promise<Load> {
  const started = performance.now();
  const probe = await fetch(server.baseUrl + url, { headers });
  const body = await probe.arrayBuffer();
  const probeMs = performance.now() - started;
  if (probe.status !== 200 && probe.status !== 304) throw new Error(`${label}: ${probe.status} ${Buffer.from(body).toString().slice(0, 300)}`);
  const opts = { url: server.baseUrl + url, connections: settings.connections, headers };
  await autocannon({ ...opts, duration: settings.warmup });
  await waitIdle(server.pid);
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = cpuTimeMs(server.pid);
  const r = await autocannon({ ...opts, duration: settings.duration });
  await waitIdle(server.pid);
  const cpuAfter = cpuTimeMs(server.pid);
  const sent = Math.max(1, r.requests.sent ?? r.requests.total);
  const result: Load = {
    label,
    url,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    ok2xx: r['2xx'],
    not304: r.requests.total - r['3xx'],
    errors: r.errors + r.timeouts,
    serverCpuUs: cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) * 1000) / sent : null,
    loadBefore,
    bytes: body.byteLength,
    probeMs,
  };
  console.log(`  ${label.padEnd(38)} alone ${probeMs.toFixed(0)} ms, ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  2xx ${result.ok2xx}  3xx ${r['3xx']}  errors ${result.errors}  (load ${loadBefore.toFixed(1)})`);
  return result;
}

/** A Get Script record for `shortcode` (the same one again on every run: the server reuses it). */
async function scriptId(baseUrl: string, s: Session, label: string, shortcode: string): Promise<number> {
  const res = await call<{ id: number }>(baseUrl, s, 'POST', '/api/v2/shortcodes/script', { post_name: label, shortcode });
  if (res.status !== 200 && res.status !== 201) throw new Error(`Get Script for ${label}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Raw and gzip size of what a URL of the server answers. */
async function sizeOf(baseUrl: string, label: string, url: string): Promise<Size> {
  const res = await fetch(new URL(url, baseUrl));
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { label, raw: body.length, gzip: gzipSize(body) };
}

/** The scripts a widget's embed page loads (its own code and the iframe resizer), with their sizes. */
async function widgetCode(baseUrl: string, s: Session, label: string, shortcode: string): Promise<WidgetCode> {
  const id = await scriptId(baseUrl, s, label, shortcode);
  const page = await (await fetch(`${baseUrl}/embed/${id}`)).text();
  const sources = [...new Set([...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!))];
  return { label, scripts: await Promise.all(sources.map((src) => sizeOf(baseUrl, path.basename(new URL(src, baseUrl).pathname), src))) };
}

/** Serves one partner page holding the widget's script tag on 127.0.0.1:<port>, reached as localhost (another origin). */
async function hostPage(baseUrl: string, id: number): Promise<{ origin: string; close: () => Promise<void> }> {
  const port = await freePort();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title></head><body><h1>Partner page</h1>
<script>window.__t0 = performance.now(); window.addEventListener('message', function (e) { if (e.data && e.data.type === '${SIZE_MESSAGE}' && !window.__sized) window.__sized = performance.now(); });</script>
<script async src="${baseUrl}/external-script?id=${id}"></script>
</body></html>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Cold embeds: each run a fresh browser context (empty cache) opens the partner page; the times
 * are taken in the browser from the moment the script tag is parsed: to the widget's first
 * contentful paint inside the iframe, and to the first size message. Run 0 warms the server and
 * is not counted.
 */
async function embedTimes(baseUrl: string, id: number, origin: string): Promise<Embed> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const result: Embed = { painted: [], sized: [], chromium: browser.version() };
  try {
    for (let run = 0; run <= settings.pageRuns; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(origin);
      const frame = page.frameLocator('iframe');
      await frame.getByRole('article').first().waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => (window as { __sized?: number }).__sized !== undefined, undefined, { timeout: 60_000 });
      const embed = page.frames().find((f) => f.url().includes('/embed/'));
      if (!embed) throw new Error('The partner page has no widget iframe');
      const paintedAt = await embed.evaluate(() => performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN));
      const host = await page.evaluate(() => ({ t0: performance.timeOrigin + (window as { __t0?: number }).__t0!, sized: (window as { __sized?: number }).__sized! - (window as { __t0?: number }).__t0! }));
      if (run > 0) {
        result.painted.push(paintedAt - host.t0);
        result.sized.push(host.sized);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

function report(database: string, loads: Load[], loader: Size, code: WidgetCode[], embed: Embed | string): string {
  const [api, conditional, widget] = loads as [Load, Load, Load];
  const loadRow = (l: Load, goal: string, ok: boolean) =>
    l.requests === 0
      ? `| ${l.label} | ${goal} | no response completed in ${settings.duration} s at ${settings.connections} connections (\`${l.url}\`; one request alone ${l.probeMs.toFixed(0)} ms), load avg ${l.loadBefore.toFixed(1)} | **not met** |`
      : `| ${l.label} | ${goal} | ${l.rps.toFixed(0)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms (\`${l.url}\`, ${l.requests.toLocaleString('en')} responses, ${kB(l.bytes)} each, ${l.errors} errors; one request alone ${l.probeMs.toFixed(0)} ms), server CPU ${l.serverCpuUs?.toFixed(0) ?? '?'} µs/req, load avg ${l.loadBefore.toFixed(1)} | ${mark(ok)} |`;
  const rate304 = conditional.requests ? ((conditional.requests - conditional.not304) / conditional.requests) * 100 : 0;
  const resizer = code.flatMap((w) => w.scripts).find((s) => s.label === 'embed-resizer.js');
  const codeRows = code.map((w) => {
    const own = w.scripts.filter((s) => s.label !== 'embed-resizer.js');
    const gzip = own.reduce((sum, s) => sum + s.gzip, 0);
    const [goal, limit] = /static/.test(w.label) ? ['none', 0] : /Calendar/.test(w.label) ? ['≤ 100 KB gzip', 100_000] : ['≤ 30 KB gzip', 30_000];
    const list = own.length ? own.map((s) => `${s.label} ${kB(s.raw)} / ${kB(s.gzip)} gz`).join(', ') : 'none';
    return `| ${w.label} | ${list} | ${goal} | ${mark(gzip <= limit)} |`;
  });
  const embedRow =
    typeof embed === 'string'
      ? `| Embed: script tag → widget painted, cold | ≤ 500 ms | skipped: ${embed} | |`
      : `| Embed: script tag → widget painted, cold | ≤ 500 ms | ${median(embed.painted).toFixed(0)} ms median (runs ${embed.painted.map((t) => t.toFixed(0)).join(' / ')}); sized to its content at ${median(embed.sized).toFixed(0)} ms (Chromium ${embed.chromium}) | ${mark(median(embed.painted) <= 500)} |`;
  return [
    `## Issue #11: widgets (${database}, bench/widgets.ts)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${settings.events.toLocaleString('en')} events, ${settings.connections} connections, ${settings.duration} s per URL after ${settings.warmup} s of warm-up. Run: \`npm run build && npm run widgets -w bench\`.`,
    '',
    '| figure | goal | measured | |',
    '|---|---|---|---|',
    loadRow(api, '≥ 3,000 req/s, p99 ≤ 30 ms', api.rps >= 3000 && api.p99 <= 30 && api.errors === 0),
    loadRow(conditional, '304s for unchanged data', rate304 === 100 && conditional.errors === 0),
    conditional.requests === 0
      ? `| 304 rate with the answer's ETag in If-None-Match | 100 % | not measured (no response completed) | |`
      : `| 304 rate with the answer's ETag in If-None-Match | 100 % | ${rate304.toFixed(1)} % of ${conditional.requests.toLocaleString('en')} responses | ${mark(rate304 === 100)} |`,
    loadRow(widget, '≥ 3,000 req/s, p99 ≤ 30 ms', widget.rps >= 3000 && widget.p99 <= 30 && widget.errors === 0),
    `| Loader script (\`/external-script?id=N\`) | ≤ 5 KB gzip | ${kB(loader.raw)} raw, ${kB(loader.gzip)} gzip | ${mark(loader.gzip <= 5000)} |`,
    `| Iframe resizer (every widget page) | small | ${resizer ? `${kB(resizer.raw)} raw, ${kB(resizer.gzip)} gzip` : 'not loaded'} | |`,
    embedRow,
    '',
    '| widget | its own client code (beyond the resizer; raw / gzip, level 9) | goal | |',
    '|---|---|---|---|',
    ...codeRows,
    '',
    'The widget page is `/embed/<id>` of a Get Script record (rendered on every request: `Cache-Control: no-cache`). ' +
      'The embed time is read in the browser: from the partner page parsing the script tag to the first contentful paint inside the widget iframe (the iframe and the page share the loopback clock), ' +
      `each run a fresh browser context (cold cache) after one unmeasured warm-up run; the partner page is served on localhost, the widget server on 127.0.0.1 (two origins).`,
    '',
  ].join('\n');
}

/** Sets Settings' registered domains (answers the previous list, to restore). */
async function registerDomains(baseUrl: string, s: Session, origins: (previous: string[]) => string[]): Promise<string[]> {
  const current = await call<{ registered_domains?: string[] }>(baseUrl, s, 'GET', '/api/v2/settings');
  const previous = current.body.registered_domains ?? [];
  const res = await call(baseUrl, s, 'PUT', '/api/v2/settings', { registered_domains: origins(previous) });
  if (res.status !== 200) throw new Error(`Registering the partner page failed: ${res.status} ${JSON.stringify(res.body)}`);
  return previous;
}

/** Runs every measurement on `target` (a seeded database); answers the report section. */
export async function runWidgets(target: ServerTarget): Promise<string> {
  const server = await startServer(target);
  let section: string;
  try {
    console.log(`Widgets on ${target.name} (${server.baseUrl}, server pid ${server.pid})`);
    const s = await loginWithNonce(server.baseUrl);
    const first = (await (await fetch(server.baseUrl + EVENTS_URL)).json()) as Array<{ id: number }>;
    const eventId = first[0]?.id ?? 1;
    const widgetId = await scriptId(server.baseUrl, s, 'Events', EVENTS_WIDGET);
    const etag = (await fetch(server.baseUrl + EVENTS_URL)).headers.get('etag') ?? '';
    const loads = [
      await load(server, 'Public API: events list', EVENTS_URL),
      await load(server, 'Public API: same, If-None-Match', EVENTS_URL, { 'if-none-match': etag }),
      await load(server, 'Widget HTML: Events (server-rendered)', `/embed/${widgetId}`),
    ];
    const loader = await sizeOf(server.baseUrl, 'loader', `/external-script?id=${widgetId}`);
    const code = [];
    for (const [label, shortcode] of SIZED_WIDGETS(eventId)) code.push(await widgetCode(server.baseUrl, s, label, shortcode));
    let embed: Embed | string;
    if (!fs.existsSync(CHROMIUM)) embed = `Chromium not found at ${CHROMIUM}`;
    else {
      const partner = await hostPage(server.baseUrl, widgetId);
      const previous = await registerDomains(server.baseUrl, s, (list) => [...list, partner.origin]);
      try {
        embed = await embedTimes(server.baseUrl, widgetId, partner.origin);
      } finally {
        await registerDomains(server.baseUrl, s, () => previous);
        await partner.close();
      }
    }
    section = report(target.databaseUrl ? 'PostgreSQL' : 'SQLite', loads, loader, code, embed);
  } finally {
    await server.stop();
  }
  fs.writeFileSync(path.join(DATA_ROOT, 'widgets.md'), section);
  return section;
}

/** First renders of distinct widget pages (each its own Get Script record, so none is cached yet), ms each. */
async function uncachedRenders(baseUrl: string, count: number): Promise<number[]> {
  const s = await loginWithNonce(baseUrl);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await scriptId(baseUrl, s, `Events, first render ${i}`, EVENTS_WIDGET.replace(/]$/, ` btn_text="Details ${i}"]`)));
  const times: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/embed/${id}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`/embed/${id}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * Old vs new in one run (issue #11 §6): the uncached widget page on another build (`oldMain`, e.g. a
 * copy of the dist before `PRAGMA optimize` at open) and on this one, each on its own copy of the
 * seeded SQLite database with the statistics removed, as a database the old build made has none.
 */
async function compareUncached(oldMain: string, count = 15): Promise<string> {
  const { seedSqlite } = await import('./seed.ts');
  const seeded = await seedSqlite();
  const arms: Array<{ label: string; main?: string; times: number[]; load: number }> = [
    { label: `old build (${path.relative(process.cwd(), oldMain)})`, main: path.resolve(oldMain), times: [], load: 0 },
    { label: 'this build', times: [], load: 0 },
  ];
  for (const [i, arm] of arms.entries()) {
    const dataDir = path.join(DATA_ROOT, `uncached-${i}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    const source = new SQLite(path.join(seeded.dataDir, 'eventory.sqlite'), { readonly: true });
    source.exec(`VACUUM INTO '${path.join(dataDir, 'eventory.sqlite')}'`);
    source.close();
    const copy = new SQLite(path.join(dataDir, 'eventory.sqlite'));
    copy.exec('DROP TABLE IF EXISTS sqlite_stat1; DROP TABLE IF EXISTS sqlite_stat4;');
    // The seed ran this build's migrations; an older build refuses a database with migrations it
    // does not know, so its copy forgets the ones it lacks (their columns and indexes stay, unused).
    if (arm.main) {
      const known = fs.readFileSync(path.join(path.dirname(arm.main), 'db/migrations.js'), 'utf8');
      const names = (copy.prepare('SELECT name FROM kysely_migration').all() as { name: string }[]).map((r) => r.name);
      for (const name of names) if (!known.includes(`'${name}'`)) copy.prepare('DELETE FROM kysely_migration WHERE name = ?').run(name);
    }
    copy.close();
    const server = await startServer({ name: `uncached-${i}`, dataDir, ...(arm.main ? { main: arm.main } : {}) });
    try {
      arm.load = os.loadavg()[0]!;
      arm.times = await uncachedRenders(server.baseUrl, count);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(`  ${arm.label}: median ${median(arm.times).toFixed(1)} ms (${arm.times.map((t) => t.toFixed(0)).join(' / ')}), load ${arm.load.toFixed(1)}`);
  }
  const [old, now] = arms as [(typeof arms)[0], (typeof arms)[0]];
  return [
    `Uncached widget page (\`/embed/<id>\` of ${count} distinct Get Script records of the Events widget, each requested once), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${settings.events.toLocaleString('en')} events:`,
    `- ${old.label}: median ${median(old.times).toFixed(1)} ms, load average ${old.load.toFixed(1)}`,
    `- ${now.label}: median ${median(now.times).toFixed(1)} ms, load average ${now.load.toFixed(1)}`,
    `- ratio old / new: ${(median(old.times) / median(now.times)).toFixed(1)}×`,
  ].join('\n');
}

if (isMain(import.meta.url)) {
  const { seedSqlite, seedPostgres } = await import('./seed.ts');
  const oldMain = process.argv.indexOf('--uncached-vs');
  if (oldMain > 0) {
    if (!process.argv[oldMain + 1]) throw new Error('--uncached-vs needs the main.js of the old build');
    console.log(await compareUncached(process.argv[oldMain + 1]!));
  } else if (settings.databaseUrl) {
    await seedPostgres(settings.databaseUrl);
    console.log(await runWidgets({ name: 'postgres', dataDir: path.join(DATA_ROOT, 'pg-server-data'), databaseUrl: settings.databaseUrl }));
  } else {
    const seeded = await seedSqlite();
    console.log(await runWidgets({ name: 'sqlite', dataDir: seeded.dataDir }));
  }
}
