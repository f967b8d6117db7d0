import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { prepareConnection } from './sqliteSetup.js';

/**
 * A reader thread of db/readerPool.ts: its own read-only connection to the server's SQLite file
 * (WAL lets it read beside the writer, each statement seeing the last commit), answering one
 * message at a time.
 */

/** A statement to run: `sql` with its `parameters`, tagged by the pool's `id`. */
export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

/** The answer: raw rows and their column names, or the error SQLite gave. */
export type ReadAnswer = { id: number; columns: string[]; rows: unknown[][] } | { id: number; error: { message: string; code?: string } };

/** Statements kept beyond this many texts are dropped all at once, as on the writer's connection. */
const MAX_STATEMENTS = 500;

if (parentPort) {
  const port = parentPort;
  const sqlite = new SQLite((workerData as { file: string }).file, { readonly: true, fileMustExist: true });
  prepareConnection(sqlite);
  const statements = new Map<string, { statement: SQLite.Statement; columns: string[] }>();
  const prepared = (text: string) => {
    let entry = statements.get(text);
    if (!entry) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      const statement = sqlite.prepare(text);
      if (!statement.reader) throw Object.assign(new Error('A reader thread runs only statements that return rows'), { code: 'READER_WRITE' });
      entry = { statement: statement.raw(true), columns: statement.columns().map((column) => column.name) };
      statements.set(text, entry);
    }
    return entry;
  };
  port.on('message', ({ id, sql, parameters }: ReadRequest) => {
    let answer: ReadAnswer;
    try {
      const entry = prepared(sql);
      const rows = entry.statement.all(...parameters) as unknown[][];
      // A schema change since it was prepared (SQLite prepares it again by itself) may change its columns.
      if (rows.length > 0 && rows[0]!.length !== entry.columns.length) entry.columns = entry.statement.columns().map((column) => column.name);
      answer = { id, columns: entry.columns, rows };
    } catch (error) {
      const { message, code } = error as { message: string; code?: string };
      answer = { id, error: { message, code } };
    }
    port.postMessage(answer);
  });
}
