import { useRef, useState } from 'react';
import { Button, Dropdown, Flex } from 'antd';
import type { Order } from '@eventory/core';
import { bookingActions, type BookingAction } from './orderDisplay';
import { useMarkPaid, useResendInvoice } from './queries';
import { RefundModal } from './RefundModal';
import { serverMessageOr } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';

const ACTION_LABELS: Record<BookingAction, string> = { 'resend-invoice': 'Resend Invoice', refund: 'Refund Booking', 'mark-paid': 'Mark as paid' };

/**
 * The actions of one booking (SPEC §4, issue #4): Resend Invoice and Refund Booking for completed
 * (and partially refunded) bookings, Mark as paid for pending ones, nothing for the others. Each
 * confirms first. On the detail they are buttons; on a list row (`variant="menu"`) a menu behind
 * an 'Actions' button, so the table fits 1440 px (issue #9 §4); choosing an item gives the focus
 * back to that button first, so the dialog it opens returns it there.
 */
export function BookingActions({ order, variant = 'buttons' }: { order: Order; variant?: 'buttons' | 'menu' }) {
  const confirm = useConfirmedAction();
  const button = useRef<HTMLButtonElement>(null);
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
      failure: serverMessageOr('The invoice could not be sent.'),
    });
  const askMarkPaid = () =>
    confirm({
      title: `Mark booking #${order.id} as paid?`,
      content: 'Do this once the payment has arrived: the booking becomes completed and its tickets valid at the door.',
      okText: 'Mark as paid',
      run: () => markPaid.mutateAsync(order.id),
      success: () => `Booking #${order.id} marked as paid.`,
      failure: serverMessageOr('The booking could not be marked as paid.'),
    });

  const run: Record<BookingAction, () => void> = { 'resend-invoice': askResend, refund: () => setRefunding(true), 'mark-paid': askMarkPaid };
  const refundModal = refunding && <RefundModal order={order} onClose={() => setRefunding(false)} />;

  if (variant === 'menu') {
    return (
      <>
        <Dropdown
          trigger={['click']}
          autoFocus
          menu={{
            items: actions.map((action) => ({ key: action, label: ACTION_LABELS[action], danger: action === 'refund' })),
            onClick: ({ key, domEvent }) => {
              domEvent.preventDefault();
              button.current?.focus();
              run[key as BookingAction]();
            },
          }}
        >
          <Button ref={button} size="small" aria-label={`Actions for booking #${order.id}`}>
            Actions
          </Button>
        </Dropdown>
        {refundModal}
      </>
    );
  }
  return (
    <Flex gap={8} wrap>
      {actions.map((action) => (
        <Button key={action} danger={action === 'refund'} type={action === 'mark-paid' ? 'primary' : 'default'} onClick={run[action]}>
          {ACTION_LABELS[action]}
        </Button>
      ))}
      {refundModal}
    </Flex>
  );
}
