import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@eventory/core';
import { dateRangeOf, setRangeParams, type DateRange } from '../features/events/list/listState';
import type { PagedFilters } from './listControls';

/**
 * How one filter is written in the URL: free text, a whole number, one of a list of words, or a
 * date range (`start_date` and/or `end_date`, `YYYY-MM-DD`, as the event list writes it; one a list).
 */
export type ParamKind = 'string' | 'number' | readonly string[] | 'dateRange';

/** The URL form of each of a list's own filters (every key of the filters). */
export type ParamSpec<F> = { [K in keyof F]-?: ParamKind };

/** A list with no filters of its own (only search and paging). */
export const NO_OWN_FILTERS: Record<never, never> = {};
export const NO_OWN_PARAMS: ParamSpec<Record<never, never>> = {};

/** Longest search kept from a URL, characters (the API's limit). */
const MAX_SEARCH = 200;
/** Highest page number read from a URL. */
const MAX_PAGE = 100_000;

function readValue(kind: ParamKind, key: string, params: URLSearchParams): string | number | DateRange | undefined {
  if (kind === 'dateRange') return dateRangeOf(params.get('start_date'), params.get('end_date')) ?? undefined;
  const raw = params.get(key);
  if (raw === null || raw === '') return undefined;
  if (kind === 'string') return raw;
  if (kind === 'number') return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  return kind.includes(raw) ? raw : undefined;
}

/**
 * A paged list's filters from its URL's search params: `search`, `paged` and `per_page` (page 1
 * and PAGE_SIZE_OPTIONS' first size unless the URL gives valid ones) and the list's own filters as
 * `spec` reads them. A value that is not valid (a page of 0, a size not offered, an unknown status)
 * is left out, so a hand-edited or old link still opens the list.
 */
export function pagedFromParams<F extends object>(params: URLSearchParams, extra: F, spec: ParamSpec<F>): F & PagedFilters {
  // An unset filter keeps the screen's own 'unset' (undefined, or null for a range).
  const own = Object.fromEntries(Object.keys(extra).map((key) => [key, readValue(spec[key as keyof F], key, params) ?? extra[key as keyof F]]));
  const paged = Number(params.get('paged'));
  const perPage = Number(params.get('per_page'));
  return {
    ...extra,
    ...own,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    paged: Number.isInteger(paged) && paged >= 1 && paged <= MAX_PAGE ? paged : 1,
    per_page: (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The search params of a paged list's filters: only what differs from an untouched list (no empty
 * search, no page 1, no default size, no filter at its `extra` value), so the bare route is the
 * untouched list.
 */
export function pagedToParams<F extends object>(filters: F & PagedFilters, extra: F, spec: ParamSpec<F>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(spec) as (keyof F & string)[]) {
    const value = filters[key] as unknown;
    if (value === undefined || value === null || value === '' || value === extra[key]) continue;
    if (spec[key] === 'dateRange') setRangeParams(params, value as DateRange);
    else params.set(key, String(value));
  }
  if (filters.search) params.set('search', filters.search);
  if (filters.paged !== 1) params.set('paged', String(filters.paged));
  if (filters.per_page !== DEFAULT_PAGE_SIZE) params.set('per_page', String(filters.per_page));
  return params;
}
