import { i18n } from '@lingui/core';
import type { Attendee, OrderCustomer, OrderItem, OrderStatus, PaymentMethod, TicketStatus } from '@eventory/core';

/** How a status shows as an antd Tag: its words and colour. */
export interface StatusTag {
  label: string;
  color: string;
}

/**
 * The Status tag of a booking (issue #4): completed success, pending warning, refunded grey,
 * partially refunded orange, failed ('Cancelled': ended unpaid, by the reservation's end or the organiser)
 * error. An attendee's payment status uses the same tags.
 */
export const ORDER_STATUS_TAGS: Record<OrderStatus, StatusTag> = {
  completed: { get label() { return i18n._('Completed'); }, color: 'success' },
  pending: { get label() { return i18n._('Pending'); }, color: 'warning' },
  refunded: { get label() { return i18n._('Refunded'); }, color: 'default' },
  partially_refunded: { get label() { return i18n._('Partially refunded'); }, color: 'orange' },
  failed: { get label() { return i18n._('Cancelled'); }, color: 'error' },
};

/** The Ticket status tag of an attendee: unused 'Not checked in', used 'Checked in'. */
export const TICKET_STATUS_TAGS: Record<TicketStatus, StatusTag> = {
  unused: { get label() { return i18n._('Not checked in'); }, color: 'default' },
  used: { get label() { return i18n._('Checked in'); }, color: 'success' },
};

/** A payment method in words, in the admin's language (core's PAYMENT_METHOD_LABELS). */
export function paymentMethodLabel(method: PaymentMethod): string {
  return method === 'free' ? i18n._('Free') : i18n._('Offline payment');
}

/** Status select options of a filter, in the order of `tags`. */
export function statusOptions<K extends string>(tags: Record<K, StatusTag>): { value: K; label: string }[] {
  return (Object.entries(tags) as [K, StatusTag][]).map(([value, tag]) => ({ value, label: tag.label }));
}

/** The Tickets column: `2 × Standard, 1 × VIP` (lines of the same ticket added up), '—' for none. */
export function ticketSummary(items: readonly OrderItem[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.name, (counts.get(item.name) ?? 0) + item.quantity);
  return counts.size === 0 ? '—' : [...counts].map(([name, quantity]) => `${quantity} × ${name}`).join(', ');
}

/** The customer's full name (first and last, either may be blank). */
export function customerName(customer: Pick<OrderCustomer, 'first_name' | 'last_name'>): string {
  return [customer.first_name, customer.last_name].map((part) => part.trim()).filter(Boolean).join(' ');
}

/** An action an admin can take on a booking. */
export type BookingAction = 'resend-invoice' | 'refund' | 'mark-paid' | 'cancel';

/**
 * The actions of a booking by status (SPEC §4): completed and partially refunded bookings can be
 * re-invoiced and refunded, pending ones marked as paid; the others have none.
 */
export function bookingActions(status: OrderStatus): BookingAction[] {
  switch (status) {
    case 'completed':
    case 'partially_refunded':
      return ['resend-invoice', 'refund'];
    case 'pending':
      return ['mark-paid', 'cancel'];
    default:
      return [];
  }
}

/** The booking's tickets that can still be refunded (not refunded yet). */
export function refundableAttendees(attendees: readonly Attendee[]): Attendee[] {
  return attendees.filter((attendee) => attendee.payment_status !== 'refunded');
}
