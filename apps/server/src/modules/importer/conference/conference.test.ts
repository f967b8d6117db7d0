import fs from 'node:fs';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { EventItem } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../../test/harness.js';
import type { EventService } from '../../events/service.js';
import { importConference } from './service.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Tables an import writes to. */
const TABLES = ['events', 'tags', 'event_tags', 'speakers', 'schedules', 'schedule_slots', 'slot_speakers', 'event_people', 'event_schedules'] as const;

const counts = (n: Partial<Record<'events' | 'schedules' | 'slots' | 'speakers' | 'tags', number>>) => ({
  events: 0,
  schedules: 0,
  slots: 0,
  speakers: 0,
  tags: 0,
  ...n,
});

describeEachDatabase('import a conference', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const post = (content: unknown, filename?: string) => t.admin.request('POST', '/api/v2/import/conference', { content, ...(filename ? { filename } : {}) });
  const rowCounts = async () => {
    const db = t.handle.db;
    const entries = await Promise.all(
      TABLES.map(async (table) => [table, Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)] as const),
    );
    return Object.fromEntries(entries) as Record<(typeof TABLES)[number], number>;
  };
  const event = async (id: number): Promise<EventItem> => (await t.admin.request('GET', `/api/v2/events/${id}`)).json();
  const names = async (table: 'tags' | 'speakers', ids: number[]) => {
    const rows = await t.handle.db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
    return ids.map((id) => rows.find((r) => r.id === id)?.name);
  };
  /** Each schedule's slots in order, with their speakers' names in order. */
  const program = async (scheduleId: number) => {
    const db = t.handle.db;
    const slots = await db.selectFrom('schedule_slots').selectAll().where('schedule_id', '=', scheduleId).orderBy('position').execute();
    const links = await db
      .selectFrom('slot_speakers')
      .innerJoin('speakers', 'speakers.id', 'slot_speakers.speaker_id')
      .select(['slot_speakers.slot_id', 'speakers.name'])
      .orderBy('slot_speakers.position')
      .execute();
    return slots.map((s) => ({ ...s, speakers: links.filter((l) => l.slot_id === s.id).map((l) => l.name) }));
  };

  let xmlEventId = 0;

  it('imports schedule.xml: the event, a schedule per day, slots, deduplicated speakers and track tags', async () => {
    const res = await post(fixture('schedule.xml'), 'schedule.xml');
    expect(res.statusCode).toBe(201);
    const summary = res.json();
    expect(summary).toMatchObject({ created: counts({ events: 1, schedules: 2, slots: 5, speakers: 4, tags: 3 }), updated: counts({}) });
    expect(summary.warnings).toEqual([expect.stringMatching(/^"Night owls" \(talk 103\) runs past midnight/)]);
    xmlEventId = summary.event_id;

    const item = await event(xmlEventId);
    expect(item).toMatchObject({
      title: 'TinyConf 2030',
      start_date: '2030-02-02',
      end_date: '2030-02-03',
      start_time: '09:30',
      end_time: '17:30',
      timezone: 'Europe/Brussels',
      start_at: '2030-02-02T08:30:00.000Z',
      status: 'publish',
      location: { type: 'offline', address: { address: 'Université Libre de Bruxelles, Brussels' } },
    });
    expect(await names('tags', item.tags)).toEqual(['Kernel', 'Web & Design', 'Community']);
    expect(await names('speakers', item.speakers)).toEqual(['Bob Builder', 'Alice Ärger', 'Carol Chen', 'Dave Doe']);

    const schedules = await t.handle.db.selectFrom('schedules').selectAll().where('id', 'in', item.schedules).execute();
    expect(item.schedules.map((id) => schedules.find((s) => s.id === id)).map((s) => [s?.program_title, s?.date, s?.day_name, s?.source_key])).toEqual([
      ['TinyConf 2030 – Day 1', '2030-02-02', 'Saturday', 'conf:tinyconf-2030:day:1'],
      ['TinyConf 2030 – Day 2', '2030-02-03', 'Sunday', 'conf:tinyconf-2030:day:2'],
    ]);
    const day1 = await program(item.schedules[0]!);
    expect(day1.map((s) => [s.topic, s.start_time, s.end_time, s.room, s.track, s.speakers])).toEqual([
      ['CSS – the good parts', '09:30', '10:15', 'Room B', 'Web & Design', ['Bob Builder']],
      ['Schedulers for everyone', '10:00', '10:30', 'Room A', 'Kernel', ['Alice Ärger', 'Bob Builder']],
      ['Night owls', '23:30', '23:59', 'Room A', 'Kernel', ['Carol Chen']],
    ]);
    expect(day1[1]!.objective).toBe('Hello & welcome to the scheduler talk.\n\nSee the slides [https://example.org/sched].');
    expect(day1[0]!.objective).toBe('Fallback description');
    expect((await program(item.schedules[1]!)).map((s) => [s.topic, s.speakers])).toEqual([
      ['Writing drivers', ['Dave Doe', 'Alice Ärger']],
      ['Closing session', []],
    ]);

    const alice = await t.handle.db.selectFrom('speakers').selectAll().where('source_key', '=', 'conf:tinyconf-2030:person:1').executeTakeFirstOrThrow();
    expect(alice).toMatchObject({ name: 'Alice Ärger', slug: 'alice-aerger', is_speaker: 1, is_organizer: 0 });
  });

  it('imports schedule.json (format sniffed without a file name), its zone from the UTC offsets', async () => {
    const res = await post(fixture('schedule.json'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: counts({ events: 1, schedules: 2, slots: 4, speakers: 3, tags: 2 }), updated: counts({}), warnings: [] });
    const item = await event(res.json().event_id);
    expect(item).toMatchObject({ title: 'Tiny Camp 2030', timezone: 'UTC+2:00', start_time: '11:00', end_time: '14:30', start_at: '2030-07-10T09:00:00.000Z', location: null });
    expect(await names('speakers', item.speakers)).toEqual(['Erin Engel', 'Frank Funk', 'Grace Gold']);
    expect(await names('tags', item.tags)).toEqual(['Hardware', 'Ethics']);
    expect((await program(item.schedules[1]!)).map((s) => [s.topic, s.start_time, s.track, s.speakers])).toEqual([
      ['Late night hacking', '01:00', '', ['Frank Funk']],
      ['Wrap-up', '14:00', 'Hardware', ['Grace Gold', 'Frank Funk']],
    ]);
  });

  it('re-imports the same files in place: nothing created, everything updated, no new rows', async () => {
    const before = await rowCounts();
    const xml = await post(fixture('schedule.xml'), 'schedule.xml');
    expect(xml.json()).toMatchObject({ event_id: xmlEventId, created: counts({}), updated: counts({ events: 1, schedules: 2, slots: 5, speakers: 4, tags: 3 }) });
    const json = await post(fixture('schedule.json'), 'schedule.json');
    expect(json.json()).toMatchObject({ created: counts({}), updated: counts({ events: 1, schedules: 2, slots: 4, speakers: 3, tags: 2 }) });
    expect(await rowCounts()).toEqual(before);
    // The audit trail says who imported the conference's event, and who updated it since.
    const trail = ((await t.admin.request('GET', '/api/v2/audit?entity_type=event&per_page=100')).json().items as { action: string; entity_id: string; user_email: string }[]).filter((e) => e.entity_id === String(xmlEventId));
    expect(trail.map((e) => [e.action, e.user_email])).toEqual([['update', 'admin@example.com'], ['create', 'admin@example.com']]);
  });

  it('applies a changed file in place: a removed talk leaves, renamed talks and people keep their ids; edits by hand stay', async () => {
    const db = t.handle.db;
    const manual = await db
      .insertInto('speakers')
      .values({ name: 'Hand Added', sort_name: 'hand added', slug: 'hand-added', email: '', designation: '', summary: '', image: '', company_name: '', company_logo: '', company_url: '', social: '[]', is_speaker: 1, is_organizer: 0, source_key: null, created_at: '2030-01-01T00:00:00.000Z', updated_at: '2030-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const current = await event(xmlEventId);
    await t.app.events.update(xmlEventId, { status: 'draft', speakers: [...current.speakers, manual.id] });
    const slotKey = 'conf:tinyconf-2030:talk:0b5a7c1e-0000-4000-8000-000000000101';
    const slotBefore = await db.selectFrom('schedule_slots').select('id').where('source_key', '=', slotKey).executeTakeFirstOrThrow();
    const daveBefore = await db.selectFrom('speakers').select(['id', 'slug']).where('source_key', '=', 'conf:tinyconf-2030:person:4').executeTakeFirstOrThrow();
    const before = await rowCounts();

    const changed = fixture('schedule.xml')
      .replace(/\s*<event guid="[^"]*105" id="105">[\s\S]*?<\/event>/, '')
      .replace('<title>Schedulers for everyone</title>', '<title>Schedulers for everybody</title>')
      .replaceAll('<person id="4">Dave Doe</person>', '<person id="4">David Doe</person>');
    const res = await post(changed, 'schedule.xml');
    expect(res.statusCode).toBe(201);
    // The Community track was only the removed talk's; its tag stays on the event, as tags added by hand do.
    expect(res.json()).toMatchObject({ created: counts({}), updated: counts({ events: 1, schedules: 2, slots: 4, speakers: 4, tags: 2 }) });

    expect(await rowCounts()).toEqual({ ...before, schedule_slots: before.schedule_slots - 1 });
    expect(await db.selectFrom('schedule_slots').select(['id', 'topic']).where('source_key', '=', slotKey).executeTakeFirstOrThrow()).toEqual({ id: slotBefore.id, topic: 'Schedulers for everybody' });
    expect(await db.selectFrom('speakers').select(['id', 'slug', 'name']).where('source_key', '=', 'conf:tinyconf-2030:person:4').executeTakeFirstOrThrow()).toEqual({ ...daveBefore, name: 'David Doe' });
    const item = await event(xmlEventId);
    expect(item.status).toBe('draft');
    expect(await names('speakers', item.speakers)).toEqual(['Hand Added', 'Bob Builder', 'Alice Ärger', 'Carol Chen', 'David Doe']);
    expect((await program(item.schedules[1]!)).map((s) => s.topic)).toEqual(['Writing drivers']);
  });

  it('refuses a truncated, malformed, foreign or empty file with a 400 and writes nothing', async () => {
    const before = await rowCounts();
    const truncated = await post(fixture('truncated.xml'), 'schedule.xml');
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({
      code: 'invalid_schedule',
      message: 'This file is not a valid Pentabarf/Frab schedule: it is cut off: it ends before its closing </schedule> tag. Nothing was imported.',
    });
    expect((await post(fixture('truncated.json'), 'schedule.json')).json().message).toMatch(/^This file is not a valid Pentabarf\/Frab schedule: it is not valid JSON, it may be cut off/);
    expect((await post(fixture('schedule.xml').replace('</persons>', '</person>'), 'schedule.xml')).json().message).toMatch(/it is not well-formed XML \(line \d+/);
    expect((await post('BEGIN:VCALENDAR\r\nEND:VCALENDAR', 'calendar.ics')).json().message).toMatch(/it is neither XML nor JSON/);
    expect((await post(fixture('schedule.json'), 'schedule.xml')).statusCode).toBe(400);
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Choose a non-empty schedule.xml or schedule.json file/);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a talk our rules refuse, naming it, and writes nothing', async () => {
    const before = await rowCounts();
    const res = await post(fixture('schedule.xml').replace('<acronym>tinyconf-2030</acronym>', '<acronym>other</acronym>').replace('<title>Night owls</title>', `<title>${'x'.repeat(501)}</title>`), 'schedule.xml');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_schedule', message: expect.stringMatching(/^"x+" \(talk 103\) cannot be imported: topic: .+ Nothing was imported\.$/) });
    expect(await rowCounts()).toEqual(before);
  });

  it('leaves out a speaker whose name has no letter or digit (FOSDEM lists "-" and "--"), with a warning', async () => {
    const text = fixture('schedule.xml')
      .replace('<acronym>tinyconf-2030</acronym>', '<acronym>dashes</acronym>')
      .replace('<person id="2">Bob Builder</person>', '<person id="9001">-</person><person id="9002"> -- </person><person id="2">Bob Builder</person>');
    const res = await post(text, 'schedule.xml');
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^A speaker of "Schedulers for everyone" \(talk \d+\) has no name and was left out\.$/)]));
    const dashes = await t.handle.db.selectFrom('speakers').select('name').where('name', 'in', ['-', '--']).execute();
    expect(dashes).toEqual([]);
  });

  it('rolls back everything when a write fails midway', async () => {
    const before = await rowCounts();
    const failing = Object.create(t.app.events) as EventService;
    failing.create = () => Promise.reject(new Error('disk full'));
    const text = fixture('schedule.xml').replace('<acronym>tinyconf-2030</acronym>', '<acronym>rollback</acronym>');
    await expect(importConference({ db: t.handle.db, events: failing }, text, 'xml', null)).rejects.toThrow('disk full');
    expect(await rowCounts()).toEqual(before);
  });

  it('needs etn_manage_event, etn_manage_organizer and etn_manage_schedule and is documented under the import tag', async () => {
    const subscriber = await t.loginAs('subscriber');
    expect((await subscriber.request('POST', '/api/v2/import/conference', { content: fixture('schedule.xml') })).statusCode).toBe(403);
    const doc = (await t.admin.request('GET', '/api/v2/openapi.json')).json();
    expect(doc.paths['/api/v2/import/conference'].post).toMatchObject({ tags: ['import'] });
  });

  it('is what the command line runs for .xml and .json files', async () => {
    // The CLI module runs its main() when first imported; without arguments it prints its usage and exits.
    const argv = process.argv;
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as typeof process.exit);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    process.argv = [argv[0]!, 'import.js'];
    try {
      const { importerFor } = await import('../../../cli/import.js');
      await new Promise((resolve) => setImmediate(resolve));
      expect(importerFor('schedule.csv')).toBeNull();
      const deps = { db: t.handle.db, events: t.app.events };
      const xml = await importerFor('FOSDEM.XML')!(deps, fixture('schedule.xml'));
      expect(xml.lines).toEqual([`event:   ${xmlEventId}`, 'created: 0 events, 0 schedules, 1 slots, 0 speakers, 0 tags', 'updated: 1 events, 2 schedules, 4 slots, 4 speakers, 3 tags']);
      const json = await importerFor('schedule.json')!(deps, fixture('schedule.json'));
      expect(json.lines[1]).toBe('created: 0 events, 0 schedules, 0 slots, 0 speakers, 0 tags');
      await expect(importerFor('x.json')!(deps, fixture('schedule.xml'))).rejects.toThrow(/not valid JSON/);
      // A NUL byte is refused before anything is written, as every HTTP route refuses it (issue #9 §6.7).
      const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:nul-byte@example.org', 'DTSTART:20310101T100000Z', 'SUMMARY:Nul\u0000Byte', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
      const events = () => t.handle.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const before = await events();
      await expect(importerFor('calendar.ics')!(deps, ics)).rejects.toThrow('Line 6: Contains a character that is not allowed');
      expect(await events()).toEqual(before);
      expect((await importerFor('calendar.ics')!(deps, ics.replace('\u0000', ' '))).lines[0]).toBe('created:     1 events');
    } finally {
      process.argv = argv;
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
