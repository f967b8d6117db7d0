import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { TEMPLATE_LIBRARY_PATH } from '@eventory/core';
import { loadPublicKey } from './modules/license/keys.js';

/** Server settings read from the environment once at start (README lists them). */
export interface ServerConfig {
  host: string;
  port: number;
  /** Folder of the SQLite file, mail and uploads. */
  dataDir: string;
  /** `postgres://…` to use PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** Public origin used in links (`link`, admin URL); defaults to http://HOST:PORT. */
  siteUrl: string;
  /** Built admin SPA (apps/admin/dist). */
  adminDist: string;
  /** Login attempts allowed per IP and minute. */
  loginRateLimit: number;
  /** Public bookings and RSVP answers allowed per IP and minute (each route counts on its own). */
  publicWriteRateLimit: number;
  /**
   * Which proxies' `X-Forwarded-For` to believe for the client address (rate limits, logs):
   * false (none, the default), true (any), or the proxies' addresses/CIDRs separated by commas.
   */
  trustProxy: boolean | string;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: string;
  /** `smtp://user:pass@host:port` (or smtps://); without it mail is written as .eml files under DATA_DIR/mail. */
  smtpUrl?: string;
  /** Sender of every mail, e.g. `Eventory <tickets@example.com>`. */
  mailFrom: string;
  /** Run the background job worker in this process (off in unit tests, which drain the queue themselves). */
  jobWorker: boolean;
  /** Vendor public key (PEM) that license keys are checked against; absent: the key the product ships. */
  licensePublicKey?: string;
  /** Base URL of the template library (issue #10 §2) without a trailing slash; this server's own by default. */
  templateLibraryUrl: string;
  /** Chromium executable that makes ticket and certificate PDFs (CHROMIUM_PATH); PDFs are off where it is missing. */
  chromiumPath: string;
  /** SQLite: threads that read the event list beside the request thread (SQLITE_READERS; 0: none). */
  sqliteReaders: number;
}

/** Proxy names `proxy-addr` (Fastify's trustProxy) understands besides addresses and CIDRs. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** `TRUST_PROXY=true` or `false` rather than a list of proxies. */
const isSwitch = (items: string[]) => items.length === 1 && (items[0] === 'true' || items[0] === 'false');

function isPublicKey(pem: string): boolean {
  try {
    loadPublicKey(pem);
    return true;
  } catch {
    return false;
  }
}

/** Each check names what the variable accepts; {@link loadConfig} adds the variable and the value. */
const wholeNumber = (min: number, max?: number) => {
  const accepts = max === undefined ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\s*\d+\s*$/, accepts)
    .transform(Number)
    .pipe(z.number().min(min, accepts).max(max ?? Number.MAX_SAFE_INTEGER, accepts));
};
const urlWith = (protocols: string[], example: string) => {
  const accepts = `a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (e.g. ${example})`;
  return z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), accepts);
};

/** The environment variables the server reads, their defaults and what each accepts (README lists them). */
const environment = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: wholeNumber(0, 65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db').optional(),
  SITE_URL: urlWith(['http:', 'https:'], 'https://events.example.com').optional(),
  LOGIN_RATE_LIMIT: wholeNumber(1).default(10),
  PUBLIC_WRITE_RATE_LIMIT: wholeNumber(1).default(60),
  TRUST_PROXY: z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()))
    .refine(
      (items) => isSwitch(items) || items.every(isProxyAddress),
      'true, false, or the proxies\' addresses or CIDRs separated by commas (e.g. 10.0.0.1,192.168.0.0/16)',
    )
    .transform((items): boolean | string => (isSwitch(items) ? items[0] === 'true' : items.join(',')))
    .default(false),
  ADMIN_EMAIL: z.email('an email address').optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'one of fatal, error, warn, info, debug, trace, silent').default('info'),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtp://user:pass@host:587').optional(),
  MAIL_FROM: z.string().regex(/\S@\S/, 'a sender with an email address (e.g. Eventory <tickets@example.com>)').default('Eventory <no-reply@eventory.local>'),
  JOB_WORKER: z.enum(['on', 'off'], 'on or off').default('on'),
  LICENSE_PUBLIC_KEY: z
    .string()
    .refine(isPublicKey, 'an Ed25519 public key in PEM (-----BEGIN PUBLIC KEY-----…)')
    .optional(),
  TEMPLATE_LIBRARY_URL: urlWith(['http:', 'https:'], 'https://templates.example.com/template-library').optional(),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  // One core is the request thread's; the readers take the others, up to 4.
  SQLITE_READERS: wholeNumber(0, 16).default(Math.min(4, os.availableParallelism() - 1)),
});

/** Variables whose value is not repeated in an error message (they may hold a password). */
const SECRET = new Set(['DATABASE_URL', 'SMTP_URL', 'ADMIN_PASSWORD', 'LICENSE_PUBLIC_KEY']);

/** The configuration is invalid: `message` has one line per variable, naming it and what it accepts. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and checks every setting at start. An empty variable counts as unset.
 * @throws ConfigError naming each invalid variable, what it accepts and the value given, e.g.
 *   `PUBLIC_WRITE_RATE_LIMIT must be a whole number ≥ 1 (got "ten")`
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, serverRoot = path.resolve(import.meta.dirname, '..')): ServerConfig {
  const given = Object.fromEntries(Object.keys(environment.shape).flatMap((key) => (env[key] ? [[key, env[key]]] : [])));
  const parsed = environment.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} must be ${issue.message}${SECRET.has(name) ? '' : ` (got ${JSON.stringify(given[name])})`}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? '127.0.0.1' : e.HOST;
  const siteUrl = (e.SITE_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/+$/, '');
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl,
    adminDist: path.resolve(serverRoot, '../admin/dist'),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    publicWriteRateLimit: e.PUBLIC_WRITE_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jobWorker: e.JOB_WORKER === 'on',
    licensePublicKey: e.LICENSE_PUBLIC_KEY,
    templateLibraryUrl: (e.TEMPLATE_LIBRARY_URL ?? `${siteUrl}${TEMPLATE_LIBRARY_PATH}`).replace(/\/+$/, ''),
    chromiumPath: path.resolve(e.CHROMIUM_PATH),
    sqliteReaders: e.SQLITE_READERS,
  };
}
