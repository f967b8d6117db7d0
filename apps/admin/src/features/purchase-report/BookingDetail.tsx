import { i18n } from '@lingui/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Descriptions, Flex, Result, Spin, Table, Typography, type TableColumnsType } from 'antd';
import type { Attendee, Order, OrderItem } from '@eventory/core';
import { ApiError } from '../../api/client';
import { attendeeColumnSet, TicketPageLink } from '../attendees/attendeeColumns';
import { editorPath } from '../events/list/eventDisplay';
import { BookingActions } from './BookingActions';
import { routeId } from './bookingFilters';
import { Money, ZonedDateTime } from '../../shared/format';
import { customerName, ORDER_STATUS_TAGS, paymentMethodLabel } from './orderDisplay';
import { useOrder } from './queries';
import { StatusTag } from './StatusTag';
import { ScreenTitle } from '../../shared/ScreenTitle';

/** The ticket lines' columns, titled in the admin's language; prices in the booking's `currency`. */
function itemColumns(currency: string): TableColumnsType<OrderItem> {
  return [
    { title: i18n._('Ticket'), key: 'name', render: (_, item) => item.name },
    { title: i18n._('Price'), key: 'price', align: 'right', render: (_, item) => <Money amount={item.price} currency={currency} /> },
    { title: i18n._('Quantity'), key: 'quantity', align: 'right', render: (_, item) => item.quantity },
    { title: i18n._('Subtotal'), key: 'subtotal', align: 'right', render: (_, item) => <Money amount={item.price * item.quantity} currency={currency} /> },
  ];
}

/**
 * Room for an attendee's email in a booking's detail, px: a usual address (~30 characters,
 * `anna.schmidt@example.org` takes 175) on one line at 1440 px; the table scrolls inside its card on a phone.
 */
const EMAIL_WIDTH = 240;

/** The booking's attendees' columns (the attendee table's, without phone and event), titled in the admin's language. */
function bookingAttendeeColumns(): TableColumnsType<Attendee> {
  const c = attendeeColumnSet({ emailWidth: EMAIL_WIDTH });
  return [
    c.name,
    c.email,
    c.ticket,
    c.ticketStatus,
    c.paymentStatus,
    c.checkedIn,
    { title: i18n._('Ticket page'), key: 'ticket_page', render: (_, attendee) => <TicketPageLink attendee={attendee} /> },
  ];
}

/** The booking's facts: customer, event (linking to its editor), status, payment and dates (local time). */
function BookingFacts({ order }: { order: Order }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'customer', label: i18n._('Customer'), children: customerName(order.customer) || '—' },
        { key: 'email', label: i18n._('Email'), children: order.customer.email },
        { key: 'phone', label: i18n._('Phone'), children: order.customer.phone || '—' },
        { key: 'event', label: i18n._('Event'), children: <Link to={editorPath(order.event_id)}>{order.event_title}</Link> },
        { key: 'status', label: i18n._('Status'), children: <StatusTag tag={ORDER_STATUS_TAGS[order.status]} /> },
        { key: 'payment_method', label: i18n._('Payment method'), children: paymentMethodLabel(order.payment_method) },
        // Not a table, so the zone is said (walk: 'Nov 30, 2026, 1:22 PM' beside tickets and mails that state theirs).
        { key: 'created_at', label: i18n._('Booked on'), children: <ZonedDateTime instant={order.created_at} /> },
        { key: 'paid_at', label: i18n._('Paid on'), children: <ZonedDateTime instant={order.paid_at} /> },
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
        { key: 'total', label: i18n._('Total'), children: <Typography.Text strong>
            <Money amount={order.total} currency={order.currency} />
          </Typography.Text> },
        ...(order.refunded_amount > 0 || order.refund_reason
          ? [
              { key: 'refunded', label: i18n._('Refunded amount'), children: <Money amount={order.refunded_amount} currency={order.currency} /> },
              { key: 'reason', label: i18n._('Refund reason'), children: order.refund_reason || '—' },
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
      {i18n._('Back to bookings')}
    </Button>
  );

  if (!id || (booking.error instanceof ApiError && booking.error.status === 404)) return <Result status="404" title={i18n._('This booking does not exist.')} extra={back} />;
  if (booking.error) return <Result status="error" title={i18n._('Could not load the booking.')} subTitle={booking.error.message} extra={back} />;
  if (!booking.data) return <Spin style={{ display: 'block', margin: 48 }} aria-label={i18n._('Loading the booking')} />;

  const order = booking.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={12}>
          <ScreenTitle>{i18n._('Booking #{id}', { id: order.id })}</ScreenTitle>
          <StatusTag tag={ORDER_STATUS_TAGS[order.status]} />
        </Flex>
        <BookingActions order={order} />
      </Flex>
      <BookingFacts order={order} />
      <Card size="small" title={i18n._('Tickets')}>
        <Table<OrderItem> rowKey={(item) => item.slug} columns={itemColumns(order.currency)} dataSource={order.items} pagination={false} size="small" />
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <BookingTotals order={order} />
        </Flex>
      </Card>
      <Card size="small" title={i18n._('Attendees')}>
        <Table<Attendee>
          rowKey="id"
          columns={bookingAttendeeColumns()}
          dataSource={order.attendees ?? []}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: i18n._('This booking has no attendees.') }}
        />
      </Card>
    </Flex>
  );
}
