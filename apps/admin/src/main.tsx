import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { AuthorizationWrapper } from './app/AuthorizationWrapper';
import { AppRoutes } from './app/AppRoutes';
import { theme } from './app/theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

const container = document.getElementById('eventory-admin');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ConfigProvider theme={theme}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <HashRouter>
              <AuthorizationWrapper>
                <AppRoutes />
              </AuthorizationWrapper>
            </HashRouter>
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </StrictMode>,
  );
}
