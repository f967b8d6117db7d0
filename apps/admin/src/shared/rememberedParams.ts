/** Where a list's last search params are kept for this tab, to restore them on coming back. */
const storageKey = (list: string) => `eventory.${list}.list`;

/** The search params the list `list` ('events', 'speakers', …) last showed in this tab ('' when none). */
export function rememberedListParams(list: string): string {
  try {
    return window.sessionStorage.getItem(storageKey(list)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `search` as the list's last search params of this tab. */
export function rememberListParams(list: string, search: string): void {
  try {
    window.sessionStorage.setItem(storageKey(list), search);
  } catch {
    // Storage refused (private mode): the URL still holds the state.
  }
}
