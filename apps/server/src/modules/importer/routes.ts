import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_IMPORT_CHARS, importIcs } from './service.js';

const icsBody = z.object({
  content: z
    .string({ message: 'Choose a non-empty .ics file' })
    .min(1, 'Choose a non-empty .ics file')
    .max(MAX_IMPORT_CHARS, 'The file is larger than 10 MB; split it and import the parts'),
});

const importSummary = z.object({
  created: z.number().int().describe('Events (single events and recurring parents) created'),
  updated: z.number().int().describe('Events from an earlier import of the same UIDs, updated in place'),
  occurrences: z.number().int().describe('Occurrences of recurring events created'),
  skipped: z.number().int().describe('VEVENTs not imported (cancelled, no start); see warnings'),
  warnings: z.array(z.string()),
});

/**
 * `/api/v2/import` (issue #2 §5 "Import"). Needs etn_manage_event.
 * POST /ics with `{ content }` (the file's text) imports it in one transaction and answers 201
 * with `{ created, updated, occurrences, skipped, warnings }`; a bad file is a 400 `invalid_ics`
 * and writes nothing.
 */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'etn_manage_event' as const };
  const tags = ['import'];

  app.post(
    '/ics',
    {
      config,
      schema: { tags, summary: 'Import an iCalendar (.ics) file', body: icsBody, response: { 201: importSummary } },
    },
    async (request, reply) =>
      reply.status(201).send(await importIcs({ db: app.db, events: app.events }, request.body.content, request.user?.id ?? null)),
  );
};
export default importRoutes;
