import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { useDebouncedValue } from './listControls';

/**
 * A list's search box bound to the search its URL holds (`urlSearch`): what is typed is sent
 * (`send`, trimmed) once typing has stopped for SEARCH_DEBOUNCE_MS, or at once by `searchNow`
 * (Enter); a search the URL gets from elsewhere (the menu's link to the bare list, Back, a reload)
 * shows in the box. Before, the box kept the old words after the menu's link had reset the list,
 * and the next key searched for them again. `changing()` says a change of the URL is on its way
 * (see useParamsWriter): until it lands, the URL still shows the search before it.
 */
export function useSearchBox(urlSearch: string, changing: () => boolean, send: (search: string) => void) {
  const [text, setText] = useState(urlSearch);
  // The search the box and the URL last agreed on: a settled URL search other than it came from outside.
  const [agreed, setAgreed] = useState(urlSearch);
  if (!changing() && urlSearch !== agreed) {
    setAgreed(urlSearch);
    setText(urlSearch);
  }
  const latest = useRef({ agreed, send });
  latest.current = { agreed, send };
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const submit = (search: string) => {
    if (search === latest.current.agreed) return;
    setAgreed(search);
    latest.current.send(search);
  };
  const submitDebounced = useRef(submit);
  submitDebounced.current = submit;
  useEffect(() => submitDebounced.current(debounced), [debounced]);
  return { text, setText, searchNow: () => submit(text.trim()) };
}
