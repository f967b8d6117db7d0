import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { createEvent, orderBody } from '../../test/bookingFixtures.js';

/** Issue #12 §2: a booking keeps the language it was made in (its tickets and certificates follow it). */
describeEachDatabase('a booking’s language', (dialect) => {
  let t: TestApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    eventId = (await createEvent(t.admin)).id;
  });
  afterAll(() => t.close());

  const post = (body: unknown, acceptLanguage?: string) =>
    t.app.inject({ method: 'POST', url: '/api/v2/orders', payload: body as object, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  const stored = async (id: number) => (await t.handle.db.selectFrom('orders').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;
  const bookIn = async (extra: Record<string, unknown>, acceptLanguage?: string) => {
    const res = await post({ ...orderBody(eventId, { 'free-entry': 1 }), ...extra }, acceptLanguage);
    expect(res.statusCode, res.body).toBe(201);
    return stored((res.json() as Order).id);
  };

  it('is the language the booking page names, before the browser’s', async () => {
    expect(await bookIn({ language: 'ar' }, 'de-DE,de;q=0.9')).toBe('ar');
  });

  it('is else the first public language the booker’s browser asks for', async () => {
    expect(await bookIn({}, 'fr-FR, de-AT;q=0.8, en;q=0.5')).toBe('de');
  });

  it('is else the site’s default language', async () => {
    expect(await bookIn({}, 'fr, es;q=0.9')).toBe('en');
    expect((await t.admin.request('PUT', '/api/v2/settings', { site_language: 'de' })).statusCode).toBe(200);
    expect(await bookIn({})).toBe('de');
    await t.admin.request('PUT', '/api/v2/settings', { site_language: 'en' });
  });

  it('refuses a language that is not offered, booking nothing', async () => {
    const count = async () => Number((await t.handle.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const res = await post({ ...orderBody(eventId, { 'free-entry': 1 }), language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Use one of the languages en, de, ar');
    expect(await count()).toBe(before);
  });
});
