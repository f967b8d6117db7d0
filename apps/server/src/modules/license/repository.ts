import type { DB } from '../../db/database.js';

/** The settings key the activated license is stored under (issue #5). */
const LICENSE_KEY = 'license';

/** The stored license as JSON text, or undefined when none is activated. */
export async function readLicense(db: DB): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', LICENSE_KEY).executeTakeFirst();
  return row?.value;
}

/** Stores (or replaces) the activated license. */
export async function writeLicense(db: DB, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: LICENSE_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Removes the stored license; true when there was one. */
export async function deleteLicense(db: DB): Promise<boolean> {
  const result = await db.deleteFrom('settings').where('key', '=', LICENSE_KEY).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
