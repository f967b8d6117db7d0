import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1, keylen: 64 };

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Hashes a password with scrypt; the result `scrypt$N$r$p$salt$hash` (base64) carries its parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, PARAMS.keylen, { N: PARAMS.N, r: PARAMS.r, p: PARAMS.p });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when the password matches a hash made by {@link hashPassword}; constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

/** A hash with today's parameters that no password was hashed into (a random key). */
const UNMATCHABLE_HASH = ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, randomBytes(16).toString('base64'), randomBytes(PARAMS.keylen).toString('base64')].join('$');

/**
 * Does the work of {@link verifyPassword} against no account and answers false: a login naming an
 * unknown email takes as long as a wrong password for a known one (issue #9 §6.11).
 */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  await verifyPassword(password, UNMATCHABLE_HASH);
  return false;
}
