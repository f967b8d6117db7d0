import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { DB, Dialect } from '../../db/database.js';
import type { Database, JobBatchTable, JobTable } from '../../db/schema.js';

/** Rows per multi-row insert: 6 values a job keeps well under both databases' parameter limits. */
const INSERT_CHUNK = 1000;

/** One claim of a job: `attempts` after the claim tells it apart from a later claim by another worker. */
export interface Claim {
  id: number;
  attempts: number;
  batchId: number | null;
}

export async function insertJob(db: DB, row: Insertable<JobTable>): Promise<number> {
  const { id } = await db.insertInto('jobs').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Inserts jobs {@link INSERT_CHUNK} rows per statement. */
export async function insertJobs(db: DB, rows: Insertable<JobTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insertInto('jobs').values(rows.slice(i, i + INSERT_CHUNK)).execute();
  }
}

export async function insertBatch(db: DB, row: Insertable<JobBatchTable>): Promise<number> {
  const { id } = await db.insertInto('job_batches').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Jobs of a batch that failed an attempt and were (attempts > 1) or will be (queued with an error) tried again. */
export async function countRetried(db: DB, batchId: number): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('batch_id', '=', batchId)
    .where((eb) => eb.or([eb('attempts', '>', 1), eb.and([eb('status', '=', 'queued'), eb('last_error', 'is not', null)])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findBatch(db: DB, id: number): Promise<Selectable<JobBatchTable> | undefined> {
  return db.selectFrom('job_batches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Queued jobs that are due. */
const queuedDue = (now: string) => (eb: ExpressionBuilder<Database, 'jobs'>) => eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]);

/**
 * Running jobs whose worker is lost: their lock expired, or their worker is gone (stopped, stale
 * or known dead: see workers.ts), so a restarted server takes them back at once.
 */
const orphaned = (now: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.and([
    eb('status', '=', 'running'),
    eb.or([
      eb('locked_until', '<', now),
      eb.and([eb('locked_by', 'is not', null), eb('locked_by', 'not in', eb.selectFrom('job_workers').select('job_workers.id'))]),
    ]),
  ]);

/**
 * Marks up to `limit` due jobs (orphaned or queued and due) running for `worker` until
 * `lockedUntil`, one more attempt each, and answers them. PostgreSQL locks the chosen rows
 * `FOR UPDATE SKIP LOCKED`, so concurrent workers take disjoint jobs, and picks the two kinds
 * apart so the queued ones come in index order (LIMIT stops early instead of sorting every due
 * job: 10,000 queued mails cost 18 ms a claim the other way); SQLite serializes writes, so one
 * UPDATE … WHERE id IN (SELECT … LIMIT n) is atomic.
 */
export async function claimDue(
  db: DB,
  dialect: Dialect,
  q: { now: string; lockedUntil: string; limit: number; worker: string },
): Promise<Selectable<JobTable>[]> {
  const pick = (trx: DB, which: ReturnType<typeof queuedDue>, limit: number) =>
    trx.selectFrom('jobs').select('id').where(which).orderBy('run_at').orderBy('id').limit(limit);
  const mark = (trx: DB, ids: number[] | ReturnType<typeof pick>) =>
    trx
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', locked_until: q.lockedUntil, locked_by: q.worker, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .returningAll()
      .execute();
  const rows =
    dialect === 'sqlite'
      ? await mark(db, pick(db, (eb) => eb.or([queuedDue(q.now)(eb), orphaned(q.now)(eb)]), q.limit))
      : await db.transaction().execute(async (trx) => {
          const lost = (await pick(trx, orphaned(q.now), q.limit).forUpdate().skipLocked().execute()).map((r) => r.id);
          const queued = lost.length < q.limit ? await pick(trx, queuedDue(q.now), q.limit - lost.length).forUpdate().skipLocked().execute() : [];
          const ids = [...lost, ...queued.map((r) => r.id)];
          return ids.length === 0 ? [] : mark(trx, ids);
        });
  return rows.sort((a, b) => a.run_at.localeCompare(b.run_at) || a.id - b.id);
}

/** The job row as long as this claim still holds it (no other worker took it over). */
const heldBy = (claim: Claim) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.and([eb('id', '=', claim.id), eb('status', '=', 'running'), eb('attempts', '=', claim.attempts)]);

/** Counts `n` finished jobs on their batch and closes the batch when every job has finished. */
async function countOnBatch(trx: DB, batchId: number, column: 'done' | 'failed', now: string, n = 1): Promise<void> {
  await trx
    .updateTable('job_batches')
    .set((eb) => ({ [column]: eb(column, '+', n) }))
    .where('id', '=', batchId)
    .execute();
  await trx
    .updateTable('job_batches')
    .set({ finished_at: now })
    .where('id', '=', batchId)
    .where('finished_at', 'is', null)
    .where((eb) => eb(eb('done', '+', eb.ref('failed')), '>=', eb.ref('total')))
    .execute();
}

/**
 * Writes a claimed job's outcome unless another worker took the job over, and counts it on its
 * batch (`countAs`) in the same transaction; without a batch one UPDATE needs no transaction.
 */
async function recordOutcome(db: DB, claim: Claim, change: Updateable<JobTable>, countAs: 'done' | 'failed' | null, now: string): Promise<void> {
  const write = (trx: DB) => trx.updateTable('jobs').set(change).where(heldBy(claim)).executeTakeFirst();
  const batchId = claim.batchId;
  if (countAs === null || batchId === null) {
    await write(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    const result = await write(trx);
    if (Number(result.numUpdatedRows) === 1) await countOnBatch(trx, batchId, countAs, now);
  });
}

/**
 * Marks claimed jobs done and counts them on their batches, in one transaction (one UPDATE per
 * attempt count, one count per batch), leaving out any job another worker took over.
 */
export async function completeJobs(db: DB, claims: Claim[], now: string): Promise<void> {
  const byAttempts = new Map<number, number[]>();
  for (const claim of claims) byAttempts.set(claim.attempts, [...(byAttempts.get(claim.attempts) ?? []), claim.id]);
  await db.transaction().execute(async (trx) => {
    const perBatch = new Map<number, number>();
    for (const [attempts, ids] of byAttempts) {
      for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
        const rows = await trx
          .updateTable('jobs')
          .set({ status: 'done', finished_at: now, locked_until: null, locked_by: null, last_error: null })
          .where('id', 'in', ids.slice(i, i + INSERT_CHUNK))
          .where('status', '=', 'running')
          .where('attempts', '=', attempts)
          .returning('batch_id')
          .execute();
        for (const { batch_id } of rows) if (batch_id !== null) perBatch.set(batch_id, (perBatch.get(batch_id) ?? 0) + 1);
      }
    }
    for (const [batchId, n] of perBatch) await countOnBatch(trx, batchId, 'done', now, n);
  });
}

/**
 * Records a failed attempt: back to queued until `retryAt`, or (retryAt null) failed for good and
 * counted on its batch.
 */
export async function failJob(db: DB, claim: Claim, outcome: { error: string; now: string; retryAt: string | null }): Promise<void> {
  if (outcome.retryAt === null) {
    await recordOutcome(db, claim, { status: 'failed', finished_at: outcome.now, locked_until: null, locked_by: null, last_error: outcome.error }, 'failed', outcome.now);
  } else {
    await recordOutcome(db, claim, { status: 'queued', run_at: outcome.retryAt, locked_until: null, locked_by: null, last_error: outcome.error }, null, outcome.now);
  }
}
