/** Where the list's last search params are kept for this tab, to restore them on coming back. */
const STORAGE_KEY = 'eventory.events.list';

/** The list's search params this tab last showed ('' when none), to restore on coming back. */
export function rememberedListParams(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `search` as the list's last search params of this tab. */
export function rememberListParams(search: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, search);
  } catch {
    // Storage refused (private mode): the URL still holds the state.
  }
}
