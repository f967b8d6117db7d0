import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { dateString, utcToday, type I18n, type LicenseActivateInput, type LicenseData, type LicensePayload } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { conflict } from '../../http/errors.js';
import { translateMessage, type ApiMessage } from '../../i18n/apiMessages.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { verifyLicense, type KeyFailure } from './keys.js';
import * as repo from './repository.js';

/** Why a license is invalid: a key failure, or a key meant for another email or site. */
export type LicenseFailure = KeyFailure | 'wrong_email' | 'wrong_domain';

/** An activation's outcome: the active license, or the invalid one with why (SPEC §3 "License"). */
export type ActivationResult = { ok: true; data: LicenseData } | { ok: false; reason: LicenseFailure; data: LicenseData };

/** The license as stored in settings under 'license'; the key is kept to re-verify it on each read. */
const storedLicense = z.object({
  name: z.string(),
  email: z.string(),
  plan: z.string(),
  expires: dateString.nullable(),
  domain: z.string(),
  activated_at: z.string(),
  kid: z.string(),
  key: z.string(),
});
type StoredLicense = z.output<typeof storedLicense>;

type KeyCheck = { ok: true; payload: LicensePayload } | { ok: false; reason: LicenseFailure; message: ApiMessage; payload?: LicensePayload };

export interface LicenseServiceDeps {
  db: DB;
  /** The vendor public key keys are verified against. */
  publicKey: KeyObject;
  /** The site's public origin; its host is the domain a license is activated on. */
  siteUrl: string;
  now?: () => Date;
}

async function readStored(db: DB): Promise<StoredLicense | null> {
  const text = await repo.readLicense(db);
  if (text === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = storedLicense.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** What the audit trail shows of a license: everything but the key itself (its kid names it). */
function auditView({ key: _key, ...rest }: StoredLicense) {
  return rest;
}

/**
 * The domains the activated license registers (issue #5: a registered domain for Get Script):
 * the site's domain recorded at activation, while the license has not expired; else none.
 */
export async function registeredDomains(db: DB, now: Date = new Date()): Promise<string[]> {
  const stored = await readStored(db);
  if (!stored || (stored.expires !== null && stored.expires < utcToday(now))) return [];
  return [stored.domain];
}

/**
 * License activation (SPEC §2 "License screen", §3, §4, §7, issue #5 "License"): keys are checked
 * offline against the vendor public key, for the activating email and the site's domain. The
 * stored license is re-verified on every read, so an expired one reads 'invalid'.
 */
export class LicenseService {
  private readonly host: string;

  constructor(private readonly deps: LicenseServiceDeps) {
    this.host = new URL(deps.siteUrl).hostname.toLowerCase();
  }

  private now(): Date {
    return this.deps.now ? this.deps.now() : new Date();
  }

  /** Verifies the key and that it was issued to `email` for this site's domain (when it names domains). */
  private check(key: string, email: string): KeyCheck {
    const verified = verifyLicense(key, this.deps.publicKey, this.now());
    if (!verified.ok) return verified;
    const { payload } = verified;
    if (payload.email.toLowerCase() !== email.toLowerCase()) {
      return { ok: false, reason: 'wrong_email', payload, message: /*i18n*/ 'This license key was issued to another email address. Enter the email address the key was sent to.' };
    }
    if (payload.domains.length > 0 && !payload.domains.includes(this.host)) {
      return {
        ok: false,
        reason: 'wrong_domain',
        payload,
        message: /*i18n*/ {
          id: 'This license key is for {domains}, not for {host}. Activate it on one of those sites, or ask the vendor for a key for {host}.',
          values: { domains: payload.domains.join(', '), host: this.host },
        },
      };
    }
    return verified;
  }

  /**
   * The activated license re-verified now, or false when none is activated (SPEC §7 `GET
   * license/`); an invalid one's `reason` in `i18n`'s language.
   */
  async get(i18n: I18n): Promise<LicenseData | false> {
    const stored = await readStored(this.deps.db);
    if (!stored) return false;
    const { key: _key, kid: _kid, ...shown } = stored;
    const checked = this.check(stored.key, stored.email);
    return checked.ok ? { license: 'valid', ...shown } : { license: 'invalid', ...shown, reason: translateMessage(i18n, checked.message) };
  }

  /**
   * Activates a key (SPEC §7 `POST license/activate`): when it checks out it replaces any stored
   * license and the change is audited in the same transaction; when not, nothing is written.
   * @returns the valid license, or the invalid one with the failure and its message in `reason`,
   *   in `i18n`'s language
   */
  async activate(input: LicenseActivateInput, actor: AuditActor | null, i18n: I18n): Promise<ActivationResult> {
    const checked = this.check(input.license_key, input.email);
    const activatedAt = this.now().toISOString();
    if (!checked.ok) {
      const data: LicenseData = {
        license: 'invalid',
        name: input.name,
        email: input.email,
        plan: checked.payload?.plan ?? '',
        expires: checked.payload?.expires ?? null,
        domain: this.host,
        activated_at: '',
        reason: translateMessage(i18n, checked.message),
      };
      return { ok: false, reason: checked.reason, data };
    }
    const { payload } = checked;
    const stored: StoredLicense = {
      name: input.name,
      email: input.email,
      plan: payload.plan,
      expires: payload.expires,
      domain: this.host,
      activated_at: activatedAt,
      kid: payload.kid,
      key: input.license_key.replace(/\s+/g, ''),
    };
    await this.deps.db.transaction().execute(async (trx) => {
      const previous = await readStored(trx);
      await repo.writeLicense(trx, JSON.stringify(stored));
      await recordAudit(trx, actor, {
        action: 'activate',
        entity_type: 'license',
        entity_id: payload.kid,
        summary: /*i18n*/ { id: 'Activated the {plan} license of {licensee} on {host}', values: { plan: payload.plan, licensee: payload.licensee, host: this.host } },
        before: previous ? auditView(previous) : null,
        after: auditView(stored),
      });
    });
    const { key: _key, kid: _kid, ...shown } = stored;
    return { ok: true, data: { license: 'valid', ...shown } };
  }

  /**
   * Removes the activated license (SPEC §7 `POST license/deactivate`), audited in the same transaction.
   * @throws 409 when no license is activated
   */
  async deactivate(actor: AuditActor | null): Promise<false> {
    await this.deps.db.transaction().execute(async (trx) => {
      const previous = await readStored(trx);
      if (!(await repo.deleteLicense(trx))) throw conflict(/*i18n*/ 'No license is activated on this site, so there is nothing to deactivate.');
      await recordAudit(trx, actor, {
        action: 'deactivate',
        entity_type: 'license',
        entity_id: previous?.kid ?? 'unreadable',
        summary: previous
          ? /*i18n*/ { id: 'Deactivated the {plan} license on {domain}', values: { plan: previous.plan, domain: previous.domain } }
          : /*i18n*/ { id: 'Removed an unreadable stored license' },
        before: previous ? auditView(previous) : null,
        after: null,
      });
    });
    return false;
  }
}
