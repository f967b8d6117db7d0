import { sortKey } from '@eventory/core';
import { withSortTitle } from '../../../db/search.js';
import { pickSlugs } from '../../../db/slug.js';
import { invalidateCounts } from '../../../db/countCache.js';
import type { Tx } from '../../../db/database.js';
import { AppError } from '../../../http/errors.js';
import type { ApiMessage } from '../../../i18n/apiMessages.js';
import { contentLanguage, invalidFile, refusedRecord } from '../messages.js';
import type { EventService } from '../../events/service.js';
import { auditedBy, type AuditActor } from '../../audit/service.js';
import { MAX_IMPORT_CHARS, TOO_LARGE, type ImporterDeps } from '../service.js';
import { parseFrabJson } from './frab-json.js';
import { ScheduleFormatError } from './model.js';
import { parsePentabarf } from './pentabarf.js';
import { conferenceSubject, planConference, type ConferencePlan } from './plan.js';
import * as repo from './repository.js';

/** The file formats of a conference schedule. */
export type ConferenceFormat = 'xml' | 'json';

/** Records of each kind an import touched. */
export interface ConferenceCounts {
  events: number;
  schedules: number;
  slots: number;
  speakers: number;
  tags: number;
}

/** What a conference import did. */
export interface ConferenceImportSummary {
  /** The conference's event. */
  event_id: number;
  /** Records new to the database. */
  created: ConferenceCounts;
  /** Records an earlier import made, found by their source key and refreshed from the file (tags: existing tags of a track's name). */
  updated: ConferenceCounts;
  /** Notes for the person importing: talks skipped or shortened, timezone fallbacks, days removed (catalogue messages, rendered by the route). */
  warnings: ApiMessage[];
}

const zero = (): ConferenceCounts => ({ events: 0, schedules: 0, slots: 0, speakers: 0, tags: 0 });

/** Writes a checked plan inside one transaction, table by table, in bulk. */
class ConferenceWriter {
  readonly created = zero();
  readonly updated = zero();
  private readonly warnings: ApiMessage[];
  private readonly now = new Date().toISOString();
  /** Every speaker this conference's imports own, including people no longer in the file. */
  private readonly importedSpeakers = new Set<number>();

  constructor(
    private readonly trx: Tx,
    private readonly events: EventService,
    private readonly plan: ConferencePlan,
    private readonly authorId: number | null,
    /** Who imports: the conference's event, created or updated, is in the audit trail under them (none without). */
    private readonly actor?: AuditActor | null,
  ) {
    this.warnings = [...plan.warnings];
  }

  /** Tag ids of the tracks: an existing tag of the same name (any case), else a new one. */
  private async tags(): Promise<number[]> {
    const existing = await repo.allTags(this.trx);
    const ids = new Map(existing.map((t) => [t.name.toLowerCase(), t.id]));
    const missing = this.plan.tags.filter((name) => !ids.has(name.toLowerCase()));
    const slugs = pickSlugs(missing, new Set(existing.map((t) => t.slug)));
    const inserted = await repo.insertTags(this.trx, missing.map((name, i) => ({ name, slug: slugs[i]!, description: '' })));
    missing.forEach((name, i) => ids.set(name.toLowerCase(), inserted.get(slugs[i]!)!));
    this.created.tags = missing.length;
    this.updated.tags = this.plan.tags.length - missing.length;
    return this.plan.tags.map((name) => ids.get(name.toLowerCase())!);
  }

  /** Speaker ids by key: new people are created as speakers; a renamed person keeps their slug. */
  private async speakers(): Promise<Map<string, number>> {
    const existing = new Map((await repo.keyedSpeakers(this.trx, this.plan.keys.person)).map((r) => [r.source_key, r]));
    for (const row of existing.values()) this.importedSpeakers.add(row.id);
    const fresh = this.plan.speakers.filter((s) => !existing.has(s.key));
    const slugs = pickSlugs(fresh.map((s) => s.name), fresh.length ? await repo.takenSlugs(this.trx, 'speakers') : new Set());
    const blank = { email: '', designation: '', summary: '', image: '', company_name: '', company_logo: '', company_url: '', social: '[]' };
    const rows = fresh.map((s, i) => ({ ...blank, name: s.name, sort_name: sortKey(s.name), slug: slugs[i]!, is_speaker: 1, is_organizer: 0, source_key: s.key, created_at: this.now, updated_at: this.now }));
    const ids = await repo.insertSpeakers(this.trx, rows);
    for (const id of ids.values()) this.importedSpeakers.add(id);
    const renamed = this.plan.speakers.flatMap((s) => {
      const row = existing.get(s.key);
      return row && row.name !== s.name ? [{ id: row.id, name: s.name, sort_name: sortKey(s.name), updated_at: this.now }] : [];
    });
    await repo.updateRows(this.trx, 'speakers', ['name', 'sort_name', 'updated_at'], renamed);
    for (const [key, row] of existing) ids.set(key, row.id);
    this.created.speakers = fresh.length;
    this.updated.speakers = this.plan.speakers.length - fresh.length;
    return ids;
  }

  /** Schedule ids by key; programs of days no longer in the file are removed, with a warning. */
  private async schedules(): Promise<Map<string, number>> {
    const existing = new Map((await repo.keyedSchedules(this.trx, this.plan.keys.day)).map((r) => [r.source_key, r]));
    const planned = new Set(this.plan.schedules.map((s) => s.key));
    const stale = [...existing.values()].filter((r) => !planned.has(r.source_key));
    for (const r of stale) {
      this.warnings.push(/*i18n*/ { id: '"{title}" ({date}) is no longer in the file; it was removed with its slots.', values: { title: r.program_title, date: r.date } });
    }
    await repo.deleteRows(this.trx, 'schedules', stale.map((r) => r.id));
    const fresh = this.plan.schedules.filter((s) => !existing.has(s.key));
    const ids = await repo.insertSchedules(
      this.trx,
      fresh.map(({ key, ...fields }) => withSortTitle({ ...fields, source_key: key, created_at: this.now, updated_at: this.now }, 'program_title')),
    );
    const changed = this.plan.schedules.flatMap((s) => {
      const row = existing.get(s.key);
      const same = row && row.program_title === s.program_title && row.date === s.date && row.day_name === s.day_name;
      return row && !same ? [withSortTitle({ id: row.id, program_title: s.program_title, date: s.date, day_name: s.day_name, updated_at: this.now }, 'program_title')] : [];
    });
    await repo.updateRows(this.trx, 'schedules', ['program_title', 'sort_title', 'date', 'day_name', 'updated_at'], changed);
    for (const s of this.plan.schedules) if (existing.has(s.key)) ids.set(s.key, existing.get(s.key)!.id);
    this.created.schedules = fresh.length;
    this.updated.schedules = this.plan.schedules.length - fresh.length;
    return ids;
  }

  /** Slots of the talks with their speakers; talks no longer in the file leave their schedules. */
  private async slots(scheduleIds: Map<string, number>, speakerIds: Map<string, number>) {
    const existing = new Map((await repo.keyedSlots(this.trx, this.plan.keys.talk)).map((r) => [r.source_key, r]));
    const planned = new Set(this.plan.slots.map((s) => s.key));
    await repo.deleteRows(this.trx, 'schedule_slots', [...existing.values()].filter((r) => !planned.has(r.source_key)).map((r) => r.id));
    const rows = this.plan.slots.map(({ key, schedule_key, speaker_keys: _speakers, ...fields }) => ({ ...fields, schedule_id: scheduleIds.get(schedule_key)!, source_key: key }));
    const columns = ['schedule_id', 'position', 'topic', 'start_time', 'end_time', 'room', 'objective', 'track'] as const;
    const changed = rows.flatMap((row) => {
      const old = existing.get(row.source_key);
      return old && columns.some((c) => old[c] !== row[c]) ? [{ ...row, id: old.id }] : [];
    });
    await repo.updateRows(this.trx, 'schedule_slots', columns, changed);
    const ids = await repo.insertSlots(this.trx, rows.filter((r) => !existing.has(r.source_key)));
    const kept: number[] = [];
    for (const { source_key } of rows) {
      const old = existing.get(source_key);
      if (!old) continue;
      ids.set(source_key, old.id);
      kept.push(old.id);
    }
    const links = this.plan.slots.flatMap((slot) =>
      slot.speaker_keys.map((key, position) => ({ slot_id: ids.get(slot.key)!, speaker_id: speakerIds.get(key)!, position })),
    );
    await repo.replaceSlotSpeakers(this.trx, kept, links);
    this.created.slots = rows.length - kept.length;
    this.updated.slots = kept.length;
  }

  /**
   * Creates the conference's event, or refreshes the one an earlier import made: title, dates,
   * times, timezone and (when the file has one) location; its status, description and the tags,
   * speakers and schedules added by hand stay. Speakers are linked in bulk after the event rules
   * ran, since a conference has more than an event body may list.
   */
  private async event(tagIds: number[], scheduleIds: number[], speakerIds: number[]): Promise<number> {
    const { event: input, keys } = this.plan;
    const id = await repo.findEventId(this.trx, keys.event);
    if (id === null) {
      const created = await this.events.create({ ...input, tags: tagIds, schedules: scheduleIds, speakers: [] }, { authorId: this.authorId, sourceUid: keys.event, ...auditedBy(this.actor) }, this.trx);
      await repo.addEventSpeakers(this.trx, created.id, speakerIds, 0);
      this.created.events = 1;
      return created.id;
    }
    const current = await this.events.get(id, this.trx);
    const manual = current.speakers.filter((s) => !this.importedSpeakers.has(s));
    const { title, start_date, end_date, start_time, end_time, timezone, location } = input;
    await this.events.update(
      id,
      {
        title,
        start_date,
        end_date,
        start_time,
        end_time,
        timezone,
        ...(location ? { location } : {}),
        tags: [...new Set([...tagIds, ...current.tags])],
        schedules: [...new Set([...scheduleIds, ...current.schedules])],
        speakers: manual,
      },
      this.trx,
      auditedBy(this.actor),
    );
    await repo.addEventSpeakers(this.trx, id, speakerIds, manual.length);
    this.updated.events = 1;
    return id;
  }

  async write(): Promise<ConferenceImportSummary> {
    const tagIds = await this.tags();
    const speakerIds = await this.speakers();
    const scheduleIds = await this.schedules();
    await this.slots(scheduleIds, speakerIds);
    const eventId = await this.event(
      tagIds,
      this.plan.schedules.map((s) => scheduleIds.get(s.key)!),
      this.plan.speakers.map((s) => speakerIds.get(s.key)!),
    );
    return { event_id: eventId, created: this.created, updated: this.updated, warnings: this.warnings };
  }
}

/**
 * The format of an uploaded schedule: by its file name's extension (.xml, .json), else by its
 * first character (`<` XML, `{` JSON).
 * @throws AppError 400 `invalid_schedule` when it is neither
 */
export function detectFormat(filename: string | undefined, content: string): ConferenceFormat {
  const extension = /\.(xml|json)$/i.exec(filename?.trim() ?? '')?.[1]?.toLowerCase();
  if (extension === 'xml' || extension === 'json') return extension;
  const first = content.trimStart()[0];
  if (first === '<') return 'xml';
  if (first === '{') return 'json';
  throw invalidFile('invalid_schedule', 'schedule', /*i18n*/ { id: 'it is neither XML nor JSON; choose the schedule.xml or schedule.json the conference publishes.' });
}

/**
 * Imports a conference schedule (issue #3 "Conference import"): Pentabarf/Frab XML or Frab JSON.
 * The conference becomes a published event, each day a schedule attached to it, each talk a slot
 * (times local to the conference's timezone), each person a speaker linked to their slots and the
 * event, each track a tag of the event. Everything is parsed and checked first, then written in
 * one transaction, so a bad file or a failure midway writes nothing. Re-importing is idempotent:
 * records are keyed by the source's acronym, day indexes, talk guids/ids and person ids
 * (`conf:<acronym>…` in source_uid/source_key) and updated in place; talks no longer in the file
 * are removed from its schedules. The days' titles ('<conference> – Day <n>') and weekdays are in the
 * site's default language ({@link contentLanguage}).
 * @param text the file's content (decoded UTF-8; a byte-order mark is ignored)
 * @param authorId the importing user, or null (command line)
 * @param actor who imports, for the audit trail (the conference's event, created or updated); none from the command line
 * @returns the event id, counts created and updated per kind, and warnings
 * @throws AppError 400 `invalid_schedule` for an empty, truncated or malformed file, or a record
 *   Eventory's rules refuse (the message names it)
 */
export async function importConference(
  deps: ImporterDeps,
  text: string,
  format: ConferenceFormat,
  authorId: number | null,
  actor?: AuditActor | null,
): Promise<ConferenceImportSummary> {
  if (text.length > MAX_IMPORT_CHARS) throw invalidFile('invalid_schedule', 'schedule', TOO_LARGE);
  const content = text.replace(/^\uFEFF/, '');
  const language = await contentLanguage(deps.db);
  let plan: ConferencePlan;
  try {
    plan = planConference(format === 'xml' ? parsePentabarf(content) : parseFrabJson(content), language);
  } catch (error) {
    if (error instanceof ScheduleFormatError) throw invalidFile('invalid_schedule', 'schedule', error.reason);
    throw error;
  }
  try {
    return await deps.db.transaction().execute(async (trx) => {
      try {
        return await new ConferenceWriter(trx, deps.events, plan, authorId, actor).write();
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) throw refusedRecord('invalid_schedule', conferenceSubject(plan.event.title), error.source);
        throw error;
      }
    });
  } finally {
    invalidateCounts(deps.db);
  }
}
