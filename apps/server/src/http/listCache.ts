import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangeMemo } from './changeMemo.js';

/**
 * A cached answer: the body as UTF-8 bytes and its headers. Bytes, not a string: Node writes a
 * string body by prepending the header block to it and flattening the result (a copy of the whole
 * answer, twice its length when a title has a dash or an umlaut, on every send), and encodes it
 * again on every send; bytes are encoded once and written as they are.
 */
export interface CachedAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

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
  private answers: ChangeMemo<CachedAnswer>;
  /** ETags of the answers a conditional route asked for, computed once each (most answers never need one). */
  private etags = new WeakMap<CachedAnswer, string>();

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
   * routes that answer conditionally (a 304 on a matching ETag, see {@link etag}, without building
   * the body again) or send the body themselves.
   */
  answer(request: FastifyRequest, scope: string, compute: () => Promise<ListAnswer>): Promise<CachedAnswer> {
    return this.answers.get(`${scope}\n${request.url}`, async () => {
      const { body, text: serialized, headers } = await compute();
      return { body: Buffer.from(serialized ?? JSON.stringify(body)), headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])) };
    });
  }

  /**
   * A strong ETag of an answer's body (quoted base64url SHA-1), computed on the first ask and kept
   * with the answer: a one-off answer (a search typed once) never pays for a hash nobody checks.
   */
  etag(answer: CachedAnswer): string {
    let tag = this.etags.get(answer);
    if (tag === undefined) {
      tag = `"${createHash('sha1').update(answer.body).digest('base64url')}"`;
      this.etags.set(answer, tag);
    }
    return tag;
  }
}
