import type { ApiMessage } from '../../i18n/apiMessages.js';

/**
 * What is left of a ticket variation (`capacity` not unlimited) that a booking wants more of:
 * 'Only 3 "Standard" tickets are left.' or 'Standard is sold out.' The booking's 409 `sold_out`
 * says it, and the booking form says it beside a quantity above what is left before sending.
 */
export function soldOutMessage(v: { name: string; capacity: number; sold: number }): ApiMessage {
  const left = Math.max(0, v.capacity - v.sold);
  if (left === 0) return /*i18n*/ { id: '{ticket} is sold out.', values: { ticket: v.name } };
  return /*i18n*/ { id: '{left, plural, one {Only # "{ticket}" ticket is left.} other {Only # "{ticket}" tickets are left.}}', values: { left, ticket: v.name } };
}
