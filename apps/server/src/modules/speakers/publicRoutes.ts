import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { notFoundPage } from '../../site/pages.js';
import { getSettings } from '../settings/service.js';
import { requestText } from '../../site/publicText.js';
import { authorPage } from './authorPage.js';
import { SpeakerService } from './service.js';
import { UPLOAD_NAME, uploadsDir } from './uploads.js';

/** Uploaded names are random and never reused: browsers may keep them for a year. */
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Public, unauthenticated pages of the speakers module (issue #3):
 * - `GET /speaker/:slug`: the author page (HTML); an unknown slug answers the site's 404 page.
 * - `GET /uploads/:name`: an uploaded image, with its content type and a one-year immutable cache
 *   header. Only names the upload route gives (`<32 hex>.<png|jpg|webp|gif>`) are served, so no
 *   path can leave the uploads folder; anything else is a 404.
 */
const speakerPublicRoutes: FastifyPluginAsync = async (app) => {
  const service = new SpeakerService({ db: app.db, dialect: app.dialect, siteUrl: app.config.siteUrl });
  const root = uploadsDir(app.config.dataDir);
  await fs.mkdir(root, { recursive: true });

  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: ONE_YEAR_MS,
    allowedPath: (pathName) => UPLOAD_NAME.test(pathName.replace(/^\//, '')),
  });

  app.get<{ Params: { slug: string } }>('/speaker/:slug', async (request, reply) => {
    const [profile, settings] = await Promise.all([service.profile(request.params.slug), getSettings(app.db)]);
    const text = requestText(request, settings);
    if (!profile) return reply.status(404).type('text/html').send(notFoundPage(request.user, text));
    return reply.type('text/html').send(authorPage(profile, { user: request.user, text }));
  });
};
export default speakerPublicRoutes;
