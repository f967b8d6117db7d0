import type { ApiToken } from '@eventory/core';
import type { DB } from '../../db/database.js';

const listed = ['id', 'name', 'prefix', 'created_at', 'last_used_at', 'expires_on', 'revoked_at'] as const;

/** A token row joined with its user and the capabilities of the user's role at this moment. */
export interface TokenOwnerRow {
  token_id: number;
  expires_on: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  user_id: number;
  email: string;
  display_name: string;
  role: string;
  capabilities: string;
}

/** A user's tokens, newest first (never the hash). */
export function listTokens(db: DB, userId: number): Promise<ApiToken[]> {
  return db.selectFrom('api_tokens').select(listed).where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

/** One of the user's tokens, or undefined (someone else's token is undefined too). */
export function findOwnToken(db: DB, userId: number, id: number): Promise<ApiToken | undefined> {
  return db.selectFrom('api_tokens').select(listed).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** Inserts a token; answers it as listed. */
export function insertToken(db: DB, row: { user_id: number; name: string; token_hash: string; prefix: string; created_at: string; expires_on: string | null }): Promise<ApiToken> {
  return db.insertInto('api_tokens').values(row).returning(listed).executeTakeFirstOrThrow();
}

/** Marks a token revoked at `at`. */
export async function revokeToken(db: DB, id: number, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ revoked_at: at }).where('id', '=', id).execute();
}

/** The token with this hash and its owner, or undefined. */
export function findByHash(db: DB, tokenHash: string): Promise<TokenOwnerRow | undefined> {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('roles as r', 'r.key', 'u.role')
    .select(['t.id as token_id', 't.expires_on', 't.revoked_at', 't.last_used_at', 'u.id as user_id', 'u.email', 'u.display_name', 'u.role', 'r.capabilities'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Sets last_used_at to `now` unless it was set at or after `notBefore` (another request won). */
export async function touchToken(db: DB, id: number, now: string, notBefore: string): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', notBefore)]))
    .execute();
}
