import {
  UNLIMITED,
  collapsesSeries,
  eventInput,
  eventState,
  inEventScope,
  type EventInput,
  type EventInputParsed,
  type EventItem,
  type EventListQuery,
  type EventOption,
  type EventOptionsQuery,
  type EventPatch,
  type Page,
  type RecurrenceRule,
} from '@eventory/core';
import type { DB, Dialect, Tx } from '../../db/database.js';
import { slugBase, uniqueSlug } from '../../db/slug.js';
import { AppError, badRequest, invalidFields, notFound } from '../../http/errors.js';
import type { ApiMessage } from '../../i18n/apiMessages.js';
import { countCache, invalidateCounts } from '../../db/countCache.js';
import { scheduleColumns, syncOccurrences, type OccurrenceContext } from './occurrences.js';
import { columnSample, usesFts, type ColumnSample, type KeywordPlan } from '../../db/search.js';
import { ChangeMemo } from '../../http/changeMemo.js';
import * as repo from './repository.js';
import { countEvents, listEvents, listTotal, longestSpanDays, mayEstimate, seriesSummaries, startFloor, type ListContext } from './listQuery.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { schedulesOutOfReach } from '../schedules/repository.js';
import { assertEventTemplates, templateColumns } from './templateFields.js';
import { attendeeListColumns, attendeeListSettings } from './attendeeListFields.js';

export interface EventServiceDeps {
  db: DB;
  /** Where the list reads (SQLite's reader threads, see `DatabaseHandle.reads`); `db` without it. */
  reads?: DB;
  dialect: Dialect;
  /** Public site URL without a trailing slash; an event's `link` is `${siteUrl}/event/<slug>`. */
  siteUrl: string;
  now?: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** An event that still has bookings, as a refusal lists it: `"Gala" (2 bookings)`. */
function bookedEvent(b: { title: string; bookings: number }): ApiMessage {
  return /*i18n*/ { id: '"{title}" ({count, plural, one {# booking} other {# bookings}})', values: { title: b.title, count: b.bookings } };
}

/**
 * Who acts on events: `ownerId` limits them to the events they authored (issue #5, see
 * `ownEventsScope`; others' events are 404 to them); `actor`, when given, records each change in the
 * audit trail inside its transaction (API calls give it; imports do not).
 */
export interface EventScope {
  ownerId?: number | null;
  actor?: AuditActor | null;
}

function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * Events: the rules of SPEC §3/§4 and issue #2 §5 (instants, recurrence, ticket variations,
 * clone, bulk delete). Every change runs in one transaction.
 */
export class EventService {
  private readonly counts;
  /** The titles' sample broad searches estimate their totals from (see `columnSample`). */
  private readonly titleSamples;
  constructor(private readonly deps: EventServiceDeps) {
    this.counts = countCache(deps.db, 'events');
    this.titleSamples = new ChangeMemo<ColumnSample | null>(deps.db);
  }

  private now() {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  private occurrenceContext(): OccurrenceContext {
    return { now: this.now(), load: (id, trx) => this.get(id, trx) };
  }

  private async inTx<T>(tx: Tx | undefined, work: (trx: Tx) => Promise<T>): Promise<T> {
    try {
      return tx ? await work(tx) : await this.deps.db.transaction().execute(work);
    } finally {
      invalidateCounts(this.deps.db);
    }
  }


  /** The wire shape of rows, with their categories, tags and ticket variations. */
  async present(db: DB, rows: repo.EventRow[]): Promise<EventItem[]> {
    const relations = await repo.loadRelations(db, this.deps.dialect, rows.map((r) => r.id));
    const now = this.now();
    return rows.map((row) => {
      const variations = relations.variations.get(row.id) ?? [];
      const unlimited = variations.some((v) => v.capacity === UNLIMITED);
      return {
        id: row.id,
        title: row.title,
        slug: row.slug,
        description: row.description,
        start_date: row.start_date,
        end_date: row.end_date,
        start_time: row.start_time,
        end_time: row.end_time,
        timezone: row.timezone,
        status: row.status,
        event_status: eventState(row.status, Date.parse(row.start_at), Date.parse(row.end_at), now),
        start_at: row.start_at,
        end_at: row.end_at,
        location: parseJson(row.location),
        parent: row.parent,
        recurring_enabled: row.recurring_enabled,
        recurrence: parseJson<RecurrenceRule>(row.recurrence),
        sold_tickets: variations.reduce((sum, v) => sum + v.sold, 0),
        total_ticket: unlimited ? UNLIMITED : variations.reduce((sum, v) => sum + v.capacity, 0),
        link: `${this.deps.siteUrl}/event/${encodeURIComponent(row.slug)}`,
        ...templateColumns(row),
        ...attendeeListSettings(row),
        categories: relations.categories.get(row.id) ?? [],
        tags: relations.tags.get(row.id) ?? [],
        ticket_variations: variations,
        speakers: relations.speakers.get(row.id) ?? [],
        organizers: relations.organizers.get(row.id) ?? [],
        schedules: relations.schedules.get(row.id) ?? [],
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  /**
   * One page of the event list (SPEC §7 "List events", issue #9 §1): in the default order or by
   * `orderby`; a collapsed list (see `collapsesSeries`) shows each recurring series as its parent,
   * with `occurrence_count` and `next_occurrence`. Totals come from a short-lived cache cleared on
   * every change, so paging does not count the whole table on each request; a broad search's total
   * is estimated (`total_is_estimate`, see `countEvents`).
   */
  async list(q: EventListQuery, ownerId: number | null = null): Promise<Page<EventItem>> {
    const { dialect } = this.deps;
    const db = this.deps.reads ?? this.deps.db;
    const now = iso(this.now());
    const { paged: _p, per_page: _pp, orderby: _o, order: _d, ...filters } = q;
    const estimable = mayEstimate(q, { authorId: ownerId });
    const key = JSON.stringify({ ...filters, collapse: collapsesSeries(q), owner: ownerId, estimable });
    const longest = await this.counts.get('longest', () => longestSpanDays(db, dialect));
    const titleSample = () => this.titleSamples.get('events.title', () => columnSample(db, dialect, { table: 'events', column: 'sort_title' }));
    const ctx: ListContext = { dialect, now, startFloor: startFloor(now, longest), authorId: ownerId, plan: 'fts', titleSample };
    const total = await this.counts.get(key, () => countEvents(db, q, ctx));
    ctx.plan = await this.keywordPlan(db, q, total);
    const rows = await listEvents(db, q, ctx, () => this.counts.get(`ahead:${key}`, () => countEvents(db, q, ctx, { aheadOnly: true })));
    const items = await this.presentListed(db, rows, collapsesSeries(q), now);
    const answer = await listTotal(db, q, ctx, total, rows.length);
    return answer.estimated ? { items, total_items: answer.total, total_is_estimate: true } : { items, total_items: answer.total };
  }

  /**
   * List rows on the wire: in a collapsed list an occurrence stands for its series, so its parent
   * is shown in its place; every recurring parent gets its occurrence count, its next occurrence
   * and, as its `event_status`, the state of that occurrence.
   */
  private async presentListed(db: DB, rows: repo.EventRow[], collapsed: boolean, now: string): Promise<EventItem[]> {
    let shown = rows;
    if (collapsed) {
      const parents = new Map((await repo.findEvents(db, [...new Set(rows.filter((r) => r.parent !== 0).map((r) => r.parent))])).map((p) => [p.id, p]));
      shown = rows.map((r) => (r.parent !== 0 ? (parents.get(r.parent) ?? r) : r));
    }
    const items = await this.present(db, shown);
    const series = await seriesSummaries(db, shown.filter((r) => r.recurring_enabled === 'yes' || (collapsed && rows.some((o) => o.parent === r.id))).map((r) => r.id), now);
    return items.map((item) => {
      const summary = series.get(item.id);
      return summary ? { ...item, ...summary } : item;
    });
  }

  /**
   * How SQLite should match the keyword of a list query whose filters match `total` events.
   * Walking the start_at index (the list's order) and testing each title reads about
   * (offset + per_page) × all / total rows before LIMIT is filled; asking FTS reads and sorts all
   * `total` matches. Walk when that reads fewer rows: "Workshop" in 10 % of 100,000 titles reads
   * ~100 rows for page 1 instead of 10,000. The walk tests the folded title (`sort_title`, in the
   * index) with LIKE, for any keyword (see `containsText`). `db` is where the list reads (its reader threads, if any).
   */
  private async keywordPlan(db: DB, q: EventListQuery, total: number): Promise<KeywordPlan> {
    if (!usesFts(this.deps.dialect, q.search_keyword) || total === 0) return 'fts';
    const all = await this.counts.get('*', () => repo.countAllEvents(db));
    return q.paged * q.per_page * all < total * total ? 'scan' : 'fts';
  }

  /** Events for pickers (id, title, start date, zone, start and end instants, recurring_enabled), not ended ones soonest first; only `ownerId`'s events when it is given. */
  options(q: EventOptionsQuery, ownerId: number | null = null): Promise<EventOption[]> {
    return repo.eventOptions(this.deps.db, this.deps.dialect, q, ownerId, iso(this.now()));
  }

  /**
   * One event. A recurring parent carries its series' facts as in the list (occurrence_count,
   * next_occurrence, and the state of that occurrence as its event_status), so the editor says
   * 'Upcoming' where the list does, not the state of the series' first date.
   * @throws 404 when the event does not exist (or, with `ownerId`, is not that user's)
   */
  async get(id: number, db: DB = this.deps.db, ownerId: number | null = null): Promise<EventItem> {
    const row = await repo.findEvent(db, id);
    if (!row || !inEventScope(row.author_id, ownerId)) throw notFound(/*i18n*/ 'Event', id);
    const [item] = await this.present(db, [row]);
    if (row.recurring_enabled !== 'yes' || row.parent !== 0) return item!;
    const summary = (await seriesSummaries(db, [row.id], iso(this.now()))).get(row.id);
    return summary?.next_occurrence ? { ...item!, ...summary } : item!;
  }

  async getBySlug(slug: string): Promise<EventItem | null> {
    const row = await repo.findEventBySlug(this.deps.db, slug);
    if (!row) return null;
    const [item] = await this.present(this.deps.db, [row]);
    return item ?? null;
  }

  /**
   * Creates an event (and, for a recurring parent, its occurrences).
   * @param extra fields outside the wire body: the author, an import key, and the caller's `ownerId` scope
   * @throws 400 for unknown categories or tags, or schedules outside `ownerId`'s reach
   */
  async create(input: EventInputParsed, extra: { authorId?: number | null; ownerId?: number | null; sourceUid?: string | null; actor?: AuditActor | null; action?: string } = {}, tx?: Tx): Promise<EventItem> {
    const id = await this.inTx(tx, async (trx) => {
      await this.assertTaxonomies(trx, input, extra.ownerId ?? null);
      await assertEventTemplates(trx, input);
      const stamp = iso(this.now());
      const id = await repo.insertEvent(trx, {
        ...scheduleColumns(input),
        title: input.title,
        slug: await uniqueSlug(trx, 'events', input.title),
        description: input.description,
        status: input.status,
        location: input.location ? JSON.stringify(input.location) : null,
        parent: 0,
        recurring_enabled: input.recurring_enabled,
        recurrence: input.recurring_enabled === 'yes' && input.recurrence ? JSON.stringify(input.recurrence) : null,
        ...templateColumns(input),
        ...attendeeListColumns(input),
        author_id: extra.authorId ?? null,
        source_uid: extra.sourceUid ?? null,
        created_at: stamp,
        updated_at: stamp,
      });
      await this.writeVariations(trx, id, input.ticket_variations);
      await repo.setTaxonomies(trx, id, input.categories, input.tags);
      await repo.setPeopleAndSchedules(trx, id, input);
      // A new event has no occurrences yet: only a recurring one gets them.
      if (input.recurring_enabled === 'yes') await syncOccurrences(trx, id, this.occurrenceContext());
      if (extra.actor !== undefined) {
        const action = extra.action ?? 'create';
        await recordAudit(trx, extra.actor, { action, entity_type: 'event', entity_id: id, summary: /*i18n*/ { id: '{cloned, select, yes {Cloned} other {Created}} event "{title}"', values: { cloned: action === 'clone' ? 'yes' : 'no', title: input.title } }, after: input });
      }
      return id;
    });
    return this.get(id, tx);
  }

  /**
   * Updates an event with any subset of its fields; the merged event is validated as a whole.
   * A recurring parent's occurrences follow: shared fields are copied to them, future ones
   * without sales that no longer match the rule are removed, and missing ones are created.
   * @throws 404 unknown id; 400 invalid merged event; 409 `ticket_has_sales` removing a ticket variation
   *   with sales, `capacity_below_sold` a capacity below what a variation has sold
   */
  async update(id: number, patch: EventPatch, tx?: Tx, scope: EventScope = {}): Promise<EventItem> {
    await this.inTx(tx, async (trx) => {
      const current = await this.get(id, trx, scope.ownerId ?? null);
      const merged = eventInput.parse({ ...this.toInput(current), ...patch });
      if (current.parent !== 0 && merged.recurring_enabled === 'yes') {
        throw badRequest(/*i18n*/ 'An occurrence of a recurring event cannot recur itself; edit its parent instead.', { recurring_enabled: /*i18n*/ 'Edit the parent event' });
      }
      await this.assertTaxonomies(trx, merged, scope.ownerId ?? null, current.schedules);
      await assertEventTemplates(trx, merged, templateColumns(current));
      // The slug (the public page's address) follows the title until the event is published, then
      // stays, as in WordPress: a published event renamed answered 404 at the address already shared.
      const slugFollows = merged.title !== current.title && current.status !== 'publish';
      await repo.updateEvent(trx, id, {
        ...scheduleColumns(merged),
        title: merged.title,
        ...(slugFollows ? { slug: await uniqueSlug(trx, 'events', merged.title, id) } : {}),
        description: merged.description,
        status: merged.status,
        location: merged.location ? JSON.stringify(merged.location) : null,
        recurring_enabled: merged.recurring_enabled,
        recurrence: merged.recurring_enabled === 'yes' && merged.recurrence ? JSON.stringify(merged.recurrence) : null,
        ...templateColumns(merged),
        ...attendeeListColumns(merged),
        updated_at: iso(this.now()),
      });
      await this.writeVariations(trx, id, merged.ticket_variations);
      await repo.setTaxonomies(trx, id, merged.categories, merged.tags);
      await repo.setPeopleAndSchedules(trx, id, merged);
      if (current.parent === 0) await syncOccurrences(trx, id, this.occurrenceContext(), current);
      if (scope.actor !== undefined) {
        await recordAudit(trx, scope.actor, { action: 'update', entity_type: 'event', entity_id: id, summary: /*i18n*/ { id: 'Updated event "{title}"', values: { title: merged.title } }, before: this.toInput(current), after: merged });
      }
    });
    return this.get(id, tx);
  }

  /**
   * Deletes events with their occurrences. Nothing is deleted while any of them (or an occurrence)
   * has pending or paid bookings: those are refunded or cancelled first, so no sold ticket loses its event.
   * @returns the ids that existed (bulk deletes ignore unknown ids)
   * @throws 409 `event_has_bookings` naming the events and how many bookings they hold
   */
  delete(ids: number[], tx?: Tx, scope: EventScope = {}): Promise<number[]> {
    return this.inTx(tx, async (trx) => {
      const ownerId = scope.ownerId ?? null;
      // The events this caller may delete: an author's own only (others' are as if unknown).
      const rows = (await repo.findEvents(trx, ids)).filter((row) => inEventScope(row.author_id, ownerId));
      const booked = await repo.eventsWithActiveBookings(trx, rows.map((row) => row.id));
      if (booked.length > 0) {
        throw new AppError(409, 'event_has_bookings', /*i18n*/ {
          id: '{events} {count, plural, one {still has} other {still have}} bookings with valid tickets. Refund them before deleting.',
          values: { events: booked.map(bookedEvent), count: booked.length },
        });
      }
      const deleted = rows.map((row) => row.id);
      await repo.deleteEvents(trx, deleted);
      if (scope.actor !== undefined) {
        await recordAudit(trx, scope.actor, rows.map(({ sort_title: _folded, ...row }) => ({ action: 'delete', entity_type: 'event', entity_id: row.id, summary: /*i18n*/ { id: 'Deleted event "{title}"', values: { title: row.title } }, before: row })));
      }
      return deleted;
    });
  }


  /** A draft copy titled "<title> - Copy" with unsold ticket variations (SPEC §7 clone), authored by the one who clones. */
  async clone(id: number, scope: EventScope & { authorId?: number | null } = {}): Promise<EventItem> {
    const source = await this.get(id, this.deps.db, scope.ownerId ?? null);
    const input = eventInput.parse({
      ...this.toInput(source),
      title: `${source.title} - Copy`.slice(0, 300),
      status: 'draft',
      ticket_variations: source.ticket_variations.map(({ name, price, capacity }) => ({ name, price, capacity })),
    });
    return this.create(input, { authorId: scope.authorId ?? null, ...(scope.actor !== undefined ? { actor: scope.actor, action: 'clone' } : {}) });
  }

  /** Published events that have not ended, soonest first (public home); with `series`, that recurring series' occurrences (its pages' next dates). */
  async upcoming(limit: number, offset = 0, series?: number): Promise<EventItem[]> {
    const rows = await repo.upcomingPublished(this.deps.db, iso(this.now()), limit, offset, series);
    return this.present(this.deps.db, rows);
  }

  /** The editable fields of an event as an input body. */
  toInput(e: EventItem): EventInput {
    return {
      title: e.title,
      description: e.description,
      start_date: e.start_date,
      end_date: e.end_date,
      start_time: e.start_time,
      end_time: e.end_time,
      timezone: e.timezone,
      status: e.status,
      location: e.location,
      categories: e.categories,
      tags: e.tags,
      ticket_variations: e.ticket_variations.map(({ slug, name, price, capacity }) => ({ slug, name, price, capacity })),
      recurring_enabled: e.recurring_enabled,
      recurrence: e.recurrence,
      ...templateColumns(e),
      attendee_list_show_email: e.attendee_list_show_email,
      attendee_list_public: e.attendee_list_public,
      speakers: e.speakers,
      organizers: e.organizers,
      schedules: e.schedules,
    };
  }

  /**
   * @param ownerId the caller's scope: a schedule another owner's event shows counts as unknown
   *   (issue #9 §6.1), unless among `attached`, the schedules the event shows already
   * @throws 400 naming the unknown category, tag, speaker, organizer or schedule ids
   */
  private async assertTaxonomies(db: DB, input: Pick<EventInputParsed, 'categories' | 'tags' | 'speakers' | 'organizers' | 'schedules'>, ownerId: number | null = null, attached: number[] = []) {
    const errors: Record<string, ApiMessage> = {};
    const checks = [
      ['categories', 'categories', /*i18n*/ 'Unknown category id {ids}'],
      ['tags', 'tags', /*i18n*/ 'Unknown tag id {ids}'],
      ['speakers', 'speakers', /*i18n*/ 'Unknown speaker id {ids}'],
      ['organizers', 'speakers', /*i18n*/ 'Unknown organizer id {ids}'],
      ['schedules', 'schedules', /*i18n*/ 'Unknown schedule id {ids}'],
    ] as const;
    for (const [field, table, message] of checks) {
      const missing = table === 'schedules' && ownerId !== null ? await schedulesOutOfReach(db, input[field], ownerId, attached) : await repo.missingIds(db, table, input[field]);
      if (missing.length) errors[field] = { id: message, values: { ids: missing.join(', ') } };
    }
    if (Object.keys(errors).length) throw invalidFields(errors);
  }

  /** Writes ticket variations keeping existing slugs (and sold counts); new ones get a slug from their name. */
  private async writeVariations(trx: Tx, eventId: number, incoming: EventInputParsed['ticket_variations']) {
    const existing = await repo.findVariations(trx, eventId);
    const bySlug = new Map(existing.map((v) => [v.slug, v]));
    const used = new Set<string>();
    const planned = incoming.map((v, position) => {
      const match = v.slug ? bySlug.get(v.slug) : undefined;
      let slug = match?.slug ?? v.slug ?? '';
      if (!slug || used.has(slug) || (!match && bySlug.has(slug))) {
        // Capped as the events' slugs are (walk: a 200-character name made a slug the API then refused on every save).
        const base = slugBase(v.name, 'ticket');
        slug = base;
        for (let n = 2; used.has(slug) || (bySlug.has(slug) && !incoming.some((o) => o.slug === slug)); n++) slug = `${base}-${n}`;
      }
      used.add(slug);
      return { ...v, slug, id: bySlug.get(slug)?.id, position };
    });
    // Bookings move `sold` meanwhile: the guards are in the writes, the messages read it afresh.
    const kept = await repo.deleteUnsoldVariations(trx, existing.filter((v) => !used.has(v.slug)).map((v) => v.id));
    if (kept.length) {
      const sold = (await repo.findVariations(trx, eventId)).find((v) => v.id === kept[0])!;
      throw new AppError(409, 'ticket_has_sales', /*i18n*/ { id: 'Ticket "{ticket}" has sold {sold} and cannot be removed.', values: { ticket: sold.name, sold: sold.sold } });
    }
    for (const v of planned) {
      if (await repo.upsertVariation(trx, eventId, v)) continue;
      const sold = (await repo.findVariations(trx, eventId)).find((row) => row.id === v.id)!.sold;
      throw new AppError(409, 'capacity_below_sold', /*i18n*/ { id: 'Ticket "{ticket}" has sold {sold}; its capacity cannot be lower.', values: { ticket: v.name, sold } }, {
        [`ticket_variations.${v.position}.capacity`]: /*i18n*/ { id: 'At least {sold}', values: { sold } },
      });
    }
  }
}
