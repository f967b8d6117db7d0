import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one login attempt against the caller's address and the account named in the body's
     * `email`; throws 429 `too_many_logins` once either passed `LOGIN_RATE_LIMIT` in the minute.
     */
    countLoginAttempt(request: FastifyRequest): Promise<void>;
  }
}

/** The account a login attempt names: its email as the users table keys it (trimmed, lowercase). */
function accountOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

/**
 * One login limit for the form (`POST /login`) and the API (`POST /api/v2/auth/login`): both count
 * against the same two windows, per client address and per account, so alternating between them
 * or between addresses gains no guesses (issue #9 §6.10). Counters live in the database
 * (http/rateLimitStore.ts), as the other rate limits' do, so N servers share the limit.
 */
async function loginLimit(app: FastifyInstance) {
  const window = { max: app.config.loginRateLimit, timeWindow: '1 minute' };
  const limits = [app.createRateLimit(window), app.createRateLimit({ ...window, keyGenerator: accountOf })];
  app.decorate('countLoginAttempt', async (request: FastifyRequest) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, 'too_many_logins', /*i18n*/ 'Too many requests. Please wait a minute and try again.');
      }
    }
  });
}

export default fp(loginLimit, { name: 'login-limit', dependencies: ['@fastify/rate-limit'] });
