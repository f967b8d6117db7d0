/**
 * What a form's `values` would save, as one comparable string: the request body `toBody` makes of
 * them, serialised. What the save drops or tidies (spaces around a name, a slot collapsed, a group
 * named twice) leaves it unchanged; what it keeps (a slot moved) changes it.
 */
export function bodyKey<Values>(toBody: (values: Values) => unknown, values: Values): string {
  return JSON.stringify(toBody(values));
}
