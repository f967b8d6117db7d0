import type { TemplateType } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { badRequest } from '../../http/errors.js';

/** A field that names a template, the id it names and the type it takes. */
export interface TemplateReference {
  field: string;
  id: number;
  type: TemplateType;
}

const article = (type: TemplateType) => (type === 'event' ? 'an event' : `a ${type}`);

/**
 * Checks that each referenced template exists and has the field's type (event fields, the
 * site-wide defaults of Settings).
 * @throws 400 naming each wrong field
 */
export async function assertTemplateReferences(db: DB, references: TemplateReference[]): Promise<void> {
  if (references.length === 0) return;
  const rows = await db.selectFrom('templates').select(['id', 'type']).where('id', 'in', references.map((r) => r.id)).execute();
  const typeOf = new Map(rows.map((r) => [r.id, r.type]));
  const errors: Record<string, string> = {};
  for (const { field, id, type } of references) {
    const actual = typeOf.get(id);
    if (!actual) errors[field] = `Unknown template id ${id}`;
    else if (actual !== type) errors[field] = `Template ${id} is ${article(actual)} template; choose ${article(type)} template`;
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors).join('; '), errors);
}
