import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventItem } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import type { EventService } from '../events/service.js';
import { importIcs } from './service.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describeEachDatabase('import .ics', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const post = (content: unknown) => t.admin.request('POST', '/api/v2/import/ics', { content });
  const total = async () => Number((await t.admin.request('GET', '/api/v2/events?per_page=1&occurrences=show')).headers['x-wp-total']);
  const byKey = async (key: string): Promise<EventItem> => {
    const row = await t.handle.db.selectFrom('events').select('id').where('source_uid', '=', key).executeTakeFirstOrThrow();
    return (await t.admin.request('GET', `/api/v2/events/${row.id}`)).json();
  };
  const children = async (parent: EventItem): Promise<EventItem[]> =>
    (await t.admin.request('GET', `/api/v2/events?parent=${parent.id}&per_page=100&orderby=etn_start_date&order=asc`)).json().items;

  it('imports single events: TZID, UTC, all-day, UTF-8 text, locations; skips cancelled ones', async () => {
    const res = await post(fixture('singles.ics'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: 4, updated: 0, occurrences: 0, skipped: 1 });

    const tz = await byKey('tzid-1@eventory.test');
    expect(tz).toMatchObject({
      title: 'Käsefondue für Anfänger – Größe zählt',
      description: 'Grüße aus Köln!\nZweite Zeile, mit Komma.',
      start_date: '2030-06-15',
      start_time: '19:00',
      end_time: '21:30',
      timezone: 'America/New_York',
      start_at: '2030-06-15T23:00:00.000Z',
      end_at: '2030-06-16T01:30:00.000Z',
      status: 'publish',
      location: { type: 'offline', address: { address: 'Brückenstraße 5, 50667 Köln' } },
    });
    expect(await byKey('utc-1@eventory.test')).toMatchObject({ timezone: 'Europe/Berlin', start_time: '18:00', start_at: '2030-01-10T17:00:00.000Z' });
    expect(await byKey('allday-1@eventory.test')).toMatchObject({
      start_date: '2030-07-01',
      end_date: '2030-07-03',
      start_time: '00:00',
      end_time: '23:59',
      timezone: 'Europe/Berlin',
      start_at: '2030-06-30T22:00:00.000Z',
    });
  });

  it('imports series: weekly BYDAY+COUNT with EXDATE and a moved occurrence, monthly last Saturday, expanded rules', async () => {
    const before = await total();
    const res = await post(fixture('series.ics'));
    expect(res.statusCode).toBe(201);
    // 2 parents + 3 expanded events; 4 weekly and 4 monthly occurrences.
    expect(res.json()).toMatchObject({ created: 5, updated: 0, occurrences: 8, skipped: 0 });
    expect(await total()).toBe(before + 5 + 8);

    const weekly = await byKey('weekly-1@eventory.test');
    expect(weekly).toMatchObject({ recurring_enabled: 'yes', recurrence: { frequency: 'weekly', weekdays: ['MO', 'WE'], count: 6, exdates: ['2030-09-04', '2030-09-16'] } });
    const occurrences = await children(weekly);
    // 09-04 is an EXDATE, 09-16 a cancelled RECURRENCE-ID, 09-09 moved to 09-10 20:00.
    expect(occurrences.map((o) => [o.start_date, o.start_time, o.end_time, o.title])).toEqual([
      ['2030-09-02', '18:00', '20:00', 'Repair evening'],
      ['2030-09-10', '20:00', '22:00', 'Repair evening (moved)'],
      ['2030-09-11', '18:00', '20:00', 'Repair evening'],
      ['2030-09-18', '18:00', '20:00', 'Repair evening'],
    ]);
    expect(occurrences[1]!.start_at).toBe('2030-09-10T18:00:00.000Z');
    expect(occurrences[0]!.location).toMatchObject({ address: { address: 'Werkstatt, Hauptstraße 1' } });

    const monthly = await byKey('monthly-1@eventory.test');
    expect(monthly.recurrence).toMatchObject({ frequency: 'monthly', monthly_mode: 'nth_weekday', position: -1, until: '2030-12-31' });
    expect((await children(monthly)).map((o) => o.start_date)).toEqual(['2030-09-28', '2030-10-26', '2030-11-30', '2030-12-28']);

    expect((await byKey('setpos-1@eventory.test#2030-11-04')).recurring_enabled).toBe('no');
    expect(res.json().warnings.join('\n')).toMatch(/"Board meeting" repeats in a way Eventory cannot store as a series/);
  });

  it('re-imports the same file in place: no duplicates, moved occurrences stay moved', async () => {
    const before = await total();
    const singles = await post(fixture('singles.ics'));
    expect(singles.json()).toMatchObject({ created: 0, updated: 4, occurrences: 0, skipped: 1 });
    const series = await post(fixture('series.ics'));
    expect(series.statusCode).toBe(201);
    expect(series.json()).toMatchObject({ created: 0, updated: 5, occurrences: 0 });
    expect(await total()).toBe(before);
    const dates = (await children(await byKey('weekly-1@eventory.test'))).map((o) => o.start_date);
    expect(dates).toEqual(['2030-09-02', '2030-09-10', '2030-09-11', '2030-09-18']);
  });

  it('records in the audit trail who imported which events, as created and then as updated', async () => {
    const trail = async () =>
      ((await t.admin.request('GET', '/api/v2/audit?entity_type=event&per_page=100')).json().items as { action: string; summary: string; user_email: string }[]).filter((e) => e.summary.includes('Audit Import Night'));
    const file = fixture('singles.ics').replace(/SUMMARY:[^\r\n]*/, 'SUMMARY:Audit Import Night').replace(/UID:[^\r\n]*/, 'UID:audit-import@eventory.test');
    expect((await post(file)).statusCode).toBe(201);
    expect(await trail()).toEqual([expect.objectContaining({ action: 'create', summary: 'Created event "Audit Import Night"', user_email: 'admin@example.com' })]);
    expect((await post(file)).statusCode).toBe(201);
    expect((await trail()).map((e) => e.action)).toEqual(['update', 'create']);
  });

  it('refuses a truncated, garbage or empty file with a 400 and writes nothing', async () => {
    const before = await total();
    const truncated = await post(fixture('truncated.ics'));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ code: 'invalid_ics', message: expect.stringMatching(/^This file is not a valid iCalendar file: it is cut off/) });
    expect((await post('this is not a calendar')).json()).toMatchObject({ code: 'invalid_ics' });
    expect((await post('   ')).json().message).toMatch(/the file is empty/);
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Choose a non-empty .ics file/);
    expect((await t.admin.request('POST', '/api/v2/import/ics', {})).statusCode).toBe(400);
    expect(await total()).toBe(before);
  });

  it('rolls back everything when a write fails midway', async () => {
    const before = await total();
    let calls = 0;
    const failing = Object.create(t.app.events) as EventService;
    failing.create = async (...args: Parameters<EventService['create']>) => {
      if (++calls === 3) throw new Error('disk full');
      return t.app.events.create(...args);
    };
    const text = fixture('series.ics').replaceAll('@eventory.test', '@rollback.test');
    await expect(importIcs({ db: t.handle.db, events: failing }, text, null)).rejects.toThrow('disk full');
    expect(calls).toBe(3);
    expect(await total()).toBe(before);
  });

  it('is documented in OpenAPI under the import tag', async () => {
    const doc = (await t.admin.request('GET', '/api/v2/openapi.json')).json();
    expect(doc.paths['/api/v2/import/ics'].post).toMatchObject({ tags: ['import'], summary: 'Import an iCalendar (.ics) file' });
  });

  it('needs etn_manage_event', async () => {
    const subscriber = await t.loginAs('subscriber');
    const res = await subscriber.request('POST', '/api/v2/import/ics', { content: fixture('singles.ics') });
    expect(res.statusCode).toBe(403);
  });
});
