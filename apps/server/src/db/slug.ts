import slugify from '@sindresorhus/slugify';
import type { DB } from './database.js';

type SluggedTable = 'events' | 'categories' | 'tags';

/**
 * A slug for `text` not yet used in `table` (`title`, `title-2`, `title-3`, …).
 * @param excludeId the row being renamed, whose own slug does not count as taken
 */
export async function uniqueSlug(db: DB, table: SluggedTable, text: string, excludeId?: number): Promise<string> {
  const base = slugify(text).slice(0, 200) || 'item';
  let query = db.selectFrom(table).select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (excludeId !== undefined) query = query.where('id', '!=', excludeId);
  const taken = new Set((await query.execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
