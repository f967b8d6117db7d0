import { sortKey } from '@eventory/core';
import type { Speaker, SpeakerCategory, SpeakerInputParsed, SpeakerListQuery, SpeakerOption } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import { uniqueSlug } from '../../db/slug.js';
import { notFound } from '../../http/errors.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { changeSpeakers, speakerCounts } from './counts.js';
import { SpeakerGroupService } from './groupService.js';
import * as repo from './repository.js';

export interface SpeakerServiceDeps {
  db: DB;
  dialect: Dialect;
  /** Public site URL without a trailing slash; `author_url` is `${siteUrl}/speaker/<slug>`. */
  siteUrl: string;
}

/** A page of the speaker list and the number of speakers matching its filters. */
export interface SpeakerPage {
  items: Speaker[];
  total: number;
}

/** What the public author page shows: the speaker, their program slots and published events. */
export interface SpeakerProfile {
  speaker: Speaker;
  sessions: repo.SessionRow[];
  events: repo.AppearanceRow[];
}

function parseSocial(text: string): Speaker['social'] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as Speaker['social']) : [];
  } catch {
    return [];
  }
}

/**
 * Speakers and organizers (SPEC §2 "Speaker list", §3, §7, issue #3): one record holds either role
 * or both; groups travel as names and unknown names become new groups. Every change runs in one
 * transaction and drops the cached list totals. Changes given an `actor` are recorded in the audit
 * trail (entity type `speaker`) in that transaction; without one (`undefined`) nothing is recorded.
 */
export class SpeakerService {
  private readonly groups: SpeakerGroupService;

  constructor(private readonly deps: SpeakerServiceDeps) {
    this.groups = new SpeakerGroupService(deps.db);
  }

  /**
   * One page of speakers by name (SPEC §7 "List speakers"): the page and the group names of its
   * speakers, two queries. Totals come from the shared short-lived count cache; on SQLite a name
   * search uses them to pick the cheaper way to find the page (see `SearchPlan`).
   */
  async list(q: SpeakerListQuery): Promise<SpeakerPage> {
    const { rows, total } = await this.page(q);
    return { items: await this.present(this.deps.db, rows), total };
  }

  /**
   * A page of speakers for pickers (the event editor's Speakers section, schedule slots): the
   * list's filters and order, each speaker as `{ id, name }` only, so roles that pick speakers
   * without managing them see no email or other detail.
   */
  async options(q: SpeakerListQuery): Promise<{ items: SpeakerOption[]; total: number }> {
    const { rows, total } = await this.page(q);
    return { items: rows.map((row) => ({ id: row.id, name: row.name })), total };
  }

  /** The rows of one page of the list, and how many speakers its filters match. */
  private async page(q: SpeakerListQuery): Promise<{ rows: repo.SpeakerRow[]; total: number }> {
    const { db, dialect } = this.deps;
    const counts = speakerCounts(db);
    const filters: repo.SpeakerFilters = { speaker_group: q.speaker_group || undefined, category: q.category, search: q.search || undefined, include: q.include };
    const count = (f: repo.SpeakerFilters) => counts.get(`speakers:${JSON.stringify(f)}`, () => repo.countSpeakers(db, dialect, f));
    const total = await count(filters);
    const all = repo.mayScan(dialect, filters.search) ? await count({}) : 0;
    return { rows: await repo.listSpeakers(db, dialect, { ...q, ...filters }, repo.searchPlan(q, total, all)), total };
  }

  /** @throws 404 for an unknown id */
  async get(id: number, db: DB = this.deps.db): Promise<Speaker> {
    const row = await repo.findSpeaker(db, id);
    if (!row) throw notFound(/*i18n*/ 'Speaker', id);
    const [speaker] = await this.present(db, [row]);
    return speaker!;
  }

  /**
   * Creates a speaker with a slug unique among speakers; unknown group names become groups.
   * @param actor who creates it, recorded in the audit trail in the same transaction; omit it to record nothing
   */
  async create(input: SpeakerInputParsed, actor?: AuditActor | null): Promise<Speaker> {
    const id = await changeSpeakers(this.deps.db, async (trx) => {
      const now = new Date().toISOString();
      const id = await repo.insertSpeaker(trx, {
        ...this.columns(input),
        slug: await uniqueSlug(trx, 'speakers', input.name),
        created_at: now,
        updated_at: now,
      });
      await repo.setSpeakerGroups(trx, id, await this.groups.ensure(trx, input.speaker_group));
      if (actor !== undefined) {
        const after = await this.get(id, trx);
        await recordAudit(trx, actor, { action: 'create', entity_type: 'speaker', entity_id: id, summary: /*i18n*/ { id: 'Created speaker "{name}"', values: { name: after.name } }, after });
      }
      return id;
    });
    return this.get(id);
  }

  /**
   * Replaces every field of a speaker (a new name gets a new slug).
   * @param actor who changes it, recorded in the audit trail (before and after) in the same transaction; omit it to record nothing
   * @throws 404 for an unknown id
   */
  async update(id: number, input: SpeakerInputParsed, actor?: AuditActor | null): Promise<Speaker> {
    await changeSpeakers(this.deps.db, async (trx) => {
      const current = await repo.findSpeaker(trx, id);
      if (!current) throw notFound(/*i18n*/ 'Speaker', id);
      const before = actor === undefined ? undefined : (await this.present(trx, [current]))[0];
      await repo.updateSpeaker(trx, id, {
        ...this.columns(input),
        ...(input.name === current.name ? {} : { slug: await uniqueSlug(trx, 'speakers', input.name, id) }),
        updated_at: new Date().toISOString(),
      });
      await repo.setSpeakerGroups(trx, id, await this.groups.ensure(trx, input.speaker_group));
      if (actor !== undefined) {
        const after = await this.get(id, trx);
        await recordAudit(trx, actor, { action: 'update', entity_type: 'speaker', entity_id: id, summary: /*i18n*/ { id: 'Updated speaker "{name}"', values: { name: after.name } }, before, after });
      }
    });
    return this.get(id);
  }

  /**
   * Deletes speakers; they leave every group, program slot and event with them.
   * @param actor who deletes them, recorded in the audit trail (one entry per speaker, as it was) in the same transaction; omit it to record nothing
   * @returns the ids that existed @throws 404 when none did
   */
  async delete(ids: number[], actor?: AuditActor | null): Promise<number[]> {
    const deleted = await changeSpeakers(this.deps.db, async (trx) => {
      if (actor === undefined) return repo.deleteSpeakers(trx, ids);
      const before = await this.present(trx, await repo.findSpeakers(trx, ids));
      const found = await repo.deleteSpeakers(trx, ids);
      await recordAudit(trx, actor, before.map((speaker) => ({ action: 'delete', entity_type: 'speaker', entity_id: speaker.id, summary: /*i18n*/ { id: 'Deleted speaker "{name}"', values: { name: speaker.name } }, before: speaker })));
      return found;
    });
    if (deleted.length === 0) throw notFound(/*i18n*/ 'Speaker', ids.join(', '));
    return deleted;
  }

  /** The public author page's content, or null for an unknown slug. */
  async profile(slug: string): Promise<SpeakerProfile | null> {
    const { db } = this.deps;
    const row = await repo.findSpeakerBySlug(db, slug);
    if (!row) return null;
    const [[speaker], sessions, events] = await Promise.all([this.present(db, [row]), repo.sessionsOf(db, row.id), repo.publishedEventsOf(db, row.id)]);
    return { speaker: speaker!, sessions, events };
  }

  /** The wire shape of rows, with their group names (one query for all of them). */
  private async present(db: DB, rows: repo.SpeakerRow[]): Promise<Speaker[]> {
    const groups = await repo.groupNamesBySpeaker(db, rows.map((r) => r.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      email: row.email,
      designation: row.designation,
      summary: row.summary,
      image: row.image,
      company_name: row.company_name,
      company_logo: row.company_logo,
      company_url: row.company_url,
      social: parseSocial(row.social),
      category: [...(row.is_speaker ? ['speaker' as const] : []), ...(row.is_organizer ? ['organizer' as const] : [])] satisfies SpeakerCategory[],
      speaker_group: groups.get(row.id) ?? [],
      author_url: `${this.deps.siteUrl}/speaker/${encodeURIComponent(row.slug)}`,
    }));
  }

  /** The stored columns of an input (category → the two role flags, social → JSON). */
  private columns(input: SpeakerInputParsed) {
    return {
      name: input.name,
      sort_name: sortKey(input.name),
      email: input.email,
      designation: input.designation,
      summary: input.summary,
      image: input.image,
      company_name: input.company_name,
      company_logo: input.company_logo,
      company_url: input.company_url,
      social: JSON.stringify(input.social),
      is_speaker: input.category.includes('speaker') ? 1 : 0,
      is_organizer: input.category.includes('organizer') ? 1 : 0,
    };
  }
}
