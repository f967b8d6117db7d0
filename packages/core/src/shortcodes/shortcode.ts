import { z } from 'zod';
import { fieldDefault, fieldSchema, fieldsSchema, fieldText, type FieldValue, type Say, type ShortcodeField } from './fields.js';
import { buildShortcode, englishReason, parseShortcode, ShortcodeSyntaxError, type ShortcodeReason } from './grammar.js';
import { SHORTCODE_WIDGETS, type ShortcodeWidget } from './widgets.js';

/** A widget's form values: field key → typed value, plus the variant's choice under its key. */
export type WidgetValues = Record<string, FieldValue>;

/** A shortcode read and validated against its widget. */
export interface ReadShortcode {
  widget: ShortcodeWidget;
  /** The shortcode name as written (a variant's name picks the variant). */
  name: string;
  /** The variant's choice, when the widget has one. */
  variant: string | null;
  /** Every field's typed value (defaults filled in). */
  values: WidgetValues;
  /** Attributes the widget does not know, kept as written. */
  unknown: Record<string, string>;
}

const byName = new Map<string, { widget: ShortcodeWidget; variant: string | null }>();
for (const widget of SHORTCODE_WIDGETS) {
  if (widget.variant) for (const [choice, name] of Object.entries(widget.variant.names)) byName.set(name, { widget, variant: choice });
  else byName.set(widget.name, { widget, variant: null });
}

/** Every shortcode name the product renders. */
export const SHORTCODE_NAMES: readonly string[] = [...byName.keys()];

/** True for a shortcode name of one of the 20 widgets. */
export function isWidgetShortcode(name: string): boolean {
  return byName.has(name);
}

/** The widget a shortcode name belongs to and which variant it names, or undefined. */
export function widgetOfShortcode(name: string): { widget: ShortcodeWidget; variant: string | null } | undefined {
  return byName.get(name);
}

/** The fields a form shows for a variant choice (those without `onlyFor`, or listing it). */
export function visibleFields(widget: ShortcodeWidget, variant: string | null): ShortcodeField[] {
  return widget.fields.filter((f) => !f.onlyFor || (variant !== null && f.onlyFor.includes(variant)));
}

/** The variant choices of a widget, the default first (empty without a variant). */
export function variantChoices(widget: ShortcodeWidget): string[] {
  return widget.variant ? Object.keys(widget.variant.names) : [];
}

/** A widget's default form values (SPEC §9), its variant's default choice included. */
export function defaultValues(widget: ShortcodeWidget): WidgetValues {
  const values: WidgetValues = Object.fromEntries(widget.fields.map((f) => [f.key, fieldDefault(f)]));
  if (widget.variant) values[widget.variant.key] = variantChoices(widget)[0]!;
  return values;
}

const schemas = new Map<string, z.ZodType<Record<string, unknown>>>();
/** The zod schema of a widget's attributes (typed values or attribute text; unknown keys kept). */
export function widgetSchema(widget: ShortcodeWidget): z.ZodType<Record<string, unknown>> {
  let schema = schemas.get(widget.id);
  if (!schema) {
    schema = fieldsSchema(widget.fields);
    schemas.set(widget.id, schema);
  }
  return schema;
}

/** Field key → message of every problem in `values` (empty when valid); keys of nested issues are their field. */
export function validateWidgetValues(widget: ShortcodeWidget, values: Readonly<Record<string, unknown>>): Record<string, string> {
  const result = widgetSchema(widget).safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

/**
 * The catalogue message of a field's problem (issue #12): the field's schema is worded again by a
 * `say` that keeps each message with its values, so the issue's English text leads back to them (the
 * field's label, a message itself, among the values). A message not ours stays as its text.
 */
function fieldReason(widget: ShortcodeWidget, issue: z.core.$ZodIssue): ShortcodeReason {
  const said = new Map<string, ShortcodeReason>();
  const say: Say = (id, values = {}) => {
    const reason: ShortcodeReason = { id, values: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, (typeof value === 'string' && said.get(value)) || value])) };
    const english = englishReason(reason);
    said.set(english, reason);
    return english;
  };
  const field = widget.fields.find((f) => f.key === String(issue.path[0] ?? ''));
  if (field) fieldSchema(field, say);
  return said.get(issue.message) ?? { id: issue.message };
}

/**
 * The shortcode of a widget's form values: the variant's name, then every visible field in the
 * widget's order (defaults included, as the original's generator writes them; an empty id list or
 * unchosen id left out), then unknown attributes.
 * @throws ShortcodeSyntaxError 'bad_attribute' with the first invalid field's message
 */
export function buildWidgetShortcode(widget: ShortcodeWidget, values: Readonly<Record<string, unknown>>, unknown: Readonly<Record<string, string>> = {}): string {
  const result = widgetSchema(widget).safeParse(values);
  if (!result.success) throw new ShortcodeSyntaxError('bad_attribute', fieldReason(widget, result.error.issues[0]!));
  const variant = widget.variant ? String(values[widget.variant.key] ?? variantChoices(widget)[0]) : null;
  const name = widget.variant ? widget.variant.names[variant!] : widget.name;
  if (!name) {
    const values = { label: { id: widget.variant!.label }, options: variantChoices(widget).join(', ') };
    throw new ShortcodeSyntaxError('bad_name', /*i18n*/ { id: '{label}: choose one of {options}', values });
  }
  const attrs: Record<string, string> = {};
  for (const field of visibleFields(widget, variant)) {
    const text = fieldText(field, result.data[field.key] as FieldValue);
    if (text !== undefined) attrs[field.key] = text;
  }
  const known = new Set(widget.fields.map((f) => f.key));
  for (const [key, value] of Object.entries(unknown)) if (!known.has(key)) attrs[key] = value;
  return buildShortcode(name, attrs);
}

/**
 * Reads a shortcode of one of the 20 widgets and validates its attributes (issue #11 §1), so the
 * server renders exactly what the generator would build.
 * @throws ShortcodeSyntaxError: a grammar problem, 'unknown_shortcode' for another name, or
 *   'bad_attribute' with the first invalid attribute's message; its `reason` is a catalogue message
 *   the caller renders in the reader's language
 */
export function readShortcode(text: string): ReadShortcode {
  const { name, attrs } = parseShortcode(text);
  const found = byName.get(name);
  if (!found) throw new ShortcodeSyntaxError('unknown_shortcode', /*i18n*/ { id: '"{name}" is not a shortcode of this site; use one from the Shortcodes page', values: { name } });
  const { widget, variant } = found;
  const result = widgetSchema(widget).safeParse(attrs);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ShortcodeSyntaxError('bad_attribute', /*i18n*/ { id: '{attribute}: {reason}', values: { attribute: String(issue.path[0] ?? name), reason: fieldReason(widget, issue) } });
  }
  const known = new Set(widget.fields.map((f) => f.key));
  const values: WidgetValues = {};
  const unknown: Record<string, string> = {};
  for (const [key, value] of Object.entries(result.data)) {
    if (known.has(key)) values[key] = value as FieldValue;
    else unknown[key] = String(value);
  }
  if (widget.variant) values[widget.variant.key] = variant!;
  return { widget, name, variant, values, unknown };
}
