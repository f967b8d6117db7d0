import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { HEARTBEAT_MS, JobQueue, STALE_MS } from './queue.js';
import { THIS_PROCESS, type WorkerIdentity } from './workers.js';

/** The pid of a process that has exited. */
const deadPid = spawnSync(process.execPath, ['-e', '']).pid;

describeEachDatabase('a dead worker\'s jobs are taken back (issue #9 §6.16)', (dialect) => {
  let t: TestApp;
  let now: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.handle.db.deleteFrom('jobs').execute();
    await t.handle.db.deleteFrom('job_workers').execute();
    now = Date.parse('2030-01-01T10:00:00.000Z');
  });

  const queue = (identity?: WorkerIdentity) => new JobQueue({ db: t.handle.db, dialect, log: t.app.log, clock: () => now, identity });

  /**
   * 20 mails in a batch; worker A claims 10 and hangs in the middle of sending 8 of them (as a
   * process does at the instant of a kill -9). Answers A, the mails each worker sent, and how to
   * let A's hung sends finish (as if the process had only been frozen).
   */
  async function aWorkerHangsMidSend(identity: WorkerIdentity) {
    const batchId = await queue().createBatch(t.handle.db, { kind: 'mail', label: 'Invitations', total: 20, createdBy: null });
    const a = queue(identity);
    const sentByA: number[] = [];
    const hung: (() => void)[] = [];
    a.register('mail', (payload) => new Promise<void>((resolve) => hung.push(() => (sentByA.push(payload as number), resolve()))));
    await a.enqueueMany(
      t.handle.db,
      'mail',
      Array.from({ length: 20 }, (_, i) => i),
      { batchId },
    );
    const aRun = a.runOnce(10);
    await expect.poll(() => hung.length).toBe(8);
    const b = queue();
    const sentByB: number[] = [];
    b.register('mail', async (payload) => void sentByB.push(payload as number));
    const thaw = async () => {
      for (const resume of hung) resume();
      await expect.poll(() => hung.length).toBe(10);
      for (const resume of hung.slice(8)) resume();
      await aRun;
    };
    return { batchId, b, sentByA, sentByB, thaw };
  }

  const sorted = (list: number[]) => [...list].sort((x, y) => x - y);
  const all = Array.from({ length: 20 }, (_, i) => i);

  for (const [why, identity] of [
    ['its pid no longer runs', { ...THIS_PROCESS, pid: deadPid, token: 'a-dead-process' }],
    ['its pid is ours now', { ...THIS_PROCESS, token: 'the-previous-process' }],
  ] as const) {
    it(`a restarted server takes back at once the jobs of a worker known dead: ${why}; each mail is sent once`, async () => {
      const { batchId, b, sentByA, sentByB } = await aWorkerHangsMidSend(identity);
      await b.drain();
      expect(sorted(sentByB)).toEqual(all);
      expect(sentByA).toEqual([]);
      expect(await b.getBatch(batchId)).toMatchObject({ done: 20, failed: 0, status: 'done' });
      const left = await t.handle.db.selectFrom('jobs').select(['status', 'locked_by']).where('status', '!=', 'done').execute();
      expect(left).toEqual([]);
    });
  }

  it('a worker of another host or container is not taken for dead by its pid, only once its heartbeat is stale', async () => {
    const { b, sentByB } = await aWorkerHangsMidSend({ pidNamespace: 'another-host', pid: deadPid, token: 'elsewhere' });
    await b.drain();
    expect(sorted(sentByB)).toEqual(all.slice(10));
    now += STALE_MS + HEARTBEAT_MS;
    await b.drain();
    expect(sorted(sentByB)).toEqual(all);
  });

  it('never takes the jobs of a live worker; takes them at the next beat after its heartbeat went stale; the late worker records nothing', async () => {
    const { batchId, b, sentByB, thaw } = await aWorkerHangsMidSend(THIS_PROCESS);
    await b.drain();
    expect(sorted(sentByB)).toEqual(all.slice(10));
    now += STALE_MS;
    await b.drain();
    expect(sentByB).toHaveLength(10);
    expect(await b.getBatch(batchId)).toMatchObject({ done: 10, status: 'running' });

    now += HEARTBEAT_MS;
    await b.drain();
    expect(sorted(sentByB)).toEqual(all);
    expect(await b.getBatch(batchId)).toMatchObject({ done: 20, failed: 0, status: 'done' });
    // A was only frozen: its sends finish late, but it cannot count them again.
    await thaw();
    expect(await b.getBatch(batchId)).toMatchObject({ done: 20, failed: 0 });
  });

  it('a stopped worker leaves no row behind', async () => {
    const worker = new JobQueue({ db: t.handle.db, dialect, log: t.app.log });
    worker.start();
    await expect.poll(async () => (await t.handle.db.selectFrom('job_workers').select('id').execute()).map((r) => r.id)).toEqual([worker.workerId]);
    await worker.stop();
    expect(await t.handle.db.selectFrom('job_workers').select('id').execute()).toEqual([]);
  });
});
