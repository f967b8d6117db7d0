import { countdownParts, type CountdownParts, type I18n } from '@eventory/core';
import { html, type SafeHtml } from './html.js';
import type { PageText } from './publicText.js';

/**
 * The units of a countdown: the key countdown.js reads and the label, a plural message of `count`,
 * the number shown beside it ('01 Day', '02 Days'; Arabic has six forms).
 */
const UNITS: ReadonlyArray<readonly [keyof CountdownParts, string]> = [
  ['days', /*i18n*/ '{count, plural, one {Day} other {Days}}'],
  ['hours', /*i18n*/ '{count, plural, one {Hour} other {Hours}}'],
  ['minutes', /*i18n*/ '{count, plural, one {Minute} other {Minutes}}'],
  ['seconds', /*i18n*/ '{count, plural, one {Second} other {Seconds}}'],
];

/** The plural forms already worked out, per language, locale and message (a few dozen at most). */
const formsMemo = new Map<string, string>();

/**
 * A unit's label in each plural form of `locale` (CLDR category → text, as JSON), for countdown.js
 * to relabel a cell as its number changes: each category's text is the message said for the first
 * number in 0–199 of that category (Arabic's categories depend on the number modulo 100).
 */
function pluralForms(i18n: I18n, locale: string, message: string): string {
  const key = `${i18n.locale}|${locale}|${message}`;
  let json = formsMemo.get(key);
  if (json === undefined) {
    const rules = new Intl.PluralRules(locale);
    const forms: Record<string, string> = {};
    for (let count = 0; count < 200; count++) forms[rules.select(count)] ??= i18n._(message, { count });
    json = JSON.stringify(forms);
    formsMemo.set(key, json);
  }
  return json;
}

/**
 * The ticking box of a countdown (the Event Countdown widget, a template's countdown block) `left`
 * ms before `startAt` (a UTC instant): a cell per unit (seconds too unless `seconds` is false),
 * each number in the page's digits with at least two of them, each label in the plural form of
 * its number. /static/countdown.js (which the caller loads) keeps numbers and labels in step
 * (`data-locale`, `data-forms`) and shows `expiredText` at the start. A timer for screen readers
 * named `label`, or hidden from them without one (the caller then says the time left itself).
 */
export function countdownBox(left: number, startAt: string, text: PageText, options: { seconds: boolean; expiredText: string; label?: string }): SafeHtml {
  const { i18n, locale } = text;
  const parts = countdownParts(left);
  const digits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const cells = (options.seconds ? UNITS : UNITS.slice(0, 3)).map(
    ([unit, label]) =>
      html`<div class="etn-countdown-unit"><span class="etn-countdown-value" data-unit="${unit}">${digits.format(parts[unit])}</span><span class="etn-countdown-label" data-forms="${pluralForms(i18n, locale, label)}">${i18n._(label, { count: parts[unit] })}</span></div>`,
  );
  return html`<div class="etn-countdown" data-etn-countdown="${startAt}" data-expired-text="${options.expiredText}" data-locale="${locale}" role="timer" ${options.label ? html`aria-label="${options.label}"` : html`aria-hidden="true"`}>${cells}</div>`;
}
