import { z } from 'zod';
import { bodyId, pagingQuery } from './common.js';
import { TEMPLATE_TYPES, type TemplateType } from '../templates/choice.js';

/** Template statuses (SPEC §4 "Templates": created as draft, saved as publish). */
export const TEMPLATE_STATUSES = ['draft', 'publish'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** Paper orientations of certificate and ticket templates (SPEC §3, §9). */
export const TEMPLATE_ORIENTATIONS = ['landscape', 'portrait'] as const;
export type TemplateOrientation = (typeof TEMPLATE_ORIENTATIONS)[number];

/** Paper size in CSS px per orientation (SPEC §9): landscape 842x595, portrait 595x842. */
export const PAPER_SIZES: Readonly<Record<TemplateOrientation, { width: number; height: number }>> = {
  landscape: { width: 842, height: 595 },
  portrait: { width: 595, height: 842 },
};

/** Name of a new blank template; saved while still exactly this it becomes `New Template - {id}` (SPEC §3). */
export const NEW_TEMPLATE_NAME = 'New Template';

/** Block name of the locked root container every template's content sits in (issue #10 §4). */
export const TEMPLATE_CONTAINER_BLOCK = 'eventin-pro/template-container';

/**
 * Content of a new blank template (SPEC §3): the root container holding one empty core paragraph,
 * in Gutenberg's serialized block markup. The root is a dynamic block that saves only its inner
 * blocks (the server wraps them with its bodyStyling), so it has no wrapper element of its own.
 */
export const BLANK_TEMPLATE_CONTENT =
  '<!-- wp:eventin-pro/template-container -->\n' +
  '<!-- wp:paragraph -->\n' +
  '<p></p>\n' +
  '<!-- /wp:paragraph -->\n' +
  '<!-- /wp:eventin-pro/template-container -->';

/** Largest `content` the server stores, in UTF-8 bytes (2 MB); more is a 413. */
export const TEMPLATE_CONTENT_MAX_BYTES = 2 * 1024 * 1024;
/** Largest `template_css`, in characters. */
export const TEMPLATE_CSS_MAX_CHARS = 500_000;
/** Largest `thumbnail` (a JPEG data URL of 1000 px width fits comfortably), in characters. */
export const TEMPLATE_THUMBNAIL_MAX_CHARS = 1_500_000;

/** UTF-8 size of a string in bytes (works in browsers and Node). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** True when a template's content is over {@link TEMPLATE_CONTENT_MAX_BYTES} (the server answers 413). */
export function templateContentTooLarge(content: string): boolean {
  // Each UTF-16 unit is at most 3 UTF-8 bytes: skip encoding when the string is clearly small.
  if (content.length * 3 <= TEMPLATE_CONTENT_MAX_BYTES) return false;
  return utf8Bytes(content) > TEMPLATE_CONTENT_MAX_BYTES;
}

/**
 * One parsed block as `@wordpress/block-serialization-default-parser` gives it: `rawContent` is a
 * list of these. `blockName` is null for free HTML between blocks.
 */
export interface ParsedBlock {
  blockName: string | null;
  attrs: Record<string, unknown>;
  innerBlocks: ParsedBlock[];
  innerHTML: string;
  innerContent: (string | null)[];
}

/** A template on the wire (SPEC §3 Template, issue #10 §1). Timestamps are ISO 8601 UTC. */
export interface Template {
  id: number;
  name: string;
  type: TemplateType;
  status: TemplateStatus;
  orientation: TemplateOrientation;
  /** Block markup: the canonical form the server stores. */
  content: string;
  /** The blocks parsed from `content` on every read, so the two never disagree. */
  rawContent: ParsedBlock[];
  /** CSS of the blocks' per-device styles (Tablet ≤ 768 px, Mobile ≤ 480 px media queries). */
  template_css: string;
  /** JPEG data URL, or a link (remote templates); '' when none yet. */
  thumbnail: string;
  /** Built in a third-party page builder (SPEC §4); cleared by `GET /api/v2/events/{id}/back-wordpress`. */
  edit_with_elementor: boolean;
  /** Id of the template library design this one was copied from, if any. */
  remote_template_id: string | null;
  /** Event whose values the editor previews (event templates). */
  preview_event_id: number | null;
  /** User id of the author; null when the user is gone. */
  author: number | null;
  /** Display name of the author ('' when unknown). */
  author_name: string;
  created_at: string;
  updated_at: string;
}

/** A list row: the template without its (possibly large) content, rawContent and CSS. */
export type TemplateListItem = Omit<Template, 'content' | 'rawContent' | 'template_css'>;

const templateName = z
  .string({ message: /*i18n*/ 'Template name is required' })
  .trim()
  .min(1, /*i18n*/ 'Template name is required')
  .max(200, /*i18n*/ 'Keep the template name under 200 characters');

const templateType = z.enum(TEMPLATE_TYPES, { message: /*i18n*/ "Template type is 'event', 'certificate' or 'ticket'" });
const templateStatus = z.enum(TEMPLATE_STATUSES, { message: /*i18n*/ "Status is 'draft' or 'publish'" });
const templateOrientation = z.enum(TEMPLATE_ORIENTATIONS, { message: /*i18n*/ "Orientation is 'landscape' or 'portrait'" });

/** Block markup. Its size cap is checked by the server before parsing (413, not 400). */
const templateContent = z.string({ message: /*i18n*/ 'Template content must be block markup text' });

/** A thumbnail: empty, an image data URL, an http(s) link or an uploaded file (`/uploads/<name>`). */
const templateThumbnail = z
  .string({ message: /*i18n*/ 'The thumbnail must be an image data URL or link' })
  .max(TEMPLATE_THUMBNAIL_MAX_CHARS, /*i18n*/ 'The thumbnail image is too large: keep it under 1.5 MB')
  .refine((t) => t === '' || /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/.test(t) || /^https?:\/\/\S+$/.test(t) || /^\/(?!\/)[\w./-]+$/.test(t), {
    message: /*i18n*/ 'The thumbnail must be a JPEG, PNG or WebP data URL, an http(s) link or an uploaded image',
  });

const remoteTemplateId = z
  .union([z.string().trim().max(100, /*i18n*/ 'Keep the library template id under 100 characters'), z.number().int().nonnegative()])
  .transform((v) => (v === '' ? null : String(v)))
  .nullish();

/** Fields every template body may carry (create and update). */
const templateFields = {
  name: templateName,
  type: templateType,
  status: templateStatus,
  orientation: templateOrientation,
  content: templateContent,
  template_css: z.string({ message: /*i18n*/ 'template_css must be text' }).max(TEMPLATE_CSS_MAX_CHARS, /*i18n*/ 'Keep the template CSS under 500,000 characters'),
  thumbnail: templateThumbnail,
  edit_with_elementor: z.boolean({ message: /*i18n*/ 'edit_with_elementor is true or false' }),
  remote_template_id: remoteTemplateId,
  preview_event_id: bodyId.nullish(),
};

/**
 * Create body (SPEC §7 "Create template": name, orientation, content, status, type → `{ id }`).
 * Only `type` is required; the rest default to a blank template (name 'New Template', landscape,
 * one empty paragraph in the root container, draft). Pasted or imported markup goes in `content`
 * as is: blocks this product does not know are kept.
 */
export const templateCreateInput = z.object({
  name: templateFields.name.default(NEW_TEMPLATE_NAME),
  type: templateFields.type,
  status: templateFields.status.default('draft'),
  orientation: templateFields.orientation.default('landscape'),
  content: templateFields.content.default(BLANK_TEMPLATE_CONTENT),
  template_css: templateFields.template_css.default(''),
  thumbnail: templateFields.thumbnail.default(''),
  edit_with_elementor: templateFields.edit_with_elementor.default(false),
  remote_template_id: templateFields.remote_template_id,
  preview_event_id: templateFields.preview_event_id,
});
export type TemplateCreateInput = z.input<typeof templateCreateInput>;
export type TemplateCreateParsed = z.output<typeof templateCreateInput>;

/**
 * Update body (SPEC §7 "Update template": the template fields). Every field is optional; fields the
 * server computes (id, rawContent, author, timestamps) are ignored when sent back.
 */
export const templateUpdateInput = z.object(templateFields).partial();
export type TemplateUpdateInput = z.input<typeof templateUpdateInput>;
export type TemplateUpdateParsed = z.output<typeof templateUpdateInput>;

/** `PUT /api/v2/templates/{id}/status` body. */
export const templateStatusInput = z.object({ status: templateStatus });
export type TemplateStatusInput = z.input<typeof templateStatusInput>;

/** List query: type and status filters, a name search, paging (`{ items, total_items }` + X-WP-Total). */
export const templateListQuery = pagingQuery.extend({
  type: templateType.optional(),
  status: templateStatus.optional(),
  search: z.string().trim().max(200, /*i18n*/ 'Keep the search under 200 characters').optional(),
});
export type TemplateListQuery = z.output<typeof templateListQuery>;

/**
 * One design of the template library (SPEC §7 "External call"): `{ type, id, name, orientation,
 * content, thumbnail }`. `thumbnail` is a link (absolute, or relative to the library's base URL).
 */
export interface LibraryTemplate {
  type: TemplateType;
  id: string;
  name: string;
  orientation: TemplateOrientation;
  content: string;
  thumbnail: string;
}

/** Path of the template library on this server (its default base URL is the site's origin + this). */
export const TEMPLATE_LIBRARY_PATH = '/template-library';

/**
 * Site settings of issue #10, part of `/api/v2/settings`: the third-party page builder support flag
 * (default 'off'; the builder's page-builder button shows only when 'on') and the site-wide default
 * template of each type (null = none; an event without its own template uses these).
 */
export interface TemplateSettings {
  third_party_builder: 'on' | 'off';
  default_landing_template: number | null;
  default_ticket_template: number | null;
  default_certificate_template: number | null;
}
