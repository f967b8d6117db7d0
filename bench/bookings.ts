// Issue #4 benchmarks (SQLite, the default database): 200 concurrent bookings for
// 50 seats, QR check-in throughput on distinct tickets (50 connections), and 10,000 RSVP invitations
// (time to queue them, then delivery rate to the .eml file transport by the server's own worker).
// Writes bench/.data/bookings.md, which run.ts puts in REPORT.md.
//
//   node --import tsx bookings.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ADMIN, DATA_ROOT, cpuTimeMs, isMain, settings, sleep, startServer, waitIdle } from './lib.ts';

const SEATS = 50;
const CONCURRENT_BOOKINGS = 200;
/** Distinct tickets made for the check-in run: more than the run can scan. */
const CHECK_IN_TICKETS = 30_000;
const INVITATIONS = 10_000;

export interface Session {
  cookie: string;
  nonce: string;
}

export async function loginWithNonce(baseUrl: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`Login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('eventory_session='))!.split(';')[0]!;
  return { cookie, nonce: ((await res.json()) as { nonce: string }).nonce };
}

export async function call<T>(baseUrl: string, s: Session | null, method: string, url: string, body?: unknown): Promise<{ status: number; body: T; ms: number }> {
  const started = performance.now();
  const res = await fetch(baseUrl + url, {
    method,
    headers: { ...(s ? { cookie: s.cookie, 'x-csrf-token': s.nonce } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, ms: performance.now() - started };
}

export async function createEvent(baseUrl: string, s: Session, title: string, capacity: number): Promise<number> {
  const res = await call<{ id: number }>(baseUrl, s, 'POST', '/api/v2/events', {
    title,
    start_date: '2031-09-01',
    end_date: '2031-09-02',
    status: 'publish',
    ticket_variations: [{ name: 'Seat', price: 0, capacity }],
  });
  if (res.status !== 201) throw new Error(`create event: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export const booking = (eventId: number, slug: string, n: number, i: number) => ({
  event_id: eventId,
  customer: { first_name: 'Bench', last_name: `Buyer ${i}`, email: `buyer${i}@example.com`, phone: '' },
  tickets: [{ slug, quantity: n }],
  attendees: Array.from({ length: n }, (_, k) => ({ name: `Guest ${i}-${k}`, email: `guest${i}-${k}@example.com`, phone: '', ticket_slug: slug, extra_fields: {} })),
});

interface Results {
  oversell: { seats: number; attempts: number; created: number; refused: number; other: number; sold: number; ms: number };
  checkIn: { scans: number; ok: number; non2xx: number; seconds: number; rps: number; okPerSecond: number; p50: number; p99: number; serverCpuUs: number | null; loadBefore: number };
  invitations: { recipients: number; queueMs: number; status: number; deliverySeconds: number; perSecond: number; emlFiles: number; failed: number };
}

async function oversell(baseUrl: string, s: Session): Promise<Results['oversell']> {
  const eventId = await createEvent(baseUrl, s, 'Oversell test', SEATS);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: CONCURRENT_BOOKINGS }, (_, i) => call(baseUrl, null, 'POST', '/api/v2/orders', booking(eventId, 'seat', 1, i))));
  const ms = performance.now() - started;
  const event = await call<{ sold_tickets: number }>(baseUrl, s, 'GET', `/api/v2/events/${eventId}`);
  return {
    seats: SEATS,
    attempts: CONCURRENT_BOOKINGS,
    created: answers.filter((a) => a.status === 201).length,
    refused: answers.filter((a) => a.status === 409).length,
    other: answers.filter((a) => a.status !== 201 && a.status !== 409).length,
    sold: event.body.sold_tickets,
    ms,
  };
}

async function checkIn(baseUrl: string, pid: number, s: Session): Promise<Results['checkIn']> {
  const eventId = await createEvent(baseUrl, s, 'Check-in test', -1);
  const ticketIds: string[] = [];
  for (let i = 0; ticketIds.length < CHECK_IN_TICKETS; i++) {
    const res = await call<{ attendees: { ticket_id: string }[] }>(baseUrl, null, 'POST', '/api/v2/orders', booking(eventId, 'seat', 50, i));
    if (res.status !== 201) throw new Error(`booking: ${res.status} ${JSON.stringify(res.body)}`);
    ticketIds.push(...res.body.attendees.map((a) => a.ticket_id));
  }
  await waitIdle(pid);
  let next = 0;
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = cpuTimeMs(pid);
  const r = await autocannon({
    url: `${baseUrl}/api/v2/attendees/check-in`,
    connections: settings.connections,
    // Each ticket scanned once: the run ends when every ticket has been sent.
    amount: ticketIds.length,
    method: 'POST',
    headers: { cookie: s.cookie, 'x-csrf-token': s.nonce, 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ ticket_id: ticketIds[next++ % ticketIds.length], event_id: eventId }) }) }],
  });
  await waitIdle(pid);
  const cpuAfter = cpuTimeMs(pid);
  const sent = Math.max(1, r.requests.sent ?? r.requests.total);
  const ok = r['2xx'];
  return {
    scans: r.requests.total,
    ok,
    non2xx: r.non2xx,
    seconds: r.duration,
    rps: r.requests.total / r.duration,
    okPerSecond: ok / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    serverCpuUs: cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) * 1000) / sent : null,
    loadBefore,
  };
}

async function invitations(baseUrl: string, s: Session, mailDir: string): Promise<Results['invitations']> {
  const eventId = await createEvent(baseUrl, s, 'Invitation test', -1);
  const rsvp = await call(baseUrl, s, 'PUT', `/api/v2/event/${eventId}/rsvp`, { enabled: true, limit: -1, guests_per_response: 1 });
  if (rsvp.status !== 200) throw new Error(`RSVP settings: ${rsvp.status} ${JSON.stringify(rsvp.body)}`);
  const before = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0;
  const recipients = Array.from({ length: INVITATIONS }, (_, i) => ({ email: `invitee${i}@example.com`, name: `Invitee ${i}` }));
  const sent = await call<{ batch_id: number }>(baseUrl, s, 'POST', '/api/v2/rsvp-invitations', { event_id: eventId, recipients, subject: 'You are invited', message: 'Please tell us whether you can come.' });
  if (sent.status !== 202) throw new Error(`invitations: ${sent.status} ${JSON.stringify(sent.body)}`);
  const started = performance.now();
  let batch = { done: 0, failed: 0, total: INVITATIONS, status: 'running' };
  while (batch.status !== 'done') {
    await sleep(200);
    batch = (await call<typeof batch>(baseUrl, s, 'GET', `/api/v2/jobs/batches/${sent.body.batch_id}`)).body;
    if (performance.now() - started > 600_000) throw new Error(`invitations not delivered after 10 min: ${JSON.stringify(batch)}`);
  }
  const deliverySeconds = (performance.now() - started) / 1000;
  return {
    recipients: INVITATIONS,
    queueMs: sent.ms,
    status: sent.status,
    deliverySeconds,
    perSecond: batch.done / deliverySeconds,
    emlFiles: fs.readdirSync(mailDir).length - before,
    failed: batch.failed,
  };
}

const mark = (ok: boolean) => (ok ? '✅ met' : '❌ missed');

function report(r: Results, target: string): string {
  const o = r.oversell;
  const c = r.checkIn;
  const inv = r.invitations;
  return [
    `## Issue #4: bookings, check-in and invitations (${target})`,
    '',
    '| Goal | Target | Measured | Status |',
    '|---|---|---|---|',
    `| Concurrent bookings | ${o.attempts} bookings of 1 ticket at once for ${o.seats} seats → exactly ${o.seats} sold | ${o.created} created (201), ${o.refused} refused (409), ${o.other} other; event sold_tickets ${o.sold}; all answered in ${o.ms.toFixed(0)} ms | ${mark(o.created === o.seats && o.sold === o.seats && o.other === 0)} |`,
    `| Check-in throughput, distinct tickets | ≥ 1,000 scans/s (${settings.connections} connections) | ${c.okPerSecond.toFixed(0)} check-ins/s (${c.ok.toLocaleString('en')} distinct tickets in ${c.seconds.toFixed(1)} s, ${c.non2xx} non-2xx), p50 ${c.p50} ms, p99 ${c.p99} ms, server CPU ${c.serverCpuUs?.toFixed(0) ?? '?'} µs/scan, load avg ${c.loadBefore.toFixed(1)} | ${mark(c.okPerSecond >= 1000)} |`,
    `| Invitations queued | ${inv.recipients.toLocaleString('en')} recipients in ≤ 1 s | ${(inv.queueMs / 1000).toFixed(2)} s (POST /api/v2/rsvp-invitations → ${inv.status}, request to answer) | ${mark(inv.queueMs <= 1000)} |`,
    `| Invitations delivered | ≥ 200 mails/s to the file transport | ${inv.perSecond.toFixed(0)} mails/s (${inv.recipients.toLocaleString('en')} in ${inv.deliverySeconds.toFixed(1)} s by the server's worker; ${inv.emlFiles.toLocaleString('en')} .eml files written, ${inv.failed} failed) | ${mark(inv.perSecond >= 200 && inv.failed === 0)} |`,
    '',
    'Bookings are public `POST /api/v2/orders` calls fired together with `Promise.all` from this process. Check-in runs autocannon against `POST /api/v2/attendees/check-in`, each request carrying the next of ' +
      `${CHECK_IN_TICKETS.toLocaleString('en')} distinct ticket ids (booked beforehand, 50 per booking); only 2xx answers count as check-ins. Invitations are measured from the POST until the batch reports done (polled every 200 ms), with the worker running inside the server process while it also serves those polls.`,
    '',
  ].join('\n');
}

/** Runs the three measurements on a fresh data folder; answers the report section. */
export async function runBookings(): Promise<string> {
  const dataDir = path.join(DATA_ROOT, 'bookings');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ name: 'bookings', dataDir });
  let section: string;
  try {
    const s = await loginWithNonce(server.baseUrl);
    console.log(`Bookings (${server.baseUrl})`);
    const oversold = await oversell(server.baseUrl, s);
    console.log(`  oversell: ${JSON.stringify(oversold)}`);
    const scans = await checkIn(server.baseUrl, server.pid, s);
    console.log(`  check-in: ${JSON.stringify(scans)}`);
    const invited = await invitations(server.baseUrl, s, path.join(dataDir, 'mail'));
    console.log(`  invitations: ${JSON.stringify(invited)}`);
    section = report({ oversell: oversold, checkIn: scans, invitations: invited }, 'SQLite');
  } finally {
    await server.stop();
  }
  fs.writeFileSync(path.join(DATA_ROOT, 'bookings.md'), section);
  return section;
}

if (isMain(import.meta.url)) {
  console.log(await runBookings());
}
