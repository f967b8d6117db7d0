import { i18n } from '@lingui/core';
import { useState, type Key } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Empty, Flex, Result, Table } from 'antd';
import { PAYMENT_STATUSES, TICKET_STATUSES, type Attendee } from '@eventory/core';
import { attendeesClient } from '../../api/attendees';
import { EmptyState } from '../../shared/EmptyState';
import { LoadError } from '../../shared/LoadError';
import { pageAfterRemoval, showingTotal, listPagination, listLoading } from '../../shared/listControls';
import type { ParamSpec } from '../../shared/listParams';
import { RememberedList } from '../../shared/RememberedList';
import { useUrlPagedFilters } from '../../shared/useUrlPagedFilters';
import { DELETE_BUTTON, serverMessageOr } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { routeId, withoutPaging } from '../purchase-report/bookingFilters';
import { ScopeHeading } from '../purchase-report/ScopeHeading';
import { attendeeColumns } from './attendeeColumns';
import { isAttendeeListFiltered, NO_ATTENDEE_FILTERS, toAttendeeFilters, type AttendeeFilterValues } from './attendeeFilters';
import { AttendeeListFilters } from './AttendeeListFilters';
import { useAttendeeList, useDeleteAttendees, useResendTicket } from './queries';
import { useSendAttendeeCertificateAction } from '../certificates/useAttendeeCertificate';

const deleteQuestion = (count: number) =>
  count === 1 ? i18n._('Are you sure you want to delete this attendee?') : i18n._('Are you sure you want to delete these {count} attendees?', { count });

/**
 * The attendee table (`/attendees`, `/attendees/event/:eventId`; SPEC §2, issue #4): filters (event
 * unless the route fixes it, ticket status, payment status, search debounced 500 ms; any change
 * goes back to page 1; all kept in the URL), row actions (edit, resend ticket, ticket page, delete), bulk delete of the
 * selected rows, Export CSV of the filtered list, and the 'Showing x - y of n attendees' footer.
 */
export default function AttendeeList() {
  const param = useParams().eventId;
  // Each route (another event, or all events) has its own filters, page and selection, kept in the
  // URL and restored on coming back to that route.
  const listKey = param === undefined ? 'attendees' : `attendees.event.${param}`;
  return (
    <RememberedList key={listKey} list={listKey}>
      <AttendeeTable eventId={routeId(param)} />
    </RememberedList>
  );
}

const FILTER_PARAMS: ParamSpec<AttendeeFilterValues> = { event_id: 'number', ticket_status: TICKET_STATUSES, payment_status: PAYMENT_STATUSES };

/** The attendees of one event (`eventId`), of all (undefined), or of a malformed id (null). */
function AttendeeTable({ eventId }: { eventId: number | undefined | null }) {
  const confirm = useConfirmedAction();
  const { searchText, setSearchText, filters, setFilter, setPage } = useUrlPagedFilters(NO_ATTENDEE_FILTERS, FILTER_PARAMS);
  const attendeeFilters = toAttendeeFilters(filters, eventId ?? undefined);
  const { data, error, isFetching, refetch } = useAttendeeList(attendeeFilters);
  const remove = useDeleteAttendees();
  const resend = useResendTicket();
  const sendCertificate = useSendAttendeeCertificateAction();
  const items = data?.items ?? [];

  // The selection belongs to one set of filters (it is kept across pages): new filters start with none.
  const filterKey = JSON.stringify(withoutPaging(attendeeFilters));
  const [selection, setSelection] = useState<{ filterKey: string; keys: Key[] }>({ filterKey, keys: [] });
  const selected = selection.filterKey === filterKey ? selection.keys.map(Number) : [];
  const select = (keys: Key[]) => setSelection({ filterKey, keys });

  if (eventId === null) return <Result status="404" title={i18n._('This event does not exist.')} />;

  const askDelete = (ids: number[]) =>
    confirm({
      ...DELETE_BUTTON,
      title: deleteQuestion(ids.length),
      content: i18n._('Their tickets stop working. This cannot be undone.'),
      run: () => remove.mutateAsync(ids),
      success: i18n._('Successfully deleted the attendee!'),
      failure: i18n._('Failed to delete the attendee!'),
      onDone: () => {
        select(selected.filter((id) => !ids.includes(id)));
        const removedHere = items.filter((attendee) => ids.includes(attendee.id)).length;
        setPage(pageAfterRemoval(filters.paged, items.length, removedHere), filters.per_page);
      },
    });

  const askResend = (attendee: Attendee) =>
    confirm({
      title: i18n._('Send the ticket of {name} again?', { name: attendee.name }),
      content: i18n._('It goes to {email}.', { email: attendee.email }),
      okText: i18n._('Send'),
      run: () => resend.mutateAsync(attendee.id),
      success: () => i18n._('Ticket sent again to {email}', { email: attendee.email }),
      failure: serverMessageOr(i18n._('The ticket could not be sent.')),
    });

  const columns = attendeeColumns({ onResendTicket: askResend, onSendCertificate: sendCertificate, onDelete: (attendee) => askDelete([attendee.id]) });

  const clearFilters = () => {
    setSearchText('');
    setFilter(NO_ATTENDEE_FILTERS);
  };
  const emptyText = isAttendeeListFiltered(filters) ? (
    <Empty description={i18n._('No attendees match these filters.')}>
      <Button onClick={clearFilters}>{i18n._('Clear filters')}</Button>
    </Empty>
  ) : error ? (
    i18n._('No attendees to show.')
  ) : (
    <EmptyState title={i18n._('No attendees yet')} text={i18n._('Each ticket booked adds its attendee here.')}>
      {eventId !== undefined && <Link to="/attendees">{i18n._('See all attendees')}</Link>}
    </EmptyState>
  );

  return (
    <Flex vertical gap={16}>
      <ScopeHeading noun={i18n._('Attendees')} eventId={eventId} fallbackTitle={items[0]?.event_title} allPath="/attendees" allText={i18n._('All attendees')} />
      <LoadError what="attendees" error={error} onRetry={refetch} />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} wrap>
          <Button danger disabled={selected.length === 0} onClick={() => askDelete(selected)}>
            {selected.length > 0 ? i18n._('Delete selected ({count})', { count: selected.length }) : i18n._('Delete selected')}
          </Button>
          <Button href={attendeesClient.exportUrl(withoutPaging(attendeeFilters))} download disabled={data?.total_items === 0}>
            {i18n._('Export CSV')}
          </Button>
        </Flex>
        <AttendeeListFilters values={filters} onChange={setFilter} showEvent={eventId === undefined} searchText={searchText} onSearchTextChange={setSearchText} />
      </Flex>
      <Table<Attendee>
        rowKey="id"
        columns={columns}
        // Undefined until the first page arrives: antd then shows only the spinner, not the empty state.
        dataSource={data?.items}
        loading={listLoading(isFetching)}
        scroll={{ x: 'max-content' }}
        // Middle cells (8 px side padding) leave room for nine columns at 1440 px even when every clipped text is at its cap (issue #9 §4).
        size="middle"
        locale={{ emptyText }}
        rowSelection={{ selectedRowKeys: selected, onChange: select, preserveSelectedRowKeys: true }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('attendees'), setPage)}
      />
    </Flex>
  );
}
