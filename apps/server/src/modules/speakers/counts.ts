import type { DB } from '../../db/database.js';
import { countCache, invalidateCounts, type CountCache } from '../../db/countCache.js';

/** Cached list totals of speakers and speaker groups, shared by both services. */
export function speakerCounts(db: DB): CountCache {
  return countCache(db, 'speakers');
}

/** Runs a change to speakers or groups in one transaction, then drops the cached totals. */
export async function changeSpeakers<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } finally {
    invalidateCounts(db);
  }
}
