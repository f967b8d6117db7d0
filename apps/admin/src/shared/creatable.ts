import { i18n } from '@lingui/core';
/** A choice of a select whose values are names (e.g. speaker groups). */
export interface NameOption {
  value: string;
  label: string;
}

/**
 * The options of a select that may also create a name: the existing options first, so Enter picks
 * the highlighted existing one ('Keynote' + Enter picks 'Keynote speakers'), then an explicit
 * `Create "<text>"` option for the typed text, unless that name exists or is already chosen (any case).
 * @param options existing names matching the text
 * @param text what is typed in the search box
 * @param chosen names already chosen
 */
export function withCreateOption(options: NameOption[], text: string, chosen: readonly string[]): NameOption[] {
  const name = text.trim();
  const same = (other: string) => other.toLowerCase() === name.toLowerCase();
  if (!name || options.some((option) => same(option.value)) || chosen.some(same)) return options;
  return [...options, { value: name, label: i18n._('Create "{name}"', { name }) }];
}
