import { i18n } from '@lingui/core';
import { Progress, Tag } from 'antd';
import { EVENT_STATE_COLORS, type EventItem, type EventState, type MessageDescriptor } from '@eventory/core';
import { PRIMARY_COLOR } from '../../../app/theme';
import { soldSummary } from './eventDisplay';
import './eventRows.css';

/**
 * Sold (SPEC §2): sold/total (∞ when unlimited) over a progress bar in the primary colour; 'No
 * tickets' for an event without ticket types (a free RSVP event read '0/0' over an empty bar, as if sold out).
 */
export function SoldCell({ event }: { event: Pick<EventItem, 'sold_tickets' | 'total_ticket' | 'ticket_variations'> }) {
  if (event.ticket_variations.length === 0) return <span className="eventory-event-secondary">{i18n._('No tickets')}</span>;
  const { text, percent } = soldSummary(event.sold_tickets, event.total_ticket);
  return (
    <div className="eventory-sold">
      <span className="eventory-event-text">{text}</span>
      <Progress percent={percent} strokeColor={PRIMARY_COLOR} showInfo={false} size="small" aria-label={i18n._('Tickets sold: {sold}', { sold: text })} />
    </div>
  );
}

/** The state names of SPEC §4 (core's EVENT_STATE_LABELS) as messages. */
const STATE_LABELS: Record<EventState, MessageDescriptor> = {
  draft: /*i18n*/ { id: 'Draft' },
  ongoing: /*i18n*/ { id: 'Ongoing' },
  upcoming: /*i18n*/ { id: 'Upcoming' },
  expired: /*i18n*/ { id: 'Expired' },
};

/** An event's state as its coloured tag (SPEC §4 "Event status"). */
export function EventStatusTag({ state }: { state: EventState }) {
  return <Tag color={EVENT_STATE_COLORS[state]}>{i18n._(STATE_LABELS[state])}</Tag>;
}
