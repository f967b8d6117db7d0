import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { TEMPLATE_LIBRARY_PATH } from '@eventory/core';
import type { ServerConfig } from './config.js';
import type { DB, Dialect } from './db/database.js';
import accessPlugin from './http/access.js';
import emptyChangePlugin from './http/emptyChange.js';
import noStorePlugin from './http/noStore.js';
import { databaseRateLimitStore } from './http/rateLimitStore.js';
import publicApiRoutes from './modules/publicApi/routes.js';
import frontendMountRoutes from './site/frontendMountRoutes.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import textGuard from './http/textGuard.js';
import authRoutes from './modules/auth/routes.js';
import loginLimit from './modules/auth/loginLimit.js';
import eventRoutes from './modules/events/routes.js';
import { EventService } from './modules/events/service.js';
import attendeePublicRoutes from './modules/attendees/publicRoutes.js';
import auditRoutes from './modules/audit/routes.js';
import licenseRoutes from './modules/license/routes.js';
import tokenRoutes from './modules/tokens/routes.js';
import attendeeRoutes from './modules/attendees/routes.js';
import certificateRoutes from './modules/certificates/routes.js';
import jobRoutes from './modules/jobs/routes.js';
import { JobQueue } from './modules/jobs/queue.js';
import { Mailer } from './modules/mail/mailer.js';
import { MailOutbox } from './modules/mail/outbox.js';
import orderRoutes from './modules/orders/routes.js';
import rsvpPublicRoutes from './modules/rsvp/publicRoutes.js';
import certificateFinderRoutes from './widgets/certificateFinder.js';
import rsvpRoutes from './modules/rsvp/routes.js';
import { RsvpService } from './modules/rsvp/service.js';
import importRoutes from './modules/importer/routes.js';
import permissionRoutes from './modules/permissions/routes.js';
import scheduleRoutes from './modules/schedules/routes.js';
import settingsRoutes from './modules/settings/routes.js';
import templateApiRoutes from './modules/templates/routes.js';
import templateLibraryRoutes from './modules/templateLibrary/routes.js';
import embedRoutes from './modules/shortcodes/embedRoutes.js';
import feedRoutes from './feeds/routes.js';
import languageChoicePlugin from './site/languageChoice.js';
import shortcodeRoutes from './modules/shortcodes/routes.js';
import speakerGroupRoutes from './modules/speakers/groupRoutes.js';
import speakerPublicRoutes from './modules/speakers/publicRoutes.js';
import speakerRoutes from './modules/speakers/routes.js';
import { taxonomyRoutes } from './modules/taxonomies/routes.js';
import userRoutes from './modules/users/routes.js';
import siteRoutes from './site/routes.js';
import { ChromiumPool } from './pdf/browser.js';
import pdfRoutes from './pdf/routes.js';
import templatePageRoutes from './site/templateRoutes.js';
import { PdfService } from './pdf/service.js';
import { STATIC_ROOT, cacheVersionedStatic } from './site/staticAssets.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    dialect: Dialect;
    config: ServerConfig;
    events: EventService;
    jobs: JobQueue;
    mailer: Mailer;
    mail: MailOutbox;
    rsvp: RsvpService;
    pdf: PdfService;
  }
}

export interface AppDeps {
  db: DB;
  dialect: Dialect;
  /** Reader threads' connection for the event list (SQLite, see `DatabaseHandle.reads`). */
  reads?: DB;
  config: ServerConfig;
  /** Fastify logger: true/options in production, false in tests. */
  logger?: boolean | { level: string };
}

/** Requests slower than this are logged, ms. */
const SLOW_REQUEST_MS = 1000;

/**
 * Longest path parameter, characters (Fastify's default is 100): room for every slug the site links
 * to, new ones (≤ 80, see db/slug.ts) and those made before the cap (≤ 200, occurrences + 11).
 */
export const MAX_PARAM_LENGTH = 256;

/** Largest request body accepted, bytes (an .ics import may be a few MB). */
export const BODY_LIMIT = 10 * 1024 * 1024;

/** Builds the whole HTTP application on an open, migrated database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    trustProxy: deps.config.trustProxy,
    // A broken address (FST_ERR_BAD_URL) goes to the error handler too: its message in the reader's language.
    frameworkErrors: (error, request, reply) => void errorHandler(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();
  // Two log lines per request cost ~20 % of a cheap request's CPU: log only what needs a look.
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 500 || ms >= SLOW_REQUEST_MS) {
      request.log.warn({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) }, 'request');
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  app.decorate('db', deps.db);
  app.decorate('dialect', deps.dialect);
  app.decorate('config', deps.config);
  app.decorate('events', new EventService({ db: deps.db, reads: deps.reads, dialect: deps.dialect, siteUrl: deps.config.siteUrl }));
  const jobs = new JobQueue({ db: deps.db, dialect: deps.dialect, log: app.log });
  const mailer = new Mailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom, dataDir: deps.config.dataDir });
  const mail = new MailOutbox({ jobs, mailer });
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.decorate('mail', mail);
  app.decorate('rsvp', new RsvpService({ db: deps.db, dialect: deps.dialect, mail, siteUrl: deps.config.siteUrl }));
  const pdf = new PdfService(app, new ChromiumPool(deps.config.chromiumPath));
  app.decorate('pdf', pdf);
  if (deps.config.jobWorker) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.close();
    await pdf.close();
  });

  // The admin lists, shows and previews designs of a template library on another origin (issue #10 §2).
  const library = new URL(deps.config.templateLibraryUrl).origin;
  // helmet's middleware built once: @fastify/helmet built it (parsing every CSP directive) on every
  // request, ~8 % of a cached public API answer's CPU (bench/REPORT.md, issue #11 §6).
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', library],
        connectSrc: ["'self'", library],
        // The template builder's canvas is Gutenberg's iframe, loaded from a blob: URL.
        frameSrc: ["'self'", library, 'blob:'],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
  });
  app.addHook('onRequest', (request, reply, done) => secureHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  // gzip only: on-the-fly Brotli at its default quality costs more CPU than it saves on loopback/LANs.
  await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.db) });
  await app.register(loginLimit);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Eventory API', version: '2', description: 'Events, tickets, categories and tags, speakers and schedules, bookings, attendees and check-in, RSVP, users, permissions, API tokens, license and audit trail.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'eventory_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
          bearer: { type: 'http', scheme: 'bearer', description: 'A personal API token (evt_…) from the admin\'s API tokens screen; no CSRF header needed.' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(accessPlugin);
  await app.register(textGuard);
  await app.register(emptyChangePlugin);
  await app.register(noStorePlugin);
  await app.register(languageChoicePlugin);

  app.get('/api/v2/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
  await app.register(authRoutes, { prefix: '/api/v2/auth' });
  await app.register(permissionRoutes, { prefix: '/api/v2/permissions' });
  await app.register(userRoutes, { prefix: '/api/v2/users' });
  await app.register(settingsRoutes, { prefix: '/api/v2/settings' });
  await app.register(eventRoutes, { prefix: '/api/v2/events' });
  await app.register(importRoutes, { prefix: '/api/v2/import' });
  await app.register(taxonomyRoutes('categories'), { prefix: '/api/v2/categories' });
  await app.register(taxonomyRoutes('tags'), { prefix: '/api/v2/tags' });
  await app.register(speakerRoutes, { prefix: '/api/v2/speakers' });
  await app.register(speakerGroupRoutes, { prefix: '/api/v2/speaker-groups' });
  await app.register(scheduleRoutes, { prefix: '/api/v2/schedules' });
  await app.register(orderRoutes, { prefix: '/api/v2/orders' });
  await app.register(attendeeRoutes, { prefix: '/api/v2/attendees' });
  await app.register(certificateRoutes, { prefix: '/api/v2' });
  await app.register(rsvpRoutes, { prefix: '/api/v2' });
  await app.register(jobRoutes, { prefix: '/api/v2/jobs' });
  await app.register(licenseRoutes, { prefix: '/api/v2/license' });
  await app.register(tokenRoutes, { prefix: '/api/v2/tokens' });
  await app.register(auditRoutes, { prefix: '/api/v2/audit' });
  await app.register(templateApiRoutes, { prefix: '/api/v2' });
  await app.register(templateLibraryRoutes, { prefix: TEMPLATE_LIBRARY_PATH });
  await app.register(shortcodeRoutes, { prefix: '/api/v2/shortcodes' });
  await app.register(publicApiRoutes, { prefix: '/api/public/v1' });
  await app.register(siteRoutes);
  await app.register(frontendMountRoutes);
  await app.register(attendeePublicRoutes);
  await app.register(templatePageRoutes);
  await app.register(pdfRoutes);
  await app.register(rsvpPublicRoutes);
  await app.register(certificateFinderRoutes);
  await app.register(speakerPublicRoutes);
  await app.register(embedRoutes);
  await app.register(feedRoutes);

  // Pages name these files with their version (staticUrl), which the browser may keep for a year.
  await app.register(fastifyStatic, { root: STATIC_ROOT, prefix: '/static/', decorateReply: false, setHeaders: cacheVersionedStatic });
  await app.register(fastifyStatic, { root: path.resolve(import.meta.dirname, '../../widgets/styles'), prefix: '/widgets/', decorateReply: false });
  const adminAssetsDir = path.join(deps.config.adminDist, 'assets');
  if (fs.existsSync(adminAssetsDir)) {
    await app.register(fastifyStatic, {
      root: adminAssetsDir,
      prefix: '/admin/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: 365 * 24 * 3600 * 1000,
      // The build writes .br and .gz beside each script and stylesheet (apps/admin/precompress.ts).
      preCompressed: true,
    });
  }
  return app;
}
