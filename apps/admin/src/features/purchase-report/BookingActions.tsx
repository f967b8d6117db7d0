import { useState } from 'react';
import { Button, Flex } from 'antd';
import type { Order } from '@eventory/core';
import { bookingActions } from './orderDisplay';
import { useMarkPaid, useResendInvoice } from './queries';
import { RefundModal } from './RefundModal';
import { useConfirmedAction } from './useConfirmedAction';

/**
 * The actions of one booking (SPEC §4, issue #4), on its list row and its detail: Resend Invoice
 * and Refund Booking for completed (and partially refunded) bookings, Mark as paid for pending
 * ones, nothing for the others. Each confirms first.
 */
export function BookingActions({ order, size = 'small' }: { order: Order; size?: 'small' | 'middle' }) {
  const confirm = useConfirmedAction();
  const resend = useResendInvoice();
  const markPaid = useMarkPaid();
  const [refunding, setRefunding] = useState(false);
  const actions = bookingActions(order.status);
  if (actions.length === 0) return null;

  const askResend = () =>
    confirm({
      title: `Send the invoice of booking #${order.id} again?`,
      content: `It goes to ${order.customer.email}.`,
      okText: 'Send',
      run: () => resend.mutateAsync(order.id),
      success: () => `Invoice sent again to ${order.customer.email}`,
      failure: 'The invoice could not be sent.',
    });
  const askMarkPaid = () =>
    confirm({
      title: `Mark booking #${order.id} as paid?`,
      content: 'Do this once the payment has arrived: the booking becomes completed and its tickets valid at the door.',
      okText: 'Mark as paid',
      run: () => markPaid.mutateAsync(order.id),
      success: () => `Booking #${order.id} marked as paid.`,
      failure: 'The booking could not be marked as paid.',
    });

  return (
    <Flex gap={8} wrap>
      {actions.includes('resend-invoice') && (
        <Button size={size} onClick={askResend} aria-label={`Resend Invoice of booking #${order.id}`}>
          Resend Invoice
        </Button>
      )}
      {actions.includes('refund') && (
        <Button size={size} danger onClick={() => setRefunding(true)} aria-label={`Refund Booking #${order.id}`}>
          Refund Booking
        </Button>
      )}
      {actions.includes('mark-paid') && (
        <Button size={size} type="primary" onClick={askMarkPaid} aria-label={`Mark booking #${order.id} as paid`}>
          Mark as paid
        </Button>
      )}
      {refunding && <RefundModal order={order} onClose={() => setRefunding(false)} />}
    </Flex>
  );
}
