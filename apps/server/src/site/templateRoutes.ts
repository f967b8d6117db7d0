import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasCapability, MAX_ID, TEMPLATE_ORIENTATIONS, templateContentTooLarge, type EventItem } from '@eventory/core';
import { TICKET_ID_PATTERN } from '../modules/attendees/present.js';
import { findCertificateAttendee } from '../modules/certificates/eligibility.js';
import { getSettings, type Settings } from '../modules/settings/service.js';
import { pdfLink } from '../pdf/links.js';
import { attendeeRenderData } from '../rendering/index.js';
import { eventIcs } from './calendarFile.js';
import { html } from './html.js';
import { eventMetadata } from './pageMetadata.js';
import { draftNote, notFoundPage, siteHeaderFor } from './pages.js';
import { bookingText, requestText, type PageText } from './publicText.js';
import { orderLocale } from '../modules/orders/repository.js';
import { programmeQuery } from './programme.js';
import { eventTemplate, findTemplate, mayManageTemplates, renderTemplatePage, type StoredTemplate } from './templatePages.js';
import { staticUrl } from './staticAssets.js';

/** A rendered template page is personal or unpublished: no cache keeps it, no search engine lists it. */
export const privateTemplatePage = (reply: FastifyReply) => reply.type('text/html').header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');

/** `/?action=etn-preview-template&template_id=N[&event_id=M]` (SPEC §7 "Other links"). */
export const previewQuery = z.object({
  action: z.literal('etn-preview-template'),
  template_id: z.coerce.number().int().min(1).max(MAX_ID),
  event_id: z.coerce.number().int().min(1).max(MAX_ID).optional().catch(undefined),
});

/**
 * The editor's canvas as its Preview posts it (`POST` to the preview link, a form aimed at the preview's
 * frame): the template's unsaved name, orientation and block markup, with the session's CSRF nonce.
 */
const unsavedTemplate = z.object({
  _csrf: z.string().default(''),
  name: z.string().max(200).default(''),
  orientation: z.enum(TEMPLATE_ORIENTATIONS).optional(),
  content: z.string().refine((content) => !templateContentTooLarge(content)),
});

/** Whether the home's query asks for a template preview. */
export const isTemplatePreview = (query: unknown) => (query as { action?: unknown } | null)?.action === 'etn-preview-template';

/** The print and PDF buttons above a certificate or ticket (hidden in print), in the document's language. */
export function printBar(pdfPath: string, pdfAvailable: boolean, text: PageText) {
  return html`<div class="etn-print-bar"><button type="button" class="print-ticket" data-print-ticket>${text.i18n._('Print')}</button>${pdfLink(pdfPath, pdfAvailable, text)}</div><script src="${staticUrl('booking.js')}" defer></script>`;
}

/**
 * The template preview (issue #10 §5): a published template for anyone, a draft one only for users
 * with `etn_manage_template` (404 otherwise, so drafts are not revealed). With `event_id` the
 * event's real values (a draft event again only for template managers); without, sample values,
 * marked as such. 404 for an unknown template or event; 400 never (a bad id is a 404 page).
 * A `POST` (the editor's Preview) renders the posted, unsaved canvas ({@link unsavedTemplate}) in place
 * of the stored content, stores nothing, and is a 404 page for anyone but a template manager sending
 * their session's nonce (so another site cannot have the page render markup of its own).
 */
export async function previewTemplatePage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  privateTemplatePage(reply);
  const query = previewQuery.safeParse(request.query);
  const manager = mayManageTemplates(request.user);
  let template = query.success ? await findTemplate(app, query.data.template_id) : undefined;
  const settings = await getSettings(app.db);
  const text = requestText(request, settings);
  if (!query.success || !template || (template.status === 'draft' && !manager)) return reply.status(404).send(notFoundPage(request.user, text));
  if (request.method === 'POST') {
    const canvas = unsavedTemplate.safeParse(request.body ?? {});
    if (!manager || !canvas.success || canvas.data._csrf !== request.session?.csrf_token) return reply.status(404).send(notFoundPage(request.user, text));
    const { name, orientation, content } = canvas.data;
    template = { ...template, name: name.trim() || template.name, orientation: orientation ?? template.orientation, content };
  }
  let event;
  if (query.data.event_id) {
    event = await app.events.get(query.data.event_id).catch(() => undefined);
    const mayPreviewDraft = manager || (request.user && hasCapability(request.user, 'etn_manage_event'));
    if (!event || (event.status === 'draft' && !mayPreviewDraft)) return reply.status(404).send(notFoundPage(request.user, text));
  }
  return reply.send(await renderTemplatePage(app, template, event, settings, { title: text.i18n._('Preview: {name}', { name: template.name }), text }));
}

/**
 * Public pages of templates: `GET /certificate/<ticket id>`, the attendee's certificate through
 * the event's certificate template, only for an attendee who earns one (completed booking, paid,
 * not refunded: tplpdf's eligibility rule), 404 otherwise or when the event has no published
 * certificate template; and `GET /event/<slug>/calendar.ics`, a published event as an iCalendar
 * file (the add-to-calendar block's link).
 */
const templateRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { ticketId: string } }>('/certificate/:ticketId', async (request, reply) => {
    privateTemplatePage(reply);
    const { ticketId } = request.params;
    const attendee = TICKET_ID_PATTERN.test(ticketId) ? await findCertificateAttendee(app.db, ticketId) : undefined;
    const event = attendee ? await app.events.get(attendee.event_id).catch(() => undefined) : undefined;
    const settings = await getSettings(app.db);
    const template = event ? await eventTemplate(app, event, 'certificate', settings) : undefined;
    if (!attendee || !event || !template) return reply.status(404).send(notFoundPage(request.user, requestText(request, settings)));
    const booking = await orderLocale(app.db, attendee.order_id);
    const text = bookingText(booking.language, settings);
    const chrome = printBar(`/certificate/${attendee.ticket_id}.pdf`, app.pdf.available(), text);
    const title = text.i18n._('Certificate: {title}', { title: event.title });
    return reply.send(await renderTemplatePage(app, template, event, settings, { attendee: attendeeRenderData(attendee, booking.currency), chrome, title, text }));
  });

  app.get<{ Params: { slug: string } }>('/event/:slug/calendar.ics', async (request, reply) => {
    const event = await app.events.getBySlug(request.params.slug);
    if (!event || event.status !== 'publish') return reply.status(404).type('text/html').send(notFoundPage(request.user, requestText(request, await getSettings(app.db))));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${event.slug.replace(/[^a-z0-9-]/gi, '') || 'event'}.ics"`)
      .send(eventIcs(event, app.config.siteUrl));
  });
};
export default templateRoutes;

/**
 * An event's public page through its landing template (issue #10 §5): the site header above it,
 * the event's Open Graph metadata in the head, the programme's day/track/room from the query.
 */
export function landingPage(app: FastifyInstance, template: StoredTemplate, event: EventItem, settings: Settings, request: FastifyRequest, text: PageText): Promise<string> {
  const draft = event.status === 'draft' ? html`<p class="etn-draft-note">${draftNote(text)}</p>` : '';
  return renderTemplatePage(app, template, event, settings, {
    chrome: html`${siteHeaderFor(request.user, text)}${draft}`,
    head: eventMetadata(event),
    title: event.title,
    programmeQuery: programmeQuery.parse(request.query ?? {}),
    text,
  });
}
