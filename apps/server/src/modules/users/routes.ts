import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@eventory/core';
import { createUser, deleteUser, getUser, listUsers, updateUser, userCreate, userListQuery, userUpdate } from './service.js';
import { actorOf } from '../audit/service.js';
import { answerLanguage, translateMessage } from '../../i18n/apiMessages.js';
import { serverI18n } from '../../i18n/serverI18n.js';

/** `/api/v2/users`: administrators manage the site's users and their roles (issue #2 §2). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'super_admin' as const };
  const tags = ['users'];
  app.get('/', { config, schema: { tags, summary: 'List users', querystring: userListQuery } }, async (request, reply) => {
    const page = await listUsers(app.db, request.query);
    return reply.header('X-WP-Total', page.total_items).send(page);
  });
  app.post('/', { config, schema: { tags, summary: 'Create a user', body: userCreate } }, async (request, reply) =>
    reply.status(201).send(await createUser(app.db, request.body, actorOf(request.user))),
  );
  app.get('/:id', { config, schema: { tags, summary: 'One user', params: idParams } }, (request) => getUser(app.db, request.params.id));
  // A new password ends the user's other sessions; the answer's `notice` says so (issue #9 §6.13), in the reader's language.
  app.put('/:id', { config, schema: { tags, summary: 'Update a user', params: idParams, body: userUpdate } }, async (request) => {
    const updated = await updateUser(app.db, request.params.id, request.body, actorOf(request.user), request.session?.id ?? null);
    return updated.notice ? { ...updated, notice: translateMessage(serverI18n(await answerLanguage(request)), updated.notice) } : updated;
  });
  app.delete('/:id', { config, schema: { tags, summary: 'Delete a user', params: idParams } }, async (request, reply) => {
    await deleteUser(app.db, request.params.id, request.user!.id, actorOf(request.user));
    return reply.status(204).send();
  });
};
export default userRoutes;
