/** How long a cached total is trusted, ms: bounds staleness should a change notice from another server be lost. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;

/**
 * Totals of list filters, so paging through a list does not count the whole table per request.
 * `invalidate()` (called on every change made through this process, and on PostgreSQL on a notice
 * from another server) drops everything; entries also expire after a few seconds.
 */
export class CountCache {
  private entries = new Map<string, { value: number; at: number }>();

  invalidate() {
    this.entries.clear();
  }

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < TTL_MS) return hit.value;
    const value = await count();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, at: now });
    return value;
  }
}

/** Anything cached from a database that a change must drop. */
export interface Invalidatable {
  invalidate(): void;
}

/** The lists whose totals are cached. */
export type CountScope = 'events' | 'speakers' | 'schedules';

const counts = new WeakMap<object, Map<CountScope, CountCache>>();
const dependents = new WeakMap<object, Set<Invalidatable>>();
const broadcasts = new WeakMap<object, () => void>();

/** Tells the other servers of a database about each change (PostgreSQL: see changeNotices.ts). */
export function registerBroadcast(db: object, broadcast: () => void): void {
  broadcasts.set(db, broadcast);
}

/** Registers a cache of data read from `db`, dropped by {@link invalidateCounts}. */
export function registerInvalidation(db: object, cache: Invalidatable): void {
  let set = dependents.get(db);
  if (!set) {
    set = new Set();
    dependents.set(db, set);
  }
  set.add(cache);
}

/** The cache of one list's totals for one database (shared by every service using that database). */
export function countCache(db: object, scope: CountScope): CountCache {
  let caches = counts.get(db);
  if (!caches) {
    caches = new Map();
    counts.set(db, caches);
  }
  let cache = caches.get(scope);
  if (!cache) {
    cache = new CountCache();
    caches.set(scope, cache);
    registerInvalidation(db, cache);
  }
  return cache;
}

/**
 * Drops every cached total and cached list answer of a database. Called after any committed
 * change: a change to one list can move another's totals (an event attaching a schedule, an
 * import writing speakers, a booking moving sold counts).
 */
export function invalidateCounts(db: object): void {
  invalidateLocally(db);
  broadcasts.get(db)?.();
}

/** Drops this process's cached totals and list answers of a database (another server changed it). */
export function invalidateLocally(db: object): void {
  for (const cache of dependents.get(db) ?? []) cache.invalidate();
}
