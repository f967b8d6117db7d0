import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from './Redirect';
import { rememberedListParams } from './rememberedParams';

/**
 * A list route that keeps its state in the URL's search params: opened without any (the menu, an
 * editor's Go Back, Save or Cancel), it first restores the params this tab last showed for `list`
 * (filters, search, sort, page; see rememberedParams.ts), so coming back from editing row 37 on
 * page 4 lands on page 4 (issue #9 §1). Once shown, a link to the bare route (the menu while on the
 * list) resets it, as a reader expects.
 */
export function RememberedList({ list, children }: { list: string; children: ReactNode }) {
  const { search } = useLocation();
  const restore = useRef(search === '' ? rememberedListParams(list) : '');
  if (restore.current && search === '') return <Redirect to={{ search: restore.current }} />;
  restore.current = '';
  return children;
}
