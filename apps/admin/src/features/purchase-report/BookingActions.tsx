import { i18n } from '@lingui/core';
import { useState } from 'react';
import { Button, Flex } from 'antd';
import type { MessageDescriptor, Order } from '@eventory/core';
import { bookingActions, type BookingAction } from './orderDisplay';
import { useCancelBooking, useMarkPaid, useResendInvoice } from './queries';
import { RefundModal } from './RefundModal';
import { ActionMenu } from '../../shared/ActionMenu';
import { serverMessageOr } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';

const ACTION_LABELS: Record<BookingAction, MessageDescriptor> = {
  'resend-invoice': /*i18n*/ { id: 'Resend Invoice' },
  refund: /*i18n*/ { id: 'Refund Booking' },
  'mark-paid': /*i18n*/ { id: 'Mark as paid' },
  cancel: /*i18n*/ { id: 'Cancel booking' },
};

/** The actions shown in the danger colour: they take tickets away. */
const DESTRUCTIVE: ReadonlySet<BookingAction> = new Set(['refund', 'cancel']);

/**
 * The actions of one booking (SPEC §4, issue #4): Resend Invoice and Refund Booking for completed
 * (and partially refunded) bookings, Mark as paid for pending ones, nothing for the others. Each
 * confirms first. On the detail they are buttons; on a list row (`variant="menu"`) a menu behind
 * an 'Actions' button, so the table fits 1440 px (issue #9 §4), that returns the focus to that
 * button ({@link ActionMenu}).
 */
export function BookingActions({ order, variant = 'buttons' }: { order: Order; variant?: 'buttons' | 'menu' }) {
  const confirm = useConfirmedAction();
  const resend = useResendInvoice();
  const markPaid = useMarkPaid();
  const cancel = useCancelBooking();
  const [refunding, setRefunding] = useState(false);
  // Mounted on first use and kept while the actions are shown, so that closing it gives the focus
  // back to the button or menu it was opened from (antd does that only for a dialog that closes, not for one that unmounts).
  const [refundUsed, setRefundUsed] = useState(false);
  const actions = bookingActions(order.status);
  if (actions.length === 0) return null;

  const askResend = () =>
    confirm({
      title: i18n._('Send the invoice of booking #{id} again?', { id: order.id }),
      content: i18n._('It goes to {email}.', { email: order.customer.email }),
      okText: i18n._('Send'),
      run: () => resend.mutateAsync(order.id),
      success: () => i18n._('Invoice sent again to {email}', { email: order.customer.email }),
      failure: serverMessageOr(i18n._('The invoice could not be sent.')),
    });
  const askMarkPaid = () =>
    confirm({
      title: i18n._('Mark booking #{id} as paid?', { id: order.id }),
      content: i18n._('Do this once the payment has arrived: the booking becomes completed and its tickets valid at the door.'),
      okText: i18n._('Mark as paid'),
      run: () => markPaid.mutateAsync(order.id),
      success: () => i18n._('Booking #{id} marked as paid.', { id: order.id }),
      failure: serverMessageOr(i18n._('The booking could not be marked as paid.')),
    });

  const askCancel = () =>
    confirm({
      title: i18n._('Cancel booking #{id}?', { id: order.id }),
      content: i18n._('Do this when the booking will not be paid: its tickets become void, their seats go back on sale, and {email} is told by mail.', { email: order.customer.email }),
      okText: i18n._('Cancel booking'),
      // 'Cancel' beside 'Cancel booking' read as two ways of cancelling (walk B).
      cancelText: i18n._('Keep booking'),
      danger: true,
      run: () => cancel.mutateAsync(order.id),
      success: () => i18n._('Booking #{id} cancelled.', { id: order.id }),
      failure: serverMessageOr(i18n._('The booking could not be cancelled.')),
    });

  const run: Record<BookingAction, () => void> = { 'resend-invoice': askResend, cancel: askCancel, refund: () => {
      setRefundUsed(true);
      setRefunding(true);
    }, 'mark-paid': askMarkPaid };
  const refundModal = refundUsed && <RefundModal order={order} open={refunding} onClose={() => setRefunding(false)} />;

  if (variant === 'menu') {
    return (
      <>
        <ActionMenu
          items={actions.map((action) => ({ key: action, label: i18n._(ACTION_LABELS[action]), danger: DESTRUCTIVE.has(action) }))}
          actions={run}
          trigger={(ref) => (
            <Button ref={ref} size="small" aria-label={i18n._('Actions for booking #{id}', { id: order.id })}>
              {i18n._('Actions')}
            </Button>
          )}
        />
        {refundModal}
      </>
    );
  }
  return (
    <Flex gap={8} wrap>
      {actions.map((action) => (
        <Button key={action} danger={DESTRUCTIVE.has(action)} type={action === 'mark-paid' ? 'primary' : 'default'} onClick={run[action]}>
          {i18n._(ACTION_LABELS[action])}
        </Button>
      ))}
      {refundModal}
    </Flex>
  );
}
