import { describe, expect, it } from 'vitest';
import { refundedMessage, toRefundInput } from './refundForm';

describe('the Refund Booking dialog', () => {
  it('refunds the whole booking without attendee ids, even when some were ticked before switching', () => {
    expect(toRefundInput({ reason: '  Event cancelled ', scope: 'booking', attendee_ids: [4] })).toEqual({ reason: 'Event cancelled' });
  });

  it('refunds only the chosen tickets, each once', () => {
    expect(toRefundInput({ reason: 'Cannot come', scope: 'tickets', attendee_ids: [4, 6, 4] })).toEqual({ reason: 'Cannot come', attendee_ids: [4, 6] });
  });

  it('announces a whole or a partial refund', () => {
    expect(refundedMessage({ id: 12, status: 'refunded' })).toBe('Booking #12 refunded.');
    expect(refundedMessage({ id: 12, status: 'partially_refunded' })).toBe('Booking #12 partially refunded.');
  });
});
