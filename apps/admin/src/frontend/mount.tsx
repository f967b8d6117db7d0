import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { FRONTEND_CONTAINERS } from '@eventory/core';
import { theme } from '../app/theme';
import { MotionConfigProvider } from '../app/MotionConfigProvider';
import { FORM_CONFIG } from '../shared/formConfig';
import { keepScrollingTablesFocusable } from '../app/scrollableTables';
import { activatePageLanguage } from './language';
import { createSessionStore, type FrontendSession } from './session';
import { SessionContext } from './sessionContext';
import { VendorDashboard } from './VendorDashboard';
import { VendorAttendees } from './VendorAttendees';
import { FrontendAttendeeList } from './FrontendAttendeeList';
import '../app/antdFixes.css';
import './frontend.css';

/** The admin's theme, with the styles generated at run time (a public page has no admin stylesheet). */
const FRONTEND_THEME = { ...theme, zeroRuntime: false };

/**
 * Renders into each container the page holds (core's FRONTEND_CONTAINERS), in the page's language
 * and direction once its catalogue has loaded (./language): one React root per container,
 * sharing one session and one query cache, so a login in the form shows the attendees too.
 * antd generates the styles of the components used (no admin stylesheet on a public page).
 */
export async function mountFrontend(initial: FrontendSession): Promise<void> {
  // The page's language, as the server wrote it in <html lang>: the mount is part of the page.
  const { direction, antdLocale } = await activatePageLanguage(document.documentElement.lang);
  const store = createSessionStore(initial);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } } });
  const render = (id: string, content: (container: HTMLElement) => ReactNode) => {
    const container = document.getElementById(id);
    if (!container) return;
    keepScrollingTablesFocusable(container);
    createRoot(container).render(
      <StrictMode>
        <MotionConfigProvider theme={FRONTEND_THEME} direction={direction} {...(antdLocale ? { locale: antdLocale } : {})} form={FORM_CONFIG}>
          <AntApp className="etn-frontend">
            <QueryClientProvider client={queryClient}>
              <SessionContext.Provider value={store}>{content(container)}</SessionContext.Provider>
            </QueryClientProvider>
          </AntApp>
        </MotionConfigProvider>
      </StrictMode>,
    );
  };
  render(FRONTEND_CONTAINERS.vendorForm, () => <VendorDashboard />);
  render(FRONTEND_CONTAINERS.vendorAttendees, () => <VendorAttendees />);
  render(FRONTEND_CONTAINERS.attendeeList, (container) => <FrontendAttendeeList eventId={Number(container.dataset.eventId)} />);
}
