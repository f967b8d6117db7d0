import type { Migration } from 'kysely/migration';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #9 §6.16: job workers beat in `job_workers`, and a running job names its worker, so a
 * restarted server takes back at once the jobs of a worker that is stale or known dead instead of
 * waiting for their 5-minute lock.
 */
export function jobWorkers(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('job_workers')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('pid_namespace', 'varchar(255)', (c) => c.notNull())
        .addColumn('pid', 'integer', (c) => c.notNull())
        .addColumn('process_token', 'varchar(64)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('heartbeat_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('jobs').addColumn('locked_by', 'varchar(64)').execute();
    },
  };
}
