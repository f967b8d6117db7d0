import { useCallback, useSyncExternalStore } from 'react';

/** antd's `md` breakpoint (screenMD): phones are below it. */
export const MD_AND_UP = '(min-width: 768px)';
/** antd's `lg` breakpoint (screenLG): the admin's menu beside a table of ~900 px fits from here up. */
export const LG_AND_UP = '(min-width: 992px)';

const queries = new Map<string, MediaQueryList>();

function mediaQuery(query: string): MediaQueryList {
  let list = queries.get(query);
  if (!list) {
    list = window.matchMedia(query);
    queries.set(query, list);
  }
  return list;
}

/**
 * Whether the window matches a media `query` (e.g. MD_AND_UP), kept up to date. Unlike antd's
 * `Grid.useBreakpoint()`, which answers `{}` on its first render and then renders its component
 * again, it is right from the first render: the event list's rows render once, not twice, before
 * they are first painted.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQuery(query).matches);
}

/** True on screens at least antd's `md` breakpoint wide (not a phone). */
export function useWideScreen(): boolean {
  return useMediaQuery(MD_AND_UP);
}
