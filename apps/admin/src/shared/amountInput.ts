/**
 * Amounts typed into a price field (issue #9 §4): organisers type `25,50` as often as `25.50`, and
 * antd's InputNumber read a comma as a thousands separator, saving 2550.00 without a word.
 */

/**
 * Reads an amount as typed, for InputNumber's `parser`: the last `.` or `,` followed by one to
 * `digits` digits at the end is the decimal point (`25,50`, `25.5`, `1.234,56`, `1,234.56`); any
 * other `.` or `,`, spaces and apostrophes group thousands (`1,000`, `1 000`, `1'000`), as do all of
 * them for a currency without minor units (`digits` 0). Currency signs are ignored.
 * @param digits the currency's minor-unit digits (2 for EUR, 0 for JPY, 3 for KWD)
 * @returns the amount as a plain decimal string (`1234.56`), '' when no digit was typed
 */
export function parseAmount(text: string, digits: number): string {
  const typed = text.replace(/[^\d.,-]/g, '');
  const decimal = digits > 0 ? new RegExp(`^(.*)[.,](\\d{1,${digits}})$`).exec(typed) : null;
  const whole = (decimal ? decimal[1]! : typed).replace(/[.,]/g, '');
  return decimal ? `${whole}.${decimal[2]}` : whole;
}

/** The decimal separator of an `Intl` locale: `,` for `de-DE`, `.` for `en-US`. */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}
