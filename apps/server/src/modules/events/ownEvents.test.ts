import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../../test/harness.js';

describeEachDatabase('authors work on their own events only (issue #5)', (dialect) => {
  let t: TestApp;
  let ada: Client;
  let bob: Client;
  let editor: Client;
  let adaEvent: number;
  let bobEvent: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ada = await t.loginAs('author');
    bob = await t.loginAs('author');
    editor = await t.loginAs('editor');
    adaEvent = (await ada.request('POST', '/api/v2/events', { title: 'Ada Workshop', start_date: '2031-04-01' })).json().id;
    bobEvent = (await bob.request('POST', '/api/v2/events', { title: 'Bob Workshop', start_date: '2031-04-02' })).json().id;
  });
  afterAll(() => t.close());

  const titles = async (c: Client, query = '') => ((await c.request('GET', `/api/v2/events${query}`)).json().items as { title: string }[]).map((e) => e.title).sort();

  it("lists, counts and searches only their own events; editors see everyone's", async () => {
    expect(await titles(ada)).toEqual(['Ada Workshop']);
    expect(await titles(bob)).toEqual(['Bob Workshop']);
    expect(await titles(ada, '?search_keyword=Workshop')).toEqual(['Ada Workshop']);
    expect((await bob.request('GET', '/api/v2/events')).headers['x-wp-total']).toBe('1');
    expect(await titles(editor)).toEqual(['Ada Workshop', 'Bob Workshop']);
  });

  it("answers 404 for another author's event on read, update, clone and delete, and changes nothing", async () => {
    expect((await bob.request('GET', `/api/v2/events/${adaEvent}`)).statusCode).toBe(404);
    expect((await bob.request('PUT', `/api/v2/events/${adaEvent}`, { title: 'Taken over' })).statusCode).toBe(404);
    expect((await bob.request('GET', `/api/v2/events/${adaEvent}/clone`)).statusCode).toBe(404);
    expect((await bob.request('DELETE', `/api/v2/events/${adaEvent}`)).statusCode).toBe(404);
    expect((await bob.request('DELETE', `/api/v2/events?ids=${adaEvent},${bobEvent}`)).json()).toEqual({ deleted: [bobEvent] });
    expect((await t.admin.request('GET', `/api/v2/events/${adaEvent}`)).json().title).toBe('Ada Workshop');
  });

  it('a clone belongs to the one who cloned it', async () => {
    const copy = await ada.request('GET', `/api/v2/events/${adaEvent}/clone`);
    expect(copy.statusCode).toBe(201);
    expect(await titles(ada)).toEqual(['Ada Workshop', 'Ada Workshop - Copy']);
    const editorCopy = (await editor.request('GET', `/api/v2/events/${adaEvent}/clone`)).json();
    expect((await ada.request('GET', `/api/v2/events/${editorCopy.id}`)).statusCode).toBe(404);
  });

  it('every change made through the API is in the audit trail, with who made it', async () => {
    const rows = await t.handle.db.selectFrom('audit_log').select(['action', 'entity_type', 'user_email', 'summary']).where('entity_type', '=', 'event').orderBy('id').execute();
    expect(rows.map((r) => `${r.action} ${r.summary}`)).toEqual(
      expect.arrayContaining(['create Created event "Ada Workshop"', 'delete Deleted event "Bob Workshop"', 'clone Cloned event "Ada Workshop - Copy"']),
    );
    expect(rows.find((r) => r.summary === 'Deleted event "Bob Workshop"')!.user_email).toMatch(/^author-/);
    expect(rows.some((r) => r.summary.includes('Taken over'))).toBe(false);
  });
});
