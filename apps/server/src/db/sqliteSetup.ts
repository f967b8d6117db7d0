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

/** Builds one row object from its values, in the order of the columns it was made for. */
type RowBuilder = (values: readonly unknown[]) => Record<string, unknown>;

/** Row builders by their columns' names (joined by NUL); cleared when it holds this many. */
const MAX_ROW_SHAPES = 1_000;
const rowBuilders = new Map<string, RowBuilder>();

/**
 * A builder of row objects with these columns: an object literal compiled once per list of names
 * (each name a JSON string literal, so any name is plain data), which V8 creates with all its
 * properties at once; assigning 24 keys one by one took 23–28 µs for a page of 10 events against
 * 0.6–1.6 µs (issue #9 goals), and left objects that are slower to read. A `__proto__` column,
 * which a literal would take as the object's prototype, is assigned instead.
 */
function rowBuilder(columns: readonly string[]): RowBuilder {
  const key = columns.join('\u0000');
  let build = rowBuilders.get(key);
  if (!build) {
    if (rowBuilders.size >= MAX_ROW_SHAPES) rowBuilders.clear();
    build = columns.includes('__proto__')
      ? (values) => {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < columns.length; i++) Object.defineProperty(row, columns[i]!, { value: values[i], enumerable: true, writable: true, configurable: true });
          return row;
        }
      : (new Function('v', `return { ${columns.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')} };`) as RowBuilder);
    rowBuilders.set(key, build);
  }
  return build;
}

/**
 * Row objects from better-sqlite3's raw rows (arrays, `statement.raw(true)`) and the statement's
 * column names: one key per column in the statement's order, a later column of the same name
 * winning, as better-sqlite3's own objects. Built here because better-sqlite3 builds each object
 * through V8's C++ API, key by key (a page of 10 events × 24 columns: 116 → 94 µs, issue #9), and
 * with a compiled literal per set of columns (see {@link rowBuilder}).
 */
export function rowObjects(columns: readonly string[], rows: readonly unknown[][]): Record<string, unknown>[] {
  if (rows.length === 0) return [];
  return rows.map(rowBuilder(columns));
}
