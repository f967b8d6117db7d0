import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { eventListReducer, stateFromParams, stateToParams, type EventListAction, type EventListState } from './listState';

/** Where the list's last search params are kept for this tab, to restore them on coming back. */
const STORAGE_KEY = 'eventory.events.list';

function remembered(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function remember(search: string) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, search);
  } catch {
    // Storage refused (private mode): the URL still holds the state.
  }
}

/** The list's search params this tab last showed ('' when none), to restore on coming back. */
export function rememberedListParams(): string {
  return remembered();
}

/**
 * The event list's state kept in the URL's search params (issue #9 §1): filters, sort, page and
 * page size survive a reload and travel with a shared link, and are remembered for this tab (see
 * {@link rememberedListParams}). Changes replace the history entry, so Back leaves the list.
 */
export function useListParams(): { state: EventListState; update: (action: EventListAction) => void } {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  useEffect(() => remember(text), [text]);
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
