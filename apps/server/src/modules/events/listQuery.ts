import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { collapsesSeries, eventState, type EventListOrderBy, type EventListQuery, type EventState, type NextOccurrence } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { cappedMatches, containsText, plannedMatches, type ColumnSample, type KeywordPlan } from '../../db/search.js';
import { spanDays } from '../../db/listOrderMigration.js';
import type { EventRow } from './repository.js';

type EB = ExpressionBuilder<Database, 'events'>;

/**
 * What a list query is evaluated against: `now` (ISO instant); `startFloor`, an instant no event
 * that has not ended yet starts before (see {@link startFloor}); who may see what; how SQLite
 * matches the keyword; the titles' sample (see `columnSample`, cached by the caller) a broad
 * search's total is estimated from.
 */
export interface ListContext {
  dialect: Dialect;
  now: string;
  startFloor: string;
  authorId: number | null;
  plan: KeywordPlan;
  titleSample?: () => Promise<ColumnSample | null>;
}

const DAY_MS = 86_400_000;

/** The longest span of any event in calendar days (0 without events), read from its index. */
export async function longestSpanDays(db: DB, dialect: Dialect): Promise<number> {
  const { rows } = await sql<{ days: number | null }>`SELECT max(${spanDays(dialect)}) AS days FROM events`.execute(db);
  return Number(rows[0]?.days ?? 0);
}

/**
 * The earliest start an event that has not ended by `now` can have: now minus the longest span
 * in days, plus two days for the times and a clock change.
 */
export function startFloor(now: string, longestDays: number): string {
  return new Date(Date.parse(now) - (longestDays + 2) * DAY_MS).toISOString();
}

/**
 * True for the row that stands for its series in a collapsed list: a top-level event without
 * occurrences, or the occurrence a series shows (its first one not yet ended; when all have
 * ended, its last). Each top-level event thus appears exactly once. Every test is answered inside
 * the (parent, start_at, end_at) index, as a range bounded by the row's own start (an OR alone
 * would scan every sibling: 300 ms for a page of the machBar calendar).
 */
function listedRow(eb: EB, ctx: ListContext): Expression<SqlBool> {
  // `parent > 0` is implied, but without it PostgreSQL, which sees parent is almost always 0,
  // expects every id to have children and scans the table for the first one instead of the index.
  const siblings = () => eb.selectFrom('events as s').select(sql.lit(1).as('one')).whereRef('s.parent', '=', 'events.parent').where('s.parent', '>', 0);
  const children = eb.selectFrom('events as c').select(sql.lit(1).as('one')).whereRef('c.parent', '=', 'events.id').where('c.parent', '>', 0);
  return eb.or([
    eb.and([eb('events.parent', '=', 0), eb.not(eb.exists(children))]),
    eb.and([
      eb('events.parent', '<>', 0),
      eb('events.end_at', '>=', ctx.now),
      eb.not(
        eb.exists(
          siblings()
            .where('s.start_at', '>=', ctx.startFloor)
            .where('s.end_at', '>=', ctx.now)
            .where('s.start_at', '<=', (s) => s.ref('events.start_at'))
            .where((s) => s.or([s('s.start_at', '<', s.ref('events.start_at')), s('s.id', '<', s.ref('events.id'))])),
        ),
      ),
    ]),
    eb.and([
      eb('events.parent', '<>', 0),
      eb('events.end_at', '<', ctx.now),
      eb.not(
        eb.exists(
          siblings()
            .where('s.start_at', '>=', (s) => s.ref('events.start_at'))
            .where((s) => s.or([s('s.start_at', '>', s.ref('events.start_at')), s('s.id', '>', s.ref('events.id'))])),
        ),
      ),
    ]),
  ]);
}

/**
 * The filters of the event list as one WHERE expression; a collapsed list (see `collapsesSeries`)
 * keeps one row per top-level event. An author sees their events and the occurrences of their series.
 */
export function listFilter(q: EventListQuery, ctx: ListContext) {
  const { now } = ctx;
  return (eb: EB): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (ctx.authorId !== null) {
      const ownSeries = eb.selectFrom('events as own').select('own.id').where('own.author_id', '=', ctx.authorId).where('own.parent', '=', 0);
      conditions.push(eb.or([eb('events.author_id', '=', ctx.authorId), eb.and([eb('events.parent', '<>', 0), eb('events.parent', 'in', ownSeries)])]));
    }
    if (q.status === 'draft') conditions.push(eb('events.status', '=', 'draft'));
    if (q.status === 'upcoming') conditions.push(eb.and([eb('events.status', '=', 'publish'), eb('events.start_at', '>', now)]));
    if (q.status === 'ongoing') {
      conditions.push(eb.and([eb('events.status', '=', 'publish'), eb('events.start_at', '>=', ctx.startFloor), eb('events.start_at', '<=', now), eb('events.end_at', '>=', now)]));
    }
    // start_at < now is implied (an event never ends before it starts) but lets the index range on start_at.
    if (q.status === 'past') conditions.push(eb.and([eb('events.status', '=', 'publish'), eb('events.start_at', '<', now), eb('events.end_at', '<', now)]));
    if (q.start_date) conditions.push(eb('events.end_date', '>=', q.start_date));
    if (q.end_date) conditions.push(eb('events.start_date', '<=', q.end_date));
    if (q.parent !== undefined) conditions.push(eb('events.parent', '=', q.parent));
    if (q.search_keyword) conditions.push(containsText(ctx.dialect, { table: 'events', column: 'sort_title' }, q.search_keyword, ctx.plan));
    if (collapsesSeries(q)) conditions.push(listedRow(eb, ctx));
    return eb.and(conditions);
  };
}

/** The computed state as a sort rank: draft, upcoming, ongoing, expired (the order an event lives them). */
const stateRank = (now: string) =>
  sql<number>`CASE WHEN events.status = 'draft' THEN 0 WHEN events.start_at > ${now} THEN 1 WHEN events.end_at >= ${now} THEN 2 ELSE 3 END`;

/** Tickets sold of an event, over its ticket variations. */
const soldTickets = sql<number>`(SELECT coalesce(sum(tv.sold), 0) FROM ticket_variations tv WHERE tv.event_id = events.id)`;

/** The sort keys of an `orderby` (the id last, so equal keys keep a stable order between pages). */
function sortKeys(orderby: EventListOrderBy, now: string) {
  switch (orderby) {
    case 'title':
      // Same titles (a series' occurrences) by start: the index on (sort_title, id) still gives
      // the title order, and the database sorts only each run of one title (an incremental sort).
      return [sql.ref('events.sort_title'), sql.ref('events.start_at')];
    case 'ID':
      return [];
    case 'post_date':
      return [sql.ref('events.created_at')];
    case 'etn_start_date':
      return [sql.ref('events.start_at')];
    case 'etn_end_date':
      return [sql.ref('events.end_at')];
    case 'sold':
      return [soldTickets];
    case 'status':
      return [stateRank(now), sql.ref('events.start_at')];
  }
}

const page = (q: EventListQuery) => ({ limit: q.per_page, offset: (q.paged - 1) * q.per_page });

/** True when the list query filters by nothing but a keyword (and shows occurrences). */
const keywordOnly = (q: EventListQuery) =>
  q.status === 'all' && q.start_date === undefined && q.end_date === undefined && q.parent === undefined && !!q.search_keyword && !collapsesSeries(q);

/** The two index ranges of the default order: events not ended yet by soonest start, then ended ones most recent first. */
interface DefaultOrderRanges {
  ahead(limit: number, offset: number): Promise<EventRow[]>;
  ended(limit: number, offset: number): Promise<EventRow[]>;
}

/**
 * The default order's ranges for a list query. A keyword-only search (the search box; every new
 * word typed misses the caches) runs them as plain SQL text: Kysely's query builder took longer to
 * build the same statement than SQLite took to run it. Same conditions as {@link listFilter} gives
 * for that query, so the same rows. SQLite tests them in the order written: the end time first,
 * so the keyword is not matched against the ended events the start index walks past (~320 of the
 * ~380 entries walked for the benchmark's first page; 30 vs 37 µs).
 */
function defaultOrderRanges(db: DB, q: EventListQuery, ctx: ListContext): DefaultOrderRanges {
  if (keywordOnly(q) && ctx.authorId === null) {
    const matches = containsText(ctx.dialect, { table: 'events', column: 'sort_title' }, q.search_keyword!, ctx.plan);
    const rows = async (query: RawBuilder<EventRow>) => (await query.execute(db)).rows;
    return {
      ahead: (limit, offset) =>
        rows(sql<EventRow>`SELECT * FROM events WHERE end_at >= ${ctx.now} AND ${matches} AND start_at >= ${ctx.startFloor}
          ORDER BY start_at, id LIMIT ${limit} OFFSET ${offset}`),
      ended: (limit, offset) =>
        rows(sql<EventRow>`SELECT * FROM events WHERE end_at < ${ctx.now} AND ${matches} AND start_at < ${ctx.now}
          ORDER BY start_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`),
    };
  }
  const base = db.selectFrom('events').selectAll('events').where(listFilter(q, ctx));
  return {
    ahead: (limit, offset) =>
      base.where('events.end_at', '>=', ctx.now).where('events.start_at', '>=', ctx.startFloor).orderBy('events.start_at', 'asc').orderBy('events.id', 'asc').limit(limit).offset(offset).execute(),
    ended: (limit, offset) =>
      base
        .where('events.end_at', '<', ctx.now)
        // Implied (an event starts before it ends), but it makes the walk start at now, not at the last event.
        .where('events.start_at', '<', ctx.now)
        .orderBy('events.start_at', 'desc')
        .orderBy('events.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  };
}

/**
 * One page of events. With `orderby`, sorted by it (`order`, default desc). Otherwise the default
 * order (issue #9 §1): events not ended yet by soonest start, then ended ones most recent first,
 * read as two index ranges. `aheadCount` counts the first part; it is asked only for a page that
 * starts past it.
 */
export async function listEvents(db: DB, q: EventListQuery, ctx: ListContext, aheadCount: () => Promise<number>): Promise<EventRow[]> {
  const { limit, offset } = page(q);
  if (q.orderby) {
    const direction = q.order ?? 'desc';
    let query = db.selectFrom('events').selectAll('events').where(listFilter(q, ctx));
    for (const key of sortKeys(q.orderby, ctx.now)) query = query.orderBy(key, direction);
    return query.orderBy('events.id', direction).limit(limit).offset(offset).execute();
  }
  const ranges = defaultOrderRanges(db, q, ctx);
  const first = await ranges.ahead(limit, offset);
  if (first.length === limit) return first;
  const skip = first.length > 0 || offset === 0 ? 0 : offset - (await aheadCount());
  if (skip < 0) return first;
  return [...first, ...(await ranges.ended(limit - first.length, skip))];
}

/** Matches a broad search counts before it estimates its total instead (issue #9 goals). */
export const COUNT_CAP = 500;

/**
 * True when the total of this query may be an estimate: a keyword alone, for anyone who sees every
 * event, on a page within the first {@link COUNT_CAP} matches (deeper pages count exactly, so
 * the last page is where it should be).
 */
export function mayEstimate(q: EventListQuery, ctx: Pick<ListContext, 'authorId'>): boolean {
  return ctx.authorId === null && keywordOnly(q) && q.paged * q.per_page <= COUNT_CAP;
}

/**
 * A broad search: at least this many matches planned (see `plannedMatches`) are taken
 * as the estimated total without counting. A sample that finds this many in the table makes 500 or
 * fewer real matches unlikely; {@link listTotal} corrects the total when the page shows otherwise.
 */
export const PLANNED_BROAD = 4 * COUNT_CAP;

/**
 * How many events the list query matches; with `aheadOnly`, only those not ended yet. When
 * {@link mayEstimate}, a keyword the titles' sample (`ctx.titleSample`: PostgreSQL's statistics,
 * SQLite's spread sample) puts in {@link PLANNED_BROAD} rows or more answers that estimate without
 * counting (unless `planned` is false): counting even 500 matches reads ~5,000 rows on PostgreSQL
 * and was most of an uncached search's SQL on SQLite (~250 µs of ~800 µs a request). Otherwise at
 * most COUNT_CAP matches are counted and a larger total is estimated: from the sample when it
 * agrees there are more, else from how far through the ids the counted ones reached (see
 * `cappedMatches`; a recurring series' consecutive ids skew that: its 600 occurrences first among
 * 3,000 events were estimated at 3,000). A total above COUNT_CAP is then an estimate.
 */
export async function countEvents(db: DB, q: EventListQuery, ctx: ListContext, { aheadOnly = false, planned = true } = {}): Promise<number> {
  if (!aheadOnly && mayEstimate(q, ctx)) {
    const target = { table: 'events', column: 'sort_title' } as const;
    const sample = planned && ctx.titleSample ? await ctx.titleSample() : null;
    const estimate = sample && plannedMatches(sample, q.search_keyword!);
    if (estimate && estimate >= PLANNED_BROAD) return estimate;
    const { rows } = await cappedMatches(ctx.dialect, target, q.search_keyword!, COUNT_CAP + 1).execute(db);
    const n = Number(rows[0]?.n ?? 0);
    if (n <= COUNT_CAP) return n;
    if (estimate && estimate > n) return estimate;
    return Math.max(n, Math.round((n * Number(rows[0]!.top ?? 0)) / Number(rows[0]!.m)));
  }
  let query = db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n'));
  // Each top-level event is one row of a collapsed list: count those, not the listed rows.
  const everyTopLevel = !aheadOnly && collapsesSeries(q) && q.status === 'all' && !q.search_keyword && !q.start_date && !q.end_date && q.parent === undefined;
  if (everyTopLevel) {
    query = query.where('parent', '=', 0);
    if (ctx.authorId !== null) query = query.where('author_id', '=', ctx.authorId);
  } else {
    query = query.where(listFilter(q, ctx));
    if (aheadOnly) query = query.where('events.end_at', '>=', ctx.now).where('events.start_at', '>=', ctx.startFloor);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * The total a list answer gives, from the (cached) `total` and the page's `rows`: an estimate
 * (above COUNT_CAP, {@link mayEstimate}) yields to what the page proves. A page with fewer rows than
 * asked ends the list, so its end is the exact total; an empty page past the first means the
 * estimate was too high, and the matches are counted (capped, as on every other database).
 */
export async function listTotal(db: DB, q: EventListQuery, ctx: ListContext, total: number, rows: number): Promise<{ total: number; estimated: boolean }> {
  const estimated = mayEstimate(q, ctx) && total > COUNT_CAP;
  if (!estimated || rows === q.per_page) return { total, estimated };
  const offset = (q.paged - 1) * q.per_page;
  if (rows > 0 || offset === 0) return { total: offset + rows, estimated: false };
  const counted = await countEvents(db, q, ctx, { planned: false });
  return { total: counted, estimated: counted > COUNT_CAP };
}

/** What the list adds to a recurring parent's row (issue #9 §1). */
export interface SeriesSummary {
  occurrence_count: number;
  next_occurrence: NextOccurrence | null;
  /** The series' state: that of its shown occurrence, the one the status filter judges it by (SPEC §4). */
  event_status?: EventState;
}

/**
 * The list fields of recurring parents (issue #9 §1): how many occurrences each has, the one its
 * row shows (the first not ended by `now`, else the last) and the state of that occurrence, which
 * is the series' state (the row the status filter matches, see `listedRow`). One query for the
 * whole page: each parent's shown occurrence is picked by two index look-ups on (parent, start_at,
 * end_at) inside it, and its count by a third. A parent without occurrences counts 0 and shows none.
 */
export async function seriesSummaries(db: DB, parentIds: number[], now: string): Promise<Map<number, SeriesSummary>> {
  const out = new Map<number, SeriesSummary>(parentIds.map((id) => [id, { occurrence_count: 0, next_occurrence: null }]));
  if (parentIds.length === 0) return out;
  const shown = db
    .selectFrom('events as p')
    .where('p.id', 'in', parentIds)
    .select((eb) => {
      // `parent > 0` is implied; without it PostgreSQL, seeing parent is almost always 0, walks the start index instead.
      const children = () => eb.selectFrom('events as c').select('c.id').whereRef('c.parent', '=', 'p.id').where('c.parent', '>', 0).limit(1);
      const next = children().where('c.end_at', '>=', now).orderBy('c.start_at').orderBy('c.id');
      const last = children().orderBy('c.start_at', 'desc').orderBy('c.id', 'desc');
      return eb.fn.coalesce(next, last).as('id');
    });
  const rows = await db
    .selectFrom('events as s')
    .select(['s.parent', 's.id', 's.start_date', 's.start_time', 's.start_at', 's.end_at', 's.timezone', 's.status'])
    .select((eb) => eb.selectFrom('events as c').select((c) => c.fn.countAll<number>().as('n')).whereRef('c.parent', '=', 's.parent').where('c.parent', '>', 0).as('occurrence_count'))
    .where('s.id', 'in', shown)
    .execute();
  const nowMs = Date.parse(now);
  for (const { parent, status, occurrence_count, ...next } of rows) {
    out.set(parent, {
      occurrence_count: Number(occurrence_count),
      next_occurrence: next,
      event_status: eventState(status, Date.parse(next.start_at), Date.parse(next.end_at), nowMs),
    });
  }
  return out;
}
