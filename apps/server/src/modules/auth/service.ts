import { createHash, randomBytes } from 'node:crypto';
import { SUPER_ADMIN_ROLE, isCapability, isLanguage, type Language, type UserPermissions } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import { invalidateCounts } from '../../db/countCache.js';
import { ChangeMemo } from '../../http/changeMemo.js';
import { AppError } from '../../http/errors.js';
import { verifyAgainstNoAccount, verifyPassword } from './password.js';
import * as repo from './repository.js';

/** Session lifetime, ms (14 days). */
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

/** The logged-in user as requests and the admin bootstrap see them. */
export interface CurrentUser extends UserPermissions {
  id: number;
  email: string;
  display_name: string;
  role: string;
  /** Issue #12: the user's own admin language, or null to follow the site's default (absent for API tokens). */
  language?: Language | null;
}

export interface SessionInfo {
  id: string;
  csrf_token: string;
}

/** SHA-256 hex of a secret (session and API tokens are stored only as this). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Builds the current-user object from a user row and its role's capability JSON. */
export function toCurrentUser(row: { user_id: number; email: string; display_name: string; role: string; capabilities: string; language?: string | null }): CurrentUser {
  const is_super_admin = row.role === SUPER_ADMIN_ROLE;
  let permissions: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.capabilities);
    if (Array.isArray(parsed)) permissions = parsed.filter((c): c is string => typeof c === 'string' && isCapability(c));
  } catch {
    permissions = [];
  }
  const user: CurrentUser = { id: row.user_id, email: row.email, display_name: row.display_name, role: row.role, is_super_admin, permissions };
  if (row.language !== undefined) user.language = isLanguage(row.language) ? row.language : null;
  return user;
}

/**
 * Checks email and password and opens a session.
 * @returns the cookie token (to send once), the CSRF nonce and the user
 * @throws AppError 401 'invalid_credentials' with one message for a wrong email or password
 */
export async function login(db: DB, dialect: Dialect, email: string, password: string) {
  const user = await repo.findUserByEmail(db, email.trim());
  // An unknown email costs the same KDF work as a wrong password, so timing tells neither apart.
  const ok = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstNoAccount(password);
  if (!user || !ok) throw new AppError(401, 'invalid_credentials', /*i18n*/ 'The email or password is not correct.');
  const token = randomBytes(32).toString('base64url');
  const csrf_token = randomBytes(24).toString('base64url');
  const now = Date.now();
  await repo.deleteExpiredSessions(db, new Date(now).toISOString());
  await repo.insertSession(db, {
    id: tokenHash(token),
    user_id: user.id,
    csrf_token,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
  });
  const session = await repo.findSession(db, dialect, tokenHash(token));
  if (!session) throw new Error('session vanished after insert');
  return { token, nonce: csrf_token, user: toCurrentUser(session) };
}

/** Signed-in sessions kept per database: about one per admin active in the last second. */
const SESSIONS_KEPT = 1_000;
/**
 * How long a looked-up session is reused at most, ms: long enough for the requests of one screen, short
 * enough that a session, user or role changed in the database from outside the servers counts within a second.
 */
export const SESSION_KEPT_MS = 1_000;
const sessionMemos = new WeakMap<object, ChangeMemo<repo.SessionRow | undefined>>();

/**
 * The session row of a token's hash, kept in memory between changes (issue #9 goals: one round trip
 * less on every signed-in request). Any committed change drops it (`invalidateCounts`: every
 * state-changing API request, {@link logout}; on PostgreSQL a change through another server too, by
 * its notice), so a logout, a password change that ends sessions, a role's new capabilities or a
 * deleted user count at once; a change from outside the servers (or one whose notice was lost) counts
 * within {@link SESSION_KEPT_MS}. Unknown tokens are not kept, so random cookies cannot push signed-in
 * sessions out. Expiry is checked on every request by {@link resolveSession}.
 */
function findSessionKept(db: DB, dialect: Dialect, id: string): Promise<repo.SessionRow | undefined> {
  let memo = sessionMemos.get(db);
  if (!memo) {
    memo = new ChangeMemo(db, { maxEntries: SESSIONS_KEPT, ttlMs: SESSION_KEPT_MS, keep: (row) => row !== undefined });
    sessionMemos.set(db, memo);
  }
  return memo.get(id, () => repo.findSession(db, dialect, id));
}

/** The user and session for a cookie token, or null when unknown or expired (checked on every call). */
export async function resolveSession(db: DB, dialect: Dialect, token: string): Promise<{ user: CurrentUser; session: SessionInfo } | null> {
  const id = tokenHash(token);
  const row = await findSessionKept(db, dialect, id);
  if (!row || row.expires_at < new Date().toISOString()) return null;
  return { user: toCurrentUser(row), session: { id, csrf_token: row.csrf_token } };
}

/** Ends a session; kept sessions are dropped after the delete, here and (PostgreSQL) in the other servers. */
export async function logout(db: DB, sessionId: string) {
  await repo.deleteSession(db, sessionId);
  invalidateCounts(db);
}
