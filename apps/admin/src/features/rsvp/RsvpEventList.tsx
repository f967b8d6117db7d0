import { Link, useNavigate } from 'react-router-dom';
import { Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { type RsvpEventSummary } from '@eventory/core';
import { useSettings } from '../../app/useSettings';
import { LoadError } from '../../shared/LoadError';
import { showingTotal, usePagedFilters, listPagination } from '../../shared/listControls';
import { useRsvpEvents } from './queries';
import { eventDateText, limitText } from './rsvpDisplay';
import { GoingCount } from './GoingCount';
import { rsvpReportPath } from './paths';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';

/**
 * The RSVP report (route `/rsvp-report`, SPEC §2; capability etn_manage_event): the events that take
 * RSVPs with their limit (∞ when unlimited) and counts of going / not going / maybe, searchable and
 * paged ('Showing x - y of n events'); View responses opens `/rsvp-report/{id}`.
 */
export default function RsvpEventList() {
  const navigate = useNavigate();
  const { searchText, setSearchText, filters, setPage } = usePagedFilters({});
  const { data, error, isFetching, refetch } = useRsvpEvents(filters);
  const { locale } = useSettings();

  const columns: TableColumnsType<RsvpEventSummary> = [
    {
      title: 'Event',
      key: 'event',
      render: (_, event) => (
        <Flex vertical>
          <Link to={rsvpReportPath(event.event_id)}>{event.title}</Link>
          <Typography.Text type="secondary">{eventDateText(event.start_date, locale)}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'Limit', key: 'limit', width: 100, render: (_, event) => limitText(event.limit) },
    { title: 'Going', key: 'going', width: 120, render: (_, event) => <GoingCount counts={event.counts} /> },
    { title: 'Not going', key: 'not_going', width: 110, render: (_, event) => event.counts.not_going },
    { title: 'Maybe', key: 'maybe', width: 100, render: (_, event) => event.counts.maybe },
    {
      title: 'Action',
      key: 'action',
      width: 170,
      render: (_, event) => (
        <Button size="small" aria-label={`View responses of ${event.title}`} onClick={() => navigate(rsvpReportPath(event.event_id))}>
          View responses
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <ScreenTitle>
          RSVP Report
        </ScreenTitle>
        <SearchField placeholder="Search event by name" label="Search events" value={searchText} onChange={setSearchText} />
      </Flex>
      <LoadError what="RSVP report" error={error} onRetry={refetch} />
      <Table<RsvpEventSummary>
        rowKey="event_id"
        columns={columns}
        dataSource={data?.items}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: filters.search
            ? 'No events with RSVP match this search'
            : "No event takes RSVPs yet. Turn RSVP on in an event's editor, in its RSVP section.",
        }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('events'), setPage)}
      />
    </Flex>
  );
}
