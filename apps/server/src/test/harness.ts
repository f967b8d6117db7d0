import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle, type Dialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';
import { createUser, ensureAdministrator } from '../modules/users/service.js';

/** The databases a suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASES: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** `describe` once per database, named after it. */
export function describeEachDatabase(name: string, body: (dialect: Dialect) => void) {
  for (const dialect of DATABASES) describe(`${name} [${dialect}]`, () => body(dialect));
}

export const ADMIN = { email: 'admin@example.com', password: 'admin-password' };

/** A logged-in client: sends the session cookie and CSRF nonce. */
export interface Client {
  cookie: string;
  nonce: string;
  request(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Sets the user's own admin language through the shell's form (issue #12 §2); null follows the site's. */
  chooseLanguage(language: string | null): Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  dataDir: string;
  /** Logged in as the administrator. */
  admin: Client;
  /** Creates a user with the role and logs them in. */
  loginAs(role: string): Promise<Client>;
  login(email: string, password: string): Promise<Client>;
  /** Starts another server on this app's database (its own connections), as a second process would. */
  secondServer(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: a temporary SQLite file, or a fresh PostgreSQL schema on
 * TEST_DATABASE_URL (dropped on close).
 */
export async function createTestApp(dialect: Dialect, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-test-'));
  const schema = dialect === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const url = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const dropSchema = async () => {
    if (!schema || !url) return;
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  };
  const config = { ...loadConfig({ DATA_DIR: dataDir, PORT: '8080', LOGIN_RATE_LIMIT: '1000', PUBLIC_WRITE_RATE_LIMIT: '100000', JOB_WORKER: 'off', SQLITE_READERS: '1', ...env }) };
  const handle = await openDatabase({ url, dataDir, schema, readers: config.sqliteReaders });
  let app: FastifyInstance;
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await ensureAdministrator(handle.db, ADMIN);
    app = await buildApp({ ...handle, config });
    await app.ready();
  } catch (error) {
    await handle.close();
    await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const login = async (email: string, password: string): Promise<Client> => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const nonce = (res.json() as { nonce: string }).nonce;
    return {
      cookie,
      nonce,
      request: (method, url, body, headers = {}) =>
        app.inject({
          method: method as 'GET',
          url,
          headers: { cookie, 'x-csrf-token': nonce, ...headers },
          ...(body === undefined ? {} : typeof body === 'string' ? { payload: body } : { payload: body as object }),
        }),
      async chooseLanguage(language) {
        const res = await app.inject({
          method: 'POST',
          url: '/account/language',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ _csrf: nonce, language: language ?? '' }).toString(),
        });
        if (res.statusCode !== 303 || res.headers.location !== '/admin') throw new Error(`choosing ${language} failed: ${res.statusCode} ${res.body}`);
      },
    };
  };
  let counter = 0;
  return {
    app,
    handle,
    dataDir,
    admin: await login(ADMIN.email, ADMIN.password),
    login,
    async secondServer() {
      const other = await openDatabase({ url, dataDir, schema, readers: config.sqliteReaders });
      const second = await buildApp({ ...other, config });
      await second.ready();
      return {
        app: second,
        async close() {
          await second.close();
          await other.close();
        },
      };
    },
    async loginAs(role: string) {
      const email = `${role}-${++counter}-${randomBytes(3).toString('hex')}@example.com`;
      await createUser(handle.db, { email, display_name: `${role} user`, password: 'password-123', role });
      return login(email, 'password-123');
    },
    async close() {
      await app.close();
      await handle.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
