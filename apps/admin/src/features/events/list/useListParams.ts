import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { eventListReducer, stateFromParams, stateToParams, type EventListAction, type EventListState } from './listState';
import { rememberListParams } from './rememberedParams';

/**
 * The event list's state kept in the URL's search params (issue #9 §1): filters, sort, page and
 * page size survive a reload and travel with a shared link, and are remembered for this tab (see
 * rememberedParams.ts). Changes replace the history entry, so Back leaves the list.
 */
export function useListParams(): { state: EventListState; update: (action: EventListAction) => void } {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  useEffect(() => rememberListParams(text), [text]);
  const state = useMemo(() => stateFromParams(new URLSearchParams(text)), [text]);
  // `update` keeps its identity (screens pass it to effects); it reads the params and the setter of
  // the latest render. An action that changes nothing navigates nowhere: setting the params always
  // navigates to this route, so the filters' effect on mount (search '') would otherwise take back a
  // navigation the user started meanwhile (a menu click, a link) to the list.
  const latest = useRef({ text, setParams });
  latest.current = { text, setParams };
  const update = useCallback((action: EventListAction) => {
    const before = stateFromParams(new URLSearchParams(latest.current.text));
    const after = eventListReducer(before, action);
    if (after !== before) latest.current.setParams(stateToParams(after), { replace: true });
  }, []);
  return { state, update };
}
