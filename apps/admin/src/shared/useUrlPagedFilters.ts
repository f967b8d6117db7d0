import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { useDebouncedValue, type PagedFilters } from './listControls';
import { pagedFromParams, pagedToParams, type ParamSpec } from './listParams';
import { rememberListParams } from './rememberedParams';
import { useParamsWriter } from './useParamsWriter';

/**
 * The filter state of a paged, searchable list (SPEC §9), kept in the URL's search params (issue #9
 * §1, as the event list): search, own filters (`extra` their untouched values, `spec` how the URL
 * writes them), page and page size survive a reload, travel with a shared link, and are remembered
 * for this tab under `list` (wrap the route in RememberedList to restore them on coming back). The
 * search is debounced 500 ms, and any filter change goes back to page 1 with 10 per page. A
 * URL changed from outside (the menu's link to the bare list, Back) shows in the search box too.
 * `extra` and `spec` are constants of the screen.
 */
export function useUrlPagedFilters<F extends object>(list: string, extra: F, spec: ParamSpec<F>) {
  const { text, change, changing } = useParamsWriter();
  useEffect(() => rememberListParams(list, text), [list, text]);
  const filters = useMemo(() => pagedFromParams(new URLSearchParams(text), extra, spec), [text, extra, spec]);
  const write = useCallback(
    (changeOf: (current: F & PagedFilters) => F & PagedFilters) => change((current) => pagedToParams(changeOf(pagedFromParams(current, extra, spec)), extra, spec)),
    [change, extra, spec],
  );

  const [searchText, setSearchText] = useState(filters.search);
  // The search the box and the URL last agreed on: a settled URL search other than it came from
  // outside (while a change is on its way, the URL still shows the one before it).
  const [agreed, setAgreed] = useState(filters.search);
  if (!changing() && filters.search !== agreed) {
    setAgreed(filters.search);
    setSearchText(filters.search);
  }
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const agreedNow = useRef(agreed);
  agreedNow.current = agreed;
  useEffect(() => {
    if (search === agreedNow.current) return;
    setAgreed(search);
    write((current) => ({ ...current, search, paged: 1, per_page: DEFAULT_PAGE_SIZE }));
  }, [search, write]);

  return {
    searchText,
    setSearchText,
    filters,
    setFilter: (patch: Partial<F>) => write((current) => ({ ...current, ...patch, paged: 1, per_page: DEFAULT_PAGE_SIZE })),
    setPage: (paged: number, perPage: number) => write((current) => ({ ...current, paged: perPage === current.per_page ? paged : 1, per_page: perPage })),
  };
}
