import type { RuleObject } from 'antd/es/form';
import { checkRule } from './checkRule';

/**
 * Form rules for number fields that say what is wrong instead of changing the number: InputNumber's
 * `min`, `max` and `precision` turned a typed -5 into 0 (or -1, unlimited), 2.5 into 3 and
 * 99999999999 into the maximum on blur, without a word (walks of 30 Nov 2026). An empty field is
 * left to the `required` rule.
 */

type NumberValue = number | string | null | undefined;

const filled = (value: NumberValue): value is number | string => value !== null && value !== undefined && value !== '';

/** A rule refusing, with `message`, a filled value for which `wrong` is true. */
const refuse = (wrong: (value: number) => boolean, message: string): RuleObject =>
  checkRule((value) => (filled(value as NumberValue) && wrong(Number(value)) ? message : null));

/** Refuses a number below `min`. */
export const atLeast = (min: number, message: string): RuleObject => refuse((value) => value < min, message);

/** Refuses a number above `max`. */
export const atMost = (max: number, message: string): RuleObject => refuse((value) => value > max, message);

/** Refuses a number with a fraction. */
export const wholeNumber = (message: string): RuleObject => refuse((value) => !Number.isInteger(value), message);

/**
 * A warning, not a refusal (the form still saves), shown while the field holds 0: `message` says
 * what 0 means (a ticket no one can book, an RSVP no one can answer going). `off` turns it off
 * (a capacity made unlimited keeps its old number, unused).
 */
export const warnAtZero = (message: string, off: () => boolean = () => false): RuleObject => ({
  ...refuse((value) => value === 0 && !off(), message),
  warningOnly: true,
});
