import type { Migration } from 'kysely/migration';
import { scriptKey } from '../modules/shortcodes/scriptKey.js';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #11 §5: an event's "public attendee list" setting (`attendee_list_public`, 0 or 1, off by
 * default). When on, the event's public page holds the front-end attendee list container and the
 * public API answers the attendees' names.
 */
export function publicAttendeeList(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('events').addColumn('attendee_list_public', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  };
}

/**
 * Issue #11 §2: one saved script per post_name and shortcode text, guarded by the database, so two
 * Get Script requests at the same instant cannot both insert one. The key column (see
 * `scriptKey`) gets a unique index. Existing rows are deduplicated first: the oldest script of each
 * post_name and shortcode takes the key, so every later request answers it; a later copy keeps its
 * id without a key (NULLs never clash), because its script tag may already be pasted on a site and
 * must keep showing its widget. Such a copy stays listed and can be deleted on the Shortcodes page.
 */
export function uniqueShortcodeScripts(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('shortcode_scripts').addColumn('script_key', 'varchar(64)').execute();
      const rows: { id: number; post_name: string; shortcode: string }[] = await db.selectFrom('shortcode_scripts').select(['id', 'post_name', 'shortcode']).orderBy('id').execute();
      const keyed = new Set<string>();
      for (const row of rows) {
        const key = scriptKey(row.post_name, row.shortcode);
        if (keyed.has(key)) continue;
        keyed.add(key);
        await db.updateTable('shortcode_scripts').set({ script_key: key }).where('id', '=', row.id).execute();
      }
      await db.schema.createIndex('shortcode_scripts_key').on('shortcode_scripts').column('script_key').unique().execute();
    },
  };
}
