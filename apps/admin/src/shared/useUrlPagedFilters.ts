import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '@eventory/core';
import type { PagedFilters } from './listControls';
import { pagedFromParams, pagedToParams, type ParamSpec } from './listParams';
import { useParamsWriter } from './useParamsWriter';
import { useSearchBox } from './useSearchBox';

/**
 * The filter state of a paged, searchable list (SPEC §9), kept in the URL's search params (issue #9
 * §1, as the event list): search, own filters (`extra` their untouched values, `spec` how the URL
 * writes them), page and page size survive a reload, travel with a shared link, and are remembered
 * for this tab by the route's RememberedList, which restores them on coming back. The
 * search is debounced 500 ms (useSearchBox; `searchNow` for Enter), and any filter change goes back
 * to page 1 with 10 per page.
 * `extra` and `spec` are constants of the screen.
 */
export function useUrlPagedFilters<F extends object>(extra: F, spec: ParamSpec<F>) {
  const { text, change, changing } = useParamsWriter();
  const filters = useMemo(() => pagedFromParams(new URLSearchParams(text), extra, spec), [text, extra, spec]);
  const write = useCallback(
    (changeOf: (current: F & PagedFilters) => F & PagedFilters) => change((current) => pagedToParams(changeOf(pagedFromParams(current, extra, spec)), extra, spec)),
    [change, extra, spec],
  );

  const box = useSearchBox(filters.search, changing, (search) => write((current) => ({ ...current, search, paged: 1, per_page: DEFAULT_PAGE_SIZE })));

  return {
    searchText: box.text,
    setSearchText: box.setText,
    searchNow: box.searchNow,
    filters,
    setFilter: (patch: Partial<F>) => write((current) => ({ ...current, ...patch, paged: 1, per_page: DEFAULT_PAGE_SIZE })),
    setPage: (paged: number, perPage: number) => write((current) => ({ ...current, paged: perPage === current.per_page ? paged : 1, per_page: perPage })),
  };
}
