import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..');
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** PEM of the Ed25519 private key standing in for the vendor's: the server trusts its public half. */
    licensePrivateKey: string;
    /** The server's DATA_DIR: its file mail transport writes each mail as an .eml under `mail/`. */
    dataDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** How long the server may take to start, ms: on a machine shared by many jobs (load 25–30) a fresh start took ~50 s. */
const START_TIMEOUT_MS = 180_000;

async function waitForServer(url: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < START_TIMEOUT_MS / 100; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/login`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not start:\n${log()}`);
}

/**
 * Starts the built server (`npm test` builds first) on a free loopback port with a fresh SQLite
 * data folder, and provides its URL to the browser tests. A throwaway key pair stands in for the
 * license vendor's, so the tests can sign license keys the server accepts.
 */
export default async function setup(project: TestProject) {
  for (const file of ['apps/server/dist/main.js', 'apps/admin/dist/.vite/manifest.json']) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`${file} is missing: run npm run build before the e2e tests`);
  }
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-e2e-'));
  const port = await freePort();
  const vendor = generateKeyPairSync('ed25519');
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_RATE_LIMIT: '10000',
      PUBLIC_WRITE_RATE_LIMIT: '100000',
      LICENSE_PUBLIC_KEY: vendor.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('licensePrivateKey', vendor.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
