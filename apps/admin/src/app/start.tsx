import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MotionConfigProvider } from './MotionConfigProvider';
import { FORM_CONFIG } from '../shared/formConfig';
import { AuthorizationWrapper } from './AuthorizationWrapper';
import { AppRoutes } from './AppRoutes';
import { RouteError } from './RouteError';
import { SessionEndedGate } from './SessionEndedGate';
import { theme } from './theme';
import { ApiError } from '../api/client';
import type { FirstScreenRequests } from './firstRequests';
import { firstScreenReady, prefetchFirstScreen } from './prefetch';
import { keepScrollingTablesFocusable } from './scrollableTables';
import { installTypedUrlGuard } from './typedUrlGuard';
import { activateLanguage } from './i18n';
import { adminLanguage } from './languageFiles';
import { bootstrap } from '../bootstrap';
import { useAntdStylesAfterPaint } from './antdStyles';
import './antdFixes.css';
import './admin.css';

/** Retries once for network and server failures; a 4xx answer will not change on retry. */
const retry = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false } },
});

/**
 * A data router (so screens can ask before leaving with useBlocker) whose one splat route renders
 * the app; the route table stays in AppRoutes.
 * Kept only for `useBlocker` (the editors' leave guard, shared/useLeaveGuard.ts); nothing else needs a data router.
 */
installTypedUrlGuard();
const router = createHashRouter([
  {
    path: '*',
    errorElement: <RouteError />,
    element: (
      <AuthorizationWrapper>
        <AppRoutes />
      </AuthorizationWrapper>
    ),
  },
]);

/** Renders nothing; loads antd's whole stylesheet once the first screen has been painted. */
function AntdStylesAfterPaint() {
  useAntdStylesAfterPaint();
  return null;
}

/** How long the first render waits for the first screen's data before showing its spinner. */
const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * Renders the admin into `#eventory-admin` in the user's language once its catalogue has loaded
 * and the first screen's requests (sent by the entry, src/main.tsx) have answered, or after
 * FIRST_SCREEN_WAIT_MS.
 */
export function startAdmin(requests: FirstScreenRequests): void {
  const container = document.getElementById('eventory-admin');
  if (!container) return;
  keepScrollingTablesFocusable(container);
  const prefetched = prefetchFirstScreen(queryClient, requests);
  const language = activateLanguage(adminLanguage(bootstrap));
  // The active language's catalogue is needed for the first render's text: it waits for it. antd
  // keeps its own English unless given a locale (an explicit undefined loses it).
  void Promise.all([language, firstScreenReady(prefetched, FIRST_SCREEN_WAIT_MS)]).then(([locale]) =>
    createRoot(container).render(
      <StrictMode>
        <MotionConfigProvider theme={theme} {...(locale ? { locale } : {})} table={{ scroll: { x: 'max-content' } }} form={FORM_CONFIG}>
          <AntApp>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
              <SessionEndedGate />
            </QueryClientProvider>
            <AntdStylesAfterPaint />
          </AntApp>
        </MotionConfigProvider>
      </StrictMode>,
    ),
  );
}
