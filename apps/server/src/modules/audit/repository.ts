import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import { zonedDayBounds, type AuditListQuery } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { AuditLogTable, Database } from '../../db/schema.js';
import { containsAnyCase } from '../../db/search.js';

export type AuditRow = Selectable<AuditLogTable>;
export type AuditFilters = Omit<AuditListQuery, 'paged' | 'per_page'>;

/**
 * The trail's filters as one WHERE expression; `at` is ISO 8601 UTC, so instants compare as text, and
 * the days `date_from`..`date_to` are those of `timezone` (the reader's). The
 * search looks in the summary in every admin language (`summary_search`), on older rows in its English.
 */
function listFilter(dialect: Dialect, q: AuditFilters) {
  return (eb: ExpressionBuilder<Database, 'audit_log'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (q.entity_type) conditions.push(eb('entity_type', '=', q.entity_type));
    if (q.entity_id !== undefined) conditions.push(eb('entity_id', '=', String(q.entity_id)));
    if (q.user_id !== undefined) conditions.push(eb('user_id', '=', q.user_id));
    if (q.action) conditions.push(eb('action', '=', q.action));
    const { since, until } = zonedDayBounds(q.date_from, q.date_to, q.timezone);
    if (since) conditions.push(eb('at', '>=', since));
    if (until) conditions.push(eb('at', '<', until));
    if (q.search) conditions.push(eb.or([containsAnyCase(dialect, sql`coalesce(summary_search, summary)`, q.search), containsAnyCase(dialect, sql.ref('user_email'), q.search)]));
    return eb.and(conditions);
  };
}

/** One page of audit entries, newest first. */
export function listAudit(db: DB, dialect: Dialect, q: AuditListQuery): Promise<AuditRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where(listFilter(dialect, q))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.per_page)
    .offset((q.paged - 1) * q.per_page)
    .execute();
}

/** How many audit entries match the filters. */
export async function countAudit(db: DB, dialect: Dialect, q: AuditFilters): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(listFilter(dialect, q))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
