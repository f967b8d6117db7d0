// First page load of the admin in Chromium: the JavaScript downloaded before the first row of the
// events table shows, and the time from navigation start to that row.
//
//   node --import tsx page.ts        (starts the built server on the seeded SQLite database)
//
// Each run uses a fresh browser context (empty cache): log in through the /login form (sent on to
// the public home, so no admin script is cached), then open /admin#/events and wait for
// `.ant-table-tbody tr.ant-table-row`. An init script notes performance.now() when that row enters
// the DOM and at the next animation frame (≈ when it is painted); the Resource Timing entries give
// each script's size and when it finished. One unmeasured run first, then BENCH_PAGE_RUNS (5)
// measured cold runs and as many warm ones (a reload with the HTTP cache filled); medians reported.
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../apps/server/src/pdf/chromiumArgs.ts';
import { ADMIN, CHROMIUM, SERVED_ADMIN_MANIFEST, isMain, kb, median, settings, startServer } from './lib.ts';

export interface PageRun {
  /** performance.now() (ms since navigation start) when the first row entered the DOM. */
  rowInDom: number;
  /** …and at the animation frame after it: the figure judged against the goal. */
  firstRow: number;
  /** Date.now() around goto + waitFor (includes Playwright's round trips). */
  wall: number;
  jsRaw: number;
  jsTransfer: number;
  jsFiles: number;
  cssRaw: number;
  /** Requests made before the first row (scripts, styles, API calls). */
  requests: Array<{ url: string; type: string; raw: number; transfer: number; start: number; end: number }>;
  /** Scripts that arrived after the first row (lazy chunks). */
  jsAfterRaw: number;
  /** With BENCH_TRACE=1: the renderer main thread's CPU time before the first row, ms (see cpuBeforeRow). */
  cpu?: CpuBreakdown;
}

/** Main-thread CPU (thread time, not wall time: steadier on a loaded machine) from navigation start to the first row, ms. */
export interface CpuBreakdown {
  total: number;
  /** Style recalculation (UpdateLayoutTree) and stylesheet parsing. */
  style: number;
  layout: number;
  paint: number;
  /** Compiling and running script, GC included: the rest. */
  script: number;
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { data?: { message?: string } } }

/** Sums the renderer main thread's task CPU time between the last navigation start and the 'bench-row' time stamp. */
function cpuBeforeRow(events: TraceEvent[]): CpuBreakdown | undefined {
  const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'bench-row');
  if (!mark) return undefined;
  const same = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid);
  const nav = same.filter((e) => e.name === 'navigationStart' && e.ts <= mark.ts).at(-1);
  const from = nav?.ts ?? 0;
  const inWindow = (e: TraceEvent) => e.ph === 'X' && e.ts >= from && e.ts <= mark.ts;
  const sum = (names: string[]) => same.filter((e) => inWindow(e) && names.includes(e.name)).reduce((t, e) => t + (e.tdur ?? e.dur ?? 0), 0) / 1000;
  // 'RunTask' only: the 'toplevel' category's ThreadControllerImpl::RunTask wraps the same tasks.
  const total = sum(['RunTask']);
  const style = sum(['UpdateLayoutTree', 'ParseAuthorStyleSheet']);
  const layout = sum(['Layout']);
  const paint = sum(['Paint', 'PrePaint', 'Layerize']);
  return { total, style, layout, paint, script: total - style - layout - paint };
}

const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'toplevel', 'disabled-by-default-devtools.timeline'];

export interface PageResult {
  skipped?: string;
  cold: PageRun[];
  warm: PageRun[];
  chromiumVersion?: string;
}

interface Measured {
  rowInDom: number;
  rowPainted: number;
  resources: Array<{ name: string; initiatorType: string; startTime: number; responseEnd: number; decodedBodySize: number; transferSize: number }>;
}

declare global {
  interface Window {
    __benchRowInDom?: number;
    __benchRowPainted?: number;
  }
}

/**
 * Installed in every document: notes when the first events-table row appears. A string, not a
 * function: tsx's transform may add helpers (`__name`) to a function's source that the page lacks.
 */
const WATCH_FIRST_ROW = `(() => {
  const selector = '.ant-table-tbody tr.ant-table-row';
  const observer = new MutationObserver(() => {
    if (window.__benchRowInDom !== undefined || !document.querySelector(selector)) return;
    window.__benchRowInDom = performance.now();
    console.timeStamp('bench-row');
    observer.disconnect();
    requestAnimationFrame(() => { window.__benchRowPainted = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

const isScript = (r: { name: string; initiatorType: string }) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(r.name).pathname);
const isStyle = (r: { name: string; initiatorType: string }) => /\.css(\?|$)/.test(new URL(r.name).pathname);

function summarize(m: Measured, wall: number): PageRun {
  const before = m.resources.filter((r) => r.responseEnd <= m.rowInDom);
  const js = before.filter(isScript);
  return {
    rowInDom: m.rowInDom,
    firstRow: m.rowPainted,
    wall,
    jsRaw: js.reduce((s, r) => s + r.decodedBodySize, 0),
    jsTransfer: js.reduce((s, r) => s + r.transferSize, 0),
    jsFiles: js.length,
    cssRaw: before.filter(isStyle).reduce((s, r) => s + r.decodedBodySize, 0),
    requests: before.map((r) => ({
      url: new URL(r.name).pathname + new URL(r.name).search,
      type: isScript(r) ? 'js' : isStyle(r) ? 'css' : r.initiatorType,
      raw: r.decodedBodySize,
      transfer: r.transferSize,
      start: r.startTime,
      end: r.responseEnd,
    })),
    jsAfterRaw: m.resources.filter((r) => r.responseEnd > m.rowInDom && isScript(r)).reduce((s, r) => s + r.decodedBodySize, 0),
  };
}

async function openEvents(page: import('playwright-core').Page, baseUrl: string, reload: boolean): Promise<PageRun> {
  const browser = page.context().browser();
  const trace = process.env.BENCH_TRACE === '1' && browser ? browser : null;
  if (trace) await trace.startTracing(page, { categories: TRACE_CATEGORIES });
  const started = Date.now();
  if (reload) await page.reload({ waitUntil: 'commit' });
  else await page.goto(`${baseUrl}/admin#/events`, { waitUntil: 'commit' });
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ state: 'visible', timeout: 60_000 });
  const wall = Date.now() - started;
  await page.waitForFunction(() => window.__benchRowPainted !== undefined, undefined, { timeout: 10_000 });
  const measured = await page.evaluate(
    (): Measured => ({
      rowInDom: window.__benchRowInDom!,
      rowPainted: window.__benchRowPainted!,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        name: e.name,
        initiatorType: e.initiatorType,
        startTime: e.startTime,
        responseEnd: e.responseEnd,
        decodedBodySize: e.decodedBodySize,
        transferSize: e.transferSize,
      })),
    }),
  );
  const run = summarize(measured, wall);
  if (trace) run.cpu = cpuBeforeRow((JSON.parse((await trace.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
  return run;
}

async function oneRun(browser: Browser, baseUrl: string): Promise<{ cold: PageRun; warm: PageRun }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await context.addInitScript({ content: WATCH_FIRST_ROW });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login?next=/`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await Promise.all([page.waitForURL(`${baseUrl}/`), page.getByRole('button', { name: 'Log in' }).click()]);
    const cold = await openEvents(page, baseUrl, false);
    const warm = await openEvents(page, baseUrl, true);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** Measures against a running server; skips when the admin is not built. */
export async function runPage(baseUrl: string, manifest = SERVED_ADMIN_MANIFEST): Promise<PageResult> {
  if (!fs.existsSync(manifest)) {
    return { skipped: 'apps/admin/dist/.vite/manifest.json is missing: the admin is not built (run `npm run build`)', cold: [], warm: [] };
  }
  if (!fs.existsSync(CHROMIUM)) return { skipped: `Chromium not found at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`, cold: [], warm: [] };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const result: PageResult = { cold: [], warm: [], chromiumVersion: browser.version() };
  try {
    await oneRun(browser, baseUrl); // unmeasured: first start of the renderer, server's first reads
    for (let i = 0; i < settings.pageRuns; i++) {
      const { cold, warm } = await oneRun(browser, baseUrl);
      result.cold.push(cold);
      result.warm.push(warm);
      console.log(
        `  page run ${i + 1}: first row ${cold.firstRow.toFixed(0)} ms cold / ${warm.firstRow.toFixed(0)} ms warm, JS before it ${kb(cold.jsRaw)} raw (${cold.jsFiles} files)`,
      );
    }
  } finally {
    await browser.close();
  }
  return result;
}

/**
 * Measures several servers (e.g. a baseline build and the build under test) in turns: one
 * unmeasured run each, then BENCH_PAGE_RUNS rounds of one cold + warm run per server, so the
 * machine's load falls on all of them alike and their ratios are comparable within one run.
 */
export async function runPagesInterleaved(baseUrls: string[]): Promise<PageResult[]> {
  if (!fs.existsSync(CHROMIUM)) return baseUrls.map(() => ({ skipped: `Chromium not found at ${CHROMIUM}`, cold: [], warm: [] }));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results: PageResult[] = baseUrls.map(() => ({ cold: [], warm: [], chromiumVersion: browser.version() }));
  try {
    for (const url of baseUrls) await oneRun(browser, url);
    for (let i = 0; i < settings.pageRuns; i++) {
      for (const [k, url] of baseUrls.entries()) {
        const { cold, warm } = await oneRun(browser, url);
        results[k]!.cold.push(cold);
        results[k]!.warm.push(warm);
      }
      const cpu = (r: PageRun) => (r.cpu ? ` (CPU ${r.cpu.total.toFixed(0)})` : '');
      console.log(`  round ${i + 1}: ${results.map((r) => `${r.cold.at(-1)!.firstRow.toFixed(0)}${cpu(r.cold.at(-1)!)}/${r.warm.at(-1)!.firstRow.toFixed(0)}${cpu(r.warm.at(-1)!)} ms`).join(' vs ')}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Medians of the measured runs. */
export function pageMedians(runs: PageRun[]) {
  return {
    firstRow: median(runs.map((r) => r.firstRow)),
    rowInDom: median(runs.map((r) => r.rowInDom)),
    wall: median(runs.map((r) => r.wall)),
    jsRaw: median(runs.map((r) => r.jsRaw)),
    jsTransfer: median(runs.map((r) => r.jsTransfer)),
    jsFiles: median(runs.map((r) => r.jsFiles)),
    cssRaw: median(runs.map((r) => r.cssRaw)),
    jsAfterRaw: median(runs.map((r) => r.jsAfterRaw)),
  };
}

/** Medians of the traced runs' main-thread CPU (BENCH_TRACE=1), or undefined when not traced. */
export function cpuMedians(runs: PageRun[]): CpuBreakdown | undefined {
  const traced = runs.flatMap((r) => (r.cpu ? [r.cpu] : []));
  if (traced.length === 0) return undefined;
  const m = (k: keyof CpuBreakdown) => median(traced.map((c) => c[k]));
  return { total: m('total'), style: m('style'), layout: m('layout'), paint: m('paint'), script: m('script') };
}

/** 'CPU 412 ms (script 300, style 80, layout 20, paint 12)'. */
export const formatCpu = (c: CpuBreakdown | undefined) =>
  c ? `CPU ${c.total.toFixed(0)} ms (script ${c.script.toFixed(0)}, style ${c.style.toFixed(0)}, layout ${c.layout.toFixed(0)}, paint ${c.paint.toFixed(0)})` : 'CPU not traced';

if (isMain(import.meta.url)) {
  const { seedSqlite } = await import('./seed.ts');
  const seeded = await seedSqlite();
  const server = await startServer({ name: 'sqlite-page', dataDir: seeded.dataDir });
  try {
    const result = await runPage(server.baseUrl);
    if (result.skipped) console.log(`Page benchmark skipped: ${result.skipped}`);
    else console.log(JSON.stringify({ cold: pageMedians(result.cold), warm: pageMedians(result.warm) }, null, 2));
  } finally {
    await server.stop();
  }
}
