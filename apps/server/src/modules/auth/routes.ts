import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../http/access.js';
import { siteCookie } from '../../http/cookies.js';
import { SESSION_TTL_MS, login, logout } from './service.js';

export const loginBody = z.object({
  email: z.string({ message: /*i18n*/ 'Enter your email' }).trim().min(1, /*i18n*/ 'Enter your email').max(320),
  password: z.string({ message: /*i18n*/ 'Enter your password' }).min(1, /*i18n*/ 'Enter your password').max(200),
});

/** Sets the session cookie (see `siteCookie`), for the session's lifetime. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, siteCookie(request, SESSION_TTL_MS / 1000));
}

/**
 * `POST /api/v2/auth/login {email, password}` → session cookie + `{ user, nonce }` (the nonce is
 * the `X-CSRF-Token` of later state-changing calls); 401 on a wrong email or password, 429 when
 * rate-limited (one limit shared with the login form: loginLimit.ts). `POST /api/v2/auth/logout`
 * ends the session. `GET /api/v2/auth/session` → `{ user, nonce }` of the cookie's session (401
 * without one; nonce null for a bearer token): how the front-end mount on a public page (issue #11
 * §5), which no host hands a bootstrap object, learns who is logged in and its CSRF token.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Log in', body: loginBody },
    },
    async (request, reply) => {
      await app.countLoginAttempt(request);
      const result = await login(app.db, app.dialect, request.body.email, request.body.password);
      setSessionCookie(request, reply, result.token);
      return { user: result.user, nonce: result.nonce };
    },
  );
  app.get('/session', { config: { access: 'authenticated' }, schema: { tags: ['auth'], summary: 'The current session: user and CSRF nonce' } }, (request) => ({
    user: request.user!,
    nonce: request.session?.csrf_token ?? null,
  }));
  app.post('/logout', { config: { access: 'authenticated' }, schema: { tags: ['auth'], summary: 'Log out' } }, async (request, reply) => {
    if (request.session) await logout(app.db, request.session.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
};
export default authRoutes;
