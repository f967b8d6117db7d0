import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until this module's routes land (issue #3). */
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
