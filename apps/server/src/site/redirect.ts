/** An origin no request has: relative targets resolve against it, anything that leaves it is refused. */
const HOME = new URL('http://eventory.invalid');

/**
 * The same-site path to send a user to after login, or `fallback`. `next` is resolved the way a
 * browser resolves a `Location` (backslashes read as slashes, tabs and newlines dropped, `//host`
 * a host), so `/\evil.example`, `//evil`, `/..//evil`, `https://evil`, `javascript:` and the like
 * are refused; what is kept comes back normalised (path, query and fragment only). Issue #9 §6.6.
 */
export function safeNext(next: string, fallback = '/admin'): string {
  if (!next.startsWith('/')) return fallback;
  let target: URL;
  try {
    target = new URL(next, HOME);
  } catch {
    return fallback;
  }
  // Dot segments can normalise to a `//host` path (`/..//evil`), which a browser reads as a host.
  if (target.origin !== HOME.origin || target.pathname.startsWith('//')) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
