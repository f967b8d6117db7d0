import type { FastifyPluginAsync } from 'fastify';
import { html, page } from '../../site/html.js';
import { notFoundPage, siteHeaderFor } from '../../site/pages.js';
import { rsvpForm } from '../../site/rsvpForm.js';
import { getSettings } from '../settings/service.js';
import { eventStart } from './rules.js';

/**
 * The personal RSVP page of an invitation, `GET /rsvp/<token>` (issue #4): the event's title and
 * start, a link to its page, and the RSVP form prefilled with the invitee's name and email (or why
 * it is closed). An unknown token or a draft event answers the 404 page. Every value is escaped.
 */
const rsvpPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>('/rsvp/:token', async (request, reply) => {
    const [view, { locale }] = await Promise.all([app.rsvp.invitationView(request.params.token), getSettings(app.db)]);
    if (!view) return reply.status(404).type('text/html').send(notFoundPage(request.user));
    const { event, invitee, info } = view;
    const body = html`${siteHeaderFor(request.user)}<main class="site event-page rsvp-page">
<h1>${event.title}</h1>
<p class="muted">${eventStart(event, locale)}</p>
<p><a href="/event/${encodeURIComponent(event.slug)}">About the event</a></p>
${rsvpForm(info, { invitee, locale })}
</main>`;
    return reply.type('text/html').header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').send(page(`RSVP: ${event.title}`, body));
  });
};
export default rsvpPublicRoutes;
