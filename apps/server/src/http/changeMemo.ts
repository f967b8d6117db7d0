import { registerInvalidation, type Invalidatable } from '../db/countCache.js';

/** How long a value is reused, ms: bounds staleness after a change by the clock or a lost notice from another server. */
export const CHANGE_MEMO_TTL_MS = 5_000;
/** Entries kept; the oldest goes first. */
const MAX_ENTRIES = 200;

/**
 * Values computed from the database, kept per key until any change (see `invalidateCounts`, called
 * by services and after every successful state-changing API request; on PostgreSQL a change made
 * through another server too, db/changeNotices.ts) or {@link CHANGE_MEMO_TTL_MS}. Concurrent misses
 * for one key share one computation; a value computed while a change happened is answered but not kept.
 */
export class ChangeMemo<T> implements Invalidatable {
  private entries = new Map<string, { value: T; at: number }>();
  private inFlight = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(db: object) {
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
    if (entry && Date.now() - entry.at < CHANGE_MEMO_TTL_MS) return Promise.resolve(entry.value);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = compute()
      .then((value) => {
        if (generation === this.generation) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
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
