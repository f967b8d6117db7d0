import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONFERENCE_IMPORT_NEEDS, ICS_IMPORT_NEEDS, ownEventsScope } from '@eventory/core';
import { answerLanguage, translateMessage } from '../../i18n/apiMessages.js';
import { serverI18n } from '../../i18n/serverI18n.js';
import { actorOf } from '../audit/service.js';
import { MAX_IMPORT_CHARS, importIcs } from './service.js';
import { detectFormat, importConference } from './conference/service.js';

const icsBody = z.object({
  content: z
    .string({ message: /*i18n*/ 'Choose a non-empty .ics file' })
    .min(1, /*i18n*/ 'Choose a non-empty .ics file')
    .max(MAX_IMPORT_CHARS, /*i18n*/ 'The file is larger than 10 MB; split it and import the parts'),
});

const importSummary = z.object({
  created: z.number().int().describe('Events (single events and recurring parents) created'),
  updated: z.number().int().describe('Events from an earlier import of the same UIDs, updated in place'),
  occurrences: z.number().int().describe('Occurrences of recurring events created'),
  skipped: z.number().int().describe('VEVENTs not imported (cancelled, no start); see warnings'),
  warnings: z.array(z.string()),
});

const conferenceBody = z.object({
  content: z
    .string({ message: /*i18n*/ 'Choose a non-empty schedule.xml or schedule.json file' })
    .min(1, /*i18n*/ 'Choose a non-empty schedule.xml or schedule.json file')
    .max(MAX_IMPORT_CHARS, /*i18n*/ 'The file is larger than 10 MB; split it and import the parts'),
  filename: z.string().trim().max(255, /*i18n*/ 'Keep the file name under 255 characters').optional().describe('Its extension (.xml, .json) names the format'),
});

const conferenceCounts = z.object({
  events: z.number().int(),
  schedules: z.number().int(),
  slots: z.number().int(),
  speakers: z.number().int(),
  tags: z.number().int(),
});

const conferenceSummary = z.object({
  event_id: z.number().int().describe("The conference's event"),
  created: conferenceCounts.describe('Records new to the database'),
  updated: conferenceCounts.describe('Records of an earlier import of the same conference, updated in place (tags: existing tags reused)'),
  warnings: z.array(z.string()),
});

/**
 * `/api/v2/import` (issue #2 §5 "Import", issue #3 "Conference import").
 * POST /ics (needs etn_manage_event; an author's file updates only their own earlier imports) with `{ content }` (the file's text) imports it in one transaction and answers 201
 * with `{ created, updated, occurrences, skipped, warnings }`; a bad file is a 400 `invalid_ics`
 * and writes nothing. Warnings and messages are in the reader's language (issue #12).
 * POST /conference with `{ content, filename? }` (a Pentabarf/Frab schedule.xml or Frab
 * schedule.json; needs etn_manage_event, etn_manage_organizer and etn_manage_schedule) imports the conference in one transaction and answers
 * 201 with `{ event_id, created, updated, warnings }`; a bad file is a 400 `invalid_schedule`.
 */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { allOf: ICS_IMPORT_NEEDS } };
  const tags = ['import'];

  app.post(
    '/ics',
    {
      config,
      schema: { tags, summary: 'Import an iCalendar (.ics) file', body: icsBody, response: { 201: importSummary } },
    },
    async (request, reply) => {
      const summary = await importIcs({ db: app.db, events: app.events }, request.body.content, request.user!.id, { ownerId: ownEventsScope(request.user!), actor: actorOf(request.user) });
      const i18n = serverI18n(await answerLanguage(request));
      return reply.status(201).send({ ...summary, warnings: summary.warnings.map((warning) => translateMessage(i18n, warning)) });
    },
  );

  app.post(
    '/conference',
    {
      config: { access: { allOf: CONFERENCE_IMPORT_NEEDS } },
      schema: { tags, summary: 'Import a Pentabarf/Frab schedule (schedule.xml or schedule.json)', body: conferenceBody, response: { 201: conferenceSummary } },
    },
    async (request, reply) => {
      const { content, filename } = request.body;
      const summary = await importConference({ db: app.db, events: app.events }, content, detectFormat(filename, content), request.user?.id ?? null, actorOf(request.user));
      const i18n = serverI18n(await answerLanguage(request));
      return reply.status(201).send({ ...summary, warnings: summary.warnings.map((warning) => translateMessage(i18n, warning)) });
    },
  );
};
export default importRoutes;
