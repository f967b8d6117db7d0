import { z } from 'zod';
import { MAX_ID } from '../schemas/common.js';

/**
 * The attribute fields of a widget's shortcode (issue #11 §1): one description per attribute that
 * the generator's form, the zod validation (of typed form values and of attribute strings alike)
 * and the shortcode text are all derived from.
 */

/** Where an id field's choices come from (real data, searched remotely by the generator). */
export type IdSource = 'events' | 'categories' | 'tags' | 'speaker_groups' | 'schedules';

interface FieldBase {
  /** The attribute name, as the original product writes it. */
  key: string;
  /** The form label (a catalogue message, marked for the extractor; the generator shows it with `i18n._`). */
  label: string;
  /** Shown only for these template choices / views of the widget (all when absent). */
  onlyFor?: readonly string[];
}

/** A whole number with SPEC §9's default and limits. */
export interface NumberField extends FieldBase {
  kind: 'number';
  default: number;
  min: number;
  max?: number;
}
/** A yes/no toggle (SPEC §9: default no). */
export interface YesNoField extends FieldBase {
  kind: 'yesno';
  default: 'yes' | 'no';
}
/** One of a fixed list (order, orderby, views, styles, status filter). */
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: readonly string[];
  default: string;
  /** Left out of the shortcode text at its default (an attribute added later, e.g. `lang`). */
  omitDefault?: boolean;
}
/** Any of a fixed list, written comma-separated (certificate options). */
export interface MultiChoiceField extends FieldBase {
  kind: 'multichoice';
  options: readonly string[];
  default: readonly string[];
}
/** Row ids from real data, written comma-separated; `single` holds one id. */
export interface IdsField extends FieldBase {
  kind: 'ids';
  source: IdSource;
  single?: boolean;
  /** A single id that must be chosen; the message is SPEC §5's 'Please select an event' for events. */
  required?: boolean;
}
/** Free text (a button label). */
export interface TextField extends FieldBase {
  kind: 'text';
  default: string;
  maxLength: number;
}

export type ShortcodeField = NumberField | YesNoField | ChoiceField | MultiChoiceField | IdsField | TextField;

/** A typed value of a field: numbers, 'yes'/'no', strings, id lists (or one id / null when `single`). */
export type FieldValue = number | string | readonly string[] | readonly number[] | null;

const YES_NO = ['yes', 'no'] as const;

/** Reads a comma-separated list ("1, 2,3"), an array, or a number into its items. */
function listOf(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? [] : value.split(',').map((s) => s.trim());
  return value;
}

/**
 * Words a catalogue message with its values. Validation speaks English by default (the API's
 * answers, the shortcode renderer); the generator passes `i18n._` so a form speaks its user's language.
 */
export type Say = (message: string, values?: Record<string, string | number>) => string;

/** English: the message with its `{name}`s filled in (these messages hold no plural or select). */
export const sayEnglish: Say = (message, values = {}) => message.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));

const idItem = (say: Say) =>
  z.coerce
    .number({ message: say(/*i18n*/ 'Give ids as numbers') })
    .int(say(/*i18n*/ 'Give ids as whole numbers'))
    .positive(say(/*i18n*/ 'Give ids above 0'))
    .max(MAX_ID, say(/*i18n*/ 'An id is too large'));

/** The message of a required single id: SPEC §5's for events. */
export function requiredMessage(field: IdsField, say: Say = sayEnglish): string {
  return field.source === 'events' ? say(/*i18n*/ 'Please select an event') : say(/*i18n*/ 'Please choose: {label}', { label: say(field.label) });
}

/**
 * The zod schema of one field. It takes the typed form value or the attribute's text ("20",
 * "1,2,3") and answers the typed value, the default when it is absent. Its messages are worded by
 * `say` (English unless told otherwise).
 */
export function fieldSchema(field: ShortcodeField, say: Say = sayEnglish): z.ZodType<FieldValue> {
  const label = say(field.label);
  switch (field.kind) {
    case 'number': {
      let n = z.coerce
        .number({ message: say(/*i18n*/ '{label} must be a number', { label }) })
        .int(say(/*i18n*/ '{label} must be a whole number', { label }))
        .min(field.min, say(/*i18n*/ '{label} must be at least {min}', { label, min: field.min }));
      if (field.max !== undefined) n = n.max(field.max, say(/*i18n*/ '{label} must be at most {max}', { label, max: field.max }));
      return z.preprocess((v) => (v === '' || v === null ? undefined : v), n.default(field.default));
    }
    case 'yesno':
      return z.enum(YES_NO, { message: say(/*i18n*/ '{label}: use yes or no', { label }) }).default(field.default);
    case 'choice':
      return z.enum(field.options as [string, ...string[]], { message: say(/*i18n*/ '{label}: choose one of {options}', { label, options: field.options.join(', ') }) }).default(field.default);
    case 'multichoice':
      return z.preprocess(
        listOf,
        z
          .array(z.enum(field.options as [string, ...string[]], { message: say(/*i18n*/ '{label}: choose from {options}', { label, options: field.options.join(', ') }) }))
          .transform((items) => [...new Set(items)]),
      ).default([...field.default]) as z.ZodType<FieldValue>;
    case 'text':
      return z.string().max(field.maxLength, say(/*i18n*/ '{label} must be at most {max} characters', { label, max: field.maxLength })).default(field.default);
    case 'ids': {
      if (!field.single) return z.preprocess(listOf, z.array(idItem(say)).transform((ids) => [...new Set(ids)])).default([]) as z.ZodType<FieldValue>;
      const one = z.preprocess((v) => (v === '' || v === undefined ? null : v), idItem(say).nullable());
      return field.required ? one.refine((v) => v !== null, { message: requiredMessage(field, say) }) : one;
    }
  }
}

/** The zod object of a widget's fields; attributes it does not know are kept as they are. */
export function fieldsSchema(fields: readonly ShortcodeField[]) {
  return z.looseObject(Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f)])));
}

/** A field's default typed value (null for an unchosen single id). */
export function fieldDefault(field: ShortcodeField): FieldValue {
  switch (field.kind) {
    case 'ids':
      return field.single ? null : [];
    case 'multichoice':
      return [...field.default];
    default:
      return field.default;
  }
}

/**
 * A typed value as attribute text; undefined when it is left out of the shortcode (an empty id
 * list, an unchosen id, a choice at its default that says so).
 */
export function fieldText(field: ShortcodeField, value: FieldValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (field.kind === 'choice' && field.omitDefault && value === field.default) return undefined;
  if (Array.isArray(value)) return value.length === 0 && field.kind === 'ids' ? undefined : value.join(',');
  return String(value);
}
