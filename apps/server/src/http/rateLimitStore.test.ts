import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countHit, pruneExpiredWindows } from './rateLimitStore.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';

describeEachDatabase('rate limits shared by the servers of one database', (dialect) => {
  let t: TestApp;
  let second: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    // The harness's own administrator login is the first login attempt of the minute.
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '3', PUBLIC_WRITE_RATE_LIMIT: '2' });
    second = await t.secondServer();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('login attempts alternating between two servers count against one limit', async () => {
    const results: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const app = i % 2 ? second.app : t.app;
      const res = await app.inject({ method: 'POST', url: '/api/v2/auth/login', remoteAddress: '10.7.0.1', payload: { email: `nobody-${i}@example.com`, password: 'wrong-password' } });
      results.push(res.statusCode);
    }
    expect(results).toEqual([401, 401, 401, 429]);
  });

  it('a public write limit (bookings) is one limit across servers, and counts each route apart', async () => {
    const book = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/v2/orders', remoteAddress: '10.7.0.2', payload: {} });
    expect((await book(t.app)).statusCode).toBe(400);
    expect((await book(second.app)).statusCode).toBe(400);
    const refused = await book(t.app);
    expect(refused.statusCode).toBe(429);
    expect((await book(second.app)).statusCode).toBe(429);
    // The RSVP answer's limit is its own: the bookings' hits do not use it up.
    const rsvp = await second.app.inject({ method: 'POST', url: '/api/v2/rsvp-registration', remoteAddress: '10.7.0.2', payload: {} });
    expect(rsvp.statusCode).not.toBe(429);
  });

  it('counts hits atomically under concurrency, restarts an ended window at 1, and prunes ended windows', async () => {
    const now = 1_000_000;
    const hits = await Promise.all(Array.from({ length: 20 }, () => countHit(t.handle.db, 'probe|a', 60_000, now)));
    expect(hits.map((h) => h.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await countHit(t.handle.db, 'probe|a', 60_000, now + 59_000)).toEqual({ current: 21, ttl: 1_000 });
    expect(await countHit(t.handle.db, 'probe|a', 60_000, now + 60_000)).toEqual({ current: 1, ttl: 60_000 });
    await countHit(t.handle.db, 'probe|b', 1_000, now);
    await pruneExpiredWindows(t.handle.db, now + 2_000);
    const left = await t.handle.db.selectFrom('rate_limits').select('bucket').where('bucket', 'like', 'probe|%').execute();
    expect(left.map((row) => row.bucket)).toEqual(['probe|a']);
  });
});
