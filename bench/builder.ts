// The template builder (issue #10 §7): its lazy chunk's size, what the events list loads before its
// first row (unchanged by the builder), and the time from navigation to a canvas that accepts typing.
//
//   node --import tsx builder.ts      (needs `npm run build`; starts the built server on a fresh SQLite folder)
//
// Sizes come from Vite's manifest: the builder's chunk plus the chunks only it imports, against the
// entry's static imports (what /admin#/events fetches before any lazy route). The timing opens
// /admin#/template-builder/<id> in a fresh browser context (empty HTTP cache, "cold"), BENCH_BUILDER_RUNS
// (5) times after one unmeasured run, and stops the clock when a character typed into the canvas's
// first paragraph shows in it; the median is reported. The goal is <= 1.5 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { bundleSizes } from './bundle.ts';
import { ADMIN, ADMIN_MANIFEST, CHROMIUM, DATA_ROOT, isMain, kb, median, startServer } from './lib.ts';
import { CHROMIUM_ARGS } from '../apps/server/src/pdf/chromiumArgs.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface BuilderResult {
  chunk: { raw: number; gzip: number; files: number; cssRaw: number; cssGzip: number };
  eventsList: { raw: number; gzip: number; files: number };
  /** ms from navigation start to the typed character showing in the canvas, per cold run. */
  coldRuns: number[];
  coldMedian: number;
}

const gzip = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length;

/** The builder's own JavaScript and CSS: its route chunk and every chunk reachable only through it. */
export function builderChunkSizes(): BuilderResult['chunk'] {
  const manifest = JSON.parse(fs.readFileSync(ADMIN_MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const key = Object.keys(manifest).find((k) => k.endsWith('template-builder/TemplateEditor.tsx'));
  if (!key) throw new Error('The manifest has no TemplateEditor chunk: is the builder route lazy?');
  const initial = new Set<string>();
  const visitInitial = (k: string) => {
    if (initial.has(k) || !manifest[k]) return;
    initial.add(k);
    for (const dep of manifest[k].imports ?? []) visitInitial(dep);
  };
  for (const [k, c] of Object.entries(manifest)) if (c.isEntry) visitInitial(k);
  const own = new Set<string>();
  const visit = (k: string) => {
    if (own.has(k) || initial.has(k) || !manifest[k]) return;
    own.add(k);
    for (const dep of manifest[k].imports ?? []) visit(dep);
  };
  visit(key);
  const dist = path.dirname(path.dirname(ADMIN_MANIFEST));
  const files = [...own].map((k) => manifest[k]!.file);
  const css = [...new Set([...own].flatMap((k) => manifest[k]!.css ?? []))];
  const read = (f: string) => fs.readFileSync(path.join(dist, f));
  return {
    raw: files.reduce((s, f) => s + read(f).length, 0),
    gzip: files.reduce((s, f) => s + gzip(read(f)), 0),
    files: files.length,
    cssRaw: css.reduce((s, f) => s + read(f).length, 0),
    cssGzip: css.reduce((s, f) => s + gzip(read(f)), 0),
  };
}

/** Cold runs: navigation → the canvas's first paragraph shows a typed character. */
async function typingTimes(runs: number): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-bench-builder-'));
  const server = await startServer({ name: 'builder', dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const session = await fetch(`${server.baseUrl}/api/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = (session.headers.getSetCookie().find((c) => c.startsWith('eventory_session=')) ?? '').split(';')[0]!;
    const { nonce } = (await session.json()) as { nonce: string };
    const created = await fetch(`${server.baseUrl}/api/v2/templates`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': nonce, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'certificate', name: 'Bench certificate' }),
    });
    if (!created.ok) throw new Error(`Creating the template failed: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    const times: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/login`);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`${server.baseUrl}/**`);
      await page.goto('about:blank');
      const start = Date.now();
      await page.goto(`${server.baseUrl}/admin#/template-builder/${id}`);
      const paragraph = page.frameLocator('iframe[name="editor-canvas"]').locator('p[contenteditable="true"]').first();
      await paragraph.click({ timeout: 60_000 });
      await page.keyboard.type('x');
      await paragraph.filter({ hasText: 'x' }).waitFor({ timeout: 60_000 });
      if (run > 0) times.push(Date.now() - start);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function builderBench(runs = Number(process.env.BENCH_BUILDER_RUNS ?? 5)): Promise<BuilderResult> {
  const bundle = bundleSizes();
  const coldRuns = await typingTimes(runs);
  return { chunk: builderChunkSizes(), eventsList: bundle.initial, coldRuns, coldMedian: median(coldRuns) };
}

if (isMain(import.meta.url)) {
  fs.mkdirSync(DATA_ROOT, { recursive: true });
  const result = await builderBench();
  console.log(`builder chunk: ${kb(result.chunk.raw)} raw, ${kb(result.chunk.gzip)} gzip in ${result.chunk.files} files; CSS ${kb(result.chunk.cssRaw)} raw, ${kb(result.chunk.cssGzip)} gzip`);
  console.log(`events list before its first row (entry + static imports): ${kb(result.eventsList.raw)} raw, ${kb(result.eventsList.gzip)} gzip in ${result.eventsList.files} files`);
  console.log(`navigation → typed text in the canvas, cold: median ${result.coldMedian} ms (runs ${result.coldRuns.join(', ')} ms; goal <= 1500 ms)`);
  fs.writeFileSync(path.join(DATA_ROOT, 'builder.json'), JSON.stringify(result, null, 2));
}
