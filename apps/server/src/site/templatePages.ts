import { effectiveTemplateId, hasCapability, type EventItem, type TemplateType } from '@eventory/core';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../modules/auth/service.js';
import type { Settings } from '../modules/settings/service.js';
import { renderShortcodeText } from '../widgets/shortcodeText.js';
import { loadEventRenderData, renderSite, renderTemplateDocument, type AttendeeRenderData, type RenderTemplate } from '../rendering/index.js';
import { nameLengthStyle } from './attendeeNameFit.js';
import { html, type SafeHtml } from './html.js';
import type { ProgrammeQuery } from './programme.js';
import type { PageText } from './publicText.js';

/** A stored template as the pages read it, with its status. */
export type StoredTemplate = RenderTemplate & { status: 'draft' | 'publish' };

/** One template by id, or undefined. */
export async function findTemplate(app: FastifyInstance, id: number): Promise<StoredTemplate | undefined> {
  const row = await app.db.selectFrom('templates').select(['id', 'name', 'type', 'status', 'orientation', 'content']).where('id', '=', id).executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/**
 * The published template of `type` an event uses ({@link effectiveTemplateId}: its own, else the
 * site-wide default of Settings); undefined when neither is set,
 * or the template is missing, of another type or still a draft (the built-in page is used then).
 */
export async function eventTemplate(app: FastifyInstance, event: EventItem, type: TemplateType, settings: Settings): Promise<StoredTemplate | undefined> {
  const id = effectiveTemplateId(event, settings, type);
  if (!id) return undefined;
  const template = await findTemplate(app, id);
  return template?.type === type && template.status === 'publish' ? template : undefined;
}

/** Whether a user may see draft templates and draft events in previews. */
export const mayManageTemplates = (user: CurrentUser | null | undefined) => !!user && hasCapability(user, 'etn_manage_template');

/** What a page adds around the template: the chrome (hidden in print), head markup, the programme's query. */
export interface TemplatePageOptions {
  attendee?: AttendeeRenderData;
  chrome?: SafeHtml;
  head?: SafeHtml;
  title?: string;
  programmeQuery?: ProgrammeQuery;
  /** The document's language (issue #12 §2): the visitor's, or a ticket's or certificate's booking's; the site's default when left out. */
  text?: PageText;
}

/**
 * A template rendered for `event` (undefined: sample values) with the site's settings: the HTML
 * document of the preview, the landing page, the ticket and the certificate (issue #10 §5). With an
 * attendee, the head tells the CSS the length of their name ({@link nameLengthStyle}).
 */
export async function renderTemplatePage(app: FastifyInstance, template: RenderTemplate, event: EventItem | undefined, settings: Settings, options: TemplatePageOptions = {}): Promise<string> {
  const data = event ? await loadEventRenderData(app, event) : undefined;
  const { text, head, ...rest } = options;
  const shortcodes = (code: string) => renderShortcodeText(code, { db: app.db, siteUrl: app.config.siteUrl, services: app, surface: 'page', ...(text ? { language: text.language } : {}) });
  const fullHead = html`${rest.attendee ? nameLengthStyle(rest.attendee.name) : ''}${head ?? ''}`;
  return renderTemplateDocument({ template, event: data, site: renderSite(app.config.siteUrl, settings, text), shortcodes, head: fullHead, ...rest });
}
