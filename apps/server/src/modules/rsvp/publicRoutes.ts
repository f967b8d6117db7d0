import type { FastifyPluginAsync } from 'fastify';
import { html, page } from '../../site/html.js';
import { notFoundPage, siteHeaderFor } from '../../site/pages.js';
import { rsvpForm } from '../../site/rsvpForm.js';
import { getSettings } from '../settings/service.js';
import { requestText } from '../../site/publicText.js';
import { eventStart } from './rules.js';

/**
 * The personal RSVP page of an invitation, `GET /rsvp/<token>` (issue #4): the event's title and
 * start, a link to its page, and the RSVP form prefilled with the invitee's name and email (or why
 * it is closed). An unknown token or a draft event answers the 404 page. Every value is escaped.
 */
const rsvpPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>('/rsvp/:token', async (request, reply) => {
    const [view, settings] = await Promise.all([app.rsvp.invitationView(request.params.token), getSettings(app.db)]);
    const text = requestText(request, settings);
    if (!view) return reply.status(404).type('text/html').send(notFoundPage(request.user, text));
    const { event, invitee, info } = view;
    const body = html`${siteHeaderFor(request.user, text)}<main class="site event-page rsvp-page">
<h1>${event.title}</h1>
<p class="muted">${eventStart(event, text.locale)}</p>
<p><a href="/event/${encodeURIComponent(event.slug)}">${text.i18n._('About the event')}</a></p>
${rsvpForm(info, text, { invitee })}
</main>`;
    const title = text.i18n._('RSVP: {title}', { title: event.title });
    return reply.type('text/html').header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').send(page(title, body, html``, text.language));
  });
};
export default rsvpPublicRoutes;
