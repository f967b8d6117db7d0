import { lazy, type ComponentType } from 'react';
import { withAntdStyles } from './antdStyles';

/** How soon after a reload for a missing file another is allowed, ms: a build that really lacks a file must not reload forever. */
const RELOAD_PAUSE_MS = 10_000;
const LAST_RELOAD_KEY = 'eventory.reloadedForNewVersion';

/**
 * Reloads the page for a code file that did not load, once per RELOAD_PAUSE_MS; false when it
 * did not (reloaded moments ago, or storage refused).
 */
function reloadForNewVersion(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_PAUSE_MS) return false;
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * A component loaded when first shown, with antd's whole stylesheet (the first screen's part is
 * not enough). After a new version is deployed, a tab opened before asks for the old build's
 * files, which the server no longer has (404): the page then reloads on the same URL (screen and
 * filters kept) and gets the new build. A second failure within RELOAD_PAUSE_MS is thrown, for
 * the error page to say.
 */
/** `T`: any component, as React.lazy takes. */
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const loadWithStyles = withAntdStyles(load);
  return lazy(() =>
    loadWithStyles().catch((error: unknown): Promise<{ default: T }> => {
      if (!reloadForNewVersion()) throw error;
      // The page is going away: nothing to show meanwhile but the screen's spinner.
      return new Promise(() => {});
    }),
  );
}
