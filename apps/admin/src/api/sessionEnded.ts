/**
 * Whether an API call has found the page's session ended: the server answered 401 `not_logged_in`
 * (a log-out in another tab, an expired session, a password changed by an administrator). The admin
 * then asks for the password in a dialog (app/SessionEndedDialog.tsx), so an unsaved edit survives:
 * before, the only way on was the login page, whose new session also made the page's CSRF nonce
 * stale, so the edit could not be saved from this page at all.
 */
let ended = false;
const listeners = new Set<() => void>();

export const sessionEnded = {
  get: (): boolean => ended,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(value: boolean): void {
    if (ended === value) return;
    ended = value;
    for (const listener of listeners) listener();
  },
};
