import { i18n } from '@lingui/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Result } from 'antd';
import { bootstrap } from '../bootstrap';

/** How long 'Access Denied! Redirecting...' shows before the redirect, ms. */
const REDIRECT_DELAY_MS = 1200;

/**
 * SPEC §6: 'Access Denied! Redirecting...', then the first allowed route, or the site home when
 * `to` is null.
 */
export function AccessDenied({ to }: { to: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (to) navigate(to, { replace: true });
      else window.location.href = bootstrap.siteUrl;
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [to, navigate]);
  return <Result status="403" title={i18n._('Access Denied! Redirecting...')} />;
}

/** The error page: shown when a screen fails to render or permissions cannot load. */
export function ErrorPage({ title = i18n._('Something went wrong'), message }: { title?: string; message?: string }) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={message ?? i18n._('This screen could not be shown.')}
      extra={
        <Button type="primary" onClick={() => (window.location.hash = '#/events')}>
          {i18n._('Back to events')}
        </Button>
      }
    />
  );
}
