import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every API answer that may carry personal data (issue #9 §6.15), set
 * once here rather than route by route: every answer of a route that needs a login (attendees,
 * users, bookings, RSVP reports, audit trail, API tokens… all of them speak for one caller) and
 * every answer to a public write (login, booking, RSVP answer). Only public reads (the OpenAPI
 * document, the RSVP form's view of a published event) stay cacheable. A route that sets its own
 * Cache-Control keeps it.
 */
async function noStorePlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || reply.hasHeader('cache-control')) return;
    if (access === 'public' && (request.method === 'GET' || request.method === 'HEAD')) return;
    reply.header('Cache-Control', 'no-store');
  });
}

export default fp(noStorePlugin, { name: 'no-store' });
