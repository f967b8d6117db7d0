import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../../test/harness.js';

/**
 * An author (etn_manage_event alone) fills every section of their event's editor: the Speakers,
 * Schedules and Templates pickers read what they offer (organiser walk: each said 'Could not load
 * the speakers: Your role does not have the "etn_manage_organizer" permission'). Speakers reach
 * pickers as `{ id, name }` only; managing them stays with etn_manage_organizer.
 */
describeEachDatabase('what an event author may pick', (dialect) => {
  let t: TestApp;
  let author: Client;
  let ada = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const created = await t.admin.request('POST', '/api/v2/speakers', { name: 'Ada Lovelace', email: 'ada@example.org', category: ['speaker'] });
    expect(created.statusCode, created.body).toBe(201);
    ada = created.json().id;
    await t.admin.request('POST', '/api/v2/speakers', { name: 'Grace Hopper', email: 'grace@example.org', category: ['organizer'] });
    author = await t.loginAs('author');
  });
  afterAll(() => t.close());

  it('reads speakers for the pickers as id and name, searched and by role, without their email', async () => {
    const res = await author.request('GET', '/api/v2/speakers/options?search=ada&category=speaker');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ id: ada, name: 'Ada Lovelace' }]);
    expect(res.headers['x-wp-total']).toBe('1');
    expect(res.body).not.toContain('@example.org');
    expect((await author.request('GET', `/api/v2/speakers/options?include=${ada}`)).json()).toEqual([{ id: ada, name: 'Ada Lovelace' }]);
  });

  it('still may not read or change the speakers themselves', async () => {
    expect((await author.request('GET', '/api/v2/speakers')).statusCode).toBe(403);
    expect((await author.request('GET', `/api/v2/speakers/${ada}`)).statusCode).toBe(403);
    expect((await author.request('PUT', `/api/v2/speakers/${ada}`, { name: 'Changed' })).statusCode).toBe(403);
  });

  it('reads the schedules and the published templates the editor offers, and changes neither', async () => {
    expect((await author.request('GET', '/api/v2/schedules')).statusCode).toBe(200);
    expect((await author.request('GET', '/api/v2/templates?type=certificate&status=publish')).statusCode).toBe(200);
    expect((await author.request('POST', '/api/v2/schedules', { program_title: 'Mine', date: '2031-01-01' })).statusCode).toBe(403);
    expect((await author.request('POST', '/api/v2/templates', {})).statusCode).toBe(403);
  });
});
