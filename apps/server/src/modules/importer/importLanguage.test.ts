import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

const conferenceXml = fs.readFileSync(new URL('./conference/fixtures/schedule.xml', import.meta.url), 'utf8');

const NO_SUMMARY = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:no-title@eventory.test', 'DTSTART:20300615T180000Z', 'DTEND:20300615T200000Z', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

describeEachDatabase('texts an import writes, in the site’s language (issue #12 §2)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    expect((await t.admin.request('PUT', '/api/v2/settings', { site_language: 'de' })).statusCode).toBe(200);
    // The importing admin reads English: the records still follow the site.
    await t.admin.chooseLanguage('en');
  });
  afterAll(() => t.close());

  it('titles an iCalendar event without SUMMARY "(ohne Titel)" on a German site', async () => {
    const res = await t.admin.request('POST', '/api/v2/import/ics', { content: NO_SUMMARY });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.handle.db.selectFrom('events').select('title').where('source_uid', '=', 'no-title@eventory.test').executeTakeFirstOrThrow();
    expect(row.title).toBe('(ohne Titel)');
  });

  it('titles a conference’s days "… – Tag 1" with German weekdays on a German site', async () => {
    const res = await t.admin.request('POST', '/api/v2/import/conference', { content: conferenceXml });
    expect(res.statusCode, res.body).toBe(201);
    const days = await t.handle.db.selectFrom('schedules').select(['program_title', 'day_name']).orderBy('date').execute();
    expect(days.map((d) => [d.program_title, d.day_name])).toEqual([
      ['TinyConf 2030 – Tag 1', 'Samstag'],
      ['TinyConf 2030 – Tag 2', 'Sonntag'],
    ]);
  });
});
