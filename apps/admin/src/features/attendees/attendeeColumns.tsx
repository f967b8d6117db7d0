import { i18n } from '@lingui/core';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, type TableColumnsType } from 'antd';
import type { Attendee } from '@eventory/core';
import { ActionMenu, itemUnless } from '../../shared/ActionMenu';
import { DateTime } from '../../shared/format';
import { ORDER_STATUS_TAGS, TICKET_STATUS_TAGS } from '../purchase-report/orderDisplay';
import { StatusTag } from '../purchase-report/StatusTag';
import { NARROW } from '../purchase-report/bookingColumns';
import { useSettings } from '../../app/useSettings';
import { certificateBlocker } from '../certificates/useAttendeeCertificate';
import { resendBlocker } from './attendeeFields';

type AttendeeColumn = TableColumnsType<Attendee>[number];

/** The edit route of an attendee. */
export const editAttendeePath = (id: number) => `/attendees/edit/${id}`;

/** Up to two lines of `max` px: a long name or address breaks where it must (an email anywhere), a longer one ends in '…'. */
const clippedStyle = (max: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere', maxWidth: max }) as const;

/**
 * A cell text capped at `max` px (the table sizes its columns to their content) and two lines, so
 * real names and addresses show whole; what is longer still ends in '…' with the whole in the
 * tooltip. It is the organiser's data (names, emails, ticket names), marked `translate="no"` so
 * that page translators leave it as it is.
 */
function Clipped({ text, max = 130, email = false }: { text: string; max?: number; email?: boolean }) {
  const at = email ? text.indexOf('@') : -1;
  return (
    <span translate="no" title={text} style={clippedStyle(max)}>
      {/* An address breaks after its '@' first, rather than inside a word. */}
      {at > 0 ? (
        <>
          {text.slice(0, at + 1)}
          <wbr />
          {text.slice(at + 1)}
        </>
      ) : (
        text
      )}
    </span>
  );
}

/**
 * The attendee columns shared by the attendee table and a booking's detail (long names, emails,
 * phones, event titles and ticket names on up to two lines), titled in the admin's language when built.
 * @param emailWidth px of an email: 130 keeps the attendee table's nine columns within 1440 px (a
 *   longer address breaks after its '@'); a table of fewer columns gives more, for addresses on one line
 */
export function attendeeColumnSet({ emailWidth = 130 }: { emailWidth?: number } = {}) {
  return {
    name: { title: i18n._('Name'), key: 'name', render: (_, attendee) => <Clipped text={attendee.name} max={110} /> },
    email: { title: i18n._('Email'), key: 'email', render: (_, attendee) => <Clipped text={attendee.email || '—'} max={emailWidth} email /> },
    phone: { title: i18n._('Phone'), key: 'phone', render: (_, attendee) => <Clipped text={attendee.phone || '—'} max={100} /> },
    event: { title: i18n._('Event'), key: 'event', render: (_, attendee) => <Clipped text={attendee.event_title} max={120} /> },
    ticket: { title: i18n._('Ticket'), key: 'ticket', render: (_, attendee) => <Clipped text={attendee.ticket_name} max={100} /> },
    ticketStatus: { title: i18n._('Ticket status'), key: 'ticket_status', render: (_, attendee) => <StatusTag tag={TICKET_STATUS_TAGS[attendee.ticket_status]} /> },
    paymentStatus: { title: i18n._('Payment status'), key: 'payment_status', render: (_, attendee) => <StatusTag tag={ORDER_STATUS_TAGS[attendee.payment_status]} /> },
    checkedIn: { title: i18n._('Checked in'), key: 'checked_in_at', render: (_, attendee) => <div style={NARROW}><DateTime instant={attendee.checked_in_at} /></div> },
  } satisfies Record<string, AttendeeColumn>;
}

/** A link to the attendee's public ticket page, in a new tab. */
export function TicketPageLink({ attendee, size = 'small' }: { attendee: Attendee; size?: 'small' | 'middle' }) {
  return (
    <Button size={size} href={attendee.ticket_url} target="_blank" rel="noopener noreferrer" aria-label={i18n._('View ticket of {name} (opens in a new tab)', { name: attendee.name })}>
      {i18n._('View ticket')}
    </Button>
  );
}

/** What the Action column can do with a row. */
export interface AttendeeRowActions {
  onResendTicket: (attendee: Attendee) => void;
  onSendCertificate: (attendee: Attendee) => void;
  onDelete: (attendee: Attendee) => void;
}

/**
 * The Action column: Edit as a button, then an 'Actions' menu with View ticket (the public page,
 * in a new tab), Resend ticket (needs an email and an unrefunded ticket), Send certificate (a paid
 * ticket of an event with a certificate template) and Delete, so the table fits 1440 px. The focus
 * comes back to the menu's button after a choice or Escape ({@link ActionMenu}).
 */
function ActionCell({ attendee, actions }: { attendee: Attendee; actions: AttendeeRowActions }) {
  const navigate = useNavigate();
  const { default_certificate_template: certificateTemplate } = useSettings();
  const blocker = resendBlocker(attendee);
  const noCertificate = certificateBlocker(attendee, certificateTemplate ?? null);
  const ticketLink = (
    <a href={attendee.ticket_url} target="_blank" rel="noopener noreferrer">
      {i18n._('View ticket')}
    </a>
  );
  return (
    <Flex gap={8}>
      <Button size="small" onClick={() => navigate(editAttendeePath(attendee.id))} aria-label={i18n._('Edit {name}', { name: attendee.name })}>
        {i18n._('Edit')}
      </Button>
      <ActionMenu
        items={[
          { key: 'view', label: ticketLink },
          itemUnless('resend', i18n._('Resend ticket'), blocker, attendee.id),
          itemUnless('certificate', i18n._('Send certificate'), noCertificate, attendee.id),
          { key: 'delete', label: i18n._('Delete'), danger: true },
        ]}
        actions={{ resend: () => actions.onResendTicket(attendee), certificate: () => actions.onSendCertificate(attendee), delete: () => actions.onDelete(attendee) }}
        trigger={(ref) => (
          <Button ref={ref} size="small" aria-label={i18n._('Actions for {name}', { name: attendee.name })}>
            {i18n._('Actions')}
          </Button>
        )}
      />
    </Flex>
  );
}

/**
 * The columns of the attendee table (issue #4, SPEC §2 `/attendees`): Name, Email, Phone, Event,
 * Ticket, Ticket status, Payment status, Checked in (local time or '—') and Action.
 */
export function attendeeColumns(actions: AttendeeRowActions): TableColumnsType<Attendee> {
  const c = attendeeColumnSet();
  return [
    c.name,
    c.email,
    c.phone,
    c.event,
    c.ticket,
    c.ticketStatus,
    c.paymentStatus,
    c.checkedIn,
    { title: i18n._('Action'), key: 'action', width: 150, render: (_, attendee) => <ActionCell attendee={attendee} actions={actions} /> },
  ];
}
