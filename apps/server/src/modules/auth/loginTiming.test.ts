import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ADMIN, createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

/**
 * Account enumeration by timing (issue #9 §6.11), checked by the work done rather than by the clock:
 * the real scrypt is wrapped so its calls are counted, and a login naming an unknown email must
 * run the KDF exactly as often as a wrong password for a known one.
 */
const kdf = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
    kdf.calls++;
    return (crypto.scrypt as (...a: unknown[]) => void)(...args);
  }) as typeof crypto.scrypt;
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

describeEachDatabase('login timing', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const kdfRunsFor = async (email: string) => {
    const before = kdf.calls;
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email, password: 'not-the-password' } });
    expect(res.statusCode).toBe(401);
    return kdf.calls - before;
  };

  it('an unknown email runs the password KDF as a wrong password does', async () => {
    const known = await kdfRunsFor(ADMIN.email);
    expect(known).toBe(1);
    expect(await kdfRunsFor('nobody@example.com')).toBe(known);
    expect(await kdfRunsFor('someone-else@example.org')).toBe(known);
  });
});
