import { registerInvalidation, type Invalidatable } from '../db/countCache.js';

/** How long a value is reused, ms: bounds staleness after a change by the clock or a lost notice from another server. */
export const CHANGE_MEMO_TTL_MS = 5_000;
/** Entries kept by default; the oldest goes first. */
const MAX_ENTRIES = 200;

/** How a {@link ChangeMemo} keeps its values. */
export interface ChangeMemoOptions<T> {
  /** Entries kept before the oldest goes (default 200). */
  maxEntries?: number;
  /** How long a value is reused at most, ms (default {@link CHANGE_MEMO_TTL_MS}). */
  ttlMs?: number;
  /** Whether a computed value is kept (default: every value); one not kept is computed again next time. */
  keep?: (value: T) => boolean;
}

/**
 * Values computed from the database, kept per key until any change (see `invalidateCounts`, called
 * by services and after every successful state-changing API request; on PostgreSQL a change made
 * through another server too, db/changeNotices.ts) or their time to live ({@link CHANGE_MEMO_TTL_MS} by default). Concurrent misses
 * for one key share one computation; a value computed while a change happened is answered but not kept.
 */
export class ChangeMemo<T> implements Invalidatable {
  private entries = new Map<string, { value: T; at: number }>();
  private inFlight = new Map<string, Promise<T>>();
  private generation = 0;

  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly keep: (value: T) => boolean;

  constructor(db: object, options: ChangeMemoOptions<T> = {}) {
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? CHANGE_MEMO_TTL_MS;
    this.keep = options.keep ?? (() => true);
    registerInvalidation(db, this);
  }

  invalidate(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.generation++;
  }

  /** The value kept for `key`, or `compute()`'s, kept for later. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.at < this.ttlMs) return Promise.resolve(entry.value);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = compute()
      .then((value) => {
        if (generation === this.generation && this.keep(value)) {
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, { value, at: Date.now() });
        }
        return value;
      })
      .finally(() => {
        if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
      });
    this.inFlight.set(key, promise);
    return promise;
  }
}
