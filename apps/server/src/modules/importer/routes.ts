import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `/api/v2/import`: calendar and conference imports (filled by the importer). */
const importRoutes: FastifyPluginAsyncZod = async () => {};
export default importRoutes;
