import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import type { JobBatch } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { JobTable } from '../../db/schema.js';
import * as repo from './repository.js';
import * as workers from './workers.js';

/** What a handler learns about the job it runs. */
export interface JobContext {
  id: number;
  /** 1 on the first run. */
  attempt: number;
  batch_id: number | null;
}

/** Runs one job; throwing schedules a retry with backoff until the job's attempts run out. */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

/** One claimed job handed to a {@link JobBatchHandler}. */
export interface ClaimedJob {
  payload: unknown;
  job: JobContext;
}

/**
 * Runs the claimed jobs of one kind together (bulk mail: one query for many rows) and answers, in
 * their order, each job's error (`undefined`: done). Throwing fails every job of the call.
 */
export type JobBatchHandler = (jobs: ClaimedJob[]) => Promise<unknown[]>;

/** Runs `work` on every item, at most `limit` at a time. */
export async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface EnqueueOptions {
  batchId?: number;
  /** Not before this instant. */
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueueDeps {
  db: DB;
  dialect: Dialect;
  log: FastifyBaseLogger;
  /** The current time in ms since the epoch (tests move it forward); `Date.now` by default. */
  clock?: () => number;
  /** The process this worker runs in; tests give a predecessor's that died. Default: this process. */
  identity?: workers.WorkerIdentity;
}

/** Attempts a job gets unless its enqueuer says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 5;
/** How long a claimed job belongs to its worker, ms; after that another worker may take it again. */
export const LOCK_MS = 5 * 60_000;
/** The worker loop's pause when nothing is due, ms. */
export const POLL_MS = 500;
/** Jobs one claim takes at most: a bulk send's mails are rendered and recorded a claim at a time. */
export const CLAIM_LIMIT = 200;
/** Jobs one worker runs at the same time. */
export const CONCURRENCY = 8;
/** How often a worker records that it is alive, ms. */
export const HEARTBEAT_MS = 5_000;
/** A worker that has not beaten for this long is taken for dead and its running jobs are taken back, ms. */
export const STALE_MS = 30_000;
/** Longest wait before a retry, ms. */
const MAX_BACKOFF_MS = 10 * 60_000;

/** Wait before the retry that follows failed attempt `attempt` (1-based): 2^attempt s, at most 10 min. */
export function backoffMs(attempt: number): number {
  return Math.min(2 ** attempt * 1000, MAX_BACKOFF_MS);
}

const iso = (ms: number) => new Date(ms).toISOString();
const claimOf = (job: Selectable<JobTable>): repo.Claim => ({ id: job.id, attempts: job.attempts, batchId: job.batch_id });
const contextOf = (job: Selectable<JobTable>): JobContext => ({ id: job.id, attempt: job.attempts, batch_id: job.batch_id });

/**
 * The durable job queue (issue #4 "Mail and long work"; ARCHITECTURE "Jobs and mail"): an outbox
 * table in the same database. Jobs enqueued inside a transaction exist only if it commits; each is
 * claimed by one worker (`FOR UPDATE SKIP LOCKED` on PostgreSQL), retried with backoff, and taken
 * again after a crash: at once when its worker is known dead (a restarted server finds its
 * predecessor's pid gone), after {@link STALE_MS} without a heartbeat, or when its lock expires.
 * A live worker's jobs are never taken, and a worker that lost a job cannot record over the one that
 * took it. Every claim counts as an attempt, so a job that kills its worker still runs out of attempts.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly batchHandlers = new Map<string, JobBatchHandler>();
  private readonly clock: () => number;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;
  /** This worker's row in job_workers (written on its first claim). */
  readonly workerId = randomUUID();
  private lastBeat = -Infinity;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(readonly deps: JobQueueDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  /** Registers the handler of a job kind (once, at start-up). @throws when the kind already has one */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind) || this.batchHandlers.has(kind)) throw new Error(`Job kind "${kind}" already has a handler`);
    this.handlers.set(kind, handler);
  }

  /**
   * Registers a handler that takes all the jobs of its kind one claim holds at once (bulk work
   * whose per-job cost is mostly a query it can share). @throws when the kind already has one
   */
  registerBatch(kind: string, handler: JobBatchHandler): void {
    if (this.handlers.has(kind) || this.batchHandlers.has(kind)) throw new Error(`Job kind "${kind}" already has a handler`);
    this.batchHandlers.set(kind, handler);
  }

  /** Adds one job; pass the transaction of the change it belongs to. Answers the job id. */
  async enqueue(db: DB, kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
    return repo.insertJob(db, this.row(kind, payload, options));
  }

  /** Adds many jobs of one kind in a few multi-row inserts (10,000 in well under a second). */
  async enqueueMany(db: DB, kind: string, payloads: unknown[], options: EnqueueOptions = {}): Promise<void> {
    await repo.insertJobs(
      db,
      payloads.map((payload) => this.row(kind, payload, options)),
    );
  }

  /** Opens a batch the admin can watch; `total` is the number of jobs that will carry its id. */
  async createBatch(db: DB, batch: { kind: string; label: string; total: number; createdBy: number | null }): Promise<number> {
    const now = iso(this.clock());
    return repo.insertBatch(db, {
      kind: batch.kind,
      label: batch.label,
      total: batch.total,
      created_by: batch.createdBy,
      created_at: now,
      finished_at: batch.total === 0 ? now : null,
    });
  }

  /** A batch's progress (`done` once done + failed reach total), or undefined when there is no such batch. */
  async getBatch(id: number): Promise<JobBatch | undefined> {
    const row = await repo.findBatch(this.deps.db, id);
    if (!row) return undefined;
    const retried = await repo.countRetried(this.deps.db, id);
    return {
      id: row.id,
      kind: row.kind,
      label: row.label,
      total: row.total,
      done: row.done,
      failed: row.failed,
      retried,
      status: row.done + row.failed >= row.total ? 'done' : 'running',
      created_at: row.created_at,
      finished_at: row.finished_at,
    };
  }

  /**
   * Claims up to `limit` due jobs (queued and due, or running with an expired lock) and runs them:
   * the jobs of a batch kind together, the others {@link CONCURRENCY} at a time. The finished jobs
   * are then recorded in one transaction, each failure on its own. A handler's error is recorded
   * on its job, never thrown.
   * @returns how many jobs ran
   */
  async runOnce(limit = CLAIM_LIMIT): Promise<number> {
    const now = this.clock();
    if (now - this.lastBeat >= HEARTBEAT_MS) await this.beat();
    const jobs = await repo.claimDue(this.deps.db, this.deps.dialect, { now: iso(now), lockedUntil: iso(now + LOCK_MS), limit, worker: this.workerId });
    const errors = new Map<Selectable<JobTable>, unknown>();
    const single: Selectable<JobTable>[] = [];
    const batched = new Map<string, Selectable<JobTable>[]>();
    for (const job of jobs) {
      if (this.batchHandlers.has(job.kind)) batched.set(job.kind, [...(batched.get(job.kind) ?? []), job]);
      else single.push(job);
    }
    await Promise.all([
      ...[...batched].map(([kind, group]) => this.runBatch(this.batchHandlers.get(kind)!, group, errors)),
      forEachLimited(single, CONCURRENCY, async (job) => {
        try {
          const handler = this.handlers.get(job.kind);
          if (!handler) throw new Error(`No handler is registered for jobs of kind "${job.kind}"`);
          await handler(JSON.parse(job.payload) as unknown, contextOf(job));
        } catch (error) {
          errors.set(job, error);
        }
      }),
    ]);
    const done = jobs.filter((job) => !errors.has(job));
    if (done.length > 0) await this.record(() => repo.completeJobs(this.deps.db, done.map(claimOf), iso(this.clock())));
    for (const [job, error] of errors) await this.fail(job, error);
    return jobs.length;
  }

  /** Runs due jobs until none is left (tests; jobs waiting for a backoff are left). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0);
  }

  /** Starts the background worker loop (npm start; off in unit tests): polls every {@link POLL_MS} when idle. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.work();
    // Beats on its own timer: a loop busy with slow jobs must not look dead.
    this.heartbeat = setInterval(() => void this.beat().catch((error: unknown) => this.deps.log.error({ err: error }, 'job worker: heartbeat failed')), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Stops the worker after the jobs in hand finish, and removes its row (nothing of it is left to take back). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.lastBeat > -Infinity) await this.record(() => workers.removeWorker(this.deps.db, this.workerId));
    this.lastBeat = -Infinity;
  }

  /** Records that this worker is alive, and removes the workers that are not (their jobs become due). */
  private async beat(): Promise<void> {
    const now = this.clock();
    const identity = this.deps.identity ?? workers.THIS_PROCESS;
    await workers.beat(this.deps.db, this.workerId, identity, iso(now));
    this.lastBeat = now;
    const removed = await workers.removeDeadWorkers(this.deps.db, identity, iso(now - STALE_MS));
    if (removed) this.deps.log.warn({ workers: removed }, 'job worker: took back the jobs of workers that died');
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      let ran = 0;
      try {
        ran = await this.runOnce();
      } catch (error) {
        this.deps.log.error({ err: error }, 'job worker: claiming jobs failed');
      }
      if (ran === 0 && !this.stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      }
    }
  }

  /** Runs the jobs of one batch kind through its handler; their errors go into `errors`. Never throws. */
  private async runBatch(handler: JobBatchHandler, group: Selectable<JobTable>[], errors: Map<Selectable<JobTable>, unknown>): Promise<void> {
    try {
      const results = await handler(group.map((job) => ({ payload: JSON.parse(job.payload) as unknown, job: contextOf(job) })));
      group.forEach((job, i) => {
        if (results[i] !== undefined) errors.set(job, results[i]);
      });
    } catch (error) {
      for (const job of group) errors.set(job, error);
    }
  }

  /** Records a job's failed attempt: a retry after its backoff, or failed for good when its attempts ran out. */
  private async fail(job: Selectable<JobTable>, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const now = this.clock();
    const final = job.attempts >= job.max_attempts;
    this.deps.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, final, err: error }, 'job failed');
    await this.record(() => repo.failJob(this.deps.db, claimOf(job), { error: message, now: iso(now), retryAt: final ? null : iso(now + backoffMs(job.attempts)) }));
  }

  /** Writes a job's outcome; a database error is logged (the job's lock expires and it runs again). */
  private async record(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.deps.log.error({ err: error }, 'job worker: recording a job outcome failed');
    }
  }

  private row(kind: string, payload: unknown, options: EnqueueOptions): Insertable<JobTable> {
    const now = this.clock();
    return {
      kind,
      payload: JSON.stringify(payload ?? null),
      run_at: iso(options.runAt?.getTime() ?? now),
      max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      batch_id: options.batchId ?? null,
      created_at: iso(now),
    };
  }
}
