import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from './Redirect';
import { rememberedListParams, rememberListParams } from './rememberedParams';

/**
 * A list route that keeps its state in the URL's search params (useUrlPagedFilters, the event
 * list's useListParams): every search it shows is remembered for this tab under `list`, and opened
 * without any (the menu, an editor's Go Back, Save or Cancel) it first restores the params this
 * tab last showed (filters, search, sort, page; see rememberedParams.ts), so coming back from
 * editing row 37 on page 4 lands on page 4 (issue #9 §1). Once shown, a link to the bare route (the
 * menu while on the list) resets it, as a reader expects. Give it `key={list}` where one route
 * shows several lists (one per event), so a new list restores its own state.
 */
export function RememberedList({ list, children }: { list: string; children: ReactNode }) {
  const { search } = useLocation();
  const restore = useRef(search === '' ? rememberedListParams(list) : '');
  const restoring = restore.current !== '' && search === '';
  if (!restoring) restore.current = '';
  useEffect(() => {
    if (!restoring) rememberListParams(list, new URLSearchParams(search).toString());
  }, [list, search, restoring]);
  return restoring ? <Redirect to={{ search: restore.current }} /> : children;
}

/** `Screen` as a {@link RememberedList} route remembered under `list` ('speakers', 'audit', …). */
export function rememberedList(list: string, Screen: ComponentType): ComponentType {
  const Route = () => (
    <RememberedList list={list}>
      <Screen />
    </RememberedList>
  );
  Route.displayName = `RememberedList(${list})`;
  return Route;
}
