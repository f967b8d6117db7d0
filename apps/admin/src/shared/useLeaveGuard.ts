import { i18n } from '@lingui/core';
import { useEffect } from 'react';
import { useBeforeUnload, useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { App } from 'antd';
import { guardTypedUrls } from '../app/typedUrlGuard';

/**
 * The admin route a click on a link opens inside this document, or null when the click is not
 * such a plain navigation: a link to `/admin#/<route>` (this page, another hash route) clicked
 * with the main button and no modifier key, not opening another window.
 */
function sameDocumentRoute(event: MouseEvent, current: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, current.href);
  const samePage = url.origin === current.origin && url.pathname === current.pathname && url.search === current.search;
  return samePage && url.hash.startsWith('#/') ? url.hash.slice(1) : null;
}

/**
 * Asks before leaving a screen with unsaved changes: an in-app navigation (a link, the header's Go
 * Back, the browser's back button, and the server-rendered left menu's `/admin#/…` links and
 * `/admin#/…` URLs typed in the address bar, which live outside React Router and are routed through
 * it here) waits for 'Leave' in a confirm dialog, and closing or reloading the tab gets the
 * browser's own prompt.
 * @param unsaved whether there is anything to lose
 * @param stays true for a path that keeps the changes (e.g. another section of the same editor)
 * @param what what the changes are to, named in the dialog in the active language (default: 'this event')
 */
export function useLeaveGuard(unsaved: boolean, stays: (pathname: string) => boolean, what = i18n._('this event')) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const blocker = useBlocker(({ nextLocation }) => unsaved && !stays(nextLocation.pathname));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: i18n._('Leave without saving?'),
      content: i18n._('Your changes to {what} are not saved yet. If you leave now, they are lost.', { what }),
      okText: i18n._('Leave'),
      okButtonProps: { danger: true },
      cancelText: i18n._('Cancel'),
      // Enter must not throw the edits away.
      autoFocusButton: 'cancel',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal, what]);

  // A plain hash change is a navigation the blocker cannot stop, so such links go through
  // navigate(). Listening on the document in the bubble phase (after React's root) leaves the
  // app's own <Link>s, which have already prevented the default and navigated, alone.
  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      const route = sameDocumentRoute(event, window.location);
      if (route === null) return;
      event.preventDefault();
      void navigate(route);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [unsaved, navigate]);

  const location = useLocation();
  useEffect(() => (unsaved ? guardTypedUrls((route) => void navigate(route)) : undefined), [unsaved, navigate, location]);

  useBeforeUnload((event) => {
    if (!unsaved) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  });
}
