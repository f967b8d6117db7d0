import type { RuleObject } from 'antd/es/form';

/**
 * Refuses a negative number with `message`; an empty field is left to the `required` rule. Used
 * instead of InputNumber's `min`, which turned a typed -5 into 0 (or -1, unlimited) on blur
 * without a word (walk of 30 Nov 2026).
 */
export const notNegative = (message: string): RuleObject => ({
  validator: (_, value: number | string | null | undefined) =>
    value !== null && value !== undefined && value !== '' && Number(value) < 0 ? Promise.reject(new Error(message)) : Promise.resolve(),
});

/**
 * A warning, not a refusal (the form still saves), shown while the field holds 0: `message` says
 * what 0 means (a ticket no one can book, an RSVP no one can answer going).
 */
export const warnAtZero = (message: string): RuleObject => ({
  warningOnly: true,
  validator: (_, value: number | string | null | undefined) => (value !== null && value !== undefined && value !== '' && Number(value) === 0 ? Promise.reject(new Error(message)) : Promise.resolve()),
});
