import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * How the server's own cookies are set (the session, the visitor's language): for the whole site,
 * out of scripts' reach (httpOnly), sent on top-level navigation from other sites but not on their
 * requests (SameSite=Lax), and Secure over HTTPS. `maxAgeS`: lifetime in seconds.
 */
export function siteCookie(request: Pick<FastifyRequest, 'protocol'>, maxAgeS: number): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: maxAgeS };
}
