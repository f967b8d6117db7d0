import { i18n } from '@lingui/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Button, Flex, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { EventItem, EventListOrderBy } from '@eventory/core';
import { EventCell } from './EventCell';
import { EventStatusTag, SoldCell } from './EventFacts';
import { RowActions, type RowActionProps } from './RowActions';
import type { EventSort } from './listState';

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
  const label = order === 'asc' ? i18n._('Start ↑') : order === 'desc' ? i18n._('Start ↓') : i18n._('Start');
  return (
    <Button
      type={order ? 'link' : 'text'}
      size="small"
      aria-pressed={order !== null}
      aria-label={order === 'asc' ? i18n._('Sort by start, earliest first') : order === 'desc' ? i18n._('Sort by start, latest first') : i18n._('Sort by start')}
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
 * The columns of the event list (SPEC §2): Event, Sold, Status and Action; when not `wide` (below
 * the md breakpoint: a phone, see useWideScreen) only Event and Action, the Event cell then showing
 * status and sold (issue #9 §3). With `sorting`, Event (title, plus a Start toggle), Sold and
 * Status sort the list on the server (issue #9 §1).
 */
export function eventColumns(actions: RowActionProps, wide: boolean, sorting?: ColumnSorting): TableColumnsType<EventItem> {
  const sortable = (orderby: EventListOrderBy) =>
    sorting ? { sorter: true, sortOrder: sortOrderOf(sorting.sort, orderby), sortDirections: ['ascend', 'descend'] as SortOrder[] } : {};
  const facts: TableColumnsType<EventItem> = [
    { title: i18n._('Sold'), key: 'sold', width: 140, ...sortable('sold'), render: (_, event) => <SoldCell event={event} /> },
    { title: i18n._('Status'), key: 'status', width: 120, ...sortable('status'), render: (_, event) => <EventStatusTag state={event.event_status} /> },
  ];
  return [
    {
      title: sorting ? (
        <Flex align="center" gap={4}>
          {i18n._('Event')} <StartSortToggle {...sorting} />
        </Flex>
      ) : (
        i18n._('Event')
      ),
      key: 'event',
      ...sortable('title'),
      render: (_, event) => <EventCell event={event} />,
    },
    ...(wide ? facts : []),
    { title: i18n._('Action'), key: 'action', render: (_, event) => <RowActions event={event} {...actions} /> },
  ];
}
