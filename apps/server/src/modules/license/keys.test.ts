import { createPrivateKey, sign } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signLicense, verifyLicense } from './keys.js';
import { IssueUsageError, issueLicense } from './issue.js';
import { sampleKey, samplePayload, testKeyPair, utcDateIn } from '../../test/licenseKeys.js';
import { englishMessage } from '../../i18n/apiMessages.js';

const vendor = testKeyPair();

/** The key with its payload segment replaced by `edit` applied to the decoded JSON. */
function withPayload(key: string, edit: (payload: Record<string, unknown>) => void): string {
  const [encoded, signature] = key.split('.');
  const payload = JSON.parse(Buffer.from(encoded!, 'base64url').toString('utf8')) as Record<string, unknown>;
  edit(payload);
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

describe('license keys (Ed25519, verified offline)', () => {
  it('verifies a key it signed and answers its payload', () => {
    const payload = samplePayload({ domains: ['a.example', 'b.example'], seats: 3 });
    const result = verifyLicense(signLicense(payload, vendor.privateKey), vendor.publicKey);
    expect(result).toEqual({ ok: true, payload });
  });

  it('refuses a key whose payload was edited (a longer expiry) as a bad signature', () => {
    const forged = withPayload(sampleKey(vendor.privateKey), (p) => (p.expires = '2099-12-31'));
    expect(verifyLicense(forged, vendor.publicKey)).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a key with a changed signature, and a key signed by another vendor', () => {
    const key = sampleKey(vendor.privateKey);
    const [encoded, signature] = key.split('.');
    const bytes = Buffer.from(signature!, 'base64url');
    bytes[0] = bytes[0]! ^ 0xff;
    expect(verifyLicense(`${encoded}.${bytes.toString('base64url')}`, vendor.publicKey)).toMatchObject({ ok: false, reason: 'bad_signature' });
    expect(verifyLicense(sampleKey(testKeyPair().privateKey), vendor.publicKey)).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it('is valid through its expiry day (UTC) and expired the day after', () => {
    const key = sampleKey(vendor.privateKey, { expires: '2030-06-30' });
    expect(verifyLicense(key, vendor.publicKey, new Date('2030-06-30T23:59:59Z')).ok).toBe(true);
    const after = verifyLicense(key, vendor.publicKey, new Date('2030-07-01T00:00:00Z'));
    expect(after).toMatchObject({ ok: false, reason: 'expired' });
    expect(!after.ok && englishMessage(after.message)).toBe('The license expired on 2030-06-30. Renew it to get a new key.');
    expect(verifyLicense(sampleKey(vendor.privateKey, { expires: null }), vendor.publicKey, new Date('2999-01-01')).ok).toBe(true);
  });

  it('calls garbage malformed and ignores the line breaks of a pasted key', () => {
    for (const garbage of ['', 'abc', 'a.b.c', 'not base64!.sig', '.x']) {
      expect(verifyLicense(garbage, vendor.publicKey), garbage).toMatchObject({ ok: false, reason: 'malformed' });
    }
    const key = sampleKey(vendor.privateKey);
    expect(verifyLicense(`${key.slice(0, 40)}\n${key.slice(40)}  `, vendor.publicKey).ok).toBe(true);
  });

  it('refuses a validly signed payload that lacks fields as malformed', () => {
    const bytes = Buffer.from(JSON.stringify({ licensee: 'Ada' }));
    const signed = `${bytes.toString('base64url')}.${sign(null, bytes, createPrivateKey(vendor.privateKey)).toString('base64url')}`;
    expect(verifyLicense(signed, vendor.publicKey)).toMatchObject({ ok: false, reason: 'malformed' });
  });
});

describe('npm run license:issue', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-license-'));
  const keyFile = path.join(dir, 'vendor.pem');
  fs.writeFileSync(keyFile, vendor.privateKey);
  const args = ['--name', 'Ada Lovelace', '--email', 'ada@example.com', '--plan', 'pro', '--domains', 'example.com, www.example.com', '--expires', utcDateIn(30), '--seats', '5'];

  it('prints a key the product verifies, from a private key file', () => {
    const { key } = issueLicense(args, { LICENSE_PRIVATE_KEY_FILE: 'vendor.pem' }, dir);
    const result = verifyLicense(key, vendor.publicKey);
    expect(result).toMatchObject({
      ok: true,
      payload: { licensee: 'Ada Lovelace', email: 'ada@example.com', plan: 'pro', domains: ['example.com', 'www.example.com'], seats: 5, expires: utcDateIn(30) },
    });
  });

  it('reads the key from LICENSE_PRIVATE_KEY too, and gives every key its own kid', () => {
    const first = issueLicense(args, { LICENSE_PRIVATE_KEY: vendor.privateKey }, dir);
    const second = issueLicense(args, { LICENSE_PRIVATE_KEY: vendor.privateKey.replace(/\n/g, '\\n') }, dir);
    expect(first.payload.kid).not.toBe(second.payload.kid);
    expect(verifyLicense(second.key, vendor.publicKey).ok).toBe(true);
  });

  it('says clearly what is missing or wrong', () => {
    expect(() => issueLicense(args, {}, dir)).toThrow(/LICENSE_PRIVATE_KEY_FILE/);
    expect(() => issueLicense(args, { LICENSE_PRIVATE_KEY_FILE: 'nope.pem' }, dir)).toThrow(/Cannot read the private key file/);
    expect(() => issueLicense(args.slice(2), { LICENSE_PRIVATE_KEY: vendor.privateKey }, dir)).toThrow('--name is required');
    expect(() => issueLicense([...args, '--expires', '31/12/2027'], { LICENSE_PRIVATE_KEY: vendor.privateKey }, dir)).toThrow(/--expires must be a date/);
    expect(() => issueLicense([...args, '--seats', '0'], { LICENSE_PRIVATE_KEY: vendor.privateKey }, dir)).toThrow(IssueUsageError);
    expect(() => issueLicense([...args.slice(0, 2), '--email', 'not-an-email', ...args.slice(4)], { LICENSE_PRIVATE_KEY: vendor.privateKey }, dir)).toThrow(/--email/);
  });
});
