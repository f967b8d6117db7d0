import type { DB } from '../../db/database.js';

/** A row of the roles table; `capabilities` is the stored JSON array text. */
export interface RoleRow {
  key: string;
  name: string;
  capabilities: string;
  builtin: number;
}

const columns = ['key', 'name', 'capabilities', 'builtin'] as const;

/** Every site role: built-in ones first, then by key. */
export function listRoles(db: DB): Promise<RoleRow[]> {
  return db.selectFrom('roles').select(columns).orderBy('builtin', 'desc').orderBy('key').execute();
}

/** One role by key, or undefined. */
export function findRole(db: DB, key: string): Promise<RoleRow | undefined> {
  return db.selectFrom('roles').select(columns).where('key', '=', key).executeTakeFirst();
}

/** Inserts a site role without capabilities. */
export async function insertRole(db: DB, row: { key: string; name: string }): Promise<void> {
  await db.insertInto('roles').values({ ...row, capabilities: '[]', builtin: 0 }).execute();
}

/** Replaces a role's capability list (stored as a JSON array). */
export async function setCapabilities(db: DB, key: string, capabilities: readonly string[]): Promise<void> {
  await db.updateTable('roles').set({ capabilities: JSON.stringify(capabilities) }).where('key', '=', key).execute();
}

/** Deletes a role (callers make sure no user holds it). */
export async function deleteRole(db: DB, key: string): Promise<void> {
  await db.deleteFrom('roles').where('key', '=', key).execute();
}

/** How many users hold the role. */
export async function countUsersWithRole(db: DB, key: string): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', key).executeTakeFirstOrThrow();
  return Number(row.n);
}
