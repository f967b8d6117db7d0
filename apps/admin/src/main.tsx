import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { AuthorizationWrapper } from './app/AuthorizationWrapper';
import { AppRoutes } from './app/AppRoutes';
import { theme } from './app/theme';
import 'antd/dist/antd.css';
import './app/admin.css';
import { ApiError } from './api/client';
import { firstScreenReady, prefetchFirstScreen } from './app/prefetch';
import { bootstrap } from './bootstrap';
import { scannerLinkTarget } from './app/scannerLink';
import { keepScrollingTablesFocusable } from './app/scrollableTables';

/** Retries once for network and server failures; a 4xx answer will not change on retry. */
const retry = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false } },
});

const scannerTarget = scannerLinkTarget(window.location.href);
if (scannerTarget) window.history.replaceState(null, '', scannerTarget);

const prefetched = prefetchFirstScreen(queryClient, bootstrap, window.location.hash);

/**
 * A data router (so screens can ask before leaving with useBlocker) whose one splat route renders
 * the app; the route table stays in AppRoutes.
 * Kept only for `useBlocker` (the event editor's leave guard, useLeaveGuard.ts); nothing else needs a data router.
 */
const router = createHashRouter([
  {
    path: '*',
    element: (
      <AuthorizationWrapper>
        <AppRoutes />
      </AuthorizationWrapper>
    ),
  },
]);

/** How long the first render waits for the first screen's data before showing its spinner. */
const FIRST_SCREEN_WAIT_MS = 1_000;

const container = document.getElementById('eventory-admin');
if (container) {
  keepScrollingTablesFocusable(container);
  // Not a top-level await: that changes how the bundler splits the entry (+24 kB on the wire).
  void firstScreenReady(prefetched, FIRST_SCREEN_WAIT_MS).then(() =>
    createRoot(container).render(
      <StrictMode>
        <ConfigProvider theme={theme} table={{ scroll: { x: 'max-content' } }}>
          <AntApp>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </AntApp>
        </ConfigProvider>
      </StrictMode>,
    ),
  );
}
