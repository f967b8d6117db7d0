import { Flex, Progress, Tag, Typography, type TableColumnsType } from 'antd';
import { EVENT_STATE_COLORS, EVENT_STATE_LABELS, type EventItem } from '@eventory/core';
import { PRIMARY_COLOR } from '../../../app/theme';
import { EventCell } from './EventCell';
import { soldSummary } from './eventDisplay';
import { RowActions, type RowActionProps } from './RowActions';

/** The Sold column (SPEC §2): sold/total (∞ when unlimited) over a progress bar in the primary colour. */
function SoldCell({ sold, total }: { sold: number; total: number }) {
  const { text, percent } = soldSummary(sold, total);
  return (
    <Flex vertical style={{ minWidth: 100 }}>
      <Typography.Text>{text}</Typography.Text>
      <Progress percent={percent} strokeColor={PRIMARY_COLOR} showInfo={false} size="small" aria-label={`Tickets sold: ${text}`} />
    </Flex>
  );
}

/** The columns of the event list (SPEC §2): Event, Sold, Status and Action. */
export function eventColumns(actions: RowActionProps): TableColumnsType<EventItem> {
  return [
    { title: 'Event', key: 'event', render: (_, event) => <EventCell event={event} /> },
    { title: 'Sold', key: 'sold', width: 160, render: (_, event) => <SoldCell sold={event.sold_tickets} total={event.total_ticket} /> },
    {
      title: 'Status',
      key: 'status',
      width: 120,
      render: (_, event) => <Tag color={EVENT_STATE_COLORS[event.event_status]}>{EVENT_STATE_LABELS[event.event_status]}</Tag>,
    },
    { title: 'Action', key: 'action', width: 220, render: (_, event) => <RowActions event={event} {...actions} /> },
  ];
}
