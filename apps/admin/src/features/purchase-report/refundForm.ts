import { i18n } from '@lingui/core';
import type { RefundInput } from '@eventory/core';

/** What the Refund Booking modal holds. */
export interface RefundValues {
  reason: string;
  /** `booking`: every ticket not yet refunded; `tickets`: only those in `attendee_ids`. */
  scope: 'booking' | 'tickets';
  attendee_ids: number[];
}

export const NEW_REFUND: RefundValues = { reason: '', scope: 'booking', attendee_ids: [] };

/** Shown under the reason when it is left empty, in the active language. */
export const reasonRequired = () => i18n._('Please give a reason for the refund');

/**
 * The `POST /orders/{id}/refund` body of the modal's values: the trimmed reason, and the chosen
 * attendee ids only when refunding chosen tickets (the whole booking sends none).
 */
export function toRefundInput(values: RefundValues): RefundInput {
  const reason = values.reason.trim();
  return values.scope === 'tickets' ? { reason, attendee_ids: [...new Set(values.attendee_ids)] } : { reason };
}

/** The success message of a refund, from the booking's status afterwards. */
export function refundedMessage(order: { id: number; status: string }): string {
  return order.status === 'partially_refunded' ? i18n._('Booking #{id} partially refunded.', { id: order.id }) : i18n._('Booking #{id} refunded.', { id: order.id });
}
