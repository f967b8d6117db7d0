import path from 'node:path';

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
}

/** `TRUST_PROXY`: unset/'false' → false, 'true' → true, else the proxies' addresses or CIDRs, comma-separated. */
function parseTrustProxy(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  return text === 'true' ? true : text;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, serverRoot = path.resolve(import.meta.dirname, '..')): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    host,
    port,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    siteUrl: (env.SITE_URL || `http://${shownHost}:${port}`).replace(/\/+$/, ''),
    adminDist: path.resolve(serverRoot, '../admin/dist'),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT || 10),
    publicWriteRateLimit: Number(env.PUBLIC_WRITE_RATE_LIMIT || 60),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Eventory <no-reply@eventory.local>',
    jobWorker: (env.JOB_WORKER || 'on') !== 'off',
    licensePublicKey: env.LICENSE_PUBLIC_KEY || undefined,
  };
}
