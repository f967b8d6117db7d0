import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isValidDate, type LicensePayload } from '@eventory/core';
import { licensePayloadSchema, newKeyId, signLicense } from './keys.js';

/** The usage line of `npm run license:issue`. */
export const ISSUE_USAGE =
  'Usage: npm run license:issue -- --name "Ada Lovelace" --email ada@example.com --plan pro --expires 2027-12-31|never [--domains example.com,www.example.com] [--seats 5]\n' +
  'The vendor private key (Ed25519, PKCS#8 PEM) is read from the file LICENSE_PRIVATE_KEY_FILE or from LICENSE_PRIVATE_KEY.';

/** A mistake in the command line or its environment; the command prints it with the usage. */
export class IssueUsageError extends Error {}

/**
 * The vendor private key PEM from LICENSE_PRIVATE_KEY_FILE (relative to `cwd`) or LICENSE_PRIVATE_KEY.
 * @throws IssueUsageError when neither is set or the file cannot be read
 */
export function privateKeyFrom(env: NodeJS.ProcessEnv, cwd: string): string {
  const file = env.LICENSE_PRIVATE_KEY_FILE;
  if (file) {
    try {
      return fs.readFileSync(path.resolve(cwd, file), 'utf8');
    } catch (error) {
      throw new IssueUsageError(`Cannot read the private key file LICENSE_PRIVATE_KEY_FILE=${file}: ${(error as Error).message}`);
    }
  }
  if (env.LICENSE_PRIVATE_KEY) return env.LICENSE_PRIVATE_KEY.replace(/\\n/g, '\n');
  throw new IssueUsageError('No vendor private key: set LICENSE_PRIVATE_KEY_FILE to the PEM file (or LICENSE_PRIVATE_KEY to its text). It is never stored in the repository.');
}

/**
 * The payload the command line describes, with a fresh kid.
 * @throws IssueUsageError naming the option that is missing or wrong
 */
export function payloadFromArgs(args: string[]): LicensePayload {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        name: { type: 'string' },
        email: { type: 'string' },
        plan: { type: 'string' },
        domains: { type: 'string' },
        seats: { type: 'string' },
        expires: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new IssueUsageError((error as Error).message);
  }
  for (const option of ['name', 'email', 'plan', 'expires'] as const) {
    if (!values[option]?.trim()) throw new IssueUsageError(`--${option} is required`);
  }
  const expires = values.expires!.trim();
  if (expires !== 'never' && !isValidDate(expires)) throw new IssueUsageError('--expires must be a date written YYYY-MM-DD, or never');
  const seats = values.seats === undefined ? null : Number(values.seats);
  if (seats !== null && (!Number.isInteger(seats) || seats < 1)) throw new IssueUsageError('--seats must be a whole number of at least 1');
  const parsed = licensePayloadSchema.safeParse({
    licensee: values.name,
    email: values.email!.trim(),
    plan: values.plan,
    domains: (values.domains ?? '').split(',').map((d) => d.trim()).filter(Boolean),
    seats,
    expires: expires === 'never' ? null : expires,
    kid: newKeyId(),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new IssueUsageError(`--${issue.path[0] === 'licensee' ? 'name' : String(issue.path[0])}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * Issues a license key from the command line and environment (`npm run license:issue`).
 * @throws IssueUsageError for a wrong command line or a missing private key
 */
export function issueLicense(args: string[], env: NodeJS.ProcessEnv, cwd: string): { key: string; payload: LicensePayload } {
  const payload = payloadFromArgs(args);
  const privateKey = privateKeyFrom(env, cwd);
  let key: string;
  try {
    key = signLicense(payload, privateKey);
  } catch (error) {
    throw new IssueUsageError(`The vendor private key cannot sign: ${(error as Error).message}`);
  }
  return { key, payload };
}
