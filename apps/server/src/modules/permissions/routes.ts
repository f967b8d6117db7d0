import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `/api/v2/permissions` (SPEC §7). `current-user` → `{ is_super_admin, permissions }` of the
 * logged-in user; `roles` → the site roles `{ key, name }` (for pickers).
 */
const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/current-user', { config: { access: 'authenticated' }, schema: { tags: ['permissions'], summary: 'Permissions of the current user' } }, (request) => {
    const user = request.user!;
    return { ID: user.id, email: user.email, display_name: user.display_name, roles: [user.role], is_super_admin: user.is_super_admin, permissions: user.permissions };
  });
  app.get('/roles', { config: { access: 'authenticated' }, schema: { tags: ['permissions'], summary: 'All roles' } }, async () =>
    app.db.selectFrom('roles').select(['key', 'name']).orderBy('builtin', 'desc').orderBy('key').execute(),
  );
};
export default permissionRoutes;
