import fs from 'node:fs';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEMPLATE_TYPES } from '@eventory/core';
import { AppError } from '../../http/errors.js';
import { renderSite, renderTemplateDocument } from '../../rendering/index.js';
import { getSettings } from '../settings/service.js';
import { findDesign, libraryItems, thumbnailFile } from './service.js';

const listQuery = z.object({ type: z.enum(TEMPLATE_TYPES, { message: /*i18n*/ "type is 'event', 'certificate' or 'ticket'" }).optional() });
const thumbnailParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.jpg$/, 'Unknown thumbnail') });
const previewQuery = z.object({ template_id: z.string({ message: /*i18n*/ 'Give the design as template_id' }).trim().min(1, /*i18n*/ 'Give the design as template_id').max(100) });

/** A design on its own (404 for an unknown id). */
function designOf(id: string) {
  const design = findDesign(id);
  if (!design) throw new AppError(404, 'not_found', /*i18n*/ { id: 'The template library has no design {id}.', values: { id } });
  return design;
}

/**
 * The template library (issue #10 §2, SPEC §7 "External call"), public, served at
 * `TEMPLATE_LIBRARY_PATH` so that one server can be the library of many sites
 * (`TEMPLATE_LIBRARY_URL` points a site at another one). Readable from any origin (CORS `*`,
 * thumbnails `Cross-Origin-Resource-Policy: cross-origin`).
 * - `GET /?type=certificate|ticket|event` → `{ items: LibraryTemplate[] }`; 400 for another type
 * - `GET /thumbnails/<design id>.jpg` → the design's JPEG thumbnail; 404 when none
 * - `GET /preview?template_id=<design id>` → the design rendered with sample values (an HTML page
 *   any site may frame: `frame-ancestors *`); 404 for an unknown design
 */
const templateLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });

  app.get('/', { schema: { tags: ['template library'], summary: 'The library designs (type, id, name, orientation, content, thumbnail)', querystring: listQuery } }, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { items: libraryItems(request.query.type) };
  });

  app.get('/preview', { schema: { tags: ['template library'], summary: 'A design rendered with sample values, for a preview frame', querystring: previewQuery } }, async (request, reply) => {
    const design = designOf(request.query.template_id);
    const settings = await getSettings(app.db);
    const document = await renderTemplateDocument({ template: { ...design, id: 0 }, site: renderSite(app.config.siteUrl, settings), sample: true, title: `${design.name} (preview)` });
    const csp = String(reply.getHeader('content-security-policy') ?? '').replace(/frame-ancestors [^;]*/, 'frame-ancestors *');
    reply.removeHeader('x-frame-options');
    return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', csp).header('Cache-Control', 'public, max-age=300').send(document);
  });

  app.get('/thumbnails/:file', { schema: { tags: ['template library'], summary: "A design's JPEG thumbnail", params: thumbnailParams } }, async (request, reply) => {
    const id = designOf(request.params.file.replace(/\.jpg$/, '')).id;
    if (!fs.existsSync(thumbnailFile(id))) throw new AppError(404, 'not_found', /*i18n*/ { id: 'The library has no thumbnail {file}.', values: { file: request.params.file } });
    return reply.type('image/jpeg').header('Cache-Control', 'public, max-age=86400').send(fs.createReadStream(thumbnailFile(id)));
  });
};
export default templateLibraryRoutes;
