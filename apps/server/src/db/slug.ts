import slugify from '@sindresorhus/slugify';
import type { DB } from './database.js';

type SluggedTable = 'events' | 'categories' | 'tags' | 'speakers' | 'speaker_groups';

/**
 * Longest slug base, characters (issue #9 §6.9): with an occurrence's `-YYYY-MM-DD` and a `-N`
 * suffix a public path parameter stays far below the router's limit (`MAX_PARAM_LENGTH` in app.ts).
 */
export const MAX_SLUG_LENGTH = 80;

/**
 * A text's words in a URL: lowercase ASCII joined by dashes (`3D printing` → `3d-printing`,
 * `machBar Plenum` → `machbar-plenum`). Names keep their letters together as WordPress's slugs do;
 * slugify's default would split them at each capital (`3-d-printing`, `mach-bar-plenum`).
 */
export const slugWords = (text: string): string => slugify(text, { decamelize: false });

/**
 * The slug of a text before de-duplication: lowercase ASCII words joined by dashes, cut to
 * {@link MAX_SLUG_LENGTH} at the last word boundary (mid-word when that would lose over half of it);
 * `fallback` when the text has no letter or digit a URL keeps.
 */
export function slugBase(text: string, fallback = 'item'): string {
  const slug = slugWords(text);
  if (slug.length <= MAX_SLUG_LENGTH) return slug || fallback;
  const boundary = slug.lastIndexOf('-', MAX_SLUG_LENGTH);
  return slug.slice(0, boundary >= MAX_SLUG_LENGTH / 2 ? boundary : MAX_SLUG_LENGTH);
}

/** The first of `base`, `base-2`, `base-3`, … not in `taken`. */
export function firstFree(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Slugs for many texts at once, unique among themselves and not in `taken` (which is updated):
 * for bulk writes that cannot afford a query per row.
 */
export function pickSlugs(texts: string[], taken: Set<string>): string[] {
  return texts.map((text) => {
    const slug = firstFree(slugBase(text), taken);
    taken.add(slug);
    return slug;
  });
}

/**
 * A slug for `text` not yet used in `table` (`title`, `title-2`, `title-3`, …).
 * @param excludeId the row being renamed, whose own slug does not count as taken
 */
export async function uniqueSlug(db: DB, table: SluggedTable, text: string, excludeId?: number): Promise<string> {
  const base = slugBase(text);
  let query = db.selectFrom(table).select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (excludeId !== undefined) query = query.where('id', '!=', excludeId);
  return firstFree(base, new Set((await query.execute()).map((r) => r.slug)));
}
