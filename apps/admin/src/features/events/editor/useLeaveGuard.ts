import { useEffect } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import { App } from 'antd';

/**
 * Asks before leaving a screen with unsaved changes: an in-app navigation (a link, the header's Go
 * Back, the browser's back button) waits for 'Leave' in a confirm dialog, and closing or reloading
 * the tab gets the browser's own prompt.
 * @param unsaved whether there is anything to lose
 * @param stays true for a path that keeps the changes (e.g. another section of the same editor)
 */
export function useLeaveGuard(unsaved: boolean, stays: (pathname: string) => boolean) {
  const { modal } = App.useApp();
  const blocker = useBlocker(({ nextLocation }) => unsaved && !stays(nextLocation.pathname));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: 'Leave without saving?',
      content: 'Your changes to this event are not saved yet. If you leave now, they are lost.',
      okText: 'Leave',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal]);

  useBeforeUnload((event) => {
    if (!unsaved) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  });
}
