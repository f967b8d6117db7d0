import type { FastifyBaseLogger } from 'fastify';
import type { JobBatch } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';

/** What a handler learns about the job it runs. */
export interface JobContext {
  id: number;
  /** 1 on the first run. */
  attempt: number;
  batch_id: number | null;
}

/** Runs one job; throwing schedules a retry with backoff until the job's attempts run out. */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

export interface EnqueueOptions {
  batchId?: number;
  /** Not before this instant. */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * The durable job queue (issue #4 "Mail and long work"; ARCHITECTURE "Jobs and mail"): an outbox
 * table in the same database. Jobs enqueued inside a transaction exist only if it commits; each is
 * claimed by one worker (`FOR UPDATE SKIP LOCKED` on PostgreSQL), retried with backoff, and taken
 * again after a crash once its lock expires.
 */
export class JobQueue {
  constructor(readonly deps: { db: DB; dialect: Dialect; log: FastifyBaseLogger }) {}

  /** Registers the handler of a job kind (once, at start-up). */
  register(_kind: string, _handler: JobHandler): void {
    throw new Error('JobQueue.register: not implemented yet');
  }

  /** Adds one job; pass the transaction of the change it belongs to. Answers the job id. */
  async enqueue(_db: DB, _kind: string, _payload: unknown, _options: EnqueueOptions = {}): Promise<number> {
    throw new Error('JobQueue.enqueue: not implemented yet');
  }

  /** Adds many jobs of one kind in a few multi-row inserts (10,000 in well under a second). */
  async enqueueMany(_db: DB, _kind: string, _payloads: unknown[], _options: EnqueueOptions = {}): Promise<void> {
    throw new Error('JobQueue.enqueueMany: not implemented yet');
  }

  /** Opens a batch the admin can watch; `total` is the number of jobs that will carry its id. */
  async createBatch(_db: DB, _batch: { kind: string; label: string; total: number; createdBy: number | null }): Promise<number> {
    throw new Error('JobQueue.createBatch: not implemented yet');
  }

  /** A batch's progress, or undefined when there is no such batch. */
  async getBatch(_id: number): Promise<JobBatch | undefined> {
    throw new Error('JobQueue.getBatch: not implemented yet');
  }

  /** Claims and runs up to `limit` due jobs; answers how many ran. */
  async runOnce(_limit = 50): Promise<number> {
    throw new Error('JobQueue.runOnce: not implemented yet');
  }

  /** Runs due jobs until none is left (tests; jobs waiting for a backoff are left). */
  async drain(): Promise<void> {
    throw new Error('JobQueue.drain: not implemented yet');
  }

  /** Starts the background worker loop (npm start; off in unit tests). */
  start(): void {}

  /** Stops the worker after the jobs in hand finish. */
  async stop(): Promise<void> {}
}
