import { sql, type SqlBool } from 'kysely';
import type { SpeakerGroup } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { escapeLike } from '../../db/search.js';

export interface GroupListFilter {
  search?: string;
}

/** Groups are few (tens, not thousands): a name search is a LIKE, no index needed. */
function nameContains(search: string) {
  return sql<SqlBool>`lower(g.name) LIKE lower(${`%${escapeLike(search)}%`}) ESCAPE '\\'`;
}

function withCount(db: DB) {
  return db
    .selectFrom('speaker_groups as g')
    .select(['g.id', 'g.name'])
    .select(sql<number>`(SELECT count(*) FROM speaker_group_members m WHERE m.group_id = g.id)`.as('count'));
}

const toGroup = (row: { id: number; name: string; count: number }): SpeakerGroup => ({ ...row, count: Number(row.count) });

/** One page of groups by name, each with its member count. */
export async function listGroups(db: DB, q: GroupListFilter & { paged: number; per_page: number }): Promise<SpeakerGroup[]> {
  const rows = await withCount(db)
    .$if(Boolean(q.search), (b) => b.where(nameContains(q.search!)))
    .orderBy('g.name')
    .orderBy('g.id')
    .limit(q.per_page)
    .offset((q.paged - 1) * q.per_page)
    .execute();
  return rows.map(toGroup);
}

/** How many groups match the search (what `X-WP-Total` reports). */
export async function countGroups(db: DB, q: GroupListFilter): Promise<number> {
  const row = await db
    .selectFrom('speaker_groups as g')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(Boolean(q.search), (b) => b.where(nameContains(q.search!)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One group with its member count, or undefined. */
export async function findGroup(db: DB, id: number): Promise<SpeakerGroup | undefined> {
  const row = await withCount(db).where('g.id', '=', id).executeTakeFirst();
  return row && toGroup(row);
}

/** Groups whose name equals one of `names`, case-insensitively. */
export function groupsNamed(db: DB, names: string[], excludeId?: number): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('speaker_groups')
    .select(['id', 'name'])
    .where(sql<SqlBool>`lower(name) IN (${sql.join(names.map((n) => sql`lower(${n})`))})`)
    .$if(excludeId !== undefined, (b) => b.where('id', '!=', excludeId!))
    .execute();
}

/** Inserts a group; answers its id. */
export async function insertGroup(db: DB, row: { name: string; slug: string }): Promise<number> {
  const { id } = await db.insertInto('speaker_groups').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Renames a group (and its slug when given). */
export async function updateGroup(db: DB, id: number, row: { name: string; slug?: string }) {
  await db.updateTable('speaker_groups').set(row).where('id', '=', id).execute();
}

/** Deletes a group (members lose it by cascade); answers whether it existed. */
export async function deleteGroup(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('speaker_groups').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
