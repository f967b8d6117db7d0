/**
 * A URL typed in the address bar that only changes the hash (`/admin#/speakers` while the event
 * editor is open) is a history entry the router did not make: react-router's blocker cannot stop
 * it, so it would leave a screen with unsaved changes without asking. While a screen guards its
 * changes ({@link guardTypedUrls}), such an entry is caught before the router sees it, the screen's
 * URL is put back, and the typed route is handed to the screen, which navigates through the router
 * (and so through its blocker's 'Leave without saving?').
 */

/** The entry the guarded screen is on: the router's history state and the full URL. */
interface GuardedEntry {
  state: unknown;
  url: string;
}

let guard: { entry: GuardedEntry; onTypedRoute: (route: string) => void } | null = null;

/** Whether a history state was made by the router (it numbers its entries with `idx`). */
const madeByRouter = (state: unknown) => typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number';

/**
 * Listens for typed URLs. Call once, before the router is created: the router listens to the same
 * `popstate` events, and only a listener added before it can keep an event from reaching it.
 */
export function installTypedUrlGuard(): void {
  window.addEventListener('popstate', (event) => {
    if (!guard || madeByRouter(window.history.state)) return;
    event.stopImmediatePropagation();
    const route = window.location.hash.slice(1) || '/';
    window.history.replaceState(guard.entry.state, '', guard.entry.url);
    guard.onTypedRoute(route);
  });
}

/**
 * Guards the current entry (call again after each navigation): a typed URL is undone and its route
 * given to `onTypedRoute`. Answers the function that ends the guard.
 */
export function guardTypedUrls(onTypedRoute: (route: string) => void): () => void {
  const own = { entry: { state: window.history.state as unknown, url: window.location.href }, onTypedRoute };
  guard = own;
  return () => {
    if (guard === own) guard = null;
  };
}
