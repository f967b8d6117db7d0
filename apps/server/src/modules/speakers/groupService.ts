import type { Page, SpeakerGroup, SpeakerGroupListQuery } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { uniqueSlug } from '../../db/slug.js';
import { conflict, notFound } from '../../http/errors.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { changeSpeakers, speakerCounts } from './counts.js';
import * as repo from './groupRepository.js';

/**
 * Speaker groups (SPEC §2 "Simple forms", §3, §5, §8): names are unique whatever their case;
 * deleting a group only removes it from its members. Changes given an `actor` are recorded in the
 * audit trail (entity type `speaker_group`) in their transaction; without one (`undefined`) nothing
 * is. Groups that `ensure` creates for a speaker's new group names are not recorded on their own.
 */
export class SpeakerGroupService {
  constructor(private readonly db: DB) {}

  /** A page of groups by name with their member counts; `search` matches anywhere in the name. */
  async list(q: SpeakerGroupListQuery): Promise<Page<SpeakerGroup>> {
    const filter = { search: q.search || undefined };
    const [items, total] = await Promise.all([
      repo.listGroups(this.db, { ...q, ...filter }),
      speakerCounts(this.db).get(`groups:${JSON.stringify(filter)}`, () => repo.countGroups(this.db, filter)),
    ]);
    return { items, total_items: total };
  }

  /** @throws 404 for an unknown id */
  async get(id: number, db: DB = this.db): Promise<SpeakerGroup> {
    const group = await repo.findGroup(db, id);
    if (!group) throw notFound(/*i18n*/ 'Speaker group', id);
    return group;
  }

  /**
   * Creates a group.
   * @param actor who creates it, recorded in the audit trail in the same transaction; omit it to record nothing
   * @throws 409 `A speaker group named "<name>" already exists.` (the UI's 'Reason')
   */
  async create(input: { name: string }, actor?: AuditActor | null): Promise<SpeakerGroup> {
    const id = await changeSpeakers(this.db, async (trx) => {
      await this.assertFree(trx, input.name);
      const id = await repo.insertGroup(trx, { name: input.name, slug: await uniqueSlug(trx, 'speaker_groups', input.name) });
      if (actor !== undefined) {
        await recordAudit(trx, actor, { action: 'create', entity_type: 'speaker_group', entity_id: id, summary: /*i18n*/ { id: 'Created speaker group "{name}"', values: { name: input.name } }, after: await this.get(id, trx) });
      }
      return id;
    });
    return this.get(id);
  }

  /**
   * Renames a group.
   * @param actor who renames it, recorded in the audit trail (before and after) in the same transaction; omit it to record nothing
   * @throws 404 unknown id, 409 a duplicate name
   */
  async update(id: number, input: { name: string }, actor?: AuditActor | null): Promise<SpeakerGroup> {
    await changeSpeakers(this.db, async (trx) => {
      const current = await this.get(id, trx);
      await this.assertFree(trx, input.name, id);
      const slug = input.name === current.name ? undefined : await uniqueSlug(trx, 'speaker_groups', input.name, id);
      await repo.updateGroup(trx, id, { name: input.name, ...(slug ? { slug } : {}) });
      if (actor !== undefined) {
        await recordAudit(trx, actor, { action: 'update', entity_type: 'speaker_group', entity_id: id, summary: /*i18n*/ { id: 'Updated speaker group "{name}"', values: { name: input.name } }, before: current, after: await this.get(id, trx) });
      }
    });
    return this.get(id);
  }

  /**
   * Deletes a group; its speakers stay, without it.
   * @param actor who deletes it, recorded in the audit trail (with the group as it was) in the same transaction; omit it to record nothing
   * @throws 404 unknown id
   */
  async delete(id: number, actor?: AuditActor | null): Promise<number[]> {
    const existed = await changeSpeakers(this.db, async (trx) => {
      const before = await repo.findGroup(trx, id);
      if (!before || !(await repo.deleteGroup(trx, id))) return false;
      if (actor !== undefined) {
        await recordAudit(trx, actor, { action: 'delete', entity_type: 'speaker_group', entity_id: id, summary: /*i18n*/ { id: 'Deleted speaker group "{name}"', values: { name: before.name } }, before });
      }
      return true;
    });
    if (!existed) throw notFound(/*i18n*/ 'Speaker group', id);
    return [id];
  }

  /**
   * Ids of the groups named `names` (case-insensitively, duplicates once), creating those that do
   * not exist yet (SPEC §3: a speaker's groups are names on the wire). Runs in the caller's
   * transaction; the caller invalidates the totals.
   */
  async ensure(trx: DB, names: string[]): Promise<number[]> {
    const wanted = new Map<string, string>();
    for (const name of names) if (!wanted.has(name.toLowerCase())) wanted.set(name.toLowerCase(), name);
    const existing = new Map((await repo.groupsNamed(trx, [...wanted.values()])).map((g) => [g.name.toLowerCase(), g.id]));
    const ids: number[] = [];
    for (const [key, name] of wanted) {
      ids.push(existing.get(key) ?? (await repo.insertGroup(trx, { name, slug: await uniqueSlug(trx, 'speaker_groups', name) })));
    }
    return ids;
  }

  private async assertFree(db: DB, name: string, selfId?: number) {
    if ((await repo.groupsNamed(db, [name], selfId)).length) throw conflict(/*i18n*/ { id: 'A speaker group named "{name}" already exists.', values: { name } });
  }
}
