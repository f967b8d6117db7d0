import { i18n } from '@lingui/core';
import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { canAccessRoute, fallbackRoute } from '@eventory/core';
import { permissionsClient } from '../api/permissions';
import { ErrorBoundary, LazyAccessDenied, LazyErrorPage } from './ErrorPage';
import { HeaderMenu } from './HeaderMenu';
import { PermissionsContext } from './permissions';
import { screenKey } from './screenKey';
import { screenTitle } from './screenNames';
import { focusIsNowhere } from '../shared/focus';

export const currentUserKey = ['permissions', 'current-user'] as const;

/** Dispatched on `window` after each move to another screen; the admin shell's menu listens for it. */
const SCREEN_CHANGE_EVENT = 'eventory:screenchange';

function FullScreenSpinner({ tip }: { tip: string }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '80vh' }} role="status">
      <Spin size="large" />
      <div style={{ marginTop: 12 }}>{tip}</div>
    </div>
  );
}

/** Permissions read less than this long ago (ms) are not read again before a screen is denied. */
const PERMISSIONS_RECHECK_MS = 2_000;

/**
 * After a move to another screen (a saved new event opening its editor, a booking's link), the
 * focus goes to the screen's main region when the move took it away, so the next Tab continues in
 * the new screen instead of at the top of the page (issue #9 §3, keyboard walk). A focus the new
 * screen set itself (a field's autofocus), or one left on the menu link that was followed, stays.
 */
function useFocusAfterScreenChange(pathname: string, main: RefObject<HTMLElement | null>) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      if (focusIsNowhere()) main.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}

/**
 * SPEC §2: loads the current user's permissions (full-screen 'Checking Authorization...' while
 * loading), provides the header menu and error page, applies the route rule of SPEC §6, and
 * names the screen in the browser tab (issue #9 §3).
 */
export function AuthorizationWrapper({ children }: { children: ReactNode }) {
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusAfterScreenChange(location.pathname, main);
  const { data, error, dataUpdatedAt, refetch } = useQuery({ queryKey: currentUserKey, queryFn: permissionsClient.currentUser, staleTime: 60_000 });
  // A screen the kept permissions deny is checked against fresh ones first: an administrator may have
  // just given the role that screen (walk C: 'Access Denied', then the site's home, until a reload).
  const recheck = data !== undefined && !canAccessRoute(location.pathname, data) && Date.now() - dataUpdatedAt > PERMISSIONS_RECHECK_MS;
  useEffect(() => {
    if (recheck) void refetch();
  }, [recheck, refetch]);
  useEffect(() => {
    document.title = screenTitle(location.pathname);
    // The router moves between screens with pushState, which fires no hashchange: tell the page's
    // shell (apps/server/public/admin-shell.js), which marks the menu entry of the screen shown.
    window.dispatchEvent(new Event(SCREEN_CHANGE_EVENT));
  }, [location.pathname]);
  if (error) {
    return (
      <Suspense fallback={null}>
        <LazyErrorPage title={i18n._('Could not check your permissions')} message={error.message} />
      </Suspense>
    );
  }
  if (!data || recheck) return <FullScreenSpinner tip={i18n._('Checking Authorization...')} />;
  const allowed = canAccessRoute(location.pathname, data);
  return (
    <PermissionsContext.Provider value={data}>
      <HeaderMenu />
      {/* Focusable by script only: the shell's 'Skip to content' link moves the focus here. */}
      <main ref={main} className="eventory-main" tabIndex={-1}>
        <ErrorBoundary key={screenKey(location.pathname)}>{allowed ? (
            children
          ) : (
            <Suspense fallback={<FullScreenSpinner tip={i18n._('Access Denied! Redirecting...')} />}>
              <LazyAccessDenied to={fallbackRoute(data)} />
            </Suspense>
          )}</ErrorBoundary>
      </main>
    </PermissionsContext.Provider>
  );
}
