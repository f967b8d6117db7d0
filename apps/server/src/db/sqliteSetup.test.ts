import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { rowObjects } from './sqliteSetup.js';

/**
 * Rows of the server's SQLite reads are built in JS from raw arrays (issue #9 goals). Whatever a
 * statement's columns are called, the objects must be what better-sqlite3 itself would give.
 */
describe('SQLite row objects', () => {
  const sqlite = new SQLite(':memory:');
  afterAll(() => sqlite.close());

  const both = (text: string, ...parameters: unknown[]) => {
    const statement = sqlite.prepare(text);
    const own = statement.all(...parameters);
    const raw = statement.raw(true).all(...parameters) as unknown[][];
    return { own, built: rowObjects(statement.columns().map((c) => c.name), raw) };
  };

  it('gives the same objects as better-sqlite3, keys in column order, a later column of the same name winning', () => {
    const { own, built } = both(`SELECT 1 AS id, 'Gala' AS title, NULL AS location, 2.5 AS price, 'later' AS title, x'00ff' AS blob FROM (SELECT 1 UNION ALL SELECT 2)`);
    expect(built).toEqual(own);
    expect(built.map((row) => Object.keys(row))).toEqual(own.map((row) => Object.keys(row as object)));
    expect(built[0]).toEqual({ id: 1, title: 'later', location: null, price: 2.5, blob: Buffer.from([0, 255]) });
  });

  it('takes any column name as plain data: quotes, backslashes, line breaks, code, and __proto__ as a column, not the prototype', () => {
    const names = ['a"b', "it's", 'back\\slash', 'line\nbreak', '\u2028', '}; throw new Error("x"); ({', 'constructor', '__proto__', 'toString'];
    const { own, built } = both(`SELECT ${names.map((name, i) => `${i} AS "${name.replaceAll('"', '""')}"`).join(', ')}`);
    // better-sqlite3 assigns __proto__ (a number there is ignored; an object would become the prototype).
    const withoutProto = (row: object) => Object.entries(row).filter(([name]) => name !== '__proto__');
    expect(withoutProto(built[0]!)).toEqual(withoutProto(own[0] as object));
    expect(Object.keys(built[0]!)).toEqual(names);
    expect(Object.getPrototypeOf(built[0])).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(built[0], '__proto__')?.value).toBe(7);
  });

  it('gives each statement its own shape, and no rows for none', () => {
    expect(both('SELECT 1 AS a, 2 AS b').built).toEqual([{ a: 1, b: 2 }]);
    expect(both('SELECT 3 AS b, 4 AS a').built).toEqual([{ b: 3, a: 4 }]);
    expect(both('SELECT 1 AS a WHERE 0').built).toEqual([]);
  });
});
