import { useEffect } from 'react';
import { useLocation, useNavigate, type To } from 'react-router-dom';

/** A path as written in the address bar or as the router holds it, decoded when it can be. */
function plainPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The route the address bar shows now (`#/speakers?x` → `/speakers`), which can be ahead of the router's. */
const addressPathname = () => plainPath(window.location.hash.replace(/^#/, '').split(/[?#]/)[0] || '/');

/**
 * Goes to `to`, replacing the history entry, as react-router's `<Navigate replace>` does, but gives
 * way to a navigation that happened meanwhile. `<Navigate>` navigates in an effect after the render
 * that asked for it; when the address changed in between (a link followed, a route typed or opened
 * by a test while the admin was starting), it overwrote that change and sent the user back to
 * Events. Renders nothing.
 */
export function Redirect({ to }: { to: To }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (addressPathname() === plainPath(pathname)) navigate(to, { replace: true });
  }, [navigate, pathname, to]);
  return null;
}
