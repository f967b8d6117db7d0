import type { Speaker } from '@eventory/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { mayScan, searchPlan } from './repository.js';

const SEED: [string, string[], string[]][] = [
  // name, category, speaker_group
  ['Ada Lovelace', ['speaker'], ['Keynote', 'Science']],
  ['Alan Turing', ['speaker', 'organizer'], ['Science']],
  ['Grace Hopper', ['organizer'], ['Keynote']],
  ['Linus Torvalds', ['speaker'], []],
  ['Bo Li', ['speaker'], ['Workshop']],
  ['Annabelle Ng', ['speaker'], ['2024']],
  ['Rate 100% Sure', ['organizer'], []],
];
const ALL = SEED.map(([name]) => name).sort();

describe('search plan (SQLite)', () => {
  it('is considered for searches of 3+ printable ASCII characters once folded, on SQLite only', () => {
    expect(mayScan('sqlite', 'ann')).toBe(true);
    expect(mayScan('sqlite', 'an')).toBe(false);
    expect(mayScan('sqlite', 'Müller')).toBe(true);
    expect(mayScan('sqlite', 'Щербаков')).toBe(false);
    expect(mayScan('sqlite', undefined)).toBe(false);
    expect(mayScan('postgres', 'ann')).toBe(false);
  });

  it('walks the name index when matches are common, asks FTS when they are rare', () => {
    const page = { paged: 1, per_page: 10 };
    expect(searchPlan(page, 2_000, 10_000)).toBe('scan');
    expect(searchPlan(page, 100, 10_000)).toBe('fts');
    expect(searchPlan({ paged: 50, per_page: 10 }, 2_000, 10_000)).toBe('fts');
    expect(searchPlan(page, 0, 10_000)).toBe('fts');
    expect(searchPlan(page, 2_000, 0)).toBe('fts');
  });
});

describeEachDatabase('speaker list', (dialect) => {
  let t: TestApp;
  const groupIds: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const [name, category, speaker_group] of SEED) {
      const res = await t.admin.request('POST', '/api/v2/speakers', { name, category, speaker_group });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
    const groups = (await t.admin.request('GET', '/api/v2/speaker-groups?per_page=100')).json().items as { id: number; name: string }[];
    for (const g of groups) groupIds[g.name] = g.id;
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.admin.request('GET', `/api/v2/speakers${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Speaker[];
    expect(Array.isArray(body)).toBe(true);
    return { body, names: body.map((s) => s.name), total: Number(res.headers['x-wp-total']), pages: Number(res.headers['x-wp-totalpages']) };
  };

  it('answers a bare array by name with X-WP-Total and X-WP-TotalPages', async () => {
    const page = await list();
    expect(page.names).toEqual(ALL);
    expect(page.total).toBe(SEED.length);
    expect(page.pages).toBe(1);
    const ada = page.body.find((s) => s.name === 'Ada Lovelace')!;
    expect(ada).toMatchObject({ slug: 'ada-lovelace', category: ['speaker'], speaker_group: ['Keynote', 'Science'] });
    expect(ada.author_url).toMatch(/\/speaker\/ada-lovelace$/);
    expect(page.body.find((s) => s.name === 'Alan Turing')!.category).toEqual(['speaker', 'organizer']);
  });

  it('pages with paged and per_page', async () => {
    const second = await list('?per_page=2&paged=2');
    expect(second.names).toEqual(ALL.slice(2, 4));
    expect(second.total).toBe(SEED.length);
    expect(second.pages).toBe(Math.ceil(SEED.length / 2));
    const beyond = await list('?per_page=5&paged=3');
    expect(beyond.names).toEqual([]);
    expect(beyond.total).toBe(SEED.length);
  });

  it('lists only the speakers named by include, by name, and refuses a malformed or too long list', async () => {
    const ids = new Map((await list()).body.map((s) => [s.name, s.id]));
    const chosen = await list(`?include=${ids.get('Grace Hopper')},${ids.get('Ada Lovelace')},999999&per_page=100`);
    expect(chosen.names).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(chosen.total).toBe(2);
    expect((await list(`?include=${ids.get('Grace Hopper')}&category=speaker`)).names).toEqual([]);
    for (const bad of ['include=1,,2', 'include=abc', `include=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]) {
      const res = await t.admin.request('GET', `/api/v2/speakers?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  describe('speaker_group', () => {
    it('filters by group id and by group name, whatever its case', async () => {
      const byId = await list(`?speaker_group=${groupIds.Keynote}`);
      expect(byId.names).toEqual(['Ada Lovelace', 'Grace Hopper']);
      expect(byId.total).toBe(2);
      expect((await list('?speaker_group=keynote')).names).toEqual(['Ada Lovelace', 'Grace Hopper']);
      expect((await list('?speaker_group=Science')).names).toEqual(['Ada Lovelace', 'Alan Turing']);
    });

    it('matches a group whose name is a number by its name too', async () => {
      expect((await list('?speaker_group=2024')).names).toEqual(['Annabelle Ng']);
    });

    it('answers nothing for an unknown group', async () => {
      const page = await list('?speaker_group=Nobody');
      expect(page).toMatchObject({ names: [], total: 0, pages: 0 });
    });
  });

  it('filters by category', async () => {
    expect((await list('?category=organizer')).names).toEqual(['Alan Turing', 'Grace Hopper', 'Rate 100% Sure']);
    const speakers = await list('?category=speaker');
    expect(speakers.names).toEqual(['Ada Lovelace', 'Alan Turing', 'Annabelle Ng', 'Bo Li', 'Linus Torvalds']);
    expect(speakers.total).toBe(5);
  });

  describe('search', () => {
    it.each([
      ['lov', ['Ada Lovelace']],
      ['LOVELACE', ['Ada Lovelace']],
      ['ring', ['Alan Turing']],
      ['nna', ['Annabelle Ng']],
      ['100%', ['Rate 100% Sure']],
      ['zzz', []],
    ])('a name search of 3 or more characters (%s) uses the trigram index', async (search, names) => {
      const page = await list(`?search=${encodeURIComponent(search)}`);
      expect(page.names).toEqual(names);
      expect(page.total).toBe(names.length);
    });

    it.each([
      ['tu', ['Alan Turing']],
      ['BO', ['Bo Li']],
      ['a', ['Ada Lovelace', 'Alan Turing', 'Annabelle Ng', 'Grace Hopper', 'Linus Torvalds', 'Rate 100% Sure']],
      ['%', ['Rate 100% Sure']],
      ['_', []],
    ])('a shorter search (%s) matches too, with LIKE wildcards taken literally', async (search, names) => {
      expect((await list(`?search=${encodeURIComponent(search)}`)).names).toEqual(names);
    });

    it('finds a name whatever its accents and case, as a reader types it ("Topel" finds "Töpel", "lukasz" finds "Łukasz")', async () => {
      const ids: number[] = [];
      for (const name of ['Bernhard Töpel', 'Łukasz Nowak', 'Zoë Ørsted', 'Марина Щербакова'])
        ids.push((await t.admin.request('POST', '/api/v2/speakers', { name })).json().id);
      for (const [search, names] of [
        ['topel', ['Bernhard Töpel']],
        ['TÖPEL', ['Bernhard Töpel']],
        ['lukasz', ['Łukasz Nowak']],
        ['ŁUK', ['Łukasz Nowak']],
        ['zoe', ['Zoë Ørsted']],
        ['orsted', ['Zoë Ørsted']],
        ['Zoë', ['Zoë Ørsted']],
        ['ЩЕРБАК', ['Марина Щербакова']],
        ['oe', ['Zoë Ørsted']],
      ] as const)
        expect((await list(`?search=${encodeURIComponent(search)}`)).names, search).toEqual(names);
      await t.admin.request('DELETE', `/api/v2/speakers?ids=${ids.join(',')}`);
    });

    it('combines with the other filters', async () => {
      expect((await list('?search=a&category=organizer&speaker_group=Science')).names).toEqual(['Alan Turing']);
      expect((await list('?search=ada&speaker_group=Keynote&per_page=1')).total).toBe(1);
    });
  });

  it('refuses bad query values with a 400 that names them', async () => {
    for (const [query, field] of [
      ['?category=boss', 'category'],
      ['?per_page=0', 'per_page'],
      ['?per_page=101', 'per_page'],
      ['?paged=x', 'paged'],
    ]) {
      const res = await t.admin.request('GET', `/api/v2/speakers${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toHaveProperty(`querystring.${field}`);
    }
  });

  it('finds the same page whichever way SQLite searches (a common word walks the name index)', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `Common Person ${String(i).padStart(2, '0')}`);
    const ids: number[] = [];
    for (const name of names) ids.push((await t.admin.request('POST', '/api/v2/speakers', { name })).json().id);
    const all = SEED.length + names.length;
    expect(searchPlan({ paged: 2, per_page: 5 }, names.length, all)).toBe('scan');
    const common = await list('?search=MON PERSON&per_page=5&paged=2');
    expect(common.names).toEqual(names.slice(5, 10));
    expect(common.total).toBe(20);
    expect((await list('?search=person 1&per_page=5&paged=2')).names).toEqual(names.slice(15, 20));
    expect((await list('?search=COMMÖN PERSÓN&per_page=5&paged=2')).names).toEqual(names.slice(5, 10));
    expect((await list('?search=100%&per_page=5')).names).toEqual(['Rate 100% Sure']);
    await t.admin.request('DELETE', `/api/v2/speakers?ids=${ids.join(',')}`);
  });

  it('counts a change at once (the cached total is dropped on every write)', async () => {
    expect((await list('?search=hopper')).total).toBe(1);
    const res = await t.admin.request('POST', '/api/v2/speakers', { name: 'Hopper Junior', speaker_group: ['Keynote'] });
    expect((await list('?search=hopper')).total).toBe(2);
    expect((await list('?speaker_group=Keynote')).total).toBe(3);
    await t.admin.request('DELETE', `/api/v2/speakers/${res.json().id}`);
    expect((await list('?search=hopper')).total).toBe(1);
    expect((await list('?speaker_group=Keynote')).total).toBe(2);
  });
});
