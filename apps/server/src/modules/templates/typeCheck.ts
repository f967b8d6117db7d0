import type { TemplateType } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { invalidFields } from '../../http/errors.js';
import type { ApiMessage } from '../../i18n/apiMessages.js';

/** A field that names a template, the id it names and the type it takes. */
export interface TemplateReference {
  field: string;
  id: number;
  type: TemplateType;
}

/**
 * Checks that each referenced template exists and has the field's type (event fields, the
 * site-wide defaults of Settings).
 * @throws 400 naming each wrong field
 */
export async function assertTemplateReferences(db: DB, references: TemplateReference[]): Promise<void> {
  if (references.length === 0) return;
  const rows = await db.selectFrom('templates').select(['id', 'type']).where('id', 'in', references.map((r) => r.id)).execute();
  const typeOf = new Map(rows.map((r) => [r.id, r.type]));
  const errors: Record<string, ApiMessage> = {};
  for (const { field, id, type } of references) {
    const actual = typeOf.get(id);
    if (!actual) errors[field] = /*i18n*/ { id: 'Unknown template id {id}', values: { id } };
    else if (actual !== type) errors[field] = /*i18n*/ { id: 'Template {id} is {actual, select, event {an event} certificate {a certificate} ticket {a ticket} other {a {actual}}} template; choose {type, select, event {an event} certificate {a certificate} ticket {a ticket} other {a {type}}} template', values: { id, actual, type } };
  }
  if (Object.keys(errors).length) throw invalidFields(errors);
}
