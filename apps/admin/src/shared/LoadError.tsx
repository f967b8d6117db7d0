import { i18n } from '@lingui/core';
import { Alert, Button } from 'antd';
import { ApiError } from '../api/client';
import { nounText } from './listNouns';

/** The login page, coming back to the screen shown (login.js and safeNext keep the hash route). */
export function loginUrl(hash: string = window.location.hash): string {
  return `/login?next=${encodeURIComponent(`/admin${hash}`)}`;
}

/**
 * A list's load failure: the server's message and a Retry button; 'Log in' instead when the session
 * has ended (401: walk C, a log-out in another tab left only Retry, which could not help). Renders
 * nothing without an error.
 */
export function LoadError({ what, error, onRetry }: { what: string; error: Error | null; onRetry: () => unknown }) {
  if (!error) return null;
  const loggedOut = error instanceof ApiError && error.status === 401;
  return (
    <Alert
      type="error"
      showIcon
      title={i18n._('Could not load the {what}.', { what: nounText(what) })}
      description={error.message}
      action={loggedOut ? <Button href={loginUrl()}>{i18n._('Log in')}</Button> : <Button onClick={() => void onRetry()}>{i18n._('Retry')}</Button>}
    />
  );
}
