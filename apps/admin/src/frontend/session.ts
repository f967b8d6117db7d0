import type { Bootstrap, BootstrapUser } from '../bootstrap';

/**
 * The front-end mount's session (issue #11 §5). A public page has no host handing it the admin's
 * bootstrap object, so the mount asks the server who is logged in (`GET /api/v2/auth/session`)
 * and writes the bootstrap block the API client reads; a login on the page updates both.
 * This module stays free of React and antd: the entry imports it before loading the mount.
 */

/** The API base the mount calls; the same server as the page. */
export const API_BASE = '/api/v2';

/** Who is logged in (null: nobody) and the CSRF nonce of their session. */
export interface FrontendSession {
  user: BootstrapUser | null;
  nonce: string;
}

/** Nobody logged in. */
export const LOGGED_OUT: FrontendSession = { user: null, nonce: '' };

/** The session of the page's cookie, or a logged-out one (401, or any failure to ask). */
export async function readSession(): Promise<FrontendSession> {
  try {
    const response = await fetch(`${API_BASE}/auth/session`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return LOGGED_OUT;
    const body = (await response.json()) as { user: BootstrapUser; nonce: string | null };
    return { user: body.user, nonce: body.nonce ?? '' };
  } catch {
    return LOGGED_OUT;
  }
}

/** Writes the bootstrap block (`#eventory-bootstrap`) the admin's API client reads on import. */
export function provideBootstrap(session: FrontendSession): void {
  if (document.getElementById('eventory-bootstrap')) return;
  const origin = window.location.origin;
  const value: Omit<Bootstrap, 'user' | 'settings'> & { user: BootstrapUser | null; settings: Record<string, never> } = {
    apiBase: API_BASE,
    nonce: session.nonce,
    adminUrl: `${origin}/admin`,
    siteUrl: origin,
    user: session.user,
    settings: {},
  };
  const node = document.createElement('script');
  node.type = 'application/json';
  node.id = 'eventory-bootstrap';
  node.textContent = JSON.stringify(value);
  document.head.append(node);
}

type Listener = () => void;

/** The page's one session, shared by every container the mount renders into. */
export function createSessionStore(initial: FrontendSession) {
  let current = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    set(next: FrontendSession) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
