import type { ShortcodeScript } from '@eventory/core';
import type { DB } from '../../db/database.js';

/** Origins listed per script, most recent first. */
export const LISTED_ORIGINS = 20;

type ScriptRow = Omit<ShortcodeScript, 'origins'>;
const columns = ['id', 'post_name', 'shortcode', 'created_at'] as const;

/**
 * Inserts a script unless one with its `script_key` exists (the unique index decides, so two
 * inserts at the same instant cannot both succeed); answers the new id, or undefined when the key
 * was taken (on PostgreSQL after the other transaction committed).
 */
export async function insertScript(db: DB, row: { post_name: string; shortcode: string; script_key: string; author_id: number | null; created_at: string }): Promise<number | undefined> {
  const inserted = await db.insertInto('shortcode_scripts').values(row).onConflict((oc) => oc.column('script_key').doNothing()).returning('id').executeTakeFirst();
  return inserted ? Number(inserted.id) : undefined;
}

/** The script saved under a key (see `scriptKey`), or undefined. */
export async function findScriptByKey(db: DB, key: string): Promise<number | undefined> {
  const row = await db.selectFrom('shortcode_scripts').select('id').where('script_key', '=', key).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** One script, or undefined. */
export function findScript(db: DB, id: number): Promise<ScriptRow | undefined> {
  return db.selectFrom('shortcode_scripts').select(columns).where('id', '=', id).executeTakeFirst();
}

/** A page of scripts, newest first, and how many there are. */
export async function listScripts(db: DB, offset: number, limit: number): Promise<{ rows: ScriptRow[]; total: number }> {
  const rows = await db.selectFrom('shortcode_scripts').select(columns).orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const { total } = await db.selectFrom('shortcode_scripts').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** The origins the scripts were seen on, most recent first. */
export async function originsOf(db: DB, ids: number[]): Promise<Map<number, ShortcodeScript['origins']>> {
  const map = new Map<number, ShortcodeScript['origins']>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('shortcode_script_origins')
    .select(['script_id', 'origin', 'last_seen_at'])
    .where('script_id', 'in', ids)
    .orderBy('last_seen_at', 'desc')
    .orderBy('origin')
    .execute();
  for (const { script_id, origin, last_seen_at } of rows) {
    const list = map.get(script_id) ?? [];
    if (list.length < LISTED_ORIGINS) list.push({ origin, last_seen_at });
    map.set(script_id, list);
  }
  return map;
}

/** Deletes a script (its origins go with it); true when it existed. */
export async function deleteScript(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('shortcode_scripts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Notes that the script was embedded on `origin` at `at`, unless noted at or after `notBefore`. */
export async function touchOrigin(db: DB, scriptId: number, origin: string, at: string, notBefore: string): Promise<void> {
  await db
    .insertInto('shortcode_script_origins')
    .values({ script_id: scriptId, origin, last_seen_at: at })
    .onConflict((oc) => oc.columns(['script_id', 'origin']).doUpdateSet({ last_seen_at: at }).where('shortcode_script_origins.last_seen_at', '<', notBefore))
    .execute();
}
