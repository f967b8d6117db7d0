import type { AuditEntry, AuditListQuery, I18n, Page } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import { badRequest } from '../../http/errors.js';
import type { ApiMessage } from '../../i18n/translateMessage.js';
import { serverI18n } from '../../i18n/serverI18n.js';
import { renderSummary, storedSummary, summarySearchText } from './summary.js';
import { countAudit, listAudit as listAuditRows, type AuditRow } from './repository.js';

/** Who made a change: the logged-in user or token owner; null id for the system (CLI, worker). */
export interface AuditActor {
  id: number | null;
  email: string;
}

/** The system itself (imports from the command line, the job worker). */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system' };

/**
 * The `actor` option of a service call that records in the audit trail only when it is given one
 * (EventService's create and update): `{ actor }`, or `{}` for work nobody is to be recorded for.
 */
export const auditedBy = (actor: AuditActor | null | undefined): { actor?: AuditActor | null } => (actor === undefined ? {} : { actor });

/** What changed. `before`/`after` are the records as the API shows them (null for creations/deletions). */
export interface AuditChange {
  /** e.g. create, update, delete, refund, mark_paid, activate, deactivate, revoke. */
  action: string;
  /** e.g. event, order, attendee, template, role, user, license, token. */
  entity_type: string;
  entity_id: string | number;
  /**
   * One line a person reads in the trail, as a catalogue entry with its values (issue #12): e.g.
   * `/*i18n*\/ { id: 'Deleted user {email}', values: { email } }`. It is stored as it is and
   * rendered when read, in the reader's language; values that are messages themselves (a template
   * type, a permission's label) are translated too, names and titles stay as they were typed.
   */
  summary: ApiMessage;
  before?: unknown;
  after?: unknown;
}

const SUMMARY_MAX = 500;

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Writes audit entries (issue #5 "Audit trail"): one change, or several in one insert (bulk
 * deletes). Pass the transaction of the change they describe, so the entries exist exactly when
 * the change does.
 */
export async function recordAudit(db: DB, actor: AuditActor | null, change: AuditChange | AuditChange[]): Promise<void> {
  const changes = Array.isArray(change) ? change : [change];
  if (changes.length === 0) return;
  const who = actor ?? SYSTEM_ACTOR;
  const at = new Date().toISOString();
  await db
    .insertInto('audit_log')
    .values(
      changes.map((c) => {
        const message = storedSummary(c.summary);
        return {
          at,
          user_id: who.id,
          user_email: who.email,
          action: c.action,
          entity_type: c.entity_type,
          entity_id: String(c.entity_id),
          summary: renderSummary(serverI18n('en'), message).slice(0, SUMMARY_MAX),
          summary_message: message,
          summary_search: summarySearchText(message),
          before: json(c.before),
          after: json(c.after),
        };
      }),
    )
    .execute();
}

/** The actor of a request's user (null when nobody is logged in, e.g. a public booking). */
export function actorOf(user: { id: number; email: string } | null | undefined): AuditActor | null {
  return user ? { id: user.id, email: user.email } : null;
}

/** A stored JSON column as its value (null stays null). */
function parseJson(text: string | null): unknown {
  return text === null ? null : JSON.parse(text);
}

/**
 * A row as the API shows it: the summary rendered from its stored message in `i18n`'s language; a
 * row written before messages were stored (null `summary_message`) shows its English summary, as it
 * was written (its values cannot be told apart from its words afterwards, so it is not migrated).
 */
function present(row: AuditRow, i18n: I18n): AuditEntry {
  const { summary_message: message, summary_search: _search, ...entry } = row;
  const summary = message === null ? row.summary : renderSummary(i18n, message);
  return { ...entry, summary, before: parseJson(row.before), after: parseJson(row.after) };
}

/**
 * One page of the audit trail (issue #5 "Audit trail"), newest first, filtered by entity type and
 * id, user, action, UTC days (inclusive) and a search in the summary (as read in any admin
 * language; English on rows from before issue #12) or the user's email; summaries in `i18n`'s
 * language (issue #12 §2, the reader's).
 * @throws 400 when date_from is after date_to
 */
export async function listAudit(db: DB, dialect: Dialect, q: AuditListQuery, i18n: I18n): Promise<Page<AuditEntry>> {
  if (q.date_from && q.date_to && q.date_from > q.date_to) {
    throw badRequest(/*i18n*/ 'The start date is after the end date. Pick a start date on or before the end date.', { date_from: /*i18n*/ 'Must be on or before date_to' });
  }
  const { paged: _paged, per_page: _perPage, ...filters } = q;
  const [rows, total] = await Promise.all([listAuditRows(db, dialect, q), countAudit(db, dialect, filters)]);
  return { items: rows.map((row) => present(row, i18n)), total_items: total };
}
