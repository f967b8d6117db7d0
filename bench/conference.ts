// Issue #3 benchmarks: the FOSDEM 2025 conference import (first import and re-import, through the
// CLI, as a person runs it) and the speakers list with 10,000 speakers (list and name search, 50
// connections). Writes bench/.data/conference.md, which run.ts puts in REPORT.md.
//
//   node --import tsx conference.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DATA_ROOT, ROOT, cpuTimeMs, importBuilt, isMain, login, runImport, SHARED_DATA, settings, startServer, waitIdle, type ImportRun } from './lib.ts';

/** Where the FOSDEM schedule sits beside the repository (absent on a user's machine). */
export const FOSDEM = path.join(SHARED_DATA, 'fosdem-2025-schedule.xml');
export const SPEAKER_COUNT = 10_000;
/** A first name given to 10 % of the seeded speakers: the search term. */
export const SPEAKER_KEYWORD = 'Rosalind';

export interface SpeakerRun {
  label: string;
  url: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  total: number | null;
  serverCpuUs: number | null;
  loadBefore: number;
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Barbara', 'Edsger', 'Frances', 'Donald', 'Margaret', 'Ken', 'Radia', 'Linus', 'Hedy', 'Dennis'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Liskov', 'Dijkstra', 'Allen', 'Knuth', 'Hamilton', 'Thompson', 'Perlman', 'Torvalds', 'Lamarr', 'Ritchie'];

/** Adds SPEAKER_COUNT speakers straight through Kysely (10 % named SPEAKER_KEYWORD), in batches. */
async function seedSpeakers(dataDir: string): Promise<void> {
  type Db = { insertInto(t: string): { values(rows: object[]): { execute(): Promise<unknown> } }; transaction(): { execute<T>(f: (trx: Db) => Promise<T>): Promise<T> } };
  const { openDatabase } = await importBuilt<{ openDatabase(o: { dataDir: string }): Promise<{ db: Db; close(): Promise<void> }> }>('apps/server/dist/db/database.js');
  const handle = await openDatabase({ dataDir });
  const now = new Date().toISOString();
  await handle.db.transaction().execute(async (trx) => {
    for (let start = 0; start < SPEAKER_COUNT; start += 500) {
      const rows = Array.from({ length: Math.min(500, SPEAKER_COUNT - start) }, (_, k) => {
        const i = start + k;
        const first = i % 10 === 0 ? SPEAKER_KEYWORD : FIRST[i % FIRST.length]!;
        const name = `${first} ${LAST[(i * 7) % LAST.length]} ${i}`;
        return {
          name,
          // ASCII names: their sort key (sortKey, packages/core) is their lower case.
          sort_name: name.toLowerCase(),
          slug: `bench-speaker-${i}`,
          designation: 'Engineer',
          is_speaker: 1,
          is_organizer: i % 4 === 0 ? 1 : 0,
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto('speakers').values(rows).execute();
    }
  });
  await handle.close();
}

async function measure(baseUrl: string, pid: number, cookie: string, label: string, url: string): Promise<SpeakerRun> {
  const probe = await fetch(baseUrl + url, { headers: { cookie } });
  await probe.arrayBuffer();
  const opts = { url: baseUrl + url, connections: settings.connections, headers: { cookie, accept: 'application/json' } };
  await autocannon({ ...opts, duration: settings.warmup });
  await waitIdle(pid);
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = cpuTimeMs(pid);
  const r = await autocannon({ ...opts, duration: settings.duration });
  await waitIdle(pid);
  const cpuAfter = cpuTimeMs(pid);
  const sent = Math.max(1, r.requests.sent ?? r.requests.total);
  const run: SpeakerRun = {
    label,
    url,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    total: Number(probe.headers.get('x-wp-total')),
    serverCpuUs: cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) * 1000) / sent : null,
    loadBefore,
  };
  console.log(`  ${label.padEnd(34)} ${run.rps.toFixed(0).padStart(6)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  non-2xx ${run.non2xx}  X-WP-Total ${run.total}`);
  return run;
}

function report(imports: ImportRun[], speakers: SpeakerRun[]): string {
  const lines = ['## Issue #3: conference import and speakers list (SQLite)', ''];
  if (imports.length === 0) lines.push(`FOSDEM import skipped: ${path.relative(ROOT, FOSDEM)} is not on this machine.`, '');
  else {
    lines.push('| FOSDEM 2025 schedule.xml (943 talks, 992 speakers) | importer (parse + transaction) | whole command (Node start, migrations, import) | goal ≤ 3 s | summary |', '|---|---:|---:|---|---|');
    for (const r of imports) {
      const s = r.importerSeconds ?? r.wallSeconds;
      lines.push(`| ${r.label} | ${r.importerSeconds?.toFixed(2) ?? '?'} s | ${r.wallSeconds.toFixed(2)} s | ${s <= 3 ? '✅ met' : '❌ missed'} | ${r.summary} |`);
    }
    lines.push('');
  }
  lines.push(
    `Speakers: ${SPEAKER_COUNT.toLocaleString('en')} seeded plus the import's; ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s measured.`,
    '',
    '| scenario | req/s | p50 | p99 | non-2xx | X-WP-Total | server CPU / req | load avg | goal (search ≥ 1,500 req/s, p99 ≤ 50 ms) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const r of speakers) {
    const goal = r.url.includes('search=') ? (r.rps >= 1500 && r.p99 <= 50 ? '✅ met' : '❌ missed') : '';
    lines.push(`| ${r.label} (\`${r.url}\`) | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.total ?? '-'} | ${r.serverCpuUs?.toFixed(0) ?? '?'} µs | ${r.loadBefore.toFixed(1)} | ${goal} |`);
  }
  return lines.join('\n') + '\n';
}

/** Runs both measurements on a fresh SQLite data folder; answers the report section. */
export async function runConference(): Promise<string> {
  const dataDir = path.join(DATA_ROOT, 'conference');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const imports: ImportRun[] = [];
  if (fs.existsSync(FOSDEM)) {
    console.log('FOSDEM import (CLI)');
    imports.push(runImport(dataDir, FOSDEM, 'first import'), runImport(dataDir, FOSDEM, 're-import (updates in place)'));
    for (const r of imports) console.log(`  ${r.label}: importer ${r.importerSeconds} s, command ${r.wallSeconds.toFixed(2)} s — ${r.summary}`);
  } else {
    const { migrateToLatest } = await importBuilt<{ migrateToLatest(db: unknown, d: string): Promise<void> }>('apps/server/dist/db/migrations.js');
    const { openDatabase } = await importBuilt<{ openDatabase(o: { dataDir: string }): Promise<{ db: unknown; dialect: string; close(): Promise<void> }> }>('apps/server/dist/db/database.js');
    const handle = await openDatabase({ dataDir });
    await migrateToLatest(handle.db, handle.dialect);
    await handle.close();
  }
  await seedSpeakers(dataDir);
  const server = await startServer({ name: 'conference', dataDir });
  const speakers: SpeakerRun[] = [];
  try {
    const cookie = await login(server.baseUrl);
    console.log(`Speakers API (${server.baseUrl})`);
    speakers.push(await measure(server.baseUrl, server.pid, cookie, 'Speakers list, page 1 of 10', '/api/v2/speakers?paged=1&per_page=10'));
    speakers.push(await measure(server.baseUrl, server.pid, cookie, `Name search "${SPEAKER_KEYWORD}" (10 %)`, `/api/v2/speakers?search=${SPEAKER_KEYWORD}&paged=1&per_page=10`));
    speakers.push(await measure(server.baseUrl, server.pid, cookie, 'Role filter: organizers', '/api/v2/speakers?category=organizer&paged=1&per_page=10'));
  } finally {
    await server.stop();
  }
  const section = report(imports, speakers);
  fs.writeFileSync(path.join(DATA_ROOT, 'conference.md'), section);
  return section;
}

if (isMain(import.meta.url)) {
  console.log(await runConference());
}
