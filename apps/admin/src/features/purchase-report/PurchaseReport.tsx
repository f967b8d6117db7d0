import { i18n } from '@lingui/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Empty, Flex, Result, Table } from 'antd';
import { ORDER_STATUSES, type Order } from '@eventory/core';
import { EmptyState } from '../../shared/EmptyState';
import { LoadError } from '../../shared/LoadError';
import { showingTotal, listPagination, listLoading } from '../../shared/listControls';
import type { ParamSpec } from '../../shared/listParams';
import { RememberedList } from '../../shared/RememberedList';
import { useUrlPagedFilters } from '../../shared/useUrlPagedFilters';
import { bookingColumns } from './bookingColumns';
import { isBookingListFiltered, NO_BOOKING_FILTERS, routeId, toOrderFilters, withoutPaging, type BookingFilterValues } from './bookingFilters';
import { BookingListFilters } from './BookingListFilters';
import { useOrderList, useOrderReport } from './queries';
import { ReportSummary } from './ReportSummary';
import { ScopeHeading } from './ScopeHeading';

/**
 * The purchase report (`/purchase-report`, `/purchase-report/:eventId`; SPEC §2 "Booking list",
 * issue #4): the totals and sales chart of the filtered bookings, then the bookings with filters
 * (event unless the route fixes it, status, date range, search debounced 500 ms; any change goes
 * back to page 1; all kept in the URL), the 'Showing x - y of n bookings' footer, and each booking's actions.
 */
export default function PurchaseReport() {
  const param = useParams().eventId;
  // Each route (another event, or all events) has its own filters and page, kept in the URL and
  // restored on coming back to that route (from a booking, say).
  const listKey = param === undefined ? 'bookings' : `bookings.event.${param}`;
  return (
    <RememberedList key={listKey} list={listKey}>
      <BookingReport eventId={routeId(param)} />
    </RememberedList>
  );
}

const FILTER_PARAMS: ParamSpec<BookingFilterValues> = { event_id: 'number', status: ORDER_STATUSES, range: 'dateRange' };

/** The report of one event's bookings (`eventId`), of all (undefined), or of a malformed id (null). */
function BookingReport({ eventId }: { eventId: number | undefined | null }) {
  const navigate = useNavigate();
  const { searchText, setSearchText, filters, setFilter, setPage } = useUrlPagedFilters(NO_BOOKING_FILTERS, FILTER_PARAMS);
  const orderFilters = toOrderFilters(filters, eventId ?? undefined);
  const list = useOrderList(orderFilters);
  const report = useOrderReport(withoutPaging(orderFilters));

  if (eventId === null) {
    return (
      <Result
        status="404"
        title={i18n._('This event does not exist.')}
        extra={
          <Button type="primary" onClick={() => navigate('/purchase-report')}>
            {i18n._('See all bookings')}
          </Button>
        }
      />
    );
  }

  const filtered = isBookingListFiltered(filters);
  const clearFilters = () => {
    setSearchText('');
    setFilter(NO_BOOKING_FILTERS);
  };
  const emptyText = filtered ? (
    <Empty description={i18n._('No bookings match these filters.')}>
      <Button onClick={clearFilters}>{i18n._('Clear filters')}</Button>
    </Empty>
  ) : list.error ? (
    i18n._('No bookings to show.')
  ) : (
    <EmptyState title={i18n._('No bookings yet')} text={i18n._('Bookings appear here once people book tickets on the event pages.')}>
      {eventId !== undefined && <Link to="/purchase-report">{i18n._('See all bookings')}</Link>}
    </EmptyState>
  );

  return (
    <Flex vertical gap={16}>
      <ScopeHeading noun={i18n._('Bookings')} eventId={eventId} fallbackTitle={list.data?.items[0]?.event_title} allPath="/purchase-report" allText={i18n._('All bookings')} />
      <LoadError what="report" error={report.error} onRetry={report.refetch} />
      <ReportSummary report={report.data} loading={report.isFetching} />
      <Flex justify="flex-end">
        <BookingListFilters values={filters} onChange={setFilter} showEvent={eventId === undefined} searchText={searchText} onSearchTextChange={setSearchText} />
      </Flex>
      <LoadError what="bookings" error={list.error} onRetry={list.refetch} />
      <Table<Order>
        rowKey="id"
        columns={bookingColumns()}
        // Undefined until the first page arrives: antd then shows only the spinner, not the empty state.
        dataSource={list.data?.items}
        loading={listLoading(list.isFetching)}
        scroll={{ x: 'max-content' }}
        // Nine columns: the attendee list's denser cells, so the widest rows still fit 1440 px (issue #9 §4).
        size="middle"
        locale={{ emptyText }}
        pagination={listPagination(filters, list.data?.total_items ?? 0, showingTotal('bookings'), setPage)}
      />
    </Flex>
  );
}
