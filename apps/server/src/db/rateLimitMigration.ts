import type { Migration } from 'kysely/migration';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #9 leftovers: rate-limit counters live in the database, so N servers sharing one
 * PostgreSQL share each limit. One row per limited key: its hits in the current window and when
 * that window ends (epoch milliseconds); the index lets expired windows be pruned without a scan.
 */
export function rateLimits(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'varchar(400)', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_expires_at').on('rate_limits').column('expires_at').execute();
    },
  };
}
