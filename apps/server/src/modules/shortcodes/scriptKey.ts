import { createHash } from 'node:crypto';

/**
 * The key a saved script is unique by (the `shortcode_scripts.script_key` column, unique index):
 * SHA-256 hex of its post_name and its exact shortcode text. A hash, because a shortcode may be
 * 4,000 characters, beyond what a PostgreSQL b-tree index entry holds. Stored keys depend on this
 * function: changing it needs a migration that recomputes them.
 */
export function scriptKey(postName: string, shortcode: string): string {
  return createHash('sha256').update(`${postName}\u0000${shortcode}`).digest('hex');
}
