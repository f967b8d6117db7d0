import type { Migration } from 'kysely/migration';
import type { Dialect } from './database.js';
import { withId, type AnyDb } from './migrationHelpers.js';

/**
 * Issue #5: personal API tokens (stored as SHA-256 hashes) and the audit trail. The license lives
 * in the settings table under the key 'license'.
 */
export function accessAndAudit(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('api_tokens'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(32)')
        .addColumn('expires_on', 'varchar(10)')
        .addColumn('revoked_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('api_tokens_user').on('api_tokens').columns(['user_id']).execute();

      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('user_email', 'varchar(320)', (c) => c.notNull().defaultTo(''))
        .addColumn('action', 'varchar(50)', (c) => c.notNull())
        .addColumn('entity_type', 'varchar(50)', (c) => c.notNull())
        .addColumn('entity_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
      await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity_type', 'entity_id', 'at']).execute();
    },
  };
}
