import { createContext, useContext, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bootstrap } from '../bootstrap';
import type { FrontendSession, SessionStore } from './session';

export const SessionContext = createContext<SessionStore | null>(null);

/**
 * The page's session and how to change it: `start` after a login, `end` after a logout. Either
 * updates the API client's nonce and drops every cached answer (they belonged to the other user).
 */
export function useSession() {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs the front-end mount’s SessionContext');
  const session = useSyncExternalStore(store.subscribe, store.get);
  const queryClient = useQueryClient();
  const change = (next: FrontendSession) => {
    bootstrap.nonce = next.nonce;
    if (next.user) bootstrap.user = next.user;
    queryClient.clear();
    store.set(next);
  };
  return {
    user: session.user,
    start: (user: NonNullable<FrontendSession['user']>, nonce: string) => change({ user, nonce }),
    end: () => change({ user: null, nonce: '' }),
  };
}
