import type { FastifyPluginAsync } from 'fastify';

/** Issue #4 (orders): filled in by its module. */
const plugin: FastifyPluginAsync = async () => {};

export default plugin;
