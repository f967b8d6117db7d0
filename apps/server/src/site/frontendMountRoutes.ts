import type { FastifyPluginAsync } from 'fastify';
import { DASHBOARD_PATH, FRONTEND_MOUNT_SCRIPT } from '../widgets/frontendDashboard.js';
import { renderShortcodeText } from '../widgets/shortcodeText.js';
import { frontendEntryScript } from './adminAssets.js';
import { html, page } from './html.js';
import { siteHeaderFor } from './pages.js';
import { visitorText } from './publicText.js';

/**
 * The front-end mount's host side (issue #11 §5):
 * - `GET /dashboard`: the site's public page holding the Event Frontend Dashboard widget
 *   (`[etn_pro_dashboard]`), where vendors log in, manage their events and see their attendees.
 * - `GET /frontend-mount.js`: 302 to the built front-end entry (apps/admin/src/frontend), so pages
 *   and shortcodes name one stable URL; 404 with a plain message before the admin is built.
 */
const frontendMountRoutes: FastifyPluginAsync = async (app) => {
  app.get(DASHBOARD_PATH, async (request, reply) => {
    const text = await visitorText(app.db, request);
    const widget = await renderShortcodeText('[etn_pro_dashboard]', { db: app.db, siteUrl: app.config.siteUrl, surface: 'page', language: text.language });
    const title = text.i18n._('Event dashboard');
    const body = html`${siteHeaderFor(request.user, text)}<main class="site"><h1>${title}</h1>${widget}</main>`;
    return reply.type('text/html').header('Cache-Control', 'no-store').send(page(title, body, html``, text.language));
  });

  app.get(FRONTEND_MOUNT_SCRIPT, async (_request, reply) => {
    const script = frontendEntryScript(app.config.adminDist);
    if (!script) return reply.status(404).type('text/plain').send('The front-end mount has not been built (npm run build -w apps/admin).');
    return reply.header('Cache-Control', 'public, max-age=60').redirect(script, 302);
  });
};
export default frontendMountRoutes;
