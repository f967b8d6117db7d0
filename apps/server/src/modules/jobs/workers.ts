import fs from 'node:fs';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { DB } from '../../db/database.js';

/** Which process a worker runs in. */
export interface WorkerIdentity {
  /** Where its pid means something: see {@link pidNamespace}. */
  pidNamespace: string;
  pid: number;
  /** Random per process (all queues of one process share it). */
  token: string;
}

/**
 * The space in which this process's pid is unique and can be checked: on Linux the boot id and
 * the pid namespace (so two containers on one host, each with its own PID 1, or sharing the host's
 * hostname, never take each other for dead), elsewhere the hostname.
 */
function pidNamespace(): string {
  try {
    return `${fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()} ${fs.readlinkSync('/proc/self/ns/pid')}`;
  } catch {
    return os.hostname();
  }
}

/** This process. */
export const THIS_PROCESS: WorkerIdentity = { pidNamespace: pidNamespace(), pid: process.pid, token: randomUUID() };

/** Whether a process of our pid namespace with that pid runs (EPERM: it runs under another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A worker of our pid namespace is known dead when its pid no longer runs, or when its pid is ours
 * but its token is not (its process died and ours got its pid). Workers elsewhere (another host or
 * container) are taken for dead only once their heartbeat is stale.
 */
function knownDead(worker: { pid_namespace: string; pid: number; process_token: string }, self: WorkerIdentity): boolean {
  if (worker.pid_namespace !== self.pidNamespace) return false;
  if (worker.pid === self.pid) return worker.process_token !== self.token;
  return !running(worker.pid);
}

/** Records that a worker is alive now, adding its row on its first beat. */
export async function beat(db: DB, id: string, self: WorkerIdentity, now: string): Promise<void> {
  await db
    .insertInto('job_workers')
    .values({ id, pid_namespace: self.pidNamespace, pid: self.pid, process_token: self.token, started_at: now, heartbeat_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ heartbeat_at: now }))
    .execute();
}

/**
 * Removes the rows of workers that are stale (no beat since `staleBefore`) or known dead, so their
 * running jobs are due at once (see repository `due`). @returns how many were removed
 */
export async function removeDeadWorkers(db: DB, self: WorkerIdentity, staleBefore: string): Promise<number> {
  const rows = await db.selectFrom('job_workers').select(['id', 'pid_namespace', 'pid', 'process_token', 'heartbeat_at']).execute();
  const dead = rows.filter((w) => w.heartbeat_at < staleBefore || knownDead(w, self)).map((w) => w.id);
  if (dead.length) await db.deleteFrom('job_workers').where('id', 'in', dead).execute();
  return dead.length;
}

/** Removes a worker that stopped (its jobs in hand have finished). */
export async function removeWorker(db: DB, id: string): Promise<void> {
  await db.deleteFrom('job_workers').where('id', '=', id).execute();
}
