import { i18n } from '@lingui/core';
import { useRouteError } from 'react-router-dom';
import { Button } from 'antd';

/**
 * The last resort when a screen cannot be shown at all, not even its error page (its files are
 * gone twice in a row, see lazyScreen): what happened and a way on, instead of the router's
 * developer page. Loaded with the entry, so it never needs a file of its own.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <main role="alert" style={{ maxWidth: 560, margin: '10vh auto', padding: 24, textAlign: 'center' }}>
      <h1 style={{ fontSize: 22 }}>{i18n._('This screen could not be shown')}</h1>
      <p>{i18n._('Eventory may have been updated meanwhile. Reload the page; if this stays, tell your administrator.')}</p>
      {error instanceof Error && <p style={{ color: '#595959' }}>{error.message}</p>}
      <Button type="primary" onClick={() => window.location.reload()}>
        {i18n._('Reload')}
      </Button>
    </main>
  );
}
