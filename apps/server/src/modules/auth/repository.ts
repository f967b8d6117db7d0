import { sql } from 'kysely';
import type { DB, Dialect } from '../../db/database.js';

/** The user behind a session, with the capabilities of their role at this moment. */
export interface SessionRow {
  csrf_token: string;
  expires_at: string;
  user_id: number;
  email: string;
  display_name: string;
  role: string;
  capabilities: string;
  language: string | null;
}

/**
 * The session with id `id` (the token's hash) and its user, or undefined. Runs on every signed-in
 * request, so it is one SQL text rather than a Kysely builder: building and compiling the three-table
 * join took ~3/4 of the call's CPU (36–51 µs → 11–14 µs per call on SQLite, bench/REPORT.md). On
 * PostgreSQL the same join through the `session_lookup` function (db/sessionLookupMigration.ts), whose
 * plan the connection keeps: 77–84 µs a round trip instead of 131–136 µs (pgbench, bench/REPORT.md).
 */
export async function findSession(db: DB, dialect: Dialect, id: string): Promise<SessionRow | undefined> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<SessionRow>`SELECT * FROM session_lookup(${id})`.execute(db)
      : await sql<SessionRow>`SELECT s.csrf_token, s.expires_at, u.id AS user_id, u.email, u.display_name, u.role, r.capabilities, u.language
          FROM sessions s JOIN users u ON u.id = s.user_id JOIN roles r ON r."key" = u.role WHERE s.id = ${id}`.execute(db);
  return rows[0];
}

export async function insertSession(db: DB, row: { id: string; user_id: number; csrf_token: string; created_at: string; expires_at: string }) {
  await db.insertInto('sessions').values(row).execute();
}

export async function deleteSession(db: DB, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user but `keepId` (the caller's own, when given). */
export async function deleteUserSessions(db: DB, userId: number, keepId: string | null) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepId !== null) query = query.where('id', '!=', keepId);
  await query.execute();
}

export async function deleteExpiredSessions(db: DB, now: string) {
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
}

export function findUserByEmail(db: DB, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}
