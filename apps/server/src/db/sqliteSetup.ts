import type SQLite from 'better-sqlite3';

/**
 * What every SQLite connection of the server needs, the writer's (db/database.ts) and each reader
 * thread's (db/sqliteReader.ts): `folded_contains(text, keyword)`, 1 when `text` holds the lowercase
 * `keyword` in any case, Unicode case included (LIKE folds ASCII only); a keyword search's
 * row-by-row test (db/search.ts). And a wait for the writer's lock instead of failing at once.
 */
export function prepareConnection(sqlite: SQLite.Database): void {
  sqlite.pragma('busy_timeout = 5000');
  sqlite.function('folded_contains', { deterministic: true }, (text: unknown, keyword: unknown) =>
    typeof text === 'string' && typeof keyword === 'string' && text.toLowerCase().includes(keyword) ? 1 : 0,
  );
}

/**
 * Row objects from better-sqlite3's raw rows (arrays, `statement.raw(true)`) and the statement's
 * column names: one key per column in the statement's order, a later column of the same name
 * winning, as better-sqlite3's own objects. Built here because better-sqlite3 builds each object
 * through V8's C++ API, key by key (a page of 10 events × 24 columns: 116 → 94 µs, issue #9).
 */
export function rowObjects(columns: readonly string[], rows: readonly unknown[][]): Record<string, unknown>[] {
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
    return row;
  });
}
