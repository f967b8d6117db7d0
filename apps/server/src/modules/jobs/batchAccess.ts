import { inEventScope, ownEventsScope, type Capability } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { assertAccess } from '../../http/access.js';
import type { CurrentUser } from '../auth/service.js';
import { notFound } from '../../http/errors.js';

/**
 * Who may watch a job batch of one kind (issue #9 §6.14): the capability of the work the batch
 * tracks and, when the work is about an event, the own-events rule on that event.
 */
export interface BatchGuard {
  /** What starting the work needs (e.g. etn_manage_event for RSVP invitations). */
  capability: Capability;
  /** The author of the event the batch works on; undefined when it works on no (remaining) event. */
  eventAuthor?(db: DB, batchId: number): Promise<{ author_id: number | null } | undefined>;
}

const guards = new Map<string, BatchGuard>();

/** Declares who may watch batches of `kind`; the module that opens such batches calls it once. */
export function guardBatches(kind: string, guard: BatchGuard): void {
  guards.set(kind, guard);
}

/**
 * Refuses a caller who may not watch the batch: 403 naming the missing capability (administrators
 * only for a kind no module guards), 404 for a batch about another author's event (as the event
 * itself is to them).
 */
export async function assertBatchAccess(db: DB, user: CurrentUser | null, batch: { id: number; kind: string }): Promise<void> {
  const guard = guards.get(batch.kind);
  assertAccess(user, guard?.capability ?? 'super_admin');
  if (!guard?.eventAuthor) return;
  const event = await guard.eventAuthor(db, batch.id);
  if (event && !inEventScope(event.author_id, ownEventsScope(user!))) throw notFound(/*i18n*/ 'Job batch', batch.id);
}
