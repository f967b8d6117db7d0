import { useCallback, useMemo } from 'react';
import { eventListReducer, stateFromParams, stateToParams, type EventListAction, type EventListState } from './listState';
import { useParamsWriter } from '../../../shared/useParamsWriter';

/**
 * The event list's state kept in the URL's search params (issue #9 §1): filters, sort, page and
 * page size survive a reload and travel with a shared link, and are remembered for this tab by the
 * route's RememberedList. Changes replace the history entry, so Back leaves the list.
 */
export function useListParams(): { state: EventListState; update: (action: EventListAction) => void; changing: () => boolean } {
  const { text, change, changing } = useParamsWriter();
  const state = useMemo(() => stateFromParams(new URLSearchParams(text)), [text]);
  // `update` keeps its identity (screens pass it to effects). An action that changes nothing
  // navigates nowhere: the filters' effect on mount (search '') would otherwise take back a
  // navigation the user started meanwhile (a menu click, a link) to the list.
  const update = useCallback(
    (action: EventListAction) =>
      change((current) => {
        const before = stateFromParams(current);
        const after = eventListReducer(before, action);
        return after === before ? null : stateToParams(after);
      }),
    [change],
  );
  return { state, update, changing };
}
