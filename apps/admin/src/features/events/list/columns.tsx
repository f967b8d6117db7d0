import type { KeyboardEvent, MouseEvent } from 'react';
import { Button, Flex, Progress, Tag, Typography, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { EVENT_STATE_COLORS, EVENT_STATE_LABELS, type EventItem, type EventListOrderBy } from '@eventory/core';
import { PRIMARY_COLOR } from '../../../app/theme';
import { EventCell } from './EventCell';
import { soldSummary } from './eventDisplay';
import { RowActions, type RowActionProps } from './RowActions';
import type { EventSort } from './listState';

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

/** The `orderby` each sortable column asks for, by column key. */
export const COLUMN_ORDERBY: Record<string, EventListOrderBy> = { event: 'title', sold: 'sold', status: 'status' };

/** The next sort of a header toggle: ascending, then descending, then the default order. */
export function nextSort(current: EventSort | null, orderby: EventListOrderBy): EventSort | null {
  if (current?.orderby !== orderby) return { orderby, order: 'asc' };
  return current.order === 'asc' ? { orderby, order: 'desc' } : null;
}

/** How the table shows a column's sort. */
const sortOrderOf = (sort: EventSort | null, orderby: EventListOrderBy): SortOrder => (sort?.orderby === orderby ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);

/**
 * The Event column's second sort, by start (the column sorts by title): a toggle inside the
 * header that does not also sort by title.
 */
function StartSortToggle({ sort, onSort }: { sort: EventSort | null; onSort: (sort: EventSort | null) => void }) {
  const order = sort?.orderby === 'etn_start_date' ? sort.order : null;
  const stop = (e: MouseEvent | KeyboardEvent) => e.stopPropagation();
  const label = order === 'asc' ? 'Start ↑' : order === 'desc' ? 'Start ↓' : 'Start';
  return (
    <Button
      type={order ? 'link' : 'text'}
      size="small"
      aria-pressed={order !== null}
      aria-label={`Sort by start${order ? (order === 'asc' ? ', earliest first' : ', latest first') : ''}`}
      onKeyDown={stop}
      onClick={(e) => {
        stop(e);
        onSort(nextSort(sort, 'etn_start_date'));
      }}
    >
      {label}
    </Button>
  );
}

/** What sortable columns need: the current sort and a way to change it. */
export interface ColumnSorting {
  sort: EventSort | null;
  onSort: (sort: EventSort | null) => void;
}

/**
 * The columns of the event list (SPEC §2): Event, Sold, Status and Action. With `sorting`, Event
 * (title, plus a Start toggle), Sold and Status sort the list on the server (issue #9 §1).
 */
export function eventColumns(actions: RowActionProps, sorting?: ColumnSorting): TableColumnsType<EventItem> {
  const sortable = (orderby: EventListOrderBy) =>
    sorting ? { sorter: true, sortOrder: sortOrderOf(sorting.sort, orderby), sortDirections: ['ascend', 'descend'] as SortOrder[] } : {};
  return [
    {
      title: sorting ? (
        <Flex align="center" gap={4}>
          Event <StartSortToggle {...sorting} />
        </Flex>
      ) : (
        'Event'
      ),
      key: 'event',
      ...sortable('title'),
      render: (_, event) => <EventCell event={event} />,
    },
    { title: 'Sold', key: 'sold', width: 160, ...sortable('sold'), render: (_, event) => <SoldCell sold={event.sold_tickets} total={event.total_ticket} /> },
    {
      title: 'Status',
      key: 'status',
      width: 120,
      ...sortable('status'),
      render: (_, event) => <Tag color={EVENT_STATE_COLORS[event.event_status]}>{EVENT_STATE_LABELS[event.event_status]}</Tag>,
    },
    { title: 'Action', key: 'action', width: 220, render: (_, event) => <RowActions event={event} {...actions} /> },
  ];
}
