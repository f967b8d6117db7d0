import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Descriptions, Flex, Result, Spin, Table, Typography, type TableColumnsType } from 'antd';
import type { Attendee, Order, OrderItem } from '@eventory/core';
import { ApiError } from '../../api/client';
import { ATTENDEE_COLUMNS, TicketPageLink } from '../attendees/attendeeColumns';
import { editorPath } from '../events/list/eventDisplay';
import { BookingActions } from './BookingActions';
import { routeId } from './bookingFilters';
import { DateTime, Money } from '../../shared/format';
import { customerName, ORDER_STATUS_TAGS, paymentMethodLabel } from './orderDisplay';
import { useOrder } from './queries';
import { StatusTag } from './StatusTag';
import { ScreenTitle } from '../../shared/ScreenTitle';

const ITEM_COLUMNS: TableColumnsType<OrderItem> = [
  { title: 'Ticket', key: 'name', render: (_, item) => item.name },
  { title: 'Price', key: 'price', align: 'right', render: (_, item) => <Money amount={item.price} /> },
  { title: 'Quantity', key: 'quantity', align: 'right', render: (_, item) => item.quantity },
  { title: 'Subtotal', key: 'subtotal', align: 'right', render: (_, item) => <Money amount={item.price * item.quantity} /> },
];

const c = ATTENDEE_COLUMNS;
const BOOKING_ATTENDEE_COLUMNS: TableColumnsType<Attendee> = [
  c.name,
  c.email,
  c.ticket,
  c.ticketStatus,
  c.paymentStatus,
  c.checkedIn,
  { title: 'Ticket page', key: 'ticket_page', render: (_, attendee) => <TicketPageLink attendee={attendee} /> },
];

/** The booking's facts: customer, event (linking to its editor), status, payment and dates (local time). */
function BookingFacts({ order }: { order: Order }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'customer', label: 'Customer', children: customerName(order.customer) || '—' },
        { key: 'email', label: 'Email', children: order.customer.email },
        { key: 'phone', label: 'Phone', children: order.customer.phone || '—' },
        { key: 'event', label: 'Event', children: <Link to={editorPath(order.event_id)}>{order.event_title}</Link> },
        { key: 'status', label: 'Status', children: <StatusTag tag={ORDER_STATUS_TAGS[order.status]} /> },
        { key: 'payment_method', label: 'Payment method', children: paymentMethodLabel(order.payment_method) },
        { key: 'created_at', label: 'Booked on', children: <DateTime instant={order.created_at} /> },
        { key: 'paid_at', label: 'Paid on', children: <DateTime instant={order.paid_at} /> },
      ]}
    />
  );
}

/** The totals under the items: total, refunded amount and the refund's reason (when refunded). */
function BookingTotals({ order }: { order: Order }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'total', label: 'Total', children: <Typography.Text strong>
            <Money amount={order.total} />
          </Typography.Text> },
        ...(order.refunded_amount > 0 || order.refund_reason
          ? [
              { key: 'refunded', label: 'Refunded amount', children: <Money amount={order.refunded_amount} /> },
              { key: 'reason', label: 'Refund reason', children: order.refund_reason || '—' },
            ]
          : []),
      ]}
    />
  );
}

/**
 * A booking's detail (`/purchase-report/booking/:id`, issue #4): customer, event, status, payment
 * method and dates, the ticket lines with the totals and any refund, the attendees with links to
 * their ticket pages, and the same actions as its row in the report.
 */
export default function BookingDetail() {
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const booking = useOrder(id ?? 0);
  const back = (
    <Button type="primary" onClick={() => navigate('/purchase-report')}>
      Back to bookings
    </Button>
  );

  if (!id || (booking.error instanceof ApiError && booking.error.status === 404)) return <Result status="404" title="This booking does not exist." extra={back} />;
  if (booking.error) return <Result status="error" title="Could not load the booking." subTitle={booking.error.message} extra={back} />;
  if (!booking.data) return <Spin style={{ display: 'block', margin: 48 }} aria-label="Loading the booking" />;

  const order = booking.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={12}>
          <ScreenTitle>
            Booking #{order.id}
          </ScreenTitle>
          <StatusTag tag={ORDER_STATUS_TAGS[order.status]} />
        </Flex>
        <BookingActions order={order} />
      </Flex>
      <BookingFacts order={order} />
      <Card size="small" title="Tickets">
        <Table<OrderItem> rowKey={(item) => item.slug} columns={ITEM_COLUMNS} dataSource={order.items} pagination={false} size="small" />
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <BookingTotals order={order} />
        </Flex>
      </Card>
      <Card size="small" title="Attendees">
        <Table<Attendee>
          rowKey="id"
          columns={BOOKING_ATTENDEE_COLUMNS}
          dataSource={order.attendees ?? []}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'This booking has no attendees.' }}
        />
      </Card>
    </Flex>
  );
}
