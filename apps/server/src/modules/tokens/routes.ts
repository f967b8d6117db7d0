import type { FastifyPluginAsync } from 'fastify';

/** Issue #5 (tokens): filled in by its module. */
const plugin: FastifyPluginAsync = async () => {};

export default plugin;
