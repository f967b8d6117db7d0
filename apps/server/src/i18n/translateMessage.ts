import type { I18n, MessageDescriptor } from '@eventory/core';

/*
 * Rendering a message needs no request: kept apart from apiMessages.ts so code outside the HTTP
 * layer (the audit search text, its migration) can use it without Fastify's request types.
 */

/** A message as code writes it: an English catalogue id, or a descriptor with its values. */
export type ApiMessage = string | MessageDescriptor;

/** True when `value` is a message descriptor (`{ id, values? }`). */
export const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).id === 'string';

/**
 * `message` in `i18n`'s language. A plain string (or a descriptor without values) is looked up as a
 * catalogue id and kept as it is when the catalogue does not hold it (a text from elsewhere, never
 * parsed as ICU); a descriptor's
 * values that are messages themselves (`{what}` = 'Event') are translated first, a list of them
 * joined with commas.
 */
export function translateMessage(i18n: I18n, message: ApiMessage): string {
  if (!isDescriptor(message) || (!message.values && !(message.id in i18n.messages))) {
    const id = isDescriptor(message) ? message.id : message;
    return id in i18n.messages ? i18n._(id) : id;
  }
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([key, value]) => [key, Array.isArray(value) ? value.map((v: ApiMessage) => translateMessage(i18n, v)).join(', ') : isDescriptor(value) ? translateMessage(i18n, value) : value]),
  );
  const filled: MessageDescriptor = { ...message, values };
  return i18n._(filled);
}

/** `message` as a descriptor (a plain catalogue id becomes `{ id }`). */
export const asDescriptor = (message: ApiMessage): MessageDescriptor => (typeof message === 'string' ? { id: message } : message);
