/** How long a cached total is trusted, ms: bounds staleness from other servers sharing the database. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;

/**
 * Totals of list filters, so paging through a list does not count the whole table per request.
 * `invalidate()` (called on every change made through this process) drops everything; entries
 * also expire after a few seconds, for changes made by other processes.
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
