/**
 * Amounts typed into a price field (issue #9 §4): organisers type `25,50` as often as `25.50`, and
 * antd's InputNumber read a comma as a thousands separator, saving 2550.00 without a word.
 */

/**
 * Reads an amount as typed, for InputNumber's `parser`. The last `.` or `,`, when it is the only one
 * of its kind, is the decimal point if it is the admin language's (`decimal`: `12.345` in English,
 * `12,5` in German; InputNumber's precision then rounds what the currency cannot hold, 12.35, on
 * screen) or if one to `digits` digits follow it (`25,50` in English too: organisers type both).
 * Any other `.` or `,`, spaces and apostrophes group thousands (`1,000` in English, `1.000` in
 * German, `1 000`, `1'000`, `1,234.56`, `1.234,56`), as do all of them for a currency without minor
 * units (`digits` 0). Currency signs are ignored. Before, a separator followed by three digits was
 * always read as grouping: `12.345` typed in English was saved as 12,345.00 (walk of 30 Nov 2026).
 * @param digits the currency's minor-unit digits (2 for EUR, 0 for JPY, 3 for KWD)
 * @param decimal the admin language's decimal separator ({@link decimalSeparator})
 * @returns the amount as a plain decimal string (`1234.56`), '' when no digit was typed
 */
export function parseAmount(text: string, digits: number, decimal: string): string {
  const typed = text.replace(/[^\d.,-]/g, '');
  const at = Math.max(typed.lastIndexOf('.'), typed.lastIndexOf(','));
  const separator = typed[at];
  const fraction = typed.slice(at + 1);
  const once = at !== -1 && typed.indexOf(separator!) === at;
  const isDecimal = digits > 0 && once && fraction !== '' && (separator === decimal || fraction.length <= digits);
  const whole = (isDecimal ? typed.slice(0, at) : typed).replace(/[.,]/g, '');
  return isDecimal ? `${whole}.${fraction}` : whole;
}

/** The decimal separator of an `Intl` locale: `,` for `de-DE`, `.` for `en-US`. */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}
