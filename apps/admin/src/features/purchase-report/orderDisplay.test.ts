import { describe, expect, it } from 'vitest';
import type { Attendee } from '@eventory/core';
import { bookingActions, customerName, ORDER_STATUS_TAGS, refundableAttendees, statusOptions, ticketSummary, TICKET_STATUS_TAGS } from './orderDisplay';

describe('the booking list cells', () => {
  it("sums the tickets per name as '2 × Standard, 1 × VIP'", () => {
    expect(
      ticketSummary([
        { slug: 'standard', name: 'Standard', price: 10, quantity: 1 },
        { slug: 'vip', name: 'VIP', price: 50, quantity: 1 },
        { slug: 'standard', name: 'Standard', price: 10, quantity: 1 },
      ]),
    ).toBe('2 × Standard, 1 × VIP');
    expect(ticketSummary([])).toBe('—');
  });

  it('joins the customer name without stray spaces', () => {
    expect(customerName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(customerName({ first_name: ' Ada ', last_name: '' })).toBe('Ada');
  });

  it('colours the status tags as the issue asks', () => {
    expect(ORDER_STATUS_TAGS.completed.color).toBe('success');
    expect(ORDER_STATUS_TAGS.failed.color).toBe('error');
    expect(['processing', 'warning']).toContain(ORDER_STATUS_TAGS.pending.color);
    expect(['default', 'orange']).toContain(ORDER_STATUS_TAGS.refunded.color);
    expect(ORDER_STATUS_TAGS.partially_refunded).toEqual({ label: 'Partially refunded', color: 'orange' });
    expect(statusOptions(TICKET_STATUS_TAGS)).toEqual([
      { value: 'unused', label: 'Not checked in' },
      { value: 'used', label: 'Checked in' },
    ]);
  });
});

describe('the actions of a booking (SPEC §4)', () => {
  it('offers resend invoice and refund only on completed or partially refunded bookings, mark as paid on pending ones', () => {
    expect(bookingActions('completed')).toEqual(['resend-invoice', 'refund']);
    expect(bookingActions('partially_refunded')).toEqual(['resend-invoice', 'refund']);
    expect(bookingActions('pending')).toEqual(['mark-paid', 'cancel']);
    expect(bookingActions('refunded')).toEqual([]);
    expect(bookingActions('failed')).toEqual([]);
  });

  it('offers only the tickets not refunded yet for a refund', () => {
    const attendee = (id: number, payment_status: Attendee['payment_status']) => ({ id, payment_status }) as Attendee;
    expect(refundableAttendees([attendee(1, 'completed'), attendee(2, 'refunded'), attendee(3, 'completed')]).map((a) => a.id)).toEqual([1, 3]);
  });
});
