import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventItem } from '@eventory/core';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';
import { ensureAdministrator } from '../modules/users/service.js';
import { book, createEvent, orderBody, postOrder } from '../test/bookingFixtures.js';
import { capacityRaceTrial } from '../test/capacityRace.js';
import { ADMIN, type Client } from '../test/harness.js';

const url = process.env.TEST_DATABASE_URL;

interface Server {
  app: FastifyInstance;
  handle: DatabaseHandle;
  dataDir: string;
}

/** A client of `app` with a session made anywhere (sessions live in the database). */
function clientOn(app: FastifyInstance, session: { cookie: string; nonce: string }): Client {
  return {
    ...session,
    request: (method, target, body) =>
      app.inject({
        method: method as 'GET',
        url: target,
        headers: { cookie: session.cookie, 'x-csrf-token': session.nonce },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
  };
}

async function logIn(app: FastifyInstance): Promise<{ cookie: string; nonce: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: ADMIN });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; '), nonce: (res.json() as { nonce: string }).nonce };
}

/** Mails written by a server (no SMTP: one .eml file each under DATA_DIR/mail). */
function mailSubjects(server: Server): string[] {
  const dir = path.join(server.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((name) => /^Subject: (.*)$/m.exec(fs.readFileSync(path.join(dir, name), 'utf8'))?.[1] ?? '');
}

describe.skipIf(!url)('two servers on one PostgreSQL schema (issue #9 §8)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    const open = async (): Promise<Server> => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-two-'));
      return { dataDir, handle: await openDatabase({ url, dataDir, schema }), app: undefined as unknown as FastifyInstance };
    };
    [a, b] = await Promise.all([open(), open()]);
    // Both start at once: the migration lock makes one wait for the other.
    await Promise.all([a, b].map((s) => migrateToLatest(s.handle.db, s.handle.dialect)));
    await ensureAdministrator(a.handle.db, ADMIN);
    for (const s of [a, b]) {
      const config = loadConfig({ DATA_DIR: s.dataDir, LOGIN_RATE_LIMIT: '1000', PUBLIC_WRITE_RATE_LIMIT: '100000', JOB_WORKER: 'off' });
      s.app = await buildApp({ ...s.handle, config });
      await s.app.ready();
    }
  });
  afterAll(async () => {
    for (const s of [a, b]) await s?.app?.close();
    await a?.handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
    for (const s of [a, b]) {
      await s?.handle.close();
      if (s) fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  });

  it('a session made on one server works on the other, and ends on both', async () => {
    const session = await logIn(a.app);
    const [onA, onB] = [clientOn(a.app, session), clientOn(b.app, session)];
    // Each server keeps the session it looked up; the logout on B must drop A's (a NOTIFY, a millisecond or so).
    expect((await onA.request('GET', '/api/v2/orders')).statusCode).toBe(200);
    expect((await onB.request('GET', '/api/v2/orders')).statusCode).toBe(200);
    expect((await onB.request('POST', '/api/v2/auth/logout', {})).statusCode).toBe(200);
    await expect.poll(async () => (await onA.request('GET', '/api/v2/orders')).statusCode, { timeout: 1000, interval: 5 }).toBe(401);
  });

  it("a password changed on one server ends the user's sessions on the other", async () => {
    const onA = clientOn(a.app, await logIn(a.app));
    const user = { email: 'two-servers-editor@example.com', password: 'first phrase of words' };
    const created = await onA.request('POST', '/api/v2/users', { ...user, display_name: 'Two Servers', role: 'editor' });
    expect(created.statusCode, created.body).toBe(201);
    const res = await b.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: user });
    const editorOnB = clientOn(b.app, { cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; '), nonce: (res.json() as { nonce: string }).nonce });
    const me = async () => (await editorOnB.request('GET', '/api/v2/permissions/current-user')).statusCode;
    expect(await me()).toBe(200);
    expect(await me()).toBe(200);
    expect((await onA.request('PUT', `/api/v2/users/${(created.json() as { id: number }).id}`, { password: 'second phrase of words' })).statusCode).toBe(200);
    await expect.poll(me, { timeout: 1000, interval: 5 }).toBe(401);
  });

  it("a change made on one server shows on the other's cached list at once", async () => {
    const session = await logIn(a.app);
    const [onA, onB] = [clientOn(a.app, session), clientOn(b.app, session)];
    const event = await createEvent(onA, { title: 'Harbour Lights' });
    const titles = async () => ((await onB.request('GET', '/api/v2/events?per_page=100')).json() as { items: EventItem[] }).items.map((e) => e.title);
    // B answers from its list cache now; the rename must drop it (a NOTIFY, a millisecond or so).
    expect(await titles()).toContain('Harbour Lights');
    expect(await titles()).toContain('Harbour Lights');
    expect((await onA.request('PUT', `/api/v2/events/${event.id}`, { title: 'Harbour Lights Renamed' })).statusCode).toBe(200);
    await expect.poll(titles, { timeout: 1000, interval: 5 }).toContain('Harbour Lights Renamed');
    // And the other way round, through a booking (sold counts are in the list).
    const sold = async () => ((await onA.request('GET', '/api/v2/events?per_page=100')).json() as { items: EventItem[] }).items.find((e) => e.id === event.id)!.sold_tickets;
    expect(await sold()).toBe(0);
    await book(b.app, orderBody(event.id, { standard: 2 }));
    await expect.poll(sold, { timeout: 1000, interval: 5 }).toBe(2);
  });

  it('a setting changed on one server shows on the other at once', async () => {
    const session = await logIn(a.app);
    const [onA, onB] = [clientOn(a.app, session), clientOn(b.app, session)];
    const currency = async () => ((await onB.request('GET', '/api/v2/settings')).json() as { currency: string }).currency;
    // B keeps the settings it read; the change on A must drop them (a NOTIFY, a millisecond or so).
    expect(await currency()).toBe('USD');
    expect(await currency()).toBe('USD');
    expect((await onA.request('PUT', '/api/v2/settings', { currency: 'EUR' })).statusCode).toBe(200);
    await expect.poll(currency, { timeout: 1000, interval: 5 }).toBe('EUR');
    expect((await onA.request('PUT', '/api/v2/settings', { currency: 'USD' })).statusCode).toBe(200);
    await expect.poll(currency, { timeout: 1000, interval: 5 }).toBe('USD');
  });

  it('2,000 queued mails are delivered exactly once by the two workers', async () => {
    for (const s of [a, b]) {
      s.app.mail.register('two_servers_note', async (data: { i: number }) => ({ to: `guest${data.i}@example.com`, subject: `Note ${data.i}`, text: 'Hello', html: '<p>Hello</p>' }));
    }
    const total = 2000;
    const batchId = await a.handle.db.transaction().execute(async (trx) => {
      const id = await a.app.mail.openBatch(trx, { kind: 'two_servers_note', label: 'Notes', total, createdBy: null });
      await a.app.mail.queueMany(trx, 'two_servers_note', Array.from({ length: total }, (_, i) => ({ i })), { batchId: id });
      return id;
    });
    const ran = await Promise.all(
      [a, b].map(async (s) => {
        let n = 0;
        for (let claimed = await s.app.jobs.runOnce(); claimed > 0; claimed = await s.app.jobs.runOnce()) n += claimed;
        return n;
      }),
    );
    // Both took their share (the earlier booking's confirmation rides along).
    expect(ran[0]! + ran[1]!).toBeGreaterThanOrEqual(total);
    expect(ran[0]).toBeGreaterThan(0);
    expect(ran[1]).toBeGreaterThan(0);
    const subjects = [...mailSubjects(a), ...mailSubjects(b)].filter((s) => s.startsWith('Note '));
    expect(subjects).toHaveLength(total);
    expect(new Set(subjects).size).toBe(total);
    expect(await a.app.jobs.getBatch(batchId)).toMatchObject({ done: total, failed: 0, status: 'done' });
  }, 120_000);

  it('bookings across the two servers never oversell, also while a capacity is lowered', async () => {
    const session = await logIn(a.app);
    const event = await createEvent(clientOn(a.app, session), { ticket_variations: [{ name: 'Standard', price: 10, capacity: 50 }] });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postOrder([a, b][i % 2]!.app, orderBody(event.id, { standard: 1 }, { email: `two${i}@example.com` }))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(50);
    const row = await a.handle.db.selectFrom('ticket_variations').select('sold').where('event_id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.sold).toBe(50);

    for (const putAfter of [0, 10, 30]) await capacityRaceTrial([a.app, b.app], clientOn(b.app, session), a.handle.db, putAfter);
  }, 120_000);

  it('100 scans of one ticket across the two servers check it in once', async () => {
    const session = await logIn(a.app);
    const event = await createEvent(clientOn(a.app, session));
    const order = await book(a.app, orderBody(event.id, { 'free-entry': 1 }));
    const ticket = order.attendees![0]!.ticket_id;
    const scans = await Promise.all(
      Array.from({ length: 100 }, (_, i) => clientOn([a, b][i % 2]!.app, session).request('POST', '/api/v2/attendees/check-in', { ticket_id: ticket, event_id: event.id })),
    );
    expect(scans.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(scans.filter((r) => r.statusCode === 409)).toHaveLength(99);
    const checkedIn = await sql<{ n: number }>`SELECT count(*) AS n FROM attendees WHERE event_id = ${event.id} AND checked_in_at IS NOT NULL`.execute(a.handle.db);
    expect(checkedIn.rows[0]!.n).toBe(1);
  });
});
