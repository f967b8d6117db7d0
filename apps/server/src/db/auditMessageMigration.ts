import type { Migration } from 'kysely/migration';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #12 §2: an audit entry's summary as its catalogue message (`{ id, values? }` JSON), so the
 * trail reads in each reader's language. Rows written before keep null and show their English
 * summary (see the audit service's `present`).
 */
export function auditSummaryMessage(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('audit_log').addColumn('summary_message', 'text').execute();
    },
  };
}
