import { TEMPLATE_EVENT_FIELDS, TEMPLATE_TYPES, type TemplateType } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { assertTemplateReferences } from '../templates/typeCheck.js';

/** The event fields naming its templates (issue #10): certificate, landing page, ticket. */
export const EVENT_TEMPLATE_FIELDS = ['certificate_template', 'landing_template', 'ticket_template'] as const;
export type EventTemplateField = (typeof EVENT_TEMPLATE_FIELDS)[number];
export type EventTemplates = Record<EventTemplateField, number | null>;

/** The template type each event field takes. */
const TYPE_OF_FIELD = Object.fromEntries(TEMPLATE_TYPES.map((type) => [TEMPLATE_EVENT_FIELDS[type], type])) as Record<EventTemplateField, TemplateType>;

/** The three template columns of an event, null where absent. */
export function templateColumns(source: Partial<Record<EventTemplateField, number | null | undefined>>): EventTemplates {
  return {
    certificate_template: source.certificate_template ?? null,
    landing_template: source.landing_template ?? null,
    ticket_template: source.ticket_template ?? null,
  };
}

/**
 * Checks that each template an event names exists and has the field's type (landing_template an
 * event template, ticket_template a ticket one, certificate_template a certificate one). Values the
 * event already had are not checked again, so an update never fails on a field it does not touch.
 * @throws 400 naming each wrong field
 */
export function assertEventTemplates(db: DB, input: Partial<Record<EventTemplateField, number | null | undefined>>, current?: EventTemplates): Promise<void> {
  const references = EVENT_TEMPLATE_FIELDS.flatMap((field) => {
    const id = input[field];
    return id && id !== current?.[field] ? [{ field, id, type: TYPE_OF_FIELD[field] }] : [];
  });
  return assertTemplateReferences(db, references);
}
