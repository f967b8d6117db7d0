import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { invalidateLocally, registerBroadcast } from './countCache.js';

/** The PostgreSQL channel every server of a database listens on. */
const CHANNEL = 'eventory_changes';
/** Wait before listening again after the connection dropped, ms (meanwhile caches expire on their own). */
const RECONNECT_MS = 1_000;

/**
 * Cross-process cache invalidation on PostgreSQL (issue #9 §8): each server keeps one extra
 * connection that LISTENs on {@link CHANNEL}; a change made through one server (`invalidateCounts`)
 * sends a NOTIFY, and every other server of the same schema drops its cached lists and totals
 * when it arrives (a millisecond or so later). Costs one NOTIFY per change, coalesced while one is
 * in flight, and nothing per read, where a generation counter would cost a query per cached
 * request and a hot row every write updates. Should the connection drop, caches still expire after
 * their few seconds.
 * @param db the Kysely instance the caches are registered under
 * @returns stops listening (on close)
 */
export async function listenForChanges(db: object, options: { url: string; schema?: string }): Promise<() => Promise<void>> {
  const sender = randomUUID();
  const scope = options.schema ?? '';
  let client: pg.Client | null = null;
  let closing = false;
  let timer: NodeJS.Timeout | null = null;
  let sending = false;
  let again = false;

  /** One attempt at a time, {@link RECONNECT_MS} apart, until one succeeds. */
  const retry = () => {
    if (closing || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect().catch(retry);
    }, RECONNECT_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url });
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      retry();
    };
    next.on('notification', (message) => {
      const [schema, from] = (message.payload ?? '').split(' ');
      if (schema === scope && from !== sender) invalidateLocally(db);
    });
    next.on('error', reconnect);
    next.on('end', reconnect);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      reconnect();
      throw error;
    }
    client = next;
    // Whatever changed while this server was not listening.
    invalidateLocally(db);
  };

  const notify = async (): Promise<void> => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      do {
        again = false;
        await client?.query('SELECT pg_notify($1, $2)', [CHANNEL, `${scope} ${sender}`]);
      } while (again);
    } catch {
      // The connection dropped: it reconnects, and the other servers' caches expire on their own.
    } finally {
      sending = false;
    }
  };

  try {
    await connect();
  } catch (error) {
    closing = true;
    if (timer) clearTimeout(timer);
    throw error;
  }
  registerBroadcast(db, () => void notify());
  return async () => {
    closing = true;
    if (timer) clearTimeout(timer);
    await client?.end();
    client = null;
  };
}
