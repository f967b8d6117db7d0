import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Answers the params to go to from `current`, or null to stay. */
export type ParamsChange = (current: URLSearchParams) => URLSearchParams | null;

/**
 * A list screen's URL search params (`text`, as `toString()` writes them) and `change`, which
 * replaces the history entry (Back leaves the list). A change builds on the params last asked for
 * until the URL has moved, not on those of the last render: two changes in a row (a page click
 * right after a page size change, before its render) would otherwise undo the first ('Showing
 * 1 - 10' where 'Showing 21 - 23' was asked). `change` keeps its identity; `changing()` says whether
 * a change is still on its way (the URL shows the params before it). A change to the same params
 * navigates nowhere (a navigation would take back one the user started meanwhile).
 */
export function useParamsWriter(): { text: string; change: (change: ParamsChange) => void; changing: () => boolean } {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const latest = useRef({ text, setParams });
  latest.current = { text, setParams };
  const pending = useRef<{ from: string; to: string } | null>(null);
  if (pending.current && pending.current.from !== text) pending.current = null;
  const change = useCallback((changeOf: ParamsChange) => {
    const base = pending.current?.to ?? latest.current.text;
    const next = changeOf(new URLSearchParams(base));
    if (next === null || next.toString() === base) return;
    pending.current = { from: latest.current.text, to: next.toString() };
    latest.current.setParams(next, { replace: true });
  }, []);
  const changing = useCallback(() => pending.current !== null, []);
  return { text, change, changing };
}
