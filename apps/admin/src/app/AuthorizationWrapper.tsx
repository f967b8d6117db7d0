import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { canAccessRoute, fallbackRoute } from '@eventory/core';
import { permissionsClient } from '../api/permissions';
import { bootstrap } from '../bootstrap';
import { ErrorBoundary } from './ErrorPage';
import { HeaderMenu } from './HeaderMenu';
import { PermissionsContext } from './permissions';

/** How long 'Access Denied! Redirecting...' shows before the redirect, ms. */
const REDIRECT_DELAY_MS = 1200;

export const currentUserKey = ['permissions', 'current-user'] as const;

function FullScreenSpinner({ tip }: { tip: string }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '80vh' }} role="status">
      <Spin size="large" />
      <div style={{ marginTop: 12 }}>{tip}</div>
    </div>
  );
}

function AccessDenied({ to }: { to: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (to) navigate(to, { replace: true });
      else window.location.href = bootstrap.siteUrl;
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [to, navigate]);
  return <Result status="403" title="Access Denied! Redirecting..." />;
}

/**
 * SPEC §2: loads the current user's permissions (full-screen 'Checking Authorization...' while
 * loading), provides the header menu and error page, and applies the route rule of SPEC §6.
 */
export function AuthorizationWrapper({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, error } = useQuery({ queryKey: currentUserKey, queryFn: permissionsClient.currentUser, staleTime: 60_000 });
  if (error) return <Result status="error" title="Could not check your permissions" subTitle={error.message} />;
  if (!data) return <FullScreenSpinner tip="Checking Authorization..." />;
  const allowed = canAccessRoute(location.pathname, data);
  return (
    <PermissionsContext.Provider value={data}>
      <HeaderMenu />
      <main style={{ padding: '16px 24px' }}>
        <ErrorBoundary key={location.pathname}>{allowed ? children : <AccessDenied to={fallbackRoute(data)} />}</ErrorBoundary>
      </main>
    </PermissionsContext.Provider>
  );
}
