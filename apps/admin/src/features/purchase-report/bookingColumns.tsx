import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { Flex, Typography, type TableColumnsType } from 'antd';
import type { Order } from '@eventory/core';
import { BookingActions } from './BookingActions';
import { DateTime, Money } from '../../shared/format';
import { customerName, ORDER_STATUS_TAGS, paymentMethodLabel, ticketSummary } from './orderDisplay';
import { StatusTag } from './StatusTag';

/** The detail route of a booking. */
export const bookingPath = (id: number) => `/purchase-report/booking/${id}`;

/**
 * Room for text that may be long (event titles, ticket lists), px: a longer text wraps (at any
 * character when it has no spaces) so the table fits a 1440 px screen (issue #9 §4).
 */
const WRAPPED = { maxWidth: 120, overflowWrap: 'anywhere' } as const;

/** Room for a name over an email, px: a usual email (~25 characters) on one line, the table still within 1440 px. */
const PERSON = { ...WRAPPED, maxWidth: 200 } as const;

/** Short values in words (a method, a date and time) break across lines rather than widen a table (bookings, attendees). */
export const NARROW = { maxWidth: 90 } as const;

/** A person's name over their email, in a table cell; long ones wrap. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <Flex vertical style={PERSON}>
      <Typography.Text>{name || '—'}</Typography.Text>
      {email && <Typography.Text type="secondary">{email}</Typography.Text>}
    </Flex>
  );
}

/**
 * The columns of the booking list (issue #4 "purchase report"): Booking (#id linking to the
 * detail), Customer, Event, Tickets, Total, Status, Payment method, Date (local) and Action.
 * Customer and Event wrap, so the table fits 1440 px whatever the prices and names (issue #9 §4).
 */
export function bookingColumns(): TableColumnsType<Order> {
  return [
    { title: i18n._('Booking'), key: 'id', render: (_, order) => <Link to={bookingPath(order.id)}>#{order.id}</Link> },
    { title: i18n._('Customer'), key: 'customer', render: (_, order) => <PersonCell name={customerName(order.customer)} email={order.customer.email} /> },
    { title: i18n._('Event'), key: 'event', render: (_, order) => <div style={WRAPPED}>{order.event_title}</div> },
    { title: i18n._('Tickets'), key: 'tickets', render: (_, order) => <div style={WRAPPED}>{ticketSummary(order.items)}</div> },
    { title: i18n._('Total'), key: 'total', align: 'right', render: (_, order) => <Money amount={order.total} currency={order.currency} /> },
    { title: i18n._('Status'), key: 'status', render: (_, order) => <StatusTag tag={ORDER_STATUS_TAGS[order.status]} /> },
    { title: i18n._('Payment method'), key: 'payment_method', render: (_, order) => <div style={NARROW}>{paymentMethodLabel(order.payment_method)}</div> },
    { title: i18n._('Date'), key: 'created_at', render: (_, order) => <div style={NARROW}><DateTime instant={order.created_at} /></div> },
    { title: i18n._('Action'), key: 'action', render: (_, order) => <BookingActions order={order} variant="menu" /> },
  ];
}
