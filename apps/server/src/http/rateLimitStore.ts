import { sql } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DB } from '../db/database.js';

/** How often (ms) a process deletes the counters of windows that have ended. */
const PRUNE_EVERY_MS = 60_000;

/** What @fastify/rate-limit hands a store's `child`: the merged limit options, with the route they guard. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The windows of one database, shared by every limiter of a process: when it last pruned. */
interface PruneState {
  lastPrunedAt: number;
}

/**
 * Counts one hit of `bucket` in its fixed window, atomically in one upsert on either database: the
 * first hit (or the first after the window ended) starts a window of `windowMs` at 1; later hits
 * add 1 and keep the window's end. Two servers counting the same bucket at once both see their hit.
 * @returns the hits in the current window and the milliseconds left in it
 */
export async function countHit(db: DB, bucket: string, windowMs: number, now = Date.now()): Promise<{ current: number; ttl: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, hits: 1, expires_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('bucket').doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limits.expires_at > ${now} THEN rate_limits.hits + 1 ELSE 1 END`,
        expires_at: sql<number>`CASE WHEN rate_limits.expires_at > ${now} THEN rate_limits.expires_at ELSE excluded.expires_at END`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.expires_at) - now) };
}

/** Deletes the counters of windows that ended before `now`. */
export async function pruneExpiredWindows(db: DB, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
}

/** One store per limit: its namespace keeps the keys of different routes apart. */
class DatabaseStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: DB,
    private readonly namespace: string,
    private readonly prune: PruneState,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    if (now - this.prune.lastPrunedAt >= PRUNE_EVERY_MS) {
      this.prune.lastPrunedAt = now;
      // Best effort: a failed prune leaves rows the next one deletes; it never refuses a request.
      pruneExpiredWindows(this.db, now).catch(() => undefined);
    }
    countHit(this.db, `${this.namespace}|${key}`, timeWindow, now).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  child(options: unknown): FastifyRateLimitStore {
    const route = (options as ChildOptions).routeInfo;
    const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
    return new DatabaseStore(this.db, route?.url ? `${method} ${route.url}` : 'shared', this.prune);
  }
}

/**
 * The store of every rate limit (@fastify/rate-limit's `store` option): fixed-window counters in
 * the `rate_limits` table instead of each process's memory, so N servers sharing one PostgreSQL
 * share each limit (a client cannot multiply its allowance by the number of servers). Each route's
 * limit counts its own keys (`METHOD /url|key`); limiters made with `createRateLimit` (no route)
 * share the namespace `shared`, so their key generators must not collide (the login limit's are an
 * address and `account:<email>`). Windows that ended are pruned at most once a minute per process.
 * @param db the database the servers share
 * @returns the store class to pass as `store`
 */
export function databaseRateLimitStore(db: DB): FastifyRateLimitStoreCtor {
  const prune: PruneState = { lastPrunedAt: 0 };
  return class extends DatabaseStore {
    constructor() {
      super(db, 'shared', prune);
    }
  };
}
