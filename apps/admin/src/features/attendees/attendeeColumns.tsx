import { useNavigate } from 'react-router-dom';
import { Button, Flex, type TableColumnsType } from 'antd';
import type { Attendee } from '@eventory/core';
import { DateTime } from '../../shared/format';
import { ORDER_STATUS_TAGS, TICKET_STATUS_TAGS } from '../purchase-report/orderDisplay';
import { StatusTag } from '../purchase-report/StatusTag';
import { resendBlocker } from './attendeeFields';

type AttendeeColumn = TableColumnsType<Attendee>[number];

/** The edit route of an attendee. */
export const editAttendeePath = (id: number) => `/attendees/edit/${id}`;

/** The attendee columns shared by the attendee table and a booking's detail. */
export const ATTENDEE_COLUMNS = {
  name: { title: 'Name', key: 'name', render: (_, attendee) => attendee.name },
  email: { title: 'Email', key: 'email', render: (_, attendee) => attendee.email || '—' },
  phone: { title: 'Phone', key: 'phone', render: (_, attendee) => attendee.phone || '—' },
  event: { title: 'Event', key: 'event', render: (_, attendee) => attendee.event_title },
  ticket: { title: 'Ticket', key: 'ticket', render: (_, attendee) => attendee.ticket_name },
  ticketStatus: { title: 'Ticket status', key: 'ticket_status', render: (_, attendee) => <StatusTag tag={TICKET_STATUS_TAGS[attendee.ticket_status]} /> },
  paymentStatus: { title: 'Payment status', key: 'payment_status', render: (_, attendee) => <StatusTag tag={ORDER_STATUS_TAGS[attendee.payment_status]} /> },
  checkedIn: { title: 'Checked in', key: 'checked_in_at', render: (_, attendee) => <DateTime instant={attendee.checked_in_at} /> },
} satisfies Record<string, AttendeeColumn>;

/** A link to the attendee's public ticket page, in a new tab. */
export function TicketPageLink({ attendee, size = 'small' }: { attendee: Attendee; size?: 'small' | 'middle' }) {
  return (
    <Button size={size} href={attendee.ticket_url} target="_blank" rel="noopener noreferrer" aria-label={`View ticket of ${attendee.name} (opens in a new tab)`}>
      View ticket
    </Button>
  );
}

/** What the Action column can do with a row. */
export interface AttendeeRowActions {
  onResendTicket: (attendee: Attendee) => void;
  onDelete: (attendee: Attendee) => void;
}

/** The Action column: edit, resend ticket (needs an email and an unrefunded ticket), view the ticket page, delete. */
function ActionCell({ attendee, actions }: { attendee: Attendee; actions: AttendeeRowActions }) {
  const navigate = useNavigate();
  const blocker = resendBlocker(attendee);
  return (
    <Flex gap={8} wrap>
      <Button size="small" onClick={() => navigate(editAttendeePath(attendee.id))} aria-label={`Edit ${attendee.name}`}>
        Edit
      </Button>
      <Button
        size="small"
        disabled={blocker !== null}
        title={blocker ?? undefined}
        onClick={() => actions.onResendTicket(attendee)}
        aria-label={`Resend ticket of ${attendee.name}`}
      >
        Resend ticket
      </Button>
      <TicketPageLink attendee={attendee} />
      <Button size="small" danger onClick={() => actions.onDelete(attendee)} aria-label={`Delete ${attendee.name}`}>
        Delete
      </Button>
    </Flex>
  );
}

/**
 * The columns of the attendee table (issue #4, SPEC §2 `/attendees`): Name, Email, Phone, Event,
 * Ticket, Ticket status, Payment status, Checked in (local time or '—') and Action.
 */
export function attendeeColumns(actions: AttendeeRowActions): TableColumnsType<Attendee> {
  const c = ATTENDEE_COLUMNS;
  return [
    c.name,
    c.email,
    c.phone,
    c.event,
    c.ticket,
    c.ticketStatus,
    c.paymentStatus,
    c.checkedIn,
    { title: 'Action', key: 'action', width: 210, render: (_, attendee) => <ActionCell attendee={attendee} actions={actions} /> },
  ];
}
