import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The message loadConfig refuses `env` with. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env, '/srv/eventory/server');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('loadConfig (issue #9 §7)', () => {
  it('gives the defaults when nothing is set, and treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', LOGIN_RATE_LIMIT: '' }, '/srv/eventory/server');
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      siteUrl: 'http://127.0.0.1:8080',
      adminDist: '/srv/eventory/admin/dist',
      loginRateLimit: 10,
      publicWriteRateLimit: 60,
      trustProxy: false,
      adminEmail: undefined,
      adminPassword: undefined,
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: 'Eventory <no-reply@eventory.local>',
      jobWorker: true,
      licensePublicKey: undefined,
      templateLibraryUrl: 'http://127.0.0.1:8080/template-library',
      chromiumPath: '/usr/bin/chromium',
      sqliteReaders: Math.min(4, os.availableParallelism() - 1),
    });
  });

  it('reads every variable', () => {
    const pem = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '3000',
      DATA_DIR: '/var/lib/eventory',
      DATABASE_URL: 'postgres://app@db:5432/eventory',
      SITE_URL: 'https://events.example.com/',
      LOGIN_RATE_LIMIT: '5',
      PUBLIC_WRITE_RATE_LIMIT: ' 120 ',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'x',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Tickets <tickets@example.com>',
      JOB_WORKER: 'off',
      LICENSE_PUBLIC_KEY: pem.replace(/\n/g, '\\n'),
      TEMPLATE_LIBRARY_URL: 'https://templates.example.com/library/',
      CHROMIUM_PATH: '/opt/chromium/chrome',
      SQLITE_READERS: '2',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 3000,
      dataDir: '/var/lib/eventory',
      databaseUrl: 'postgres://app@db:5432/eventory',
      siteUrl: 'https://events.example.com',
      loginRateLimit: 5,
      publicWriteRateLimit: 120,
      trustProxy: '10.0.0.1,192.168.0.0/16,::1',
      adminEmail: 'owner@example.com',
      logLevel: 'warn',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Tickets <tickets@example.com>',
      jobWorker: false,
      templateLibraryUrl: 'https://templates.example.com/library',
      chromiumPath: '/opt/chromium/chrome',
      sqliteReaders: 2,
    });
    expect(loadConfig({ SITE_URL: 'https://events.example.com' }).templateLibraryUrl).toBe('https://events.example.com/template-library');
    expect(refusal({ TEMPLATE_LIBRARY_URL: 'ftp://templates.example.com' })).toContain('TEMPLATE_LIBRARY_URL must be a URL starting with http:// or https://');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('refuses a bad value naming the variable, what it accepts and what it got', () => {
    expect(refusal({ PUBLIC_WRITE_RATE_LIMIT: 'ten' })).toBe('PUBLIC_WRITE_RATE_LIMIT must be a whole number ≥ 1 (got "ten")');
    expect(refusal({ LOGIN_RATE_LIMIT: '0' })).toBe('LOGIN_RATE_LIMIT must be a whole number ≥ 1 (got "0")');
    expect(refusal({ LOGIN_RATE_LIMIT: '2.5' })).toBe('LOGIN_RATE_LIMIT must be a whole number ≥ 1 (got "2.5")');
    expect(refusal({ PORT: '70000' })).toBe('PORT must be a whole number from 0 to 65535 (got "70000")');
    expect(refusal({ SQLITE_READERS: '-1' })).toBe('SQLITE_READERS must be a whole number from 0 to 16 (got "-1")');
    expect(refusal({ JOB_WORKER: 'no' })).toBe('JOB_WORKER must be on or off (got "no")');
    expect(refusal({ LOG_LEVEL: 'verbose' })).toBe('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")');
    expect(refusal({ TRUST_PROXY: '10.0.0.1,proxy.local' })).toBe(
      'TRUST_PROXY must be true, false, or the proxies\' addresses or CIDRs separated by commas (e.g. 10.0.0.1,192.168.0.0/16) (got "10.0.0.1,proxy.local")',
    );
    expect(refusal({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/^TRUST_PROXY must be true, false/);
    expect(refusal({ SITE_URL: 'events.example.com' })).toBe(
      'SITE_URL must be a URL starting with http:// or https:// (e.g. https://events.example.com) (got "events.example.com")',
    );
    expect(refusal({ ADMIN_EMAIL: 'owner' })).toBe('ADMIN_EMAIL must be an email address (got "owner")');
    expect(refusal({ MAIL_FROM: 'Eventory' })).toBe('MAIL_FROM must be a sender with an email address (e.g. Eventory <tickets@example.com>) (got "Eventory")');
  });

  it('does not repeat values that may hold a password', () => {
    expect(refusal({ DATABASE_URL: 'mysql://root:hunter2@db/eventory' })).toBe(
      'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (e.g. postgres://user@host:5432/db)',
    );
    expect(refusal({ SMTP_URL: 'http://u:hunter2@mail' })).toBe('SMTP_URL must be a URL starting with smtp:// or smtps:// (e.g. smtp://user:pass@host:587)');
    expect(refusal({ LICENSE_PUBLIC_KEY: 'not a key' })).toBe('LICENSE_PUBLIC_KEY must be an Ed25519 public key in PEM (-----BEGIN PUBLIC KEY-----…)');
  });

  it('names every bad variable at once, one per line', () => {
    expect(refusal({ PORT: 'http', PUBLIC_WRITE_RATE_LIMIT: 'ten' }).split('\n')).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "http")',
      'PUBLIC_WRITE_RATE_LIMIT must be a whole number ≥ 1 (got "ten")',
    ]);
  });
});
