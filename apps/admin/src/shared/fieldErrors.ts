/** A form field path: names and list indexes, as antd `NamePath`. */
export type FieldPath = (string | number)[];

/** Server field errors sorted into those a form can show on a field and the rest. */
export interface FieldErrorSplit {
  marked: { name: FieldPath; errors: string[] }[];
  unmatched: string[];
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * The form name of a server error key (`ticket_variations.0.capacity`), or null when the form has
 * no such field. `fields` lists the form's fields with `*` for list indexes; a key that is deeper
 * than any field (`recurrence.weekdays.2`) lands on its nearest listed ancestor.
 */
export function fieldFor(key: string, fields: ReadonlySet<string>): FieldPath | null {
  const segments = key.split('.');
  for (let length = segments.length; length > 0; length--) {
    const part = segments.slice(0, length);
    if (fields.has(part.map((s) => (isIndex(s) ? '*' : s)).join('.'))) return part.map((s) => (isIndex(s) ? Number(s) : s));
  }
  return null;
}

/**
 * Sorts a 400's `errors` (field path → message) by whether the form has the field.
 * @param errors the server's field errors
 * @param fields the form's field names, dotted, with `*` for list indexes
 * @returns `marked` for antd `form.setFields`, and `unmatched` as `field: message` to show elsewhere
 */
export function splitFieldErrors(errors: Record<string, string>, fields: readonly string[]): FieldErrorSplit {
  const known = new Set(fields);
  const split: FieldErrorSplit = { marked: [], unmatched: [] };
  for (const [key, message] of Object.entries(errors)) {
    const name = fieldFor(key, known);
    if (name) split.marked.push({ name, errors: [message] });
    else split.unmatched.push(key === '_' ? message : `${key}: ${message}`);
  }
  return split;
}
