import { sortKey } from '@eventory/core';
import type { DB } from '../db/database.js';
import type { SpeakerTable } from '../db/schema.js';

/**
 * Inserts a speaker straight into the database (tests of schedules and event pages that must not
 * depend on the speakers API); answers its id.
 */
export async function insertSpeaker(db: DB, fields: Partial<Omit<SpeakerTable, 'id'>> & { name: string; slug: string }): Promise<number> {
  const stamp = new Date().toISOString();
  const row = await db
    .insertInto('speakers')
    .values({
      email: '',
      designation: '',
      summary: '',
      image: '',
      company_name: '',
      company_logo: '',
      company_url: '',
      social: '[]',
      is_speaker: 1,
      is_organizer: 0,
      source_key: null,
      created_at: stamp,
      updated_at: stamp,
      sort_name: sortKey(fields.name),
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
