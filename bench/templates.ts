// Issue #10 §7 benchmarks (SQLite, the default database): server render of a certificate page
// (pages/s), its PDF with a warm browser (ms a page, cache misses and hits), and Send Certificate to
// 10,000 attendees (time to queue, then delivery rate to the .eml file transport by the server's
// own worker). The certificate page is `/certificate/<ticket id>` where this build serves it; a build
// without it (before the template renderer landed) measures the ticket page `/ticket/<ticket id>`
// and says so. Writes bench/.data/templates.md, which run.ts puts in REPORT.md.
//
// BENCH_BASE_MAIN=<older build>/dist/main.js measures "old vs new" instead: the PDF and Send
// Certificate runs on that build and on this one in the same run, in turns, with the ratios (a
// loaded machine moves absolute figures; both builds see the same load); bench/.data/templates-compare.md.
//
//   node --import tsx templates.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { booking, call, createEvent, loginWithNonce, type Session } from './bookings.ts';
import { DATA_ROOT, ROOT, cpuTimeMs, isMain, median, settings, sleep, startServer, waitIdle } from './lib.ts';

const ATTENDEES = 10_000;
/** Attendees per booking while seeding (the booking form's cap is well above). */
const PER_BOOKING = 50;
/** Distinct pages the render run cycles through. */
const RENDER_PAGES = 1_000;
/** Distinct PDFs made with a warm browser (each a cache miss), after the warm-up ones. */
const PDF_PAGES = 30;
const PDF_WARMUP = 3;

interface Results {
  page: { kind: 'certificate' | 'ticket'; rps: number; p50: number; p99: number; non2xx: number; seconds: number; serverCpuUs: number | null; loadBefore: number };
  pdf: { kind: 'certificate' | 'ticket'; coldMs: number; missMedian: number; missP90: number; hitMedian: number; bytes: number };
  send: { attendees: number; queueMs: number; status: number; queued: number; deliverySeconds: number; perSecond: number; emlFiles: number; failed: number; retried: number };
}

/** A certificate template id for the event: made through the templates API where this build has it. */
async function certificateTemplate(baseUrl: string, s: Session): Promise<number> {
  const res = await call<{ id: number }>(baseUrl, s, 'POST', '/api/v2/templates', { type: 'certificate', name: 'Bench certificate', status: 'publish' });
  return res.status === 201 || res.status === 200 ? res.body.id : 1;
}

/** An event with a certificate template and `count` attendees of completed (free) bookings; answers their ticket ids. */
async function seed(baseUrl: string, s: Session, title: string, count: number): Promise<{ eventId: number; ticketIds: string[] }> {
  const eventId = await createEvent(baseUrl, s, title, -1);
  const template = await certificateTemplate(baseUrl, s);
  const patched = await call(baseUrl, s, 'PUT', `/api/v2/events/${eventId}`, { certificate_template: template });
  if (patched.status !== 200) throw new Error(`certificate template: ${patched.status} ${JSON.stringify(patched.body)}`);
  const ticketIds: string[] = [];
  for (let i = 0; ticketIds.length < count; i++) {
    const res = await call<{ attendees: { ticket_id: string }[] }>(baseUrl, null, 'POST', '/api/v2/orders', booking(eventId, 'seat', Math.min(PER_BOOKING, count - ticketIds.length), i));
    if (res.status !== 201) throw new Error(`booking: ${res.status} ${JSON.stringify(res.body)}`);
    ticketIds.push(...res.body.attendees.map((a) => a.ticket_id));
  }
  return { eventId, ticketIds };
}

/** The printable page this build serves: the certificate page, else the ticket page. */
async function pageKind(baseUrl: string, ticketId: string): Promise<'certificate' | 'ticket'> {
  return (await fetch(`${baseUrl}/certificate/${ticketId}`)).status === 200 ? 'certificate' : 'ticket';
}

async function renderRate(baseUrl: string, pid: number, kind: Results['page']['kind'], ticketIds: string[]): Promise<Results['page']> {
  const ids = ticketIds.slice(0, RENDER_PAGES);
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${baseUrl}/${kind}/${ids[0]}`,
      connections: settings.connections,
      duration,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/${kind}/${ids[next++ % ids.length]}` }) }],
    });
  await run(settings.warmup);
  await waitIdle(pid);
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = cpuTimeMs(pid);
  const r = await run(settings.duration);
  const cpuAfter = cpuTimeMs(pid);
  const sent = Math.max(1, r.requests.total);
  return {
    kind,
    rps: r['2xx'] / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    seconds: r.duration,
    serverCpuUs: cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) * 1000) / sent : null,
    loadBefore,
  };
}

async function timedPdf(baseUrl: string, url: string): Promise<{ ms: number; bytes: number; cache: string }> {
  const started = performance.now();
  const res = await fetch(baseUrl + url);
  const body = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf') throw new Error(`${url}: ${res.status} ${new TextDecoder().decode(body.slice(0, 300))}`);
  return { ms, bytes: body.length, cache: res.headers.get('x-pdf-cache') ?? '' };
}

async function pdfTimes(baseUrl: string, pid: number, kind: Results['pdf']['kind'], ticketIds: string[]): Promise<Results['pdf']> {
  await waitIdle(pid);
  const ids = ticketIds.slice(RENDER_PAGES, RENDER_PAGES + PDF_WARMUP + PDF_PAGES);
  const cold = await timedPdf(baseUrl, `/${kind}/${ids[0]}.pdf`);
  for (const id of ids.slice(1, PDF_WARMUP)) await timedPdf(baseUrl, `/${kind}/${id}.pdf`);
  const misses: number[] = [];
  let bytes = 0;
  for (const id of ids.slice(PDF_WARMUP)) {
    const one = await timedPdf(baseUrl, `/${kind}/${id}.pdf`);
    if (one.cache !== 'miss') throw new Error(`expected a cache miss for ${id}, got ${one.cache}`);
    misses.push(one.ms);
    bytes += one.bytes;
  }
  const hits: number[] = [];
  for (const id of ids.slice(PDF_WARMUP)) hits.push((await timedPdf(baseUrl, `/${kind}/${id}.pdf`)).ms);
  const sorted = [...misses].sort((a, b) => a - b);
  return { kind, coldMs: cold.ms, missMedian: median(misses), missP90: sorted[Math.floor(sorted.length * 0.9)]!, hitMedian: median(hits), bytes: bytes / misses.length };
}

async function sendCertificates(baseUrl: string, s: Session, eventId: number, mailDir: string): Promise<Results['send']> {
  const before = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0;
  const sent = await call<{ batch_id: number; queued: number }>(baseUrl, s, 'GET', `/api/v2/events/${eventId}/send_certificate`);
  if (sent.status !== 202) throw new Error(`send_certificate: ${sent.status} ${JSON.stringify(sent.body)}`);
  const started = performance.now();
  let batch = { done: 0, failed: 0, retried: 0, total: sent.body.queued, status: 'running' };
  while (batch.status !== 'done') {
    await sleep(200);
    batch = (await call<typeof batch>(baseUrl, s, 'GET', `/api/v2/jobs/batches/${sent.body.batch_id}`)).body;
    if (performance.now() - started > 600_000) throw new Error(`certificates not delivered after 10 min: ${JSON.stringify(batch)}`);
  }
  const deliverySeconds = (performance.now() - started) / 1000;
  return {
    attendees: sent.body.queued,
    queueMs: sent.ms,
    status: sent.status,
    queued: sent.body.queued,
    deliverySeconds,
    perSecond: batch.done / deliverySeconds,
    emlFiles: fs.readdirSync(mailDir).length - before,
    failed: batch.failed,
    retried: batch.retried,
  };
}

const mark = (ok: boolean) => (ok ? '✅ met' : '❌ missed');

function report(r: Results, target: string): string {
  const { page, pdf, send } = r;
  const pagePath = `/${page.kind}/<ticket id>`;
  const stand = page.kind === 'ticket' ? ' (the ticket page: this build serves no certificate page yet)' : '';
  return [
    `## Issue #10: certificate page, PDF and Send Certificate (${target})`,
    '',
    '| Goal | Target | Measured | Status |',
    '|---|---|---|---|',
    `| Server render of a certificate page | ≥ 500 pages/s | ${page.rps.toFixed(0)} pages/s of \`${pagePath}\`${stand} (${settings.connections} connections, ${page.seconds.toFixed(0)} s over ${RENDER_PAGES.toLocaleString('en')} attendees, ${page.non2xx} non-2xx), p50 ${page.p50} ms, p99 ${page.p99} ms, server CPU ${page.serverCpuUs?.toFixed(0) ?? '?'} µs/page, load avg ${page.loadBefore.toFixed(1)} | ${mark(page.rps >= 500 && page.non2xx === 0)} |`,
    `| PDF, warm browser | ≤ 100 ms a page | ${pdf.missMedian.toFixed(0)} ms median, ${pdf.missP90.toFixed(0)} ms p90 (\`/${pdf.kind}/<id>.pdf\`, ${PDF_PAGES} distinct pages one after another, each a cache miss, ~${(pdf.bytes / 1000).toFixed(0)} kB); cached: ${pdf.hitMedian.toFixed(1)} ms; first PDF with the browser start: ${pdf.coldMs.toFixed(0)} ms | ${mark(pdf.missMedian <= 100)} |`,
    `| Send Certificate queued | ${send.attendees.toLocaleString('en')} attendees in ≤ 5 s | ${(send.queueMs / 1000).toFixed(2)} s (GET /api/v2/events/{id}/send_certificate → ${send.status}, ${send.queued.toLocaleString('en')} mails queued, request to answer) | ${mark(send.queueMs <= 5000 && send.queued === ATTENDEES)} |`,
    `| Certificates delivered | ≥ 500 mails/s to the file transport | ${send.perSecond.toFixed(0)} mails/s (${send.queued.toLocaleString('en')} in ${send.deliverySeconds.toFixed(1)} s by the server's worker; ${send.emlFiles.toLocaleString('en')} .eml files written, ${send.failed} failed, ${send.retried} retried) | ${mark(send.perSecond >= 500 && send.failed === 0)} |`,
    '',
    `Pages are fetched with autocannon, each request the next of ${RENDER_PAGES.toLocaleString('en')} attendees' pages (no page cache: each is rendered). ` +
      'PDFs are fetched one at a time from this process through the server, which loads the same page in its pooled headless Chromium over loopback and prints it (`page.pdf`, preferCSSPageSize); "cached" is the same PDF asked again (its HTML unchanged). ' +
      `Send Certificate is measured from the GET until the batch reports done (polled every 200 ms); the ${ATTENDEES.toLocaleString('en')} attendees come from ${Math.ceil(ATTENDEES / PER_BOOKING)} free bookings, and the worker runs inside the server process while it also serves those polls.`,
    '',
  ].join('\n');
}

/** One build's PDF and Send Certificate figures, for the old vs new table. */
interface Side {
  pdf: Results['pdf'];
  send: Results['send'];
}

/** Attendees of the old vs new comparison (fewer than the goal's 10,000: both builds deliver them all). */
const COMPARE_ATTENDEES = Number(process.env.BENCH_COMPARE_ATTENDEES ?? 3_000);

/** One seed for both builds: an event with a certificate template and its attendees, made by this build, its mail queue drained. */
async function seedForComparison(): Promise<{ dataDir: string; eventId: number; ticketIds: string[] }> {
  const dataDir = path.join(DATA_ROOT, 'templates-seed');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ name: 'templates-seed', dataDir });
  try {
    const seeded = await seed(server.baseUrl, await loginWithNonce(server.baseUrl), 'Certificate bench', COMPARE_ATTENDEES);
    await waitIdle(server.pid);
    return { dataDir, ...seeded };
  } finally {
    await server.stop();
  }
}

/** A server of one build on its own copy of the seed (its booking mails left out). */
async function seededServer(name: string, seeded: { dataDir: string; eventId: number; ticketIds: string[] }, main?: string) {
  const dataDir = path.join(DATA_ROOT, name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(seeded.dataDir, dataDir, { recursive: true, filter: (source) => path.basename(source) !== 'mail' });
  const server = await startServer({ name, dataDir, ...(main ? { main } : {}) });
  const s = await loginWithNonce(server.baseUrl);
  return { server, s, dataDir, eventId: seeded.eventId, ticketIds: seeded.ticketIds, kind: await pageKind(server.baseUrl, seeded.ticketIds[0]!) };
}

/**
 * The PDF and Send Certificate runs on the build at `baseMain` and on this one, in the same run:
 * both servers are up together, the PDF runs alternate (old, new, new, old) and the sends follow
 * one another. Answers the report's "old vs new" table.
 */
async function compareWithBase(baseMain: string): Promise<string> {
  const seeded = await seedForComparison();
  const sides = [await seededServer('templates-old', seeded, baseMain), await seededServer('templates-new', seeded)];
  try {
    const pdfs: Results['pdf'][][] = [[], []];
    for (const i of [0, 1, 1, 0]) {
      const side = sides[i]!;
      // Each round takes fresh attendees, so every PDF is a cache miss.
      const round = pdfs[i]!.length;
      pdfs[i]!.push(await pdfTimes(side.server.baseUrl, side.server.pid, side.kind, side.ticketIds.slice(round * (PDF_WARMUP + PDF_PAGES))));
    }
    const sends: Results['send'][] = [];
    for (const side of sides) {
      await waitIdle(side.server.pid);
      sends.push(await sendCertificates(side.server.baseUrl, side.s, side.eventId, path.join(side.dataDir, 'mail')));
    }
    const result: Side[] = sides.map((_, i) => ({ pdf: { ...pdfs[i]![0]!, missMedian: median(pdfs[i]!.map((p) => p.missMedian)), missP90: Math.max(...pdfs[i]!.map((p) => p.missP90)) }, send: sends[i]! }));
    console.log(`  old vs new: ${JSON.stringify(result)}`);
    return comparison(result[0]!, result[1]!, path.relative(ROOT, baseMain));
  } finally {
    for (const side of sides) await side.server.stop();
  }
}

function comparison(old: Side, now: Side, base: string): string {
  const ratio = (a: number, b: number) => `×${(b / a).toFixed(2)}`;
  return [
    `### Old vs new, same run (old: \`${base}\`)`,
    '',
    '| | old | new | new / old |',
    '|---|---:|---:|---:|',
    `| PDF, warm browser, cache miss (median of 2 × ${PDF_PAGES}) | ${old.pdf.missMedian.toFixed(0)} ms | ${now.pdf.missMedian.toFixed(0)} ms | ${ratio(old.pdf.missMedian, now.pdf.missMedian)} |`,
    `| PDF p90 | ${old.pdf.missP90.toFixed(0)} ms | ${now.pdf.missP90.toFixed(0)} ms | ${ratio(old.pdf.missP90, now.pdf.missP90)} |`,
    `| Certificates delivered to the file transport | ${old.send.perSecond.toFixed(0)} mails/s | ${now.send.perSecond.toFixed(0)} mails/s | ${ratio(old.send.perSecond, now.send.perSecond)} |`,
    `| Send Certificate queued (${COMPARE_ATTENDEES.toLocaleString('en')}) | ${(old.send.queueMs / 1000).toFixed(2)} s | ${(now.send.queueMs / 1000).toFixed(2)} s | ${ratio(old.send.queueMs, now.send.queueMs)} |`,
    '',
    `Both builds ran at once on copies of the same seed (${COMPARE_ATTENDEES.toLocaleString('en')} attendees of one event, made by the new build); PDF rounds in the order old, new, new, old; load average at the end ${os.loadavg()[0]!.toFixed(1)}. The ratio is what to read: the machine's load moves the absolute figures.`,
    '',
  ].join('\n');
}

/** Runs the three measurements on a fresh data folder; answers the report section. */
export async function runTemplates(): Promise<string> {
  if (process.env.BENCH_BASE_MAIN) {
    // Comparing builds only (the two servers' seeds and runs are load enough for a shared machine).
    const section = await compareWithBase(path.resolve(process.env.BENCH_BASE_MAIN));
    fs.writeFileSync(path.join(DATA_ROOT, 'templates-compare.md'), section);
    return section;
  }
  const dataDir = path.join(DATA_ROOT, 'templates');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ name: 'templates', dataDir });
  let section: string;
  try {
    const s = await loginWithNonce(server.baseUrl);
    console.log(`Templates (${server.baseUrl})`);
    const { eventId, ticketIds } = await seed(server.baseUrl, s, 'Certificate bench', ATTENDEES);
    const kind = await pageKind(server.baseUrl, ticketIds[0]!);
    const page = await renderRate(server.baseUrl, server.pid, kind, ticketIds);
    console.log(`  page: ${JSON.stringify(page)}`);
    const pdf = await pdfTimes(server.baseUrl, server.pid, kind, ticketIds);
    console.log(`  pdf: ${JSON.stringify(pdf)}`);
    await waitIdle(server.pid);
    const send = await sendCertificates(server.baseUrl, s, eventId, path.join(dataDir, 'mail'));
    console.log(`  send: ${JSON.stringify(send)}`);
    section = report({ page, pdf, send }, 'SQLite');
  } finally {
    await server.stop();
  }
  fs.writeFileSync(path.join(DATA_ROOT, 'templates.md'), section);
  return section;
}

if (isMain(import.meta.url)) {
  console.log(await runTemplates());
}
