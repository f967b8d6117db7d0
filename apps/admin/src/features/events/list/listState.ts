import { DEFAULT_PAGE_SIZE, type EventStatusFilter } from '@eventory/core';
import type { EventFilters } from '../../../api/events';

/** A chosen date range, both ends written `YYYY-MM-DD`. */
export interface DateRange {
  start_date: string;
  end_date: string;
}

/** What the event list screen asks for: its filters and its page. */
export interface EventListState {
  status: EventStatusFilter;
  range: DateRange | null;
  search: string;
  paged: number;
  per_page: number;
}

/** The changes the screen makes; every filter change goes back to the first page (SPEC §9). */
export type EventListAction =
  | { type: 'status'; value: EventStatusFilter }
  | { type: 'range'; value: DateRange | null }
  | { type: 'search'; value: string }
  | { type: 'page'; paged: number; per_page: number };

const FIRST_PAGE = { paged: 1, per_page: DEFAULT_PAGE_SIZE } as const;

export const INITIAL_LIST_STATE: EventListState = { status: 'all', range: null, search: '', ...FIRST_PAGE };

function sameRange(a: DateRange | null, b: DateRange | null): boolean {
  return a === b || (a !== null && b !== null && a.start_date === b.start_date && a.end_date === b.end_date);
}

/**
 * Applies one change to the list state. A filter change (status, date range, search) resets
 * paging to page 1 with per_page 10 (SPEC §9); a change to the same value keeps the state as is.
 */
export function eventListReducer(state: EventListState, action: EventListAction): EventListState {
  switch (action.type) {
    case 'status':
      return action.value === state.status ? state : { ...state, status: action.value, ...FIRST_PAGE };
    case 'range':
      return sameRange(action.value, state.range) ? state : { ...state, range: action.value, ...FIRST_PAGE };
    case 'search':
      return action.value === state.search ? state : { ...state, search: action.value, ...FIRST_PAGE };
    case 'page':
      return action.paged === state.paged && action.per_page === state.per_page ? state : { ...state, paged: action.paged, per_page: action.per_page };
  }
}

/** The list call's query (SPEC §7 "List events"), leaving out filters that are not set. */
export function toEventFilters(state: EventListState): EventFilters {
  return {
    status: state.status,
    ...state.range,
    ...(state.search ? { search_keyword: state.search } : {}),
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

/** The footer text (SPEC §2): `Showing x - y of n events`. */
export function showingText(total: number, [from, to]: [number, number]): string {
  return `Showing ${from} - ${to} of ${total} events`;
}
