import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangeMemo } from './changeMemo.js';

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
 * expire after CHANGE_MEMO_TTL_MS (http/changeMemo.ts), which bounds how stale a list can be after an event's computed status
 * moves with the clock. Concurrent misses for
 * one key share one computation.
 */
export class ListCache {
  private answers: ChangeMemo<Entry>;

  constructor(db: object) {
    this.answers = new ChangeMemo(db);
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
  answer(request: FastifyRequest, scope: string, compute: () => Promise<ListAnswer>): Promise<CachedAnswer> {
    return this.answers.get(`${scope}\n${request.url}`, async () => {
      const { body, text: serialized, headers } = await compute();
      const text = serialized ?? JSON.stringify(body);
      const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
      return { body: text, headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])), etag, at: Date.now() };
    });
  }
}
