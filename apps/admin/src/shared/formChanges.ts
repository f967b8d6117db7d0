/**
 * True when a form's `values` would save something other than its `loaded` ones: the two compared
 * as the request bodies `toBody` makes of them, so what the save drops or tidies (spaces around a
 * name, a slot collapsed, a group named twice) is no change, and what it keeps (a slot moved) is.
 */
export function savesDifferently<Values>(toBody: (values: Values) => unknown, values: Values, loaded: Values): boolean {
  return JSON.stringify(toBody(values)) !== JSON.stringify(toBody(loaded));
}
