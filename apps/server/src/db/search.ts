import { sortKey } from '@eventory/core';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DB, Dialect } from './database.js';

/**
 * Tables with a trigram-indexed text column: `<table>_fts` (FTS5) on SQLite, a pg_trgm GIN index on
 * PostgreSQL. Each column holds a title or name folded by `sortKey`: search it for a {@link foldedNeedle}.
 */
export type TrigramSearchable = { table: 'events'; column: 'sort_title' } | { table: 'schedules'; column: 'sort_title' } | { table: 'speakers'; column: 'sort_name' };

/**
 * What a search of a folded column ({@link TrigramSearchable}) looks for: the search folded the same
 * way ({@link sortKey}: lower case, no accents), so 'cafe' and 'CAFÉ' both find 'repairCafé' and
 * 'Topel' finds 'Töpel'; the search itself when folding leaves nothing (marks alone).
 */
export const foldedNeedle = (search: string): string => sortKey(search) || search;

/**
 * A row to write with `sort_title`: its `source` text (an event's `title`, a schedule's
 * `program_title`) folded by {@link sortKey}, whenever the row sets that text, so a title is never
 * written without the form its search and order read.
 */
export function withSortTitle<K extends string, T extends Partial<Record<K, string>>>(
  row: T,
  source: K,
): T & (T extends Record<K, string> ? { sort_title: string } : { sort_title?: string }) {
  const text = row[source];
  return (text === undefined ? row : { ...row, sort_title: sortKey(text) }) as T & { sort_title: string };
}

/** `text` with LIKE's wildcards escaped (use with `ESCAPE '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * How SQLite finds rows containing a keyword of 3+ characters: 'fts' asks the FTS5 trigram table
 * for every match (cheap when matches are few), 'scan' tests each row as the query walks an index in
 * ORDER BY order (cheap when matches are common, so LIMIT stops early) with LIKE, which needs to
 * fold no case since column and keyword are folded already. (Probing the FTS5 table per row cost
 * as much as reading every match: ~7 ms a probe on 100,000 titles.)
 */
export type KeywordPlan = 'fts' | 'scan';

/** True when SQLite answers `keyword` from the FTS5 trigram table (3+ characters once folded). */
export const usesFts = (dialect: Dialect, keyword: string | undefined): keyword is string =>
  dialect === 'sqlite' && !!keyword && [...foldedNeedle(keyword)].length >= 3;

/** `keyword` as an FTS5 phrase: its own quotes and operators are plain text. */
const ftsPhrase = (keyword: string) => `"${keyword.replaceAll('"', '""')}"`;

/** True when SQLite's LIKE matches `keyword` in any case as FTS5 does: printable ASCII only. */
const likeFoldsCase = (keyword: string) => /^[\x20-\x7e]+$/.test(keyword);

/**
 * A WHERE condition: `text` (a column or expression) contains `keyword`, any case: PostgreSQL's
 * ILIKE; on SQLite, LIKE for a printable-ASCII keyword (the only case it folds) and
 * `folded_contains` for any other ('özdemir' finds 'Özdemir'). No index helps a leading wildcard:
 * for small or filtered tables, or as {@link containsText}'s fallback.
 */
export function containsAnyCase(dialect: Dialect, text: Expression<unknown>, keyword: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(keyword)}%`;
  if (dialect === 'postgres') return sql<SqlBool>`${text} ILIKE ${pattern} ESCAPE '\\'`;
  return likeFoldsCase(keyword) ? sql<SqlBool>`${text} LIKE ${pattern} ESCAPE '\\'` : sql<SqlBool>`folded_contains(${text}, ${keyword.toLowerCase()})`;
}

/**
 * A WHERE condition: `column`, which holds text folded by {@link sortKey}, contains `search` folded
 * the same way, by a plain LIKE on both databases (no index; for small or filtered tables, and for
 * {@link containsText}'s short keywords and walks). 'muller' finds 'Müller'.
 */
export function containsFolded(column: Expression<unknown>, search: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} LIKE ${`%${escapeLike(foldedNeedle(search))}%`} ESCAPE '\\'`;
}

/**
 * A WHERE condition: the folded column contains `search` folded ({@link foldedNeedle}), so without
 * regard to case or accents. PostgreSQL answers `ILIKE`, which its trigram index serves. SQLite
 * matches keywords of 3 or more characters through the FTS5 trigram table (a phrase query, so the
 * keyword's own quotes and operators are plain text), all matches at once or row by row as `plan`
 * says, and shorter ones, which a trigram cannot match, with `LIKE`.
 */
export function containsText(dialect: Dialect, target: TrigramSearchable, search: string, plan: KeywordPlan = 'fts'): RawBuilder<SqlBool> {
  const keyword = foldedNeedle(search);
  const column = sql.ref(`${target.table}.${target.column}`);
  if (dialect === 'postgres') return containsAnyCase(dialect, column, keyword);
  if ([...keyword].length < 3 || plan === 'scan') return containsFolded(column, keyword);
  const fts = sql.table(`${target.table}_fts`);
  return sql<SqlBool>`${sql.ref(`${target.table}.id`)} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${ftsPhrase(keyword)})`;
}

/**
 * `SELECT n, m, top`: how many rows contain `search` (folded, as {@link containsText} matches), counting at most `cap` of them (`n`), the
 * largest id among those counted (`m`) and the table's largest id (`top`, read from the primary key
 * in the same statement). Rows are met in id order (the FTS5 rowid order, or an explicit
 * `ORDER BY id`: a table's physical order is not its id order once rows have been updated, which
 * made PostgreSQL's estimate six times too low on the benchmark's table), so when the cap is
 * reached `cap × top / m` estimates the total without visiting every match.
 */
export function cappedMatches(dialect: Dialect, target: TrigramSearchable, search: string, cap: number): RawBuilder<{ n: number; m: number | null; top: number | null }> {
  const keyword = foldedNeedle(search);
  const table = sql.table(target.table);
  const matches = usesFts(dialect, keyword)
    ? sql`SELECT rowid AS id FROM ${sql.table(`${target.table}_fts`)} WHERE ${sql.table(`${target.table}_fts`)} MATCH ${ftsPhrase(keyword)} LIMIT ${cap}`
    : sql`SELECT id FROM ${table} WHERE ${containsAnyCase(dialect, sql.ref(target.column), keyword)} ORDER BY id LIMIT ${cap}`;
  return sql<{ n: number; m: number | null; top: number | null }>`SELECT count(*) AS n, max(id) AS m, (SELECT max(id) FROM ${table}) AS top FROM (${matches}) capped`;
}

/**
 * What a text column's values look like, to estimate a pattern's matches from without reading the
 * table: on PostgreSQL its statistics (`pg_stats`, refreshed by ANALYZE), the most common values
 * with their frequencies and the bounds of the histogram of the other values, the sample the
 * planner itself estimates from; on SQLite, the values of {@link SPREAD_SAMPLE} rows spread over
 * the whole id range (as `histogram`, no common values). `rows` is the table's row
 * count as of then (PostgreSQL's `reltuples`; on SQLite estimated from the ids the sample found).
 */
export interface ColumnSample {
  rows: number;
  nullFraction: number;
  common: Array<{ value: string; frequency: number }>;
  histogram: string[];
}

/** Fewer histogram bounds than this: PostgreSQL's planner does not trust the histogram either. */
const MIN_HISTOGRAM = 100;

const GOLDEN_RATIO = (1 + Math.sqrt(5)) / 2;

/** Rows SQLite's sample of a column reads (~2.6 ms for 1,000 of 100,000 events). */
export const SPREAD_SAMPLE = 1_000;

/**
 * The sample of `target`'s column a broad search's total is estimated from (see {@link ColumnSample}),
 * or null when there is nothing to estimate from (PostgreSQL: a table not analysed yet; SQLite: an
 * empty table). SQLite picks one id in each of SPREAD_SAMPLE equal slices of the id range, at a
 * place in the slice that moves by the golden ratio from one slice to the next, so a recurring
 * series' consecutive ids or a title pattern repeating every n rows cannot skew it (an even stride
 * of 100 met no "Workshop" in the benchmark's table, where it is every 10th title), and the same
 * table gives the same sample: a search's estimate does not move between requests (a random pick
 * per slice moved it from 8,100 to 12,100 for 10,004 matches).
 */
export async function columnSample(db: DB, dialect: Dialect, target: TrigramSearchable): Promise<ColumnSample | null> {
  return dialect === 'postgres' ? plannerSample(db, target) : spreadSample(db, target);
}

async function plannerSample(db: DB, target: TrigramSearchable): Promise<ColumnSample | null> {
  const { rows } = await sql<{ rows: number; null_frac: number; common: string[] | null; frequencies: number[] | null; histogram: string[] | null }>`
    SELECT c.reltuples AS rows, s.null_frac, s.most_common_vals::text::text[] AS common, s.most_common_freqs AS frequencies, s.histogram_bounds::text::text[] AS histogram
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_stats s ON s.schemaname = n.nspname AND s.tablename = c.relname AND s.attname = ${target.column} AND NOT s.inherited
    WHERE c.oid = to_regclass(${target.table})`.execute(db);
  const row = rows[0];
  if (!row || Number(row.rows) <= 0) return null;
  const frequencies = row.frequencies ?? [];
  return {
    rows: Number(row.rows),
    nullFraction: Number(row.null_frac),
    common: (row.common ?? []).map((value, i) => ({ value, frequency: Number(frequencies[i] ?? 0) })),
    histogram: row.histogram ?? [],
  };
}

/**
 * The lowest and highest `id` of `table` (both null when it is empty), each read at one end of the
 * primary key. SQLite optimises a lone `min(id)` or `max(id)`, not both in one SELECT: that form
 * scanned the whole table (4.5 ms for 100,000 events, 4 µs now) on the first search after every change.
 */
export function idRange(table: string) {
  const from = sql.table(table);
  return sql<{ lo: number | null; hi: number | null }>`SELECT (SELECT min(id) FROM ${from}) AS lo, (SELECT max(id) FROM ${from}) AS hi`;
}

async function spreadSample(db: DB, target: TrigramSearchable): Promise<ColumnSample | null> {
  const table = sql.table(target.table);
  const { rows: bounds } = await idRange(target.table).execute(db);
  if (bounds[0]?.lo == null || bounds[0].hi == null) return null;
  const lo = Number(bounds[0].lo);
  const span = Number(bounds[0].hi) - lo + 1;
  const picks = Math.min(SPREAD_SAMPLE, span);
  const ids = Array.from({ length: picks }, (_, k) => lo + Math.floor(((k + (span > picks ? (k * GOLDEN_RATIO) % 1 : 0)) * span) / picks));
  const { rows } = await sql<{ value: string | null }>`SELECT t.${sql.ref(target.column)} AS value FROM json_each(${JSON.stringify(ids)}) AS ids CROSS JOIN ${table} AS t ON t.id = ids.value`.execute(db);
  const values = rows.filter((r) => r.value !== null).map((r) => r.value!);
  return {
    rows: Math.round((rows.length * span) / picks),
    nullFraction: rows.length ? 1 - values.length / rows.length : 0,
    common: [],
    histogram: values,
  };
}

/** Ends each value in {@link FoldedSample.histogram}: the edge refuses NUL in any text (issue #9 §6.7), so no keyword holds one. */
const VALUE_END = '\u0000';

/** A sample's values folded to lower case once, not on every search estimated from it. */
interface FoldedSample {
  common: ColumnSample['common'];
  /** The histogram's values, each followed by VALUE_END, as one text: one search over it is twice as fast as one per value. */
  histogram: string;
}

const foldedSamples = new WeakMap<ColumnSample, FoldedSample>();

function folded(sample: ColumnSample): FoldedSample {
  let values = foldedSamples.get(sample);
  if (!values) {
    values = {
      common: sample.common.map((c) => ({ value: c.value.toLowerCase(), frequency: c.frequency })),
      histogram: sample.histogram.map((v) => `${v.toLowerCase().replaceAll(VALUE_END, '')}${VALUE_END}`).join(''),
    };
    foldedSamples.set(sample, values);
  }
  return values;
}

/** How many of the values in `text` (each ended by VALUE_END) contain `word`. */
function valuesContaining(text: string, word: string): number {
  let n = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, text.indexOf(VALUE_END, at) + 1)) n++;
  return n;
}

/**
 * How many rows contain `keyword` (folded, as {@link containsText} matches), estimated from a {@link columnSample} as PostgreSQL's
 * planner does for `ILIKE '%keyword%'`: the frequencies of the common values that contain it, plus
 * the share of histogram bounds that do, applied to the other rows. Null when the histogram is too
 * small to judge (the planner then guesses from the pattern alone). No statement: a broad search's
 * capped count (SQLite: ~250 µs a request) or `EXPLAIN` (PostgreSQL) is saved.
 */
export function plannedMatches(sample: ColumnSample, keyword: string): number | null {
  if (sample.histogram.length < MIN_HISTOGRAM) return null;
  const word = foldedNeedle(keyword);
  if (word === '' || word.includes(VALUE_END)) return null;
  const { common, histogram } = folded(sample);
  let commonShare = 0;
  let commonMatches = 0;
  for (const { value, frequency } of common) {
    commonShare += frequency;
    if (value.includes(word)) commonMatches += frequency;
  }
  const histogramShare = valuesContaining(histogram, word) / sample.histogram.length;
  return Math.round((commonMatches + histogramShare * Math.max(0, 1 - sample.nullFraction - commonShare)) * sample.rows);
}
