import { Link } from 'react-router-dom';
import { Flex, Typography, type TableColumnsType } from 'antd';
import type { Order } from '@eventory/core';
import { BookingActions } from './BookingActions';
import { DateTime, Money } from '../../shared/format';
import { customerName, ORDER_STATUS_TAGS, PAYMENT_METHOD_LABELS, ticketSummary } from './orderDisplay';
import { StatusTag } from './StatusTag';

/** The detail route of a booking. */
export const bookingPath = (id: number) => `/purchase-report/booking/${id}`;

/** A person's name over their email, in a table cell. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <Flex vertical>
      <Typography.Text>{name || '—'}</Typography.Text>
      {email && <Typography.Text type="secondary">{email}</Typography.Text>}
    </Flex>
  );
}

/**
 * The columns of the booking list (issue #4 "purchase report"): Booking (#id linking to the
 * detail), Customer, Event, Tickets, Total, Status, Payment method, Date (local) and Action.
 */
export function bookingColumns(): TableColumnsType<Order> {
  return [
    { title: 'Booking', key: 'id', render: (_, order) => <Link to={bookingPath(order.id)}>#{order.id}</Link> },
    { title: 'Customer', key: 'customer', render: (_, order) => <PersonCell name={customerName(order.customer)} email={order.customer.email} /> },
    { title: 'Event', key: 'event', render: (_, order) => order.event_title },
    { title: 'Tickets', key: 'tickets', render: (_, order) => ticketSummary(order.items) },
    { title: 'Total', key: 'total', align: 'right', render: (_, order) => <Money amount={order.total} /> },
    { title: 'Status', key: 'status', render: (_, order) => <StatusTag tag={ORDER_STATUS_TAGS[order.status]} /> },
    { title: 'Payment method', key: 'payment_method', render: (_, order) => PAYMENT_METHOD_LABELS[order.payment_method] },
    { title: 'Date', key: 'created_at', render: (_, order) => <DateTime instant={order.created_at} /> },
    { title: 'Action', key: 'action', render: (_, order) => <BookingActions order={order} variant="menu" /> },
  ];
}
