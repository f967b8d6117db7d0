import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasCapability, idParam, MAX_SHORTCODE_LENGTH } from '@eventory/core';
import { ListCache } from '../../http/listCache.js';
import { html, page, type SafeHtml } from '../../site/html.js';
import { loaderScript } from '../../widgets/loader.js';
import { renderShortcodeText } from '../../widgets/shortcodeText.js';
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
 */
const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteOrigin = new URL(app.config.siteUrl).origin;
  /** Rendered widget pages, kept until a change or 5 s like the public API's answers (issue #11 §6). */
  const pages = new ListCache(app.db);

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

  app.get('/embed/:id', { schema: { hide: true, params: z.object({ id: idParam }) } }, async (request, reply) => {
    const { id } = request.params;
    const [script, allowed] = await Promise.all([findScript(app.db, id), embedOrigins(app.db, app.config.siteUrl)]);
    reply.removeHeader('x-frame-options');
    // CORP cross-origin too: a host page with Cross-Origin-Embedder-Policy may then frame it.
    reply.header('Content-Security-Policy', embedCsp(allowed)).header('Cross-Origin-Resource-Policy', 'cross-origin').header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!script) return reply.status(404).send(embedPage('Widget not found', html`<p class="widget-unavailable" role="note">This widget was removed from the site that offered it.</p>`, String(id)));
    const origin = refererOrigin(request.headers.referer);
    if (origin && origin !== siteOrigin && isRegistered(allowed, origin)) await recordOrigin(app.db, id, origin);
    const answer = await pages.answer(request, 'embed', async () => {
      const body = await renderShortcodeText(script.shortcode, { db: app.db, siteUrl: app.config.siteUrl, services: app, surface: 'embed' });
      return { text: embedPage(script.post_name, body, String(id)), headers: {} };
    });
    return reply.send(answer.body);
  });

  app.get('/shortcode-preview', { schema: { hide: true, querystring: previewQuery } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    if (!request.user || !hasCapability(request.user, 'etn_manage_shortcode')) {
      return reply.status(request.user ? 403 : 401).send(embedPage('Preview', html`<p class="widget-unavailable" role="note">Log in with the Shortcodes permission to preview widgets.</p>`, 'preview'));
    }
    const body = await renderShortcodeText(request.query.code, { db: app.db, siteUrl: app.config.siteUrl, services: app, surface: 'preview' });
    return reply.send(embedPage('Preview', body, 'preview'));
  });
};
export default embedRoutes;

/** An embed page: the widget and the resizer that posts its height to the page framing it. */
function embedPage(title: string, body: SafeHtml, id: string): string {
  return page(
    title,
    html`<main class="embed-widget">${body}</main><script src="/static/embed-resizer.js" data-id="${id}" defer></script>`,
    html`<link rel="stylesheet" href="/static/embed.css"><link rel="stylesheet" href="/widgets/widgets.css">`,
  );
}
