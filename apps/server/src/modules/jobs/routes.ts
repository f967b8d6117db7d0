import type { FastifyPluginAsync } from 'fastify';

/** Issue #4 (jobs): filled in by its module. */
const plugin: FastifyPluginAsync = async () => {};

export default plugin;
