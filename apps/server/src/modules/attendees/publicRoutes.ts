import type { FastifyPluginAsync } from 'fastify';

/** Issue #4 (attendees): filled in by its module. */
const plugin: FastifyPluginAsync = async () => {};

export default plugin;
