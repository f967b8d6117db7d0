// Shared helpers of the benchmarks: paths, the settings read from the environment, starting the
// built server as a child process, logging in.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const BENCH_DIR = import.meta.dirname;
export const ROOT = path.resolve(BENCH_DIR, '..');
/** Seeded databases, server logs and raw results (gitignored). */
export const DATA_ROOT = path.join(BENCH_DIR, '.data');
/** The server under test; BENCH_SERVER_MAIN points at another build (e.g. a patched copy) to compare. */
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN ? path.resolve(process.env.BENCH_SERVER_MAIN) : path.join(ROOT, 'apps/server/dist/main.js');
/** The built admin the server serves (BENCH_ADMIN_DIST only changes what bundle.ts reads). */
export const ADMIN_DIST = process.env.BENCH_ADMIN_DIST ? path.resolve(process.env.BENCH_ADMIN_DIST) : path.join(ROOT, 'apps/admin/dist');
export const ADMIN_MANIFEST = path.join(ADMIN_DIST, '.vite/manifest.json');
/** The manifest of the admin the server serves (apps/admin/dist). */
export const SERVED_ADMIN_MANIFEST = path.join(ROOT, 'apps/admin/dist/.vite/manifest.json');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' };

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/** Settings, each overridable from the environment (README of bench/ lists them). */
export const settings = {
  events: intEnv('BENCH_EVENTS', 100_000),
  connections: intEnv('BENCH_CONNECTIONS', 50),
  /** Measured seconds per API scenario. */
  duration: intEnv('BENCH_DURATION', 10),
  /** Discarded warm-up seconds before each API scenario. */
  warmup: intEnv('BENCH_WARMUP', 3),
  pageRuns: intEnv('BENCH_PAGE_RUNS', 5),
  /** LOG_LEVEL of the server under test; 'info' is what `npm start` uses. */
  logLevel: process.env.BENCH_LOG_LEVEL || 'info',
  reseed: process.env.BENCH_RESEED === '1',
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
};

/** The data folder of a seeded SQLite database with `count` events. */
export const sqliteDataDir = (count: number) => path.join(DATA_ROOT, `sqlite-${count}`);

/** Imports a built module of the server (apps/server/dist/…) or core (packages/core/dist/…). */
export async function importBuilt<T>(relative: string): Promise<T> {
  const file = path.join(ROOT, relative);
  if (!fs.existsSync(file)) throw new Error(`${relative} is missing: run \`npm run build\` (or \`npx tsc -b packages/core apps/server\`) first`);
  return (await import(pathToFileURL(file).href)) as T;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

export interface ServerTarget {
  /** Short name used in file names and report columns: 'sqlite' or 'postgres'. */
  name: string;
  dataDir: string;
  databaseUrl?: string;
  /** Server entry to run instead of SERVER_MAIN (comparing builds). */
  main?: string;
}

/**
 * Starts `node apps/server/dist/main.js` on a free loopback port. Its output goes to a log file
 * under bench/.data (not through this process, which runs the load generator).
 */
export async function startServer(target: ServerTarget): Promise<RunningServer> {
  const main = target.main ?? SERVER_MAIN;
  if (!fs.existsSync(main)) throw new Error(`${path.relative(ROOT, main)} is missing: run \`npm run build\` first`);
  fs.mkdirSync(DATA_ROOT, { recursive: true });
  const port = await freePort();
  const logFile = path.join(DATA_ROOT, `server-${target.name}.log`);
  const log = fs.openSync(logFile, 'w');
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=bench/.data/prof" to profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, main], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: target.databaseUrl ?? '',
      DATA_DIR: target.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '10000',
      PUBLIC_WRITE_RATE_LIMIT: '100000',
      LOG_LEVEL: settings.logLevel,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${tail()}`);
    try {
      const res = await fetch(`${baseUrl}/login`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1800) {
      child.kill('SIGTERM');
      throw new Error(`The server did not answer within 180 s:\n${tail()}`);
    }
    await sleep(100);
  }
  return {
    baseUrl,
    pid: child.pid!,
    logFile,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Logs in through the API; answers the `Cookie` header value of the session. */
export async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`Login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('eventory_session='));
  if (!cookie) throw new Error('Login answered no eventory_session cookie');
  return cookie.split(';')[0]!;
}

/** CPU time (user + system) a process has used so far, ms; null when /proc is not there. */
export function cpuTimeMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/**
 * Waits until a process stops using CPU (two quiet 250 ms windows in a row). After autocannon stops,
 * the server still works through the requests already sent (it does not drop work for closed
 * sockets); the next scenario must not start until that backlog is done.
 */
export async function waitIdle(pid: number, maxMs = 120_000): Promise<void> {
  const until = Date.now() + maxMs;
  let quiet = 0;
  let last = cpuTimeMs(pid);
  if (last === null) {
    await sleep(2_000);
    return;
  }
  while (quiet < 2 && Date.now() < until) {
    await sleep(250);
    const now = cpuTimeMs(pid);
    if (now === null) return;
    quiet = now - last < 30 ? quiet + 1 : 0;
    last = now;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Bytes as kB (1 kB = 1,000 bytes, as Vite and the goals count them). */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** True when this module is the script node was started with (`node --import tsx file.ts`). */
export const isMain = (url: string) => process.argv[1] !== undefined && pathToFileURL(path.resolve(process.argv[1])).href === url;

/** Where the real data sets sit beside the repository (absent on a user's machine); BENCH_SHARED_DATA points elsewhere (e.g. from a worktree). */
export const SHARED_DATA = path.resolve(process.env.BENCH_SHARED_DATA ?? path.join(ROOT, '../shared/data'));

export interface ImportRun {
  label: string;
  /** What the importer itself reports (parse + one transaction), s. */
  importerSeconds: number | null;
  /** The whole command: Node start, migrations, import, s. */
  wallSeconds: number;
  summary: string;
}

/** Imports a file (.ics, Pentabarf XML, Frab JSON) into a SQLite data folder through the CLI, as a person runs it. */
export function runImport(dataDir: string, file: string, label: string): ImportRun {
  const started = process.hrtime.bigint();
  // Comparing builds (BENCH_BASE_MAIN), the first, older build imports: a build refuses a database a
  // newer one has migrated, while a newer one migrates an older database forward when it starts.
  const base = process.env.BENCH_BASE_MAIN?.split(',')[0];
  const cli = base ? path.join(path.dirname(path.resolve(base)), 'cli/import.js') : path.join(ROOT, 'apps/server/dist/cli/import.js');
  const out = spawnSync(process.execPath, [cli, file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (out.status !== 0) throw new Error(`import of ${path.basename(file)} failed: ${out.stdout}${out.stderr}`);
  const seconds = /in ([\d.]+) s/.exec(out.stdout)?.[1];
  const summary = out.stdout.split('\n').filter((l) => /created|updated/.test(l)).map((l) => l.trim()).join('; ');
  return { label, importerSeconds: seconds ? Number(seconds) : null, wallSeconds, summary };
}
