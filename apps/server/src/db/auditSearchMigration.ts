import type { Migration } from 'kysely/migration';
import { summarySearchText } from '../modules/audit/summary.js';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #12: `audit_log.summary_search`, the summary in every admin language, which the trail's
 * search looks in (see modules/audit/summary.ts). Rows with a stored message are filled here from
 * it; rows written before messages were stored keep null and are searched by their English summary.
 */
export function auditSummarySearch(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('audit_log').addColumn('summary_search', 'text').execute();
      const rows: { id: number; summary_message: string }[] = await db.selectFrom('audit_log').select(['id', 'summary_message']).where('summary_message', 'is not', null).execute();
      for (const row of rows) {
        await db.updateTable('audit_log').set({ summary_search: summarySearchText(row.summary_message) }).where('id', '=', row.id).execute();
      }
    },
  };
}
