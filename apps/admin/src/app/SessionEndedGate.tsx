import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { sessionEnded } from '../api/sessionEnded';
import { withAntdStyles } from './antdStyles';

/** The dialog's code (a form, a modal) loads only when a session ends; if it cannot, the failed call's own error stays the word. */
const SessionEndedDialog = lazy(
  (): Promise<{ default: ComponentType }> => withAntdStyles(() => import('./SessionEndedDialog'))().catch(() => ({ default: () => null })),
);

/** Mounts the ended-session dialog (SessionEndedDialog.tsx) from the first time a session ends, and keeps it mounted. */
export function SessionEndedGate() {
  const ended = useSyncExternalStore(sessionEnded.subscribe, sessionEnded.get);
  const [needed, setNeeded] = useState(false);
  if (ended && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <SessionEndedDialog />
    </Suspense>
  ) : null;
}
