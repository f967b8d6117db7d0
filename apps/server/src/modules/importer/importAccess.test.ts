import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../../test/harness.js';

const conferenceXml = fs.readFileSync(new URL('./conference/fixtures/schedule.xml', import.meta.url), 'utf8');

/** A one-event calendar with a fixed UID. */
const calendar = (title: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eventory tests//access//EN',
    'BEGIN:VEVENT',
    'UID:shared-uid@eventory.test',
    'DTSTAMP:20300101T000000Z',
    'DTSTART:20300110T170000Z',
    'DTEND:20300110T183000Z',
    `SUMMARY:${title}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** Imports and who may run them (issue #9 §6.2 and §6.3). */
describeEachDatabase('imports follow the importer’s access', (dialect) => {
  let t: TestApp;
  let author: Client;
  let scheduler: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    author = await t.loginAs('author');
    expect((await t.admin.request('POST', '/api/v2/permissions/roles', { key: 'scheduler', name: 'Scheduler' })).statusCode).toBe(201);
    expect((await t.admin.request('POST', '/api/v2/permissions/scheduler', { permissions: ['etn_manage_schedule'] })).statusCode).toBe(201);
    scheduler = await t.loginAs('scheduler');
  });
  afterAll(() => t.close());

  const importIcs = (client: Client, title: string) => client.request('POST', '/api/v2/import/ics', { content: calendar(title) });
  const rowsOfUid = () => t.handle.db.selectFrom('events').select(['id', 'title', 'author_id']).where('source_uid', '=', 'shared-uid@eventory.test').orderBy('id').execute();
  const tableCounts = async () =>
    Promise.all(['events', 'speakers', 'schedules', 'tags'].map(async (table) => Number((await t.handle.db.selectFrom(table as 'events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)));

  it("an author's .ics never updates another owner's event of the same UID: it becomes the author's own, with a warning", async () => {
    expect((await importIcs(t.admin, 'Admin Party')).json()).toMatchObject({ created: 1, updated: 0 });
    const first = await importIcs(author, 'Renamed by an author');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ created: 1, updated: 0 });
    expect(first.json().warnings).toEqual([
      `"Renamed by an author" (2030-01-10) was imported before as another user's event, which you may not edit; it was added as a new event of yours instead.`,
    ]);
    const [adminEvent, authorEvent] = await rowsOfUid();
    expect(adminEvent!.title).toBe('Admin Party');
    expect(authorEvent!.title).toBe('Renamed by an author');
    expect((await author.request('GET', `/api/v2/events/${authorEvent!.id}`)).statusCode).toBe(200);

    const again = await importIcs(author, 'Renamed twice');
    expect(again.json()).toMatchObject({ created: 0, updated: 1, warnings: [] });
    expect((await importIcs(t.admin, 'Admin Party, moved')).json()).toMatchObject({ created: 0, updated: 1, warnings: [] });
    expect((await rowsOfUid()).map((r) => r.title)).toEqual(['Admin Party, moved', 'Renamed twice']);
  });

  it('a role with only etn_manage_schedule may not import a conference or a calendar: 403 naming what it lacks, nothing written', async () => {
    const before = await tableCounts();
    const conference = await scheduler.request('POST', '/api/v2/import/conference', { content: conferenceXml, filename: 'schedule.xml' });
    expect(conference.statusCode).toBe(403);
    expect(conference.json().message).toBe(
      'This needs the permissions "etn_manage_event", "etn_manage_organizer", "etn_manage_schedule"; your role lacks "etn_manage_event", "etn_manage_organizer". Ask an administrator.',
    );
    const ics = await importIcs(scheduler, 'Sneaked in');
    expect(ics.statusCode).toBe(403);
    expect(ics.json().message).toContain('"etn_manage_event"');
    expect(await author.request('POST', '/api/v2/import/conference', { content: conferenceXml, filename: 'schedule.xml' })).toMatchObject({ statusCode: 403 });
    expect(await tableCounts()).toEqual(before);
  });

  it('an editor, who holds events, speakers and schedules, imports the conference', async () => {
    const editor = await t.loginAs('editor');
    const res = await editor.request('POST', '/api/v2/import/conference', { content: conferenceXml, filename: 'schedule.xml' });
    expect(res.statusCode, res.body).toBe(201);
  });
});
