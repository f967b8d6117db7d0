import type { Migration } from 'kysely/migration';
import { withId, type AnyDb } from './migrationHelpers.js';
import type { Dialect } from './database.js';

/**
 * Issue #11 §2 and §4: the scripts Get Script saves (SPEC §3 "Shortcode script record": post_name,
 * shortcode) and the origins each was last seen embedded on (the Referer of its `/embed` requests).
 * The built-in editor role gains etn_manage_shortcode (the default).
 */
export function shortcodeScripts(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('shortcode_scripts'), dialect)
        .addColumn('post_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('shortcode', 'text', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('shortcode_script_origins')
        .addColumn('script_id', 'integer', (c) => c.notNull().references('shortcode_scripts.id').onDelete('cascade'))
        .addColumn('origin', 'varchar(300)', (c) => c.notNull())
        .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('shortcode_script_origins_pk', ['script_id', 'origin'])
        .execute();
      // Issue #11: editors get the Shortcodes page by default; a site's built-in editor role gains it.
      const editor = await db.selectFrom('roles').select('capabilities').where('key', '=', 'editor').where('builtin', '=', 1).executeTakeFirst();
      const capabilities: string[] = editor ? JSON.parse(editor.capabilities) : [];
      if (editor && !capabilities.includes('etn_manage_shortcode')) {
        await db.updateTable('roles').set({ capabilities: JSON.stringify([...capabilities, 'etn_manage_shortcode']) }).where('key', '=', 'editor').execute();
      }
    },
  };
}
