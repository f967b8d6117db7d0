import type { FastifyPluginAsync } from 'fastify';

/** Issue #5 (license): filled in by its module. */
const plugin: FastifyPluginAsync = async () => {};

export default plugin;
