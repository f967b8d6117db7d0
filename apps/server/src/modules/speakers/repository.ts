import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { MAX_ID, type SpeakerListQuery } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { Database, SpeakerTable } from '../../db/schema.js';
import { containsFolded, containsText, foldedNeedle } from '../../db/search.js';

export type SpeakerRow = Omit<SpeakerTable, 'id'> & { id: number };
export type NewSpeakerRow = Omit<SpeakerTable, 'id' | 'source_key'>;
export type SpeakerFilters = Pick<SpeakerListQuery, 'speaker_group' | 'category' | 'search' | 'include'>;

/** A slot of a program a speaker talks in (public author page). */
export interface SessionRow {
  topic: string;
  program_title: string;
  date: string;
  start_time: string;
  end_time: string;
  room: string;
}

/** A published event a speaker or organizer appears in. */
export interface AppearanceRow {
  title: string;
  slug: string;
  start_date: string;
  start_time: string;
  start_at: string;
}

/**
 * How SQLite finds the names containing a search of 3+ characters. 'fts' asks the FTS5 trigram
 * table for every match, then sorts them (cost ∝ matches: right for rare words); 'scan' walks the
 * sort_name index in list order testing LIKE on each folded name until the page is full (cost ∝ rows read ≈
 * (offset + per_page) × all / matches: right for common words).
 */
export type SearchPlan = 'fts' | 'scan';

/**
 * True when the plan is worth choosing: SQLite, and a search of 3+ printable ASCII characters
 * once folded (LIKE folds ASCII case only, FTS5 all of Unicode; for ASCII both match the same
 * names). PostgreSQL's planner makes this choice itself from its statistics.
 */
export function mayScan(dialect: Dialect, search: string | undefined): boolean {
  const needle = search ? foldedNeedle(search) : '';
  return dialect === 'sqlite' && needle.length >= 3 && /^[\x20-\x7e]+$/.test(needle);
}

/**
 * 'scan' when walking the name index reads fewer rows than the matches FTS would return, and only
 * when at least a fifth of all speakers match. A name search is correlated with the name order
 * (searching a first name finds a block of the alphabet), so the walk may read far more rows
 * than the even-spread estimate says; with a fifth of the table matching, even a walk of the
 * whole index costs about what fetching and sorting every match would.
 * @param total speakers matching the filters @param all speakers in all (0: not known, so 'fts')
 */
export function searchPlan(q: { paged: number; per_page: number }, total: number, all: number): SearchPlan {
  return total > 0 && all > 0 && total * 5 >= all && q.paged * q.per_page * all < total * total ? 'scan' : 'fts';
}

/**
 * The speaker list filters as one WHERE expression. `speaker_group` is a group id or a group name
 * (names compare case-insensitively; a numeric name matches too).
 */
function listFilter(dialect: Dialect, q: SpeakerFilters, plan: SearchPlan = 'fts') {
  return (eb: ExpressionBuilder<Database, 'speakers'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    const group = q.speaker_group;
    if (group) {
      const id = /^\d+$/.test(group) && Number(group) <= MAX_ID ? Number(group) : null;
      const members = eb
        .selectFrom('speaker_group_members as m')
        .innerJoin('speaker_groups as g', 'g.id', 'm.group_id')
        .select('m.speaker_id')
        .where((w) => w.or([...(id === null ? [] : [w('g.id', '=', id)]), sql<SqlBool>`lower(g.name) = lower(${group})`]));
      conditions.push(eb('speakers.id', 'in', members));
    }
    if (q.include) conditions.push(eb('speakers.id', 'in', q.include));
    if (q.category === 'speaker') conditions.push(eb('speakers.is_speaker', '=', 1));
    if (q.category === 'organizer') conditions.push(eb('speakers.is_organizer', '=', 1));
    const needle = q.search ? foldedNeedle(q.search) : '';
    if (needle && plan === 'scan') conditions.push(containsFolded(sql.ref('speakers.sort_name'), needle));
    else if (needle) conditions.push(containsText(dialect, { table: 'speakers', column: 'sort_name' }, needle));
    return eb.and(conditions);
  };
}

/** One page of speakers by name as a reader sorts it (`sort_name`, then id). */
export function listSpeakers(db: DB, dialect: Dialect, q: SpeakerListQuery, plan: SearchPlan = 'fts'): Promise<SpeakerRow[]> {
  return db
    .selectFrom('speakers')
    .selectAll()
    .where(listFilter(dialect, q, plan))
    .orderBy('sort_name')
    .orderBy('id')
    .limit(q.per_page)
    .offset((q.paged - 1) * q.per_page)
    .execute();
}

/** How many speakers match the filters (what `X-WP-Total` reports). */
export async function countSpeakers(db: DB, dialect: Dialect, q: SpeakerFilters): Promise<number> {
  const row = await db
    .selectFrom('speakers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(listFilter(dialect, q))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Group names of each speaker, by name, in one query. */
export async function groupNamesBySpeaker(db: DB, speakerIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (speakerIds.length === 0) return names;
  const rows = await db
    .selectFrom('speaker_group_members as m')
    .innerJoin('speaker_groups as g', 'g.id', 'm.group_id')
    .select(['m.speaker_id', 'g.name'])
    .where('m.speaker_id', 'in', speakerIds)
    .orderBy('g.name')
    .execute();
  for (const r of rows) names.set(r.speaker_id, [...(names.get(r.speaker_id) ?? []), r.name]);
  return names;
}

/** One speaker row by id, or undefined. */
export function findSpeaker(db: DB, id: number): Promise<SpeakerRow | undefined> {
  return db.selectFrom('speakers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The speaker rows of `ids` that exist, in id order, in one query. */
export function findSpeakers(db: DB, ids: number[]): Promise<SpeakerRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : db.selectFrom('speakers').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/** One speaker row by its public slug, or undefined. */
export function findSpeakerBySlug(db: DB, slug: string): Promise<SpeakerRow | undefined> {
  return db.selectFrom('speakers').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Inserts a speaker; answers its id. */
export async function insertSpeaker(db: DB, row: NewSpeakerRow): Promise<number> {
  const { id } = await db.insertInto('speakers').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes the given columns of a speaker. */
export async function updateSpeaker(db: DB, id: number, row: Partial<NewSpeakerRow>) {
  await db.updateTable('speakers').set(row).where('id', '=', id).execute();
}

/** Replaces the groups a speaker belongs to. */
export async function setSpeakerGroups(db: DB, speakerId: number, groupIds: number[]) {
  await db.deleteFrom('speaker_group_members').where('speaker_id', '=', speakerId).execute();
  if (groupIds.length) await db.insertInto('speaker_group_members').values(groupIds.map((group_id) => ({ speaker_id: speakerId, group_id }))).execute();
}

/** Deletes speakers (their group memberships, slot and event links go by cascade); answers the ids that existed. */
export async function deleteSpeakers(db: DB, ids: number[]): Promise<number[]> {
  const found = (await db.selectFrom('speakers').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
  if (found.length) await db.deleteFrom('speakers').where('id', 'in', found).execute();
  return found;
}

/** The program slots a speaker appears in, by date and start time. */
export function sessionsOf(db: DB, speakerId: number): Promise<SessionRow[]> {
  return db
    .selectFrom('slot_speakers as ss')
    .innerJoin('schedule_slots as sl', 'sl.id', 'ss.slot_id')
    .innerJoin('schedules as s', 's.id', 'sl.schedule_id')
    .select(['sl.topic', 's.program_title', 's.date', 'sl.start_time', 'sl.end_time', 'sl.room'])
    .where('ss.speaker_id', '=', speakerId)
    .orderBy('s.date')
    .orderBy('sl.start_time')
    .orderBy('sl.id')
    .execute();
}

/** Published events a speaker appears in (as speaker or organizer), each once, by start. */
export function publishedEventsOf(db: DB, speakerId: number): Promise<AppearanceRow[]> {
  return db
    .selectFrom('events as e')
    .select(['e.title', 'e.slug', 'e.start_date', 'e.start_time', 'e.start_at'])
    .where('e.status', '=', 'publish')
    .where('e.id', 'in', (eb) => eb.selectFrom('event_people').select('event_id').where('speaker_id', '=', speakerId))
    .orderBy('e.start_at')
    .orderBy('e.id')
    .execute();
}
