import { eventInstants, type EventInputParsed, type EventItem } from '@eventory/core';
import type { Tx } from '../../db/database.js';
import { firstFree } from '../../db/slug.js';
import { badRequest } from '../../http/errors.js';
import { expandOccurrences } from './recurrence.js';
import * as repo from './repository.js';
import { templateColumns, type EventTemplateField } from './templateFields.js';
import { attendeeListColumns, type AttendeeListField } from './attendeeListFields.js';

/** How far ahead occurrences of an open-ended rule are generated, days. */
const OPEN_RULE_HORIZON_DAYS = 365;

const iso = (ms: number) => new Date(ms).toISOString();

/** What occurrence syncing needs of the event service: the clock and a way to read an event. */
export interface OccurrenceContext {
  /** Now, ms since the epoch. */
  now: number;
  load(id: number, trx: Tx): Promise<EventItem>;
}

/**
 * The stored schedule columns of an event: local dates and times (defaults 00:00–23:59, one day)
 * and their UTC instants `start_at`/`end_at` in the event's timezone (issue #2 §5).
 * @throws 400 when the times do not exist in that timezone or the event ends before it starts
 */
export function scheduleColumns(input: Pick<EventInputParsed, 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'timezone'>) {
  const start_time = input.start_time || '00:00';
  const end_time = input.end_time || '23:59';
  const end_date = input.end_date || input.start_date;
  let instants: { startAt: number; endAt: number };
  try {
    instants = eventInstants({ ...input, start_time, end_time, end_date });
  } catch (error) {
    throw badRequest((error as Error).message);
  }
  return {
    start_date: input.start_date,
    end_date,
    start_time,
    end_time,
    timezone: input.timezone,
    start_at: iso(instants.startAt),
    end_at: iso(instants.endAt),
  };
}

/**
 * Brings a recurring parent's occurrences in line with its rule and shared fields.
 * Past occurrences and those with sales are kept even when the rule no longer yields them.
 * A shared field (title, description, status, location, certificate, times) is copied to an
 * occurrence only where the occurrence still had the parent's previous value, so an occurrence
 * edited on its own (or moved by an import's RECURRENCE-ID) keeps its edit.
 * @param previous the parent before this change; absent when it was just created
 */
export async function syncOccurrences(trx: Tx, parentId: number, ctx: OccurrenceContext, previous?: EventItem): Promise<void> {
  const parent = await ctx.load(parentId, trx);
  const children = await repo.findChildren(trx, parentId);
  const now = ctx.now;
  const rule = parent.recurring_enabled === 'yes' ? parent.recurrence : null;
  const horizon = iso(now + OPEN_RULE_HORIZON_DAYS * 86_400_000).slice(0, 10);
  const wanted = rule ? expandOccurrences({ start_date: parent.start_date, end_date: parent.end_date }, rule, horizon) : [];
  const wantedDates = new Set(wanted.map((o) => o.start_date));
  const sold = await repo.soldByEvent(trx, children.map((c) => c.id));
  const stale = children.filter((c) => !wantedDates.has(c.start_date) && Date.parse(c.start_at) > now && !sold.get(c.id));
  await repo.deleteEvents(trx, stale.map((c) => c.id));
  const kept = children.filter((c) => !stale.includes(c));
  const shared = {
    title: parent.title,
    description: parent.description,
    status: parent.status,
    location: parent.location ? JSON.stringify(parent.location) : null,
    ...templateColumns(parent),
    ...attendeeListColumns(parent),
  };
  if (previous) await propagate(trx, kept, shared, parent, previous);
  const keptDates = new Set(kept.map((c) => c.start_date));
  const missing = wanted.filter((o) => !keptDates.has(o.start_date));
  if (missing.length === 0) return;
  const taken = await repo.slugsWithPrefix(trx, `${parent.slug}-`);
  const rows = missing.map((occurrence) => {
    const slug = firstFree(`${parent.slug}-${occurrence.start_date}`, taken);
    taken.add(slug);
    return {
      ...shared,
      ...scheduleColumns({ ...parent, ...occurrence }),
      slug,
      parent: parentId,
      recurring_enabled: 'no' as const,
      recurrence: null,
      author_id: null,
      source_uid: null,
      created_at: iso(now),
      updated_at: iso(now),
    };
  });
  const ids = await repo.insertEvents(trx, rows);
  await repo.insertVariationCopies(trx, ids, parent.ticket_variations);
  await repo.addTaxonomies(trx, ids, parent.categories, parent.tags);
}

/** Copies the parent's changed shared fields to occurrences that had not diverged from it. */
async function propagate(
  trx: Tx,
  kept: repo.EventRow[],
  shared: Pick<repo.EventRow, 'title' | 'description' | 'status' | 'location' | EventTemplateField | AttendeeListField>,
  parent: EventItem,
  previous: EventItem,
) {
  const before: typeof shared = {
    title: previous.title,
    description: previous.description,
    status: previous.status,
    location: previous.location ? JSON.stringify(previous.location) : null,
    ...templateColumns(previous),
    ...attendeeListColumns(previous),
  };
  const keys = Object.keys(shared) as (keyof typeof shared)[];
  const changedKeys = keys.filter((k) => shared[k] !== before[k]);
  const timesChanged = (['start_time', 'end_time', 'timezone'] as const).some((k) => parent[k] !== previous[k]);
  const groups = new Map<string, number[]>();
  for (const child of kept) {
    const patch: Partial<repo.NewEventRow> = {};
    for (const k of changedKeys) if (child[k] === before[k]) Object.assign(patch, { [k]: shared[k] });
    const followsTimes = child.start_time === previous.start_time && child.end_time === previous.end_time && child.timezone === previous.timezone;
    if (timesChanged && followsTimes) {
      await repo.updateEvent(trx, child.id, { ...patch, ...scheduleColumns({ ...parent, start_date: child.start_date, end_date: child.end_date }) });
    } else if (Object.keys(patch).length > 0) {
      const key = JSON.stringify(patch);
      groups.set(key, [...(groups.get(key) ?? []), child.id]);
    }
  }
  for (const [patch, ids] of groups) await repo.updateEvents(trx, ids, JSON.parse(patch) as Partial<repo.NewEventRow>);
  const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));
  if (!sameSet(parent.categories, previous.categories) || !sameSet(parent.tags, previous.tags)) {
    const ids = kept.map((c) => c.id);
    await repo.clearTaxonomies(trx, ids);
    await repo.addTaxonomies(trx, ids, parent.categories, parent.tags);
  }
}
