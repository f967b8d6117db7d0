import { createPrivateKey, createPublicKey, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { dateString, utcToday, type LicensePayload, type MessageDescriptor } from '@eventory/core';

/**
 * License keys, verifiable offline (issue #5 "License"): `base64url(JSON payload) + '.' +
 * base64url(Ed25519 signature of those payload bytes)`. The vendor signs with its private key
 * (`npm run license:issue`); the product checks with the public key it ships.
 */

/** What a key's payload must hold once its signature checks out. */
export const licensePayloadSchema = z.object({
  licensee: z.string().trim().min(1).max(200),
  email: z.email().max(320),
  plan: z.string().trim().min(1).max(100),
  domains: z.array(z.string().trim().toLowerCase().min(1).max(253)).max(100),
  seats: z.number().int().positive().nullable(),
  expires: dateString.nullable(),
  kid: z.string().min(1).max(100),
});

/** Why a key is refused by {@link verifyLicense}. */
export type KeyFailure = 'malformed' | 'bad_signature' | 'expired';

/** The outcome of checking a key: its payload, or why it is refused with a message a person can act on (a catalogue message). */
export type KeyVerification =
  | { ok: true; payload: LicensePayload }
  /** `payload` is there when the signature checked out (an expired key). */
  | { ok: false; reason: KeyFailure; message: string | MessageDescriptor; payload?: LicensePayload };

const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** Length of every Ed25519 signature, bytes. */
const SIGNATURE_BYTES = 64;

const MALFORMED: KeyVerification = {
  ok: false,
  reason: 'malformed',
  message: /*i18n*/ 'The license key is not in the expected format. Paste the whole key you received, exactly as sent.',
};

/** A fresh key id for a payload (unique per issued key). */
export function newKeyId(): string {
  return randomUUID();
}

/**
 * Signs a payload into a license key.
 * @param privateKeyPem the vendor's Ed25519 private key (PKCS#8 PEM)
 * @throws when the payload is incomplete or the key is not an Ed25519 private key
 */
export function signLicense(payload: LicensePayload, privateKeyPem: string | KeyObject): string {
  const checked = licensePayloadSchema.parse(payload);
  const key = typeof privateKeyPem === 'string' ? createPrivateKey(privateKeyPem) : privateKeyPem;
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('The license private key must be an Ed25519 key');
  const bytes = Buffer.from(JSON.stringify(checked), 'utf8');
  return `${bytes.toString('base64url')}.${sign(null, bytes, key).toString('base64url')}`;
}

/** The vendor public key as a key object. @throws when the PEM is not an Ed25519 public key */
export function loadPublicKey(publicKeyPem: string): KeyObject {
  // Environment variables often carry a PEM with its line breaks written as \n.
  const key = createPublicKey(publicKeyPem.replace(/\\n/g, '\n'));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('LICENSE_PUBLIC_KEY must be an Ed25519 public key (PEM)');
  return key;
}

/**
 * Checks a key offline: its shape, its Ed25519 signature against the vendor public key, its payload
 * and its expiry (valid through the UTC day `expires`). Whitespace inside the key (line breaks of
 * a pasted key) is ignored.
 * @param now the moment to check expiry at (tests pass a fixed one)
 */
export function verifyLicense(key: string, publicKey: string | KeyObject, now: Date = new Date()): KeyVerification {
  const [encoded, signature, ...rest] = key.replace(/\s+/g, '').split('.');
  if (!encoded || !signature || rest.length > 0 || !SEGMENT.test(encoded) || !SEGMENT.test(signature)) return MALFORMED;
  const bytes = Buffer.from(encoded, 'base64url');
  const signatureBytes = Buffer.from(signature, 'base64url');
  const verifyingKey = typeof publicKey === 'string' ? loadPublicKey(publicKey) : publicKey;
  if (signatureBytes.length !== SIGNATURE_BYTES || !verify(null, bytes, verifyingKey, signatureBytes)) {
    return {
      ok: false,
      reason: 'bad_signature',
      message: /*i18n*/ 'The license key does not match its signature: it was changed, or it was not issued for this product.',
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return MALFORMED;
  }
  const parsed = licensePayloadSchema.safeParse(json);
  if (!parsed.success) return MALFORMED;
  const payload = parsed.data;
  if (payload.expires !== null && payload.expires < utcToday(now)) {
    return { ok: false, reason: 'expired', message: /*i18n*/ { id: 'The license expired on {date}. Renew it to get a new key.', values: { date: payload.expires } }, payload };
  }
  return { ok: true, payload };
}
