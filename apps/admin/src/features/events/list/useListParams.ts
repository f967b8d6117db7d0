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
  // `update` keeps its identity (screens pass it to effects); it calls the latest setter, whose
  // `current` is the params of the latest render.
  const latest = useRef(setParams);
  latest.current = setParams;
  const update = useCallback(
    (action: EventListAction) =>
      latest.current(
        (current) => {
          const before = stateFromParams(current);
          const after = eventListReducer(before, action);
          return after === before ? current : stateToParams(after);
        },
        { replace: true },
      ),
    [],
  );
  return { state, update };
}
