import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { backoffMs, JobQueue, LOCK_MS } from './queue.js';

describeEachDatabase('job queue', (dialect) => {
  let t: TestApp;
  let now: number;
  let queue: JobQueue;
  /** Payloads each kind's handler saw, in order. */
  let seen: Record<string, unknown[]>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A queue on the test database whose clock the test moves. */
  const newQueue = () => {
    const q = new JobQueue({ db: t.handle.db, dialect, log: t.app.log, clock: () => now });
    q.register('record', async (payload) => void (seen.record ??= []).push(payload));
    q.register('explode', async (payload) => {
      (seen.explode ??= []).push(payload);
      throw new Error('The printer is on fire');
    });
    return q;
  };
  beforeEach(async () => {
    await t.handle.db.deleteFrom('jobs').execute();
    now = Date.parse('2030-01-01T10:00:00.000Z');
    seen = {};
    queue = newQueue();
  });
  const job = (id: number) => t.handle.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('runs an enqueued job once with its payload and marks it done', async () => {
    const id = await queue.enqueue(t.handle.db, 'record', { hello: 'world' });
    await queue.drain();
    await queue.drain();
    expect(seen.record).toEqual([{ hello: 'world' }]);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1, finished_at: new Date(now).toISOString(), last_error: null });
  });

  it('waits for runAt', async () => {
    await queue.enqueue(t.handle.db, 'record', 1, { runAt: new Date(now + 60_000) });
    expect(await queue.runOnce()).toBe(0);
    now += 60_000;
    expect(await queue.runOnce()).toBe(1);
    expect(seen.record).toEqual([1]);
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    await expect(
      t.handle.db.transaction().execute(async (trx) => {
        await queue.enqueue(trx, 'record', 'lost');
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    await queue.drain();
    expect(seen.record).toBeUndefined();
  });

  it('retries a failing job with growing backoff, then marks it failed and counts it on its batch', async () => {
    const batchId = await queue.createBatch(t.handle.db, { kind: 'explode', label: 'Fireworks', total: 1, createdBy: null });
    const id = await queue.enqueue(t.handle.db, 'explode', 'boom', { maxAttempts: 3, batchId });
    await queue.drain();
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'The printer is on fire', run_at: new Date(now + backoffMs(1)).toISOString() });
    now += backoffMs(1) - 1;
    await queue.drain();
    expect(seen.explode).toHaveLength(1);
    now += 1;
    await queue.drain();
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 2, run_at: new Date(now + backoffMs(2)).toISOString() });
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));
    now += backoffMs(2);
    await queue.drain();
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'The printer is on fire', finished_at: new Date(now).toISOString() });
    now += 3_600_000;
    await queue.drain();
    expect(seen.explode).toHaveLength(3);
    expect(await queue.getBatch(batchId)).toMatchObject({ total: 1, done: 0, failed: 1, status: 'done', finished_at: new Date(now - 3_600_000).toISOString() });
  });

  it('caps the backoff at 10 minutes', () => {
    expect(backoffMs(1)).toBe(2000);
    expect(backoffMs(20)).toBe(600_000);
  });

  it('fails a job of an unknown kind with a clear error', async () => {
    const id = await queue.enqueue(t.handle.db, 'teleport', {}, { maxAttempts: 1 });
    await queue.drain();
    expect(await job(id)).toMatchObject({ status: 'failed', last_error: 'No handler is registered for jobs of kind "teleport"' });
  });

  it('takes a running job over once its lock expired (its worker died), not before', async () => {
    const id = await queue.enqueue(t.handle.db, 'record', 'survivor');
    await t.handle.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_until: new Date(now + 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    await newQueue().drain();
    expect(seen.record).toBeUndefined();
    now += 1001;
    await newQueue().drain();
    expect(seen.record).toEqual(['survivor']);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('does not let a worker whose lock expired record over the worker that took the job over', async () => {
    const batchId = await queue.createBatch(t.handle.db, { kind: 'slow', label: 'Slow', total: 1, createdBy: null });
    let release!: () => void;
    const first = new JobQueue({ db: t.handle.db, dialect, log: t.app.log, clock: () => now });
    first.register('slow', () => new Promise<void>((resolve) => (release = resolve)));
    const second = new JobQueue({ db: t.handle.db, dialect, log: t.app.log, clock: () => now });
    let secondRuns = 0;
    second.register('slow', async () => void (secondRuns += 1));
    await first.enqueue(t.handle.db, 'slow', null, { batchId });
    const stuck = first.runOnce();
    await expect.poll(() => release).toBeDefined();
    now += LOCK_MS + 1;
    await second.drain();
    release();
    await stuck;
    expect(secondRuns).toBe(1);
    expect(await queue.getBatch(batchId)).toMatchObject({ done: 1, failed: 0, status: 'done' });
  });

  it('tracks a batch: running until every job finished, then done with finished_at', async () => {
    const batchId = await queue.createBatch(t.handle.db, { kind: 'mixed', label: 'Mixed bag', total: 3, createdBy: null });
    await queue.enqueueMany(t.handle.db, 'record', [1, 2], { batchId });
    expect(await queue.getBatch(batchId)).toMatchObject({ id: batchId, kind: 'mixed', label: 'Mixed bag', total: 3, done: 0, failed: 0, status: 'running', finished_at: null });
    await queue.drain();
    expect(await queue.getBatch(batchId)).toMatchObject({ done: 2, status: 'running', finished_at: null });
    await queue.enqueue(t.handle.db, 'explode', 3, { batchId, maxAttempts: 1 });
    await queue.drain();
    expect(await queue.getBatch(batchId)).toMatchObject({ done: 2, failed: 1, status: 'done', finished_at: new Date(now).toISOString() });
    expect(await queue.getBatch(999_999)).toBeUndefined();
  });

  it('hands the due jobs of a batch kind to its handler together; a job it fails is retried alone', async () => {
    const batchId = await queue.createBatch(t.handle.db, { kind: 'bulk', label: 'Bulk', total: 3, createdBy: null });
    const calls: unknown[][] = [];
    queue.registerBatch('bulk', async (jobs) => {
      calls.push(jobs.map((j) => j.payload));
      return jobs.map((j) => (j.payload === 'late' && j.job.attempt === 1 ? new Error('Try again later') : undefined));
    });
    await queue.enqueueMany(t.handle.db, 'bulk', ['a', 'late', 'c'], { batchId });
    await queue.drain();
    expect(calls).toEqual([['a', 'late', 'c']]);
    expect(await queue.getBatch(batchId)).toMatchObject({ done: 2, failed: 0, retried: 1, status: 'running' });
    now += backoffMs(1);
    await queue.drain();
    expect(calls).toEqual([['a', 'late', 'c'], ['late']]);
    expect(await queue.getBatch(batchId)).toMatchObject({ done: 3, failed: 0, status: 'done' });
  });

  it('enqueues 10,000 jobs in one call and runs each exactly once', async () => {
    const payloads = Array.from({ length: 10_000 }, (_, i) => i);
    await t.handle.db.transaction().execute((trx) => queue.enqueueMany(trx, 'record', payloads));
    const count = await t.handle.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10_000);
    await queue.drain();
    expect((seen.record as number[]).sort((a, b) => a - b)).toEqual(payloads);
  });

  it('runs in the background after start() and survives a failing handler; stop() waits', async () => {
    now = Date.now();
    const worker = new JobQueue({ db: t.handle.db, dialect, log: t.app.log });
    const ran: string[] = [];
    worker.register('explode', async () => {
      throw new Error('boom');
    });
    worker.register('record', async (payload) => void ran.push(payload as string));
    await worker.enqueue(t.handle.db, 'explode', null, { maxAttempts: 1 });
    await worker.enqueue(t.handle.db, 'record', 'after the failure');
    worker.start();
    await expect.poll(() => ran, { timeout: 5000 }).toEqual(['after the failure']);
    await worker.enqueue(t.handle.db, 'record', 'picked up by polling');
    await expect.poll(() => ran, { timeout: 5000 }).toHaveLength(2);
    await worker.stop();
  });

  if (dialect === 'postgres') {
    it('never gives one job to two concurrent workers (FOR UPDATE SKIP LOCKED)', async () => {
      const runs = new Map<number, number>();
      const workers = [0, 1].map(() => {
        const w = new JobQueue({ db: t.handle.db, dialect, log: t.app.log, clock: () => now });
        w.register('count', async (payload) => {
          runs.set(payload as number, (runs.get(payload as number) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 1));
        });
        return w;
      });
      await queue.enqueueMany(
        t.handle.db,
        'count',
        Array.from({ length: 200 }, (_, i) => i),
      );
      const ran = await Promise.all(workers.map((w) => (async () => {
        let total = 0;
        for (let n = await w.runOnce(20); n > 0; n = await w.runOnce(20)) total += n;
        return total;
      })()));
      expect(ran[0]! + ran[1]!).toBe(200);
      expect(ran[0]).toBeGreaterThan(0);
      expect(ran[1]).toBeGreaterThan(0);
      expect(runs.size).toBe(200);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
    });
  }

  describe('GET /api/v2/jobs/batches/:id', () => {
    it('answers the batch to a user who may do its work, 403 to others, 404 for an unknown one, 401 without a session', async () => {
      const batchId = await queue.createBatch(t.handle.db, { kind: 'rsvp_invitation', label: 'RSVP invitations for Demo', total: 0, createdBy: null });
      expect((await (await t.loginAs('subscriber')).request('GET', `/api/v2/jobs/batches/${batchId}`)).statusCode).toBe(403);
      const viewer = await t.loginAs('author');
      const res = await viewer.request('GET', `/api/v2/jobs/batches/${batchId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: batchId, label: 'RSVP invitations for Demo', total: 0, status: 'done' });
      const missing = await viewer.request('GET', '/api/v2/jobs/batches/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Job batch 999999 does not exist.');
      expect((await t.app.inject({ method: 'GET', url: `/api/v2/jobs/batches/${batchId}` })).statusCode).toBe(401);
    });
  });
});
