import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { registerInvalidation, type Invalidatable } from '../db/countCache.js';

/** How long a list answer is reused, ms: bounds staleness after a change by the clock or a lost notice from another server. */
const TTL_MS = 5_000;
/** Entries kept per list; a page of 100 events is ~100 kB, so this bounds memory to a few MB. */
const MAX_ENTRIES = 200;

/** A cached answer: the serialized body, its headers, a strong ETag of the body, when it was made (ms). */
export interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
  etag: string;
  at: number;
}
type Entry = CachedAnswer;

/** What a list route computes on a miss: the body and the headers that go with it (X-WP-Total…). */
export interface ListAnswer {
  /** Serialized as JSON, unless `text` is given. */
  body?: unknown;
  /** A body already serialized (an HTML page), kept as it is. */
  text?: string;
  headers: Record<string, string | number>;
}

/**
 * A micro-cache of serialized list answers (issue #2 §7 goals), keyed by the request URL (path and
 * query) and the caller's visibility scope. Any change through this process drops every entry (see
 * `invalidateCounts`, called by services and after every successful state-changing API request), and
 * on PostgreSQL so does a change made through another server (db/changeNotices.ts); entries also
 * expire after {@link TTL_MS}, which bounds how stale a list can be after an event's computed status
 * moves with the clock. Concurrent misses for
 * one key share one computation.
 */
export class ListCache implements Invalidatable {
  private entries = new Map<string, Entry>();
  private inFlight = new Map<string, Promise<Entry>>();
  private generation = 0;

  constructor(db: object) {
    registerInvalidation(db, this);
  }

  invalidate(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.generation++;
  }

  /**
   * Sends the cached answer for this request, or computes, caches and sends it.
   * @param scope who the answer is for when lists differ between users ('all' when they do not)
   */
  async send(request: FastifyRequest, reply: FastifyReply, scope: string, compute: () => Promise<ListAnswer>): Promise<FastifyReply> {
    const entry = await this.answer(request, scope, compute);
    return reply.headers(entry.headers).type('application/json; charset=utf-8').send(entry.body);
  }

  /**
   * The cached answer for this request (path, query and `scope`), computed and kept on a miss; for
   * routes that answer conditionally (a 304 on a matching ETag without building the body again).
   */
  async answer(request: FastifyRequest, scope: string, compute: () => Promise<ListAnswer>): Promise<CachedAnswer> {
    const key = `${scope}\n${request.url}`;
    const entry = this.entries.get(key);
    return entry && Date.now() - entry.at < TTL_MS ? entry : this.fill(key, compute);
  }

  private fill(key: string, compute: () => Promise<ListAnswer>): Promise<Entry> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = compute()
      .then(({ body, text: serialized, headers }) => {
        const text = serialized ?? JSON.stringify(body);
        const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
        const entry: Entry = { body: text, headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])), etag, at: Date.now() };
        // A change committed while this answer was computed makes it stale: send it, don't keep it.
        if (generation === this.generation) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
      });
    this.inFlight.set(key, promise);
    return promise;
  }
}
