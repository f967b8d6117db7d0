import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { useDebouncedValue } from '../../shared/listControls';
import { changeTemplateList, templateListParams, templateListState, type TemplateListState } from './templateTabs';

/**
 * The template list's tab, search and page, kept in the URL (a reload or a shared link shows the
 * same cards; changes replace the history entry). The search box's text is debounced 500 ms
 * before it reaches the URL (SPEC §9).
 */
export function useTemplateListParams() {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const state = useMemo(() => templateListState(new URLSearchParams(text)), [text]);
  // `update` reads the params and the setter of the latest render. A patch that changes nothing
  // navigates nowhere: setting the params always navigates to this route, so the search's effect on
  // mount would otherwise take back a navigation the user started meanwhile (as useListParams).
  const latest = useRef({ text, setParams });
  latest.current = { text, setParams };
  const update = useCallback((patch: Partial<TemplateListState>) => {
    const next = templateListParams(changeTemplateList(templateListState(new URLSearchParams(latest.current.text)), patch));
    if (next.toString() !== latest.current.text) latest.current.setParams(next, { replace: true });
  }, []);

  const [searchText, setSearchText] = useState(state.search);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => update({ search }), [search, update]);

  return { state, update, searchText, setSearchText };
}
