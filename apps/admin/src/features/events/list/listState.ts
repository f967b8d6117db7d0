import { i18n } from '@lingui/core';
import { DEFAULT_PAGE_SIZE, EVENT_LIST_ORDERBY, EVENT_STATUS_FILTERS, PAGE_SIZE_OPTIONS, type EventListOrderBy, type EventStatusFilter } from '@eventory/core';
import type { EventFilters } from '../../../api/events';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A chosen date range, its ends written `YYYY-MM-DD`; at least one is set (an open end reaches as far as the list does). */
export interface DateRange {
  start_date?: string;
  end_date?: string;
}

/** The range of two ends (either may be missing or empty), or null when neither is a day `YYYY-MM-DD` or the end is before the start. */
export function dateRangeOf(start: string | null | undefined, end: string | null | undefined): DateRange | null {
  const from = start && DATE.test(start) ? start : undefined;
  const to = end && DATE.test(end) ? end : undefined;
  if ((!from && !to) || (from && to && from > to)) return null;
  return { ...(from ? { start_date: from } : {}), ...(to ? { end_date: to } : {}) };
}

/** A chosen sort: a column's key for the API's `orderby`, and its direction. */
export interface EventSort {
  orderby: EventListOrderBy;
  order: 'asc' | 'desc';
}

/** A page of a list: its number (from 1) and its size. */
export interface ListPage {
  paged: number;
  per_page: number;
}

/**
 * What the event list screen asks for: its filters, its sort (null: the default order) and its
 * page; which series rows are expanded (ids), and the page of occurrences each shows where it is
 * not the first (by series id), so they stay as they were after a trip to the editor.
 */
export interface EventListState extends ListPage {
  status: EventStatusFilter;
  range: DateRange | null;
  search: string;
  sort: EventSort | null;
  expanded: number[];
  occurrencePages: Record<number, ListPage>;
}

/** The changes the screen makes; every filter change goes back to the first page (SPEC §9). */
export type EventListAction =
  | { type: 'status'; value: EventStatusFilter }
  | { type: 'range'; value: DateRange | null }
  | { type: 'search'; value: string }
  | { type: 'sort'; value: EventSort | null }
  | { type: 'page'; paged: number; per_page: number }
  | { type: 'expand'; value: number[] }
  | { type: 'occurrences'; parent: number; page: ListPage };

/** The first page of the default size (SPEC §9). */
export const FIRST_PAGE: ListPage = { paged: 1, per_page: DEFAULT_PAGE_SIZE };

export const INITIAL_LIST_STATE: EventListState = { status: 'all', range: null, search: '', sort: null, ...FIRST_PAGE, expanded: [], occurrencePages: {} };

/** What a filter change resets: the page, and the expanded rows with their pages (other rows are listed). */
const FILTER_RESET = { ...FIRST_PAGE, expanded: [], occurrencePages: {} };

const isFirstPage = (page: ListPage) => page.paged === FIRST_PAGE.paged && page.per_page === FIRST_PAGE.per_page;

/** The occurrence pages of `pages` whose series are in `expanded`, with `parent`'s set to `page` (left out when it is the first). */
function keptPages(pages: Record<number, ListPage>, expanded: number[], parent?: number, page?: ListPage): Record<number, ListPage> {
  const kept = Object.fromEntries(Object.entries(pages).filter(([id]) => expanded.includes(Number(id)) && Number(id) !== parent));
  return parent !== undefined && page && expanded.includes(parent) && !isFirstPage(page) ? { ...kept, [parent]: page } : kept;
}

const samePages = (a: Record<number, ListPage>, b: Record<number, ListPage>) => JSON.stringify(a) === JSON.stringify(b);

function sameRange(a: DateRange | null, b: DateRange | null): boolean {
  return a === b || (a !== null && b !== null && a.start_date === b.start_date && a.end_date === b.end_date);
}

const sameSort = (a: EventSort | null, b: EventSort | null) => a === b || (a !== null && b !== null && a.orderby === b.orderby && a.order === b.order);

/**
 * Applies one change to the list state. A filter change (status, date range, search) resets
 * paging to page 1 with per_page 10 (SPEC §9) and collapses the expanded rows; a new sort goes back to page 1 keeping the page
 * size; collapsing a series forgets its occurrence page; a change to the same value keeps the state as is.
 */
export function eventListReducer(state: EventListState, action: EventListAction): EventListState {
  switch (action.type) {
    case 'status':
      return action.value === state.status ? state : { ...state, status: action.value, ...FILTER_RESET };
    case 'range':
      return sameRange(action.value, state.range) ? state : { ...state, range: action.value, ...FILTER_RESET };
    case 'search':
      return action.value === state.search ? state : { ...state, search: action.value, ...FILTER_RESET };
    case 'sort':
      return sameSort(action.value, state.sort) ? state : { ...state, sort: action.value, paged: 1 };
    case 'page':
      return action.paged === state.paged && action.per_page === state.per_page ? state : { ...state, paged: action.paged, per_page: action.per_page };
    case 'expand':
      return action.value.join() === state.expanded.join() ? state : { ...state, expanded: action.value, occurrencePages: keptPages(state.occurrencePages, action.value) };
    case 'occurrences': {
      const occurrencePages = keptPages(state.occurrencePages, state.expanded, action.parent, action.page);
      return samePages(occurrencePages, state.occurrencePages) ? state : { ...state, occurrencePages };
    }
  }
}

/** The list call's query (SPEC §7 "List events"), leaving out filters that are not set. */
export function toEventFilters(state: EventListState): EventFilters {
  return {
    status: state.status,
    ...state.range,
    ...(state.search ? { search_keyword: state.search } : {}),
    ...state.sort,
    paged: state.paged,
    per_page: state.per_page,
  };
}

/** True when no filter narrows the list, so an empty answer means there are no events at all. */
export function isUnfiltered(state: EventListState): boolean {
  return state.status === 'all' && state.range === null && state.search === '';
}

/** The last page that holds rows for `total` items (page 1 when there are none). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The footer text (SPEC §2): `Showing x - y of n events`; `of about n` when the total is an estimate. */
export function showingText(total: number, [from, to]: [number, number], estimate = false): string {
  return estimate
    ? i18n._('Showing {from} - {to} of about {total} events', { from, to, total })
    : i18n._('Showing {from} - {to} of {total} events', { from, to, total });
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);
const positive = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * The list state a URL's search params describe (issue #9 §1: a reload or a shared link keeps
 * filters, sort, page and the expanded series with their occurrence pages). Unknown or malformed values fall back to the defaults.
 */
export function stateFromParams(params: URLSearchParams): EventListState {
  const orderby = oneOf(EVENT_LIST_ORDERBY, params.get('orderby'));
  const perPage = positive(params.get('per_page'));
  const expanded = (params.get('expanded') ?? '').split(',').flatMap((id) => positive(id) ?? []);
  return {
    status: oneOf(EVENT_STATUS_FILTERS, params.get('status')) ?? 'all',
    range: dateRangeOf(params.get('start_date'), params.get('end_date')),
    search: params.get('search')?.trim() ?? '',
    sort: orderby ? { orderby, order: params.get('order') === 'asc' ? 'asc' : 'desc' } : null,
    paged: positive(params.get('paged')) ?? 1,
    per_page: perPage !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    expanded,
    occurrencePages: occurrencePagesFrom(params.get('occurrences'), expanded),
  };
}

/** `occurrences=12:3:20,7:2:10` (series id, page, page size) for the expanded series among them; malformed entries are left out. */
function occurrencePagesFrom(text: string | null, expanded: number[]): Record<number, ListPage> {
  const pages: Record<number, ListPage> = {};
  for (const entry of (text ?? '').split(',')) {
    const [id, paged, perPage] = entry.split(':').map((part) => positive(part) ?? 0);
    if (id && paged && perPage && expanded.includes(id) && (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage)) pages[id] = { paged, per_page: perPage };
  }
  return keptPages(pages, expanded);
}

/** Writes a range's ends as `start_date` and `end_date`, each only when set. */
export function setRangeParams(params: URLSearchParams, range: DateRange | null): void {
  if (range?.start_date) params.set('start_date', range.start_date);
  if (range?.end_date) params.set('end_date', range.end_date);
}

/** The search params of a list state, leaving out what is at its default. */
export function stateToParams(state: EventListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  setRangeParams(params, state.range);
  if (state.search) params.set('search', state.search);
  if (state.sort) {
    params.set('orderby', state.sort.orderby);
    params.set('order', state.sort.order);
  }
  if (state.paged !== 1) params.set('paged', String(state.paged));
  if (state.per_page !== DEFAULT_PAGE_SIZE) params.set('per_page', String(state.per_page));
  if (state.expanded.length > 0) params.set('expanded', state.expanded.join(','));
  const pages = Object.entries(state.occurrencePages).map(([id, page]) => `${id}:${page.paged}:${page.per_page}`);
  if (pages.length > 0) params.set('occurrences', pages.join(','));
  return params;
}
