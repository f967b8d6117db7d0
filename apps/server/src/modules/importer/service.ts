import { MAX_OCCURRENCES, addDays, eventInput, inEventScope, isValidDate, type EventInputParsed, type EventPatch, type MessageDescriptor } from '@eventory/core';
import type { DB, Tx } from '../../db/database.js';
import { invalidateCounts } from '../../db/countCache.js';
import { AppError } from '../../http/errors.js';
import type { ApiMessage } from '../../i18n/apiMessages.js';
import { contentLanguage, invalidFile, issueReason, refusedRecord } from './messages.js';
import * as repo from '../events/repository.js';
import type { EventService } from '../events/service.js';
import { auditedBy, type AuditActor } from '../audit/service.js';
import { IcsParseError, parseIcs, type IcsCalendar, type IcsEvent, type IcsOverride, type IcsSeries, type ParseOptions } from './ics.js';
import { daysBetween } from './icsTime.js';

/** Largest file accepted, in characters (the request body limit is 10 MB as well). */
export const MAX_IMPORT_CHARS = 10 * 1024 * 1024;

/** Why a file over {@link MAX_IMPORT_CHARS} is refused. */
export const TOO_LARGE: MessageDescriptor = /*i18n*/ { id: 'it is larger than 10 MB.' };

/** What an import did: top-level events created and updated, occurrences created, VEVENTs skipped. */
export interface ImportSummary {
  /** Events (single events and recurring parents) created. */
  created: number;
  /** Events found by their UID from an earlier import and updated in place. */
  updated: number;
  /** Occurrences (children of recurring parents) created, in total. */
  occurrences: number;
  /** VEVENTs not imported (cancelled, no start); the warnings say which. */
  skipped: number;
  /** Notes for the person importing: skipped events, unsupported rules, timezone fallbacks (catalogue messages, rendered by the route). */
  warnings: ApiMessage[];
}

export interface ImporterDeps {
  db: DB;
  events: EventService;
}

/** What names an event in a message: its title and start date. */
const label = (event: IcsEvent) => ({ title: event.title, date: event.start_date });

/** A 400 naming the event that cannot be imported and why. */
const refused = (event: IcsEvent, why: ApiMessage) => refusedRecord('invalid_ics', /*i18n*/ { id: '"{title}" ({date})', values: label(event) }, why);

/** The event body of a mapped event; a value our rules refuse is a 400 naming the event. */
function toInput(event: IcsEvent): EventInputParsed {
  const parsed = eventInput.safeParse({
    title: event.title,
    description: event.description,
    start_date: event.start_date,
    end_date: event.end_date,
    start_time: event.start_time,
    end_time: event.end_time,
    timezone: event.timezone,
    status: 'publish',
    location: event.location,
    recurring_enabled: event.recurrence ? 'yes' : 'no',
    recurrence: event.recurrence,
  });
  if (parsed.success) return parsed.data;
  throw refused(event, issueReason(parsed.error));
}

/** The fields a re-import refreshes; status, categories, tags and tickets stay as edited. */
function filePatch(input: EventInputParsed): EventPatch {
  const { title, description, start_date, end_date, start_time, end_time, timezone, location, recurring_enabled, recurrence } = input;
  return { title, description, start_date, end_date, start_time, end_time, timezone, location, recurring_enabled, recurrence };
}

/** Writes the mapped series inside one transaction and counts what it did. */
class SeriesWriter {
  constructor(
    private readonly events: EventService,
    private readonly trx: Tx,
    private readonly authorId: number | null,
    private readonly ownerId: number | null,
    readonly summary: ImportSummary,
    /** Who imports: each event created or updated is in the audit trail under them (none without). */
    private readonly actor?: AuditActor | null,
  ) {}

  /**
   * The earlier import of the same key that the importer may edit (the own-events rule, issue #9
   * §6.2). Another owner's event of that key is left alone: the file's event becomes a new event of
   * the importer's, with a warning, and their later re-imports update that one.
   */
  private async findTopLevel(event: IcsEvent) {
    const rows = await this.trx.selectFrom('events').select(['id', 'author_id']).where('source_uid', '=', event.key).where('parent', '=', 0).orderBy('id').execute();
    const own = rows.find((row) => inEventScope(row.author_id, this.ownerId));
    if (!own && rows.length > 0) {
      this.summary.warnings.push(/*i18n*/ {
        id: '"{title}" ({date}) was imported before as another user\'s event, which you may not edit; it was added as a new event of yours instead.',
        values: label(event),
      });
    }
    return own;
  }

  /** Creates the event, or updates the one an earlier import made from the same key. */
  private async upsert(event: IcsEvent, input: EventInputParsed, existing: { id: number } | undefined): Promise<number> {
    if (existing) {
      await this.events.update(existing.id, filePatch(input), this.trx, auditedBy(this.actor));
      this.summary.updated++;
      return existing.id;
    }
    const created = await this.events.create(input, { authorId: this.authorId, sourceUid: event.key, ...auditedBy(this.actor) }, this.trx);
    this.summary.created++;
    return created.id;
  }

  /** One single event or recurring parent with its overrides. */
  async write(series: IcsSeries, input: EventInputParsed, overrides: [IcsOverride, EventInputParsed][]) {
    const existing = await this.findTopLevel(series.event);
    const before = existing ? await repo.findChildren(this.trx, existing.id) : [];
    if (existing) await this.restoreMovedOccurrences(before, series);
    const id = await this.upsert(series.event, input, existing);
    if (!series.event.recurrence) return;
    await this.applyOverrides(id, overrides);
    const known = new Set(before.map((c) => c.id));
    const after = await repo.findChildren(this.trx, id);
    this.summary.occurrences += after.filter((c) => !known.has(c.id)).length;
    const last = after.at(-1)?.start_date;
    const { until, count } = series.event.recurrence;
    if (last && !count && after.length >= MAX_OCCURRENCES) {
      this.summary.warnings.push(/*i18n*/ {
        id: '"{title}" ({date}) has more dates than a series may hold; its first {max}, up to {last}, were created.',
        values: { ...label(series.event), max: MAX_OCCURRENCES, last },
      });
    } else if (last && !until && !count) {
      this.summary.warnings.push(/*i18n*/ { id: '"{title}" ({date}) repeats without an end; its dates were created up to {last}.', values: { ...label(series.event), last } });
    }
  }

  /**
   * Puts occurrences an earlier import moved (RECURRENCE-ID) back on their original date, so the
   * parent's update keeps them instead of adding a second occurrence there; the overrides are
   * applied again afterwards.
   */
  private async restoreMovedOccurrences(children: repo.EventRow[], series: IcsSeries) {
    const spanDays = daysBetween(series.event.start_date, series.event.end_date);
    for (const child of children) {
      const original = child.source_uid?.startsWith(series.occurrence_prefix) ? child.source_uid.slice(series.occurrence_prefix.length) : null;
      if (original && isValidDate(original) && original !== child.start_date) {
        await repo.updateEvent(this.trx, child.id, { start_date: original, end_date: addDays(original, spanDays) });
      }
    }
  }

  /**
   * Changes the occurrence each override replaces (found by its key from an earlier import, else
   * by its original start date). An override of a date the series has not generated becomes a
   * separate event, with a warning.
   */
  private async applyOverrides(parentId: number, overrides: [IcsOverride, EventInputParsed][]) {
    const children = await repo.findChildren(this.trx, parentId);
    const used = new Set<number>();
    const free = (c: repo.EventRow) => !used.has(c.id);
    for (const [override, input] of overrides) {
      const target =
        children.find((c) => free(c) && c.source_uid === override.key) ??
        children.find((c) => free(c) && !c.source_uid && c.start_date === override.original_date);
      if (!target) {
        this.summary.warnings.push(/*i18n*/ {
          id: '"{title}" ({date}) changes the date {original}, which its series does not include; it was imported as a separate event.',
          values: { ...label(override.event), original: override.original_date },
        });
        await this.upsert(override.event, input, await this.findTopLevel(override.event));
        continue;
      }
      used.add(target.id);
      const { title, description, start_date, end_date, start_time, end_time, location } = input;
      await this.events.update(target.id, { title, description, start_date, end_date, start_time, end_time, location }, this.trx);
      if (target.source_uid !== override.key) await repo.updateEvent(this.trx, target.id, { source_uid: override.key });
    }
  }
}

/**
 * Imports an iCalendar file (issue #2 §5 "Import"): parses and validates everything first, then
 * writes all events in one transaction, so a bad file or a failure midway writes nothing.
 * Re-importing is idempotent: events are keyed by UID (`events.source_uid`) and updated in place.
 * An event without a title (SUMMARY) is titled '(untitled)' in the site's default language
 * ({@link contentLanguage}).
 * @param text the file's content (decoded UTF-8)
 * @param authorId the importing user, or null (command line)
 * @param options.now now, UTC ms (see ParseOptions)
 * @param options.actor who imports: each event created or updated is recorded in the audit trail as theirs
 * @param options.ownerId the importer's own-events scope (core's `ownEventsScope`; null: every
 *   event): a UID already imported as an event outside it is added as a new event, with a warning
 * @returns counts and warnings of what was imported
 * @throws AppError 400 `invalid_ics` for an empty, truncated or malformed file, or an event our
 *   rules refuse (the message names it)
 */
export async function importIcs(deps: ImporterDeps, text: string, authorId: number | null, options: Omit<ParseOptions, 'untitled'> & { ownerId?: number | null; actor?: AuditActor | null } = {}): Promise<ImportSummary> {
  if (text.length > MAX_IMPORT_CHARS) throw invalidFile('invalid_ics', 'ics', TOO_LARGE);
  const { i18n } = await contentLanguage(deps.db);
  let calendar: IcsCalendar;
  try {
    calendar = parseIcs(text, { ...options, untitled: i18n._(/*i18n*/ { id: '(untitled)' }) });
  } catch (error) {
    if (error instanceof IcsParseError) throw invalidFile('invalid_ics', 'ics', error.reason);
    throw error;
  }
  const planned = calendar.series.map((series) => ({
    series,
    input: toInput(series.event),
    overrides: series.overrides.map((o): [IcsOverride, EventInputParsed] => [o, toInput(o.event)]),
  }));
  const summary: ImportSummary = { created: 0, updated: 0, occurrences: 0, skipped: calendar.skipped, warnings: calendar.warnings };
  try {
    await deps.db.transaction().execute(async (trx) => {
      const writer = new SeriesWriter(deps.events, trx, authorId, options.ownerId ?? null, summary, options.actor);
      for (const { series, input, overrides } of planned) {
        try {
          await writer.write(series, input, overrides);
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) throw refused(series.event, error.source);
          throw error;
        }
      }
    });
  } finally {
    invalidateCounts(deps.db);
  }
  return summary;
}
