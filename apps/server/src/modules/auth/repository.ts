import type { DB } from '../../db/database.js';

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

export function findSession(db: DB, id: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('roles as r', 'r.key', 'u.role')
    .select(['s.csrf_token', 's.expires_at', 'u.id as user_id', 'u.email', 'u.display_name', 'u.role', 'r.capabilities', 'u.language'])
    .where('s.id', '=', id)
    .executeTakeFirst();
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
