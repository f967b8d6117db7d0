import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleCreateInput, rolePermissionsInput } from '@eventory/core';
import { actorOf } from '../audit/service.js';
import { RoleService } from './service.js';

const roleKey = z.string().trim().min(1, /*i18n*/ 'Give the role key').max(64, /*i18n*/ 'A role key has at most 64 characters');
const roleParams = z.object({ role: roleKey });
const keyParams = z.object({ key: roleKey });

/**
 * `/api/v2/permissions` (SPEC §6, §7; issue #5 "Access control"). Every route but `current-user`
 * and `roles` (any logged-in user: pickers use it) is for administrators only.
 * - `GET /current-user` → `{ ID, email, display_name, roles, is_super_admin, permissions }`
 * - `GET /roles` → `SiteRole[]`; `POST /roles {key, name}` → 201 `SiteRole` (409 duplicate key)
 * - `GET /` → the catalogue, capability key → label
 * - `GET /settings` → `RolePermissionEntry[]` for every role (empty `permissions`: no assignment)
 * - `POST /{role} {permissions}` adds an assignment (404 unknown role, 409 already assigned);
 *   `PUT /{role} {permissions}` replaces it (400 for none or unknown keys: 'Please select at least
 *   one permission!'; 422 for the Administrator below all)
 * - `DELETE /roles/{key}` → `{ deleted, role_removed }` (422 'The Administrator role cannot be deleted.')
 * Changes apply to the next request (capabilities are read per request) and are audited.
 */
const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new RoleService(app.db);
  const admin = { access: 'super_admin' as const };
  const tags = ['permissions'];

  app.get('/current-user', { config: { access: 'authenticated' }, schema: { tags, summary: 'Permissions of the current user' } }, (request) => {
    const user = request.user!;
    return { ID: user.id, email: user.email, display_name: user.display_name, roles: [user.role], is_super_admin: user.is_super_admin, permissions: user.permissions };
  });

  app.get('/roles', { config: { access: 'authenticated' }, schema: { tags, summary: 'All site roles' } }, () => service.roles());

  app.post('/roles', { config: admin, schema: { tags, summary: 'Add a site role (key, name)', body: roleCreateInput } }, async (request, reply) =>
    reply.status(201).send(await service.createRole(request.body, actorOf(request.user))),
  );

  app.get('/', { config: admin, schema: { tags, summary: 'The permission catalogue (key → label)' } }, () => service.catalogue());

  app.get('/settings', { config: admin, schema: { tags, summary: 'Every role with its permissions' } }, () => service.settings());

  app.post('/:role', { config: admin, schema: { tags, summary: 'Give a role its permissions', params: roleParams, body: rolePermissionsInput } }, async (request, reply) =>
    reply.status(201).send(await service.add(request.params.role, request.body.permissions, actorOf(request.user))),
  );

  app.put('/:role', { config: admin, schema: { tags, summary: 'Replace a role’s permissions', params: roleParams, body: rolePermissionsInput } }, (request) =>
    service.update(request.params.role, request.body.permissions, actorOf(request.user)),
  );

  app.delete('/roles/:key', { config: admin, schema: { tags, summary: 'Remove a role’s permissions (and an unused site role)', params: keyParams } }, (request) =>
    service.remove(request.params.key, actorOf(request.user)),
  );
};
export default permissionRoutes;
