import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from './database.js';

/** Tables with a trigram-indexed text column: `<table>_fts` (FTS5) on SQLite, a pg_trgm GIN index on PostgreSQL. */
export type TrigramSearchable = { table: 'events'; column: 'title' } | { table: 'schedules'; column: 'program_title' } | { table: 'speakers'; column: 'name' };

/** `text` with LIKE's wildcards escaped (use with `ESCAPE '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A WHERE condition: the column contains `keyword`, case-insensitively (ASCII case on SQLite).
 * PostgreSQL answers `ILIKE`, which its trigram index serves. SQLite matches keywords of 3 or more
 * characters through the FTS5 trigram table (a phrase query, so the keyword's own quotes and
 * operators are plain text) and shorter ones, which a trigram cannot match, with `LIKE`.
 */
export function containsText(dialect: Dialect, target: TrigramSearchable, keyword: string): RawBuilder<SqlBool> {
  const column = sql.ref(`${target.table}.${target.column}`);
  const like = `%${escapeLike(keyword)}%`;
  if (dialect === 'postgres') return sql<SqlBool>`${column} ILIKE ${like} ESCAPE '\\'`;
  if ([...keyword].length < 3) return sql<SqlBool>`${column} LIKE ${like} ESCAPE '\\'`;
  const fts = sql.table(`${target.table}_fts`);
  const phrase = `"${keyword.replaceAll('"', '""')}"`;
  return sql<SqlBool>`${sql.ref(`${target.table}.id`)} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${phrase})`;
}
