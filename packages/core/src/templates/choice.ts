import type { TemplateSettings } from '../schemas/template.js';

// Which template an event uses, without zod: the admin's first screen (the event list's More
// menu) needs this, and importing it from schemas/template.ts put all of zod in its entry chunk.

/** Template types (SPEC §3 Template.type): an event landing page, a certificate or a ticket. */
export const TEMPLATE_TYPES = ['event', 'certificate', 'ticket'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** Which event field / default setting holds the template of each type. */
export const TEMPLATE_EVENT_FIELDS = {
  event: 'landing_template',
  ticket: 'ticket_template',
  certificate: 'certificate_template',
} as const satisfies Record<TemplateType, string>;

/**
 * The id of the template of `type` an event uses (issue #10 §5): the event's own (landing_template,
 * ticket_template, certificate_template), else the site-wide default of Settings
 * (default_<field>); null when neither is set. Whether that template still exists, has this type
 * and is published is the caller's check.
 */
export function effectiveTemplateId(
  event: Partial<Record<(typeof TEMPLATE_EVENT_FIELDS)[TemplateType], number | null>>,
  settings: Partial<Pick<TemplateSettings, 'default_landing_template' | 'default_ticket_template' | 'default_certificate_template'>>,
  type: TemplateType,
): number | null {
  const field = TEMPLATE_EVENT_FIELDS[type];
  return event[field] ?? settings[`default_${field}`] ?? null;
}
