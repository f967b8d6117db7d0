import { i18n } from '@lingui/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, Flex, Result, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { RSVP_STATUSES, type RsvpEventSummary, type RsvpResponse, type RsvpStatus } from '@eventory/core';
import { ApiError } from '../../api/client';
import { LoadError } from '../../shared/LoadError';
import { pageAfterRemoval, showingTotal, listPagination, listLoading } from '../../shared/listControls';
import type { ParamSpec } from '../../shared/listParams';
import { RememberedList } from '../../shared/RememberedList';
import { useUrlPagedFilters } from '../../shared/useUrlPagedFilters';
import { DELETE_BUTTON } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { RSVP_LIST_PATH } from './paths';
import { useDeleteRsvpResponse, useRsvpReport, useRsvpUnanswered } from './queries';
import { UnansweredTable } from './UnansweredTable';
import { ResponseEditModal } from './ResponseEditModal';
import { limitText, noAnswersText, RSVP_STATUS_OPTIONS } from './rsvpDisplay';
import { CalendarDate, DateTime } from '../../shared/format';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { SegmentedChoice } from '../../shared/SegmentedChoice';

/** The event's title, date, limit and counts above the responses. */
function ReportSummary({ event }: { event: RsvpEventSummary }) {
  const stats = [
    { title: i18n._('Limit'), value: limitText(event.limit) },
    { title: i18n._('Going'), value: event.counts.going },
    { title: i18n._('Not going'), value: event.counts.not_going },
    { title: i18n._('Maybe'), value: event.counts.maybe },
    { title: i18n._('People attending'), value: event.counts.attending },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex vertical>
        <ScreenTitle>
          {event.title}
        </ScreenTitle>
        <Typography.Text type="secondary">
          <CalendarDate date={event.start_date} />
        </Typography.Text>
      </Flex>
      <Card size="small">
        <Flex gap={32} wrap>
          {stats.map((stat) => (
            <Statistic key={stat.title} title={stat.title} value={stat.value} />
          ))}
        </Flex>
      </Card>
    </Flex>
  );
}

/** The report of an event id, or a not-found screen for an id that is not a number. */
export default function RsvpReport() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId <= 0) return <ReportNotFound />;
  const listKey = `rsvp.event.${eventId}`;
  return (
    <RememberedList key={listKey} list={listKey}>
      <Report eventId={eventId} />
    </RememberedList>
  );
}

function ReportNotFound() {
  return (
    <Result
      status="404"
      title={i18n._('Event not found')}
      subTitle={i18n._('The event does not exist or has been deleted.')}
      extra={<Link to={RSVP_LIST_PATH}>{i18n._('Back to the RSVP report')}</Link>}
    />
  );
}

/** The report's 'No answer yet' view: invitees without an answer, beside the three answers. */
const UNANSWERED = 'unanswered';
type ReportView = RsvpStatus | typeof UNANSWERED;
const GOING: { status: ReportView } = { status: 'going' };
const VIEW_PARAMS: ParamSpec<{ status: ReportView }> = { status: [...RSVP_STATUSES, UNANSWERED] };

/**
 * One event's RSVP responses (route `/rsvp-report/{id}`, SPEC §7 `GET rsvp-report/{id}` with query
 * status, default going): the event's summary and counts, the answer to show (going / not going /
 * maybe), a search, and a paged table of Name, Email, Attendees, Received on (local time) with Edit
 * (a modal, `PUT rsvp-report/{id}`) and Delete after a confirmation (`DELETE rsvp-report/{id}`);
 * or, under 'No answer yet', the invitees who have not answered (UnansweredTable).
 */
function Report({ eventId }: { eventId: number }) {
  const { searchText, setSearchText, filters, setFilter, setPage } = useUrlPagedFilters(GOING, VIEW_PARAMS);
  const unanswered = filters.status === UNANSWERED;
  const responses = useRsvpReport(eventId, { ...filters, status: unanswered ? 'going' : (filters.status as RsvpStatus) }, !unanswered);
  const invitees = useRsvpUnanswered(eventId, filters, unanswered);
  const { data, error, isFetching, refetch } = unanswered ? invitees : responses;
  // The summary stays while the other view loads.
  const summary = data?.event ?? responses.data?.event ?? invitees.data?.event;
  const [editing, setEditing] = useState<RsvpResponse | null>(null);
  const confirmDelete = useConfirmedAction();
  const deleteResponse = useDeleteRsvpResponse();

  if (!data && error instanceof ApiError && error.status === 404) return <ReportNotFound />;

  const items = responses.data?.items ?? [];
  const remove = (response: RsvpResponse) =>
    confirmDelete({
      ...DELETE_BUTTON,
      title: i18n._('Are you sure you want to delete this response?'),
      content: `${response.name} <${response.email}>`,
      run: () => deleteResponse.mutateAsync(response.id),
      success: i18n._('Successfully deleted the response!'),
      failure: i18n._('Failed to delete the response!'),
      onDone: () => setPage(pageAfterRemoval(filters.paged, items.length, 1), filters.per_page),
    });

  const columns: TableColumnsType<RsvpResponse> = [
    { title: i18n._('Name'), dataIndex: 'name', key: 'name' },
    { title: i18n._('Email'), dataIndex: 'email', key: 'email' },
    { title: i18n._('Attendees'), dataIndex: 'number_of_attendees', key: 'number_of_attendees', width: 110 },
    { title: i18n._('Received on'), key: 'received_on', width: 190, render: (_, response) => <DateTime instant={response.received_on} /> },
    {
      title: i18n._('Action'),
      key: 'action',
      width: 170,
      render: (_, response) => (
        <Flex gap={8}>
          <Button size="small" aria-label={i18n._('Edit {name}', { name: response.name })} onClick={() => setEditing(response)}>
            {i18n._('Edit')}
          </Button>
          <Button size="small" danger aria-label={i18n._('Delete {name}', { name: response.name })} onClick={() => remove(response)}>
            {i18n._('Delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  const status = filters.status;
  return (
    <Flex vertical gap={16}>
      {summary ? <ReportSummary event={summary} /> : <ScreenTitle>{i18n._('RSVP responses')}</ScreenTitle>}
      <Flex justify="space-between" align="center" gap={8} wrap>
        {/* Four answers are wider than a phone in German: the control scrolls on its own, never the page. */}
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <SegmentedChoice<ReportView>
            aria-label={i18n._('Show responses')}
            value={status}
            onChange={(value) => setFilter({ status: value })}
            options={[...RSVP_STATUS_OPTIONS, { value: UNANSWERED, label: i18n._('No answer yet') }]}
          />
        </div>
        <SearchField placeholder={i18n._('Search by name or email')} label={i18n._('Search responses')} value={searchText} onChange={setSearchText} />
      </Flex>
      <LoadError what="responses" error={error} onRetry={refetch} />
      {unanswered ? (
        <UnansweredTable data={invitees.data} loading={isFetching} filters={filters} onPage={setPage} />
      ) : (
        <Table<RsvpResponse>
          rowKey="id"
          columns={columns}
          dataSource={responses.data?.items}
          loading={listLoading(isFetching)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: filters.search ? i18n._('No responses match this search') : noAnswersText(status as RsvpStatus) }}
          pagination={listPagination(filters, responses.data?.total_items ?? 0, showingTotal('responses'), setPage)}
        />
      )}
      {editing && <ResponseEditModal response={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
