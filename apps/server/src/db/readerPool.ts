import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect as KyselyDialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema.js';
import type { ReadAnswer, ReadRequest } from './sqliteReader.js';
import { rowObjects } from './sqliteSetup.js';

/** One reader thread and the statements it has been sent but not yet answered. */
interface Reader {
  worker: Worker;
  pending: Map<number, { resolve: (answer: ReadAnswer) => void; reject: (error: Error) => void }>;
}

/**
 * Starts a reader thread: the built sqliteReader.js next to this module, or, when this module is the
 * .ts source (under Vitest), sqliteReader.ts through tsx's loader, registered inside the thread.
 */
function startReaderThread(file: string): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./sqliteReader.js', import.meta.url), { workerData: { file } });
  const source = new URL('./sqliteReader.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: { file } });
}

/**
 * Read-only SQLite connections on their own threads (db/sqliteReader.ts), for the server's busiest
 * reads (the event list, issue #9 goals): SQLite runs inside the calling thread, so on the writer's
 * connection a list's statements (~40 % of an uncached search's CPU) held the one thread that also
 * parses, routes and answers every request. WAL lets these connections read beside the writer, each
 * statement seeing the last commit. Threads start on first use (after migrations) and are kept; a
 * statement goes to the thread with the fewest waiting. Only statements that return rows run here;
 * they see committed data only, so never use this inside a transaction.
 */
export class ReaderPool {
  private readers: Reader[] = [];
  private nextId = 0;
  private closed = false;

  /**
   * @param file the SQLite file (the writer's connection has opened it in WAL mode)
   * @param size reader threads, ≥ 1
   */
  constructor(
    private readonly file: string,
    private readonly size: number,
  ) {}

  /**
   * Runs one reading statement on a reader thread.
   * @returns the rows as objects (one key per column, as better-sqlite3 gives them)
   * @throws Error with SQLite's message and `code` when the statement fails (a write: code READER_WRITE)
   */
  async all(sql: string, parameters: readonly unknown[]): Promise<Record<string, unknown>[]> {
    const reader = this.pick();
    const id = this.nextId++;
    const answer = await new Promise<ReadAnswer>((resolve, reject) => {
      // A thread with statements to answer keeps the process alive; an idle one does not.
      if (reader.pending.size === 0) reader.worker.ref();
      reader.pending.set(id, { resolve, reject });
      reader.worker.postMessage({ id, sql, parameters } satisfies ReadRequest);
    });
    if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return rowObjects(answer.columns, answer.rows);
  }

  /** Stops every thread; statements still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    const readers = this.readers;
    this.readers = [];
    await Promise.all(readers.map((reader) => reader.worker.terminate()));
  }

  private pick(): Reader {
    if (this.closed) throw new Error('The database is closed');
    if (this.readers.length < this.size) {
      const idle = this.readers.find((reader) => reader.pending.size === 0);
      if (idle) return idle;
      return this.start();
    }
    let best = this.readers[0]!;
    for (const reader of this.readers) if (reader.pending.size < best.pending.size) best = reader;
    return best;
  }

  private start(): Reader {
    const worker = startReaderThread(this.file);
    const reader: Reader = { worker, pending: new Map() };
    worker.on('message', (answer: ReadAnswer) => {
      const waiting = reader.pending.get(answer.id);
      reader.pending.delete(answer.id);
      if (reader.pending.size === 0) worker.unref();
      waiting?.resolve(answer);
    });
    // A thread that fails or stops fails what it was sent; the next statement starts another.
    const fail = (error: Error) => {
      this.readers = this.readers.filter((r) => r !== reader);
      for (const { reject } of reader.pending.values()) reject(error);
      reader.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`A database reader thread stopped (exit code ${code})`)));
    worker.unref();
    this.readers.push(reader);
    return reader;
  }
}

/** Many statements at once: no connection mutex in front of the pool (each thread runs one at a time). */
class ReaderAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** A Kysely connection whose statements run on the pool's threads; no transactions. */
class ReaderConnection implements DatabaseConnection {
  constructor(private readonly pool: ReaderPool) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.pool.all(query.sql, query.parameters)) as R[] };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The reader pool does not stream');
  }
}

class ReaderDriver implements Driver {
  private readonly connection: ReaderConnection;
  constructor(private readonly pool: ReaderPool) {
    this.connection = new ReaderConnection(pool);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('The reader pool runs no transactions: use the writer connection');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.pool.close();
  }
}

/**
 * A Kysely instance over a {@link ReaderPool}: the same query builder and `sql` templates as the
 * writer's, for code that only reads committed data. `destroy()` stops the threads.
 */
export function readerDatabase(pool: ReaderPool): Kysely<Database> {
  const dialect: KyselyDialect = {
    createAdapter: () => new ReaderAdapter(),
    createDriver: () => new ReaderDriver(pool),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
  return new Kysely<Database>({ dialect });
}
