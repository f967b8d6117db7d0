import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasCapability, mayManageTaxonomies, TAXONOMY_READ_ONLY_REFUSAL, type Capability } from '@eventory/core';
import { resolveSession, type CurrentUser, type SessionInfo } from '../modules/auth/service.js';
import { resolveApiToken } from '../modules/tokens/service.js';
import { AppError } from './errors.js';
import { invalidateCounts } from '../db/countCache.js';

/**
 * Who may call a route. Every `/api/` route declares one in `config.access`; the route table is the
 * single source the server enforces (and the route × role tests walk).
 * - a capability key: a logged-in user whose role holds it (super admins hold all)
 * - a list of capability keys: a logged-in user whose role holds any of them
 * - `{ allOf }`: a logged-in user whose role holds every one of them (a route whose writes span
 *   several areas, e.g. the conference import: issue #9 §6.3)
 * - 'manage_taxonomies': a logged-in user who may change categories and tags (core's
 *   `mayManageTaxonomies`: etn_manage_event, and not a vendor; issue #11 §5)
 * - 'authenticated': any logged-in user
 * - 'super_admin': administrators only
 * - 'public': anyone
 */
export type Access = Capability | readonly Capability[] | { allOf: readonly Capability[] } | 'manage_taxonomies' | 'authenticated' | 'super_admin' | 'public';

/** One API route and who may call it: the route table the server enforces and the tests walk. */
export interface RouteAccess {
  method: string;
  /** The route's path pattern, e.g. `/api/v2/events/:id`. */
  url: string;
  access: Access;
  /** True when the route changes data (non-GET, or a GET declared `mutates`): it needs the CSRF header. */
  mutates: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api/v2` route with its declared access, in registration order. */
    routeAccess: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A GET that changes data (SPEC's `GET {id}/clone`): it needs the CSRF header too. */
    mutates?: boolean;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    session: SessionInfo | null;
    /** The personal API token the request came with (`Authorization: Bearer`), else null. */
    apiTokenId: number | null;
  }
}

export const SESSION_COOKIE = 'eventory_session';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token of an `Authorization: Bearer <token>` header, or null without one. */
export function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/** Capability keys as a message lists them: `"etn_manage_event", "etn_manage_order"`. */
const quoted = (capabilities: readonly string[]) => capabilities.map((c) => `"${c}"`).join(', ');

/** Throws the 401/403 a user without the access gets (messages a person can act on). */
export function assertAccess(user: CurrentUser | null, access: Access): void {
  if (access === 'public') return;
  if (!user) throw new AppError(401, 'not_logged_in', /*i18n*/ 'Please log in to continue.');
  if (access === 'authenticated') return;
  if (access === 'super_admin') {
    if (!user.is_super_admin) throw new AppError(403, 'forbidden', /*i18n*/ 'Only administrators may do this.');
    return;
  }
  if (access === 'manage_taxonomies') {
    assertAccess(user, 'etn_manage_event');
    if (!mayManageTaxonomies({ ...user, roles: [user.role] })) throw new AppError(403, 'forbidden', TAXONOMY_READ_ONLY_REFUSAL);
    return;
  }
  if (typeof access !== 'string' && 'allOf' in access) {
    const missing = access.allOf.filter((capability) => !hasCapability(user, capability));
    if (missing.length > 0) {
      throw new AppError(403, 'forbidden', /*i18n*/ {
        id: 'This needs the permissions {needed}; your role lacks {missing}. Ask an administrator.',
        values: { needed: quoted(access.allOf), missing: quoted(missing) },
      });
    }
    return;
  }
  if (typeof access !== 'string') {
    if (!access.some((capability) => hasCapability(user, capability))) {
      throw new AppError(403, 'forbidden', /*i18n*/ { id: 'Your role has none of the permissions needed for this ({needed}). Ask an administrator.', values: { needed: quoted(access) } });
    }
    return;
  }
  if (!hasCapability(user, access)) {
    throw new AppError(403, 'forbidden', /*i18n*/ { id: 'Your role does not have the "{permission}" permission needed for this. Ask an administrator.', values: { permission: access } });
  }
}

/** True for requests that may change data: every non-GET, and GETs declared `mutates`. */
function changesDataOf(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method) || request.routeOptions.config?.mutates === true;
}

async function accessPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('apiTokenId', null);

  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v2/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${method} ${route.url} declares no access`);
      table.push({ method, url: route.url, access, mutates: !SAFE_METHODS.has(method) || route.config?.mutates === true });
    }
  });

  // Runs before body parsing and validation: a caller without access learns nothing about the input.
  // An API route called with a bearer token acts as the token's user, whatever cookie comes along;
  // a bearer is not sent by browsers on their own, so it needs no CSRF header (issue #5 "API tokens").
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const bearer = request.routeOptions.config?.access ? bearerOf(request) : null;
    const token = request.cookies[SESSION_COOKIE];
    if (bearer !== null) {
      const resolved = await resolveApiToken(app.db, bearer);
      request.user = resolved.user;
      request.apiTokenId = resolved.tokenId;
    } else if (token) {
      const resolved = await resolveSession(app.db, app.dialect, token);
      if (resolved) {
        request.user = resolved.user;
        request.session = resolved.session;
      }
    }
    const access = request.routeOptions.config?.access;
    if (!access) return;
    assertAccess(request.user, access);
    const changesData = changesDataOf(request);
    if (access !== 'public' && request.session && changesData) {
      if (request.headers[CSRF_HEADER] !== request.session.csrf_token) {
        throw new AppError(403, 'invalid_csrf', /*i18n*/ 'Your session token is missing or out of date. Reload the page and try again.');
      }
    }
  });

  // A successful change drops cached totals and list answers before the client hears back, so the
  // list it fetches next is fresh (services also invalidate after their commits, e.g. the CLI import).
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode < 400 && request.routeOptions.config?.access && changesDataOf(request)) invalidateCounts(app.db);
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['@fastify/cookie'] });
