import { Table, type TableProps } from 'antd';
import type { EventItem, EventStatusFilter } from '@eventory/core';
import { useEventOccurrences } from '../queries';
import { eventColumns } from './columns';
import type { RowActionProps } from './RowActions';
import type { ListPage } from './listState';
import { LoadError } from '../../../shared/LoadError';
import { listPagination, showingTotal, listLoading } from '../../../shared/listControls';
import { useWideScreen } from '../../../shared/useWideScreen';

/**
 * The occurrences of a recurring parent, shown when its row is expanded (issue #9 §1): fetched
 * then, a page at a time, in the list's default order (the next one first), each with its
 * 'Recurrence' badge and row actions; under the list's `status` filter only the occurrences it
 * matches (walk: Upcoming listed a series' past dates first). `page` is kept by the list (in its
 * URL), so a trip to an occurrence's editor comes back to it. `scroll` as the list's: where the
 * list scrolls sideways, so does this table, within the visible width the list gives it.
 */
export function OccurrenceTable({
  parent,
  status,
  page,
  onPage,
  actions,
  scroll,
}: {
  parent: EventItem;
  status: EventStatusFilter;
  page: ListPage;
  onPage: (page: ListPage) => void;
  actions: RowActionProps;
  scroll: TableProps['scroll'];
}) {
  const wide = useWideScreen();
  const { data, error, isFetching, refetch } = useEventOccurrences(parent.id, page.paged, page.per_page, status);
  return (
    <section aria-label={`Occurrences of ${parent.title}`}>
      <LoadError what="occurrences" error={error} onRetry={refetch} />
      <Table<EventItem>
        rowKey="id"
        size="small"
        columns={eventColumns(actions, wide)}
        scroll={scroll}
        dataSource={data?.items}
        loading={listLoading(isFetching)}
        pagination={listPagination(page, data?.total_items ?? 0, showingTotal('occurrences'), (paged, perPage) => onPage({ paged: perPage === page.per_page ? paged : 1, per_page: perPage }))}
      />
    </section>
  );
}
