import type { Migration } from 'kysely/migration';
import type { Dialect } from './database.js';
import { withId, type AnyDb } from './migrationHelpers.js';

/**
 * Issue #10 §1: the `templates` table (certificate, ticket and event landing templates; `content`
 * is the block markup, the canonical form) and the events' `landing_template` and `ticket_template`
 * beside the existing `certificate_template`. The three event columns are indexed: deleting a
 * template asks which events use it. Editors get etn_manage_template (issue #10: "editors get it by
 * default"), as new sites' editors do from the role defaults.
 */
export function templates(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('templates'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('orientation', 'varchar(20)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('template_css', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('thumbnail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('edit_with_elementor', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remote_template_id', 'varchar(100)')
        .addColumn('preview_event_id', 'integer')
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('templates_type_status').on('templates').columns(['type', 'status', 'id']).execute();
      await db.schema.alterTable('events').addColumn('landing_template', 'integer').execute();
      await db.schema.alterTable('events').addColumn('ticket_template', 'integer').execute();
      for (const column of ['certificate_template', 'landing_template', 'ticket_template']) {
        await db.schema.createIndex(`events_${column}`).on('events').column(column).execute();
      }
      const editor = await db.selectFrom('roles').select('capabilities').where('key', '=', 'editor').executeTakeFirst();
      const held = editor ? (JSON.parse(editor.capabilities as string) as string[]) : null;
      if (held && !held.includes('etn_manage_template')) {
        await db.updateTable('roles').set({ capabilities: JSON.stringify([...held, 'etn_manage_template']) }).where('key', '=', 'editor').execute();
      }
    },
  };
}
