import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasCapability, idParam, MAX_SHORTCODE_LENGTH, userLanguage, type PublicLanguage } from '@eventory/core';
import { ChangeMemo } from '../../http/changeMemo.js';
import { requestPublicLanguage } from '../../i18n/serverI18n.js';
import { ListCache } from '../../http/listCache.js';
import { embedPage, previewPage, previewRefusedPage, removedWidgetPage } from '../../widgets/embedPage.js';
import { loaderScript } from '../../widgets/loader.js';
import { renderShortcode } from '../../widgets/shortcodeText.js';
import { getSettings } from '../settings/service.js';
import { embedOrigins, findScript, isRegistered, recordOrigin, type EmbedOrigins } from './service.js';

/** How long browsers and proxies may keep a loader, s: a new registered domain applies within it. */
const LOADER_MAX_AGE_S = 60;

/** `Content-Security-Policy` of an embed page: the site's own rules, framed only by registered sites. */
export function embedCsp(allowed: EmbedOrigins): string {
  const ancestors = ["'self'", ...allowed.origins, ...allowed.hosts].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    // FullCalendar's arrows are an icon font inlined as a data: URL (the site's pages allow it too).
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** The origin of a Referer header, or null. */
function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const origin = new URL(referer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const loaderQuery = z.object({ id: idParam });
const previewQuery = z.object({ code: z.string().max(MAX_SHORTCODE_LENGTH).default('') });

/**
 * Get Script on other sites (issue #11 §4), public:
 * - `GET /external-script?id=N` (and the original's `/eventin-external-script?id=N`): the loader
 *   script (JavaScript, cacheable 60 s, `Cross-Origin-Resource-Policy: cross-origin` so any page
 *   may load it); for a deleted script it only logs that it is gone. 400 for a bad id.
 * - `GET /embed/N`: the widget's page for the iframe, `Content-Security-Policy: frame-ancestors`
 *   listing the site, the registered domains of Settings and the license's domain; 404 page for a
 *   deleted script. The Referer's origin, when registered, is recorded as where the script was seen.
 * - `GET /shortcode-preview?code=…`: the generator's live preview (issue #11 §4), the same render
 *   for any shortcode text, for users with etn_manage_shortcode (401/403 page otherwise), framed by
 *   the admin only (the site's own frame-ancestors 'self').
 * Both show the widget in its language (issue #12 §2): the shortcode's `lang`, else the visitor's
 * Accept-Language among the public pages' languages (the preview: its user's admin language), else
 * the site's default (`Vary: Accept-Language`).
 */
const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteOrigin = new URL(app.config.siteUrl).origin;
  /** Rendered widget pages, kept until a change or 5 s like the public API's answers (issue #11 §6). */
  const pages = new ListCache(app.db);
  /** A script and where it may be framed, looked up once per change or 5 s rather than per view. */
  const lookups = new ChangeMemo<[Awaited<ReturnType<typeof findScript>>, EmbedOrigins, Awaited<ReturnType<typeof getSettings>>['site_language']]>(app.db);

  for (const url of ['/external-script', '/eventin-external-script']) {
    app.get(url, { schema: { hide: true, querystring: loaderQuery } }, async (request, reply) => {
      const { id } = request.query;
      const [script, allowed] = await Promise.all([findScript(app.db, id), embedOrigins(app.db, app.config.siteUrl)]);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', `public, max-age=${LOADER_MAX_AGE_S}`)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(loaderScript({ id, title: script?.post_name ?? 'Event widget', siteOrigin, allowed, exists: script !== undefined }));
    });
  }

  /** The visitor's language (`?lang=`, else Accept-Language among the public pages' ones, else the site's default); the answer varies with it. */
  async function visitorLanguage(request: FastifyRequest, reply: FastifyReply): Promise<PublicLanguage> {
    reply.header('Vary', 'Accept-Language');
    return requestPublicLanguage(request, (await getSettings(app.db)).site_language);
  }

  app.get('/embed/:id', { schema: { hide: true, params: z.object({ id: idParam }) } }, async (request, reply) => {
    const { id } = request.params;
    const [script, allowed, siteLanguage] = await lookups.get(String(id), () =>
      Promise.all([findScript(app.db, id), embedOrigins(app.db, app.config.siteUrl), getSettings(app.db).then((settings) => settings.site_language)]),
    );
    reply.header('Vary', 'Accept-Language');
    const language: PublicLanguage = requestPublicLanguage(request, siteLanguage);
    reply.removeHeader('x-frame-options');
    // CORP cross-origin too: a host page with Cross-Origin-Embedder-Policy may then frame it.
    reply.header('Content-Security-Policy', embedCsp(allowed)).header('Cross-Origin-Resource-Policy', 'cross-origin').header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!script) return reply.status(404).send(removedWidgetPage(String(id), language));
    const origin = refererOrigin(request.headers.referer);
    if (origin && origin !== siteOrigin && isRegistered(allowed, origin)) await recordOrigin(app.db, id, origin);
    const answer = await pages.answer(request, `embed:${language}`, async () => {
      const widget = await renderShortcode(script.shortcode, { db: app.db, siteUrl: app.config.siteUrl, services: app, surface: 'embed', language });
      return { text: embedPage(script.post_name, widget.html, String(id), widget.language), headers: {} };
    });
    return reply.send(answer.body);
  });

  app.get('/shortcode-preview', { schema: { hide: true, querystring: previewQuery } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    // The preview shows the widget as the generator's user reads the admin (a `lang` attribute still wins).
    const language = request.user ? userLanguage(request.user.language, (await getSettings(app.db)).site_language) : await visitorLanguage(request, reply);
    if (!request.user || !hasCapability(request.user, 'etn_manage_shortcode')) return reply.status(request.user ? 403 : 401).send(previewRefusedPage(language));
    const widget = await renderShortcode(request.query.code, { db: app.db, siteUrl: app.config.siteUrl, services: app, surface: 'preview', language });
    return reply.send(previewPage(widget.html, widget.language));
  });
};
export default embedRoutes;
