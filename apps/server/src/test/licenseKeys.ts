import { generateKeyPairSync } from 'node:crypto';
import type { LicensePayload } from '@eventory/core';
import { newKeyId, signLicense } from '../modules/license/keys.js';

/** A throwaway vendor key pair for tests (PEM); the real private key never enters the repository. */
export function testKeyPair(): { publicKey: string; privateKey: string } {
  const pair = generateKeyPairSync('ed25519');
  return {
    publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** A `YYYY-MM-DD` UTC date `days` from today. */
export function utcDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A payload for Ada on events.example.com valid for a year, with `overrides`. */
export function samplePayload(overrides: Partial<LicensePayload> = {}): LicensePayload {
  return {
    licensee: 'Ada Lovelace',
    email: 'ada@example.com',
    plan: 'pro',
    domains: ['events.example.com'],
    seats: null,
    expires: utcDateIn(365),
    kid: newKeyId(),
    ...overrides,
  };
}

/** Signs a sample payload (with `overrides`) with the test private key. */
export function sampleKey(privateKey: string, overrides: Partial<LicensePayload> = {}): string {
  return signLicense(samplePayload(overrides), privateKey);
}
