import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { slugBase } from './slug.js';

/** A 120-character title of the kind the attack run used (issue #9 §6.9). */
const LONG_TITLE = 'The International Conference on Practical Event Management for Volunteer Organisers and Their Friends 2031 Edition';
const LONG_NAME = 'Maria Anna Sophia Theresia Walburga Amalia Christina von Habsburg-Lothringen und Bourbon-Parma zu Wien';

it('slugs are capped at a word boundary', () => {
  const slug = slugBase(LONG_TITLE);
  expect(slug.length).toBeLessThanOrEqual(80);
  expect(slug).toBe('the-international-conference-on-practical-event-management-for-volunteer');
  expect(slugBase('x'.repeat(150))).toBe('x'.repeat(80));
  expect(slugBase('Short title')).toBe('short-title');
});

it('slugs keep a name’s letters together, as WordPress does: 3d-printing, machbar-plenum, openlab', () => {
  expect(slugBase('3D printing workshop')).toBe('3d-printing-workshop');
  expect(slugBase('machBar Plenum')).toBe('machbar-plenum');
  expect(slugBase('OpenLab')).toBe('openlab');
  expect(slugBase('Für Jugendliche')).toBe('fuer-jugendliche');
});

describeEachDatabase('long titles and names keep reachable public pages', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('the home page links a long-titled event to a page that answers 200', async () => {
    expect(LONG_TITLE.length).toBeGreaterThanOrEqual(110);
    const created = await t.admin.request('POST', '/api/v2/events', { title: LONG_TITLE, start_date: '2031-03-01', timezone: 'UTC', status: 'publish' });
    expect(created.statusCode, created.body).toBe(201);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    const links = [...home.body.matchAll(/href="([^"]*\/event\/[^"]+)"/g)].map((m) => new URL(m[1]!, 'http://site.invalid').pathname);
    const path = links.find((h) => h.startsWith('/event/the-international'));
    expect(path).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: path! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The International Conference');
  });

  it("a long-named speaker's page answers 200", async () => {
    const created = await t.admin.request('POST', '/api/v2/speakers', { name: LONG_NAME, email: 'maria@example.com', category: ['speaker'] });
    expect(created.statusCode, created.body).toBe(201);
    const slug = created.json().slug as string;
    expect(slug.length).toBeLessThanOrEqual(80);
    expect((await t.app.inject({ method: 'GET', url: `/speaker/${slug}` })).statusCode).toBe(200);
  });

  it('a slug made before the cap (200 characters, or an occurrence of one) still resolves', async () => {
    const created = await t.admin.request('POST', '/api/v2/events', { title: 'Legacy', start_date: '2031-04-01', timezone: 'UTC', status: 'publish' });
    const legacy = `${'legacy-'.repeat(28).slice(0, 200)}-2031-04-01`;
    await t.handle.db.updateTable('events').set({ slug: legacy }).where('id', '=', created.json().id).execute();
    const page = await t.app.inject({ method: 'GET', url: `/event/${legacy}` });
    expect(page.statusCode).toBe(200);
  });
});
