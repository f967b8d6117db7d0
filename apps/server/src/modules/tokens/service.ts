import { randomBytes } from 'node:crypto';
import { apiTokenStatus, utcToday, type ApiToken, type ApiTokenCreated } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { toCurrentUser, tokenHash, type CurrentUser } from '../auth/service.js';
import * as repo from './repository.js';

/** Every personal token starts with this, so scanners and people recognise it. */
export const TOKEN_PREFIX = 'evt_';
/** How many characters of the token are kept to recognise it in the list. */
const SHOWN_PREFIX_LENGTH = 8;
/** last_used_at is written at most once per this many ms for a token. */
const TOUCH_INTERVAL_MS = 60_000;


/** A token creation after zod: a name and an optional last valid day (UTC, inclusive). */
export interface TokenCreate {
  name: string;
  expires_on: string | null;
}

/** The user a bearer token acts as, and which token it was. */
export interface TokenUser {
  user: CurrentUser;
  tokenId: number;
}

/** The 401s of a bearer that cannot be used, each saying why. */
const tokenRefused = {
  unknown: () => new AppError(401, 'invalid_token', /*i18n*/ 'This API token is not valid. Check that it was copied whole, or create a new one under API tokens.'),
  revoked: () => new AppError(401, 'token_revoked', /*i18n*/ 'This API token was revoked. Create a new one under API tokens.'),
  expired: (day: string) => new AppError(401, 'token_expired', /*i18n*/ { id: 'This API token expired on {day}. Create a new one under API tokens.', values: { day } }),
};

/**
 * Creates a personal API token (issue #5 "API tokens"): `evt_` + 32 random bytes (base64url).
 * Only its SHA-256 (hex) and its first 8 characters are stored; the secret is answered once.
 * @throws 400 when `expires_on` is already past
 */
export async function createToken(db: DB, owner: { id: number }, input: TokenCreate, actor: AuditActor | null): Promise<ApiTokenCreated> {
  if (input.expires_on !== null && input.expires_on < utcToday()) {
    throw badRequest(/*i18n*/ 'The expiry date is in the past; choose today or a later day, or none.', { expires_on: /*i18n*/ 'Choose today or a later day' });
  }
  const secret = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return db.transaction().execute(async (trx) => {
    const token = await repo.insertToken(trx, {
      user_id: owner.id,
      name: input.name,
      token_hash: tokenHash(secret),
      prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
      created_at: new Date().toISOString(),
      expires_on: input.expires_on,
    });
    await recordAudit(trx, actor, {
      action: 'create',
      entity_type: 'token',
      entity_id: token.id,
      summary: /*i18n*/ { id: 'Created the API token "{name}" ({prefix}…)', values: { name: token.name, prefix: token.prefix } },
      after: token,
    });
    return { ...token, token: secret };
  });
}

/** The user's tokens, newest first, revoked ones included; never the secret. */
export function listTokens(db: DB, userId: number): Promise<ApiToken[]> {
  return repo.listTokens(db, userId);
}

/**
 * Revokes one of the user's tokens; the next request with it gets a 401. Revoking a revoked token
 * changes nothing. @throws 404 for an unknown id or someone else's token
 */
export async function revokeToken(db: DB, userId: number, id: number, actor: AuditActor | null): Promise<{ revoked: number }> {
  return db.transaction().execute(async (trx) => {
    const token = await repo.findOwnToken(trx, userId, id);
    if (!token) throw notFound(/*i18n*/ 'API token', id);
    if (token.revoked_at === null) {
      const at = new Date().toISOString();
      await repo.revokeToken(trx, id, at);
      await recordAudit(trx, actor, {
        action: 'revoke',
        entity_type: 'token',
        entity_id: id,
        summary: /*i18n*/ { id: 'Revoked the API token "{name}" ({prefix}…)', values: { name: token.name, prefix: token.prefix } },
        before: token,
        after: { ...token, revoked_at: at },
      });
    }
    return { revoked: id };
  });
}

/**
 * The user a bearer token acts as, with the capabilities their role has now; notes the use
 * (last_used_at, at most once a minute).
 * @throws 401 'invalid_token' | 'token_revoked' | 'token_expired', each with a message saying which
 */
export async function resolveApiToken(db: DB, secret: string): Promise<TokenUser> {
  const row = secret.startsWith(TOKEN_PREFIX) ? await repo.findByHash(db, tokenHash(secret)) : undefined;
  if (!row) throw tokenRefused.unknown();
  const status = apiTokenStatus(row, utcToday());
  if (status === 'revoked') throw tokenRefused.revoked();
  if (status === 'expired') throw tokenRefused.expired(row.expires_on!);
  const now = Date.now();
  const notBefore = new Date(now - TOUCH_INTERVAL_MS).toISOString();
  if (row.last_used_at === null || row.last_used_at < notBefore) await repo.touchToken(db, row.token_id, new Date(now).toISOString(), notBefore);
  return { user: toCurrentUser(row), tokenId: row.token_id };
}
