import { i18n } from '@lingui/core';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { type RsvpEventSummary } from '@eventory/core';
import { LoadError } from '../../shared/LoadError';
import { showingTotal, listPagination, listLoading } from '../../shared/listControls';
import { NO_OWN_FILTERS, NO_OWN_PARAMS } from '../../shared/listParams';
import { rememberedList } from '../../shared/RememberedList';
import { useUrlPagedFilters } from '../../shared/useUrlPagedFilters';
import { useRsvpEvents } from './queries';
import { limitText } from './rsvpDisplay';
import { CalendarDate } from '../../shared/format';
import { GoingCount } from './GoingCount';
import { rsvpReportPath } from './paths';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { useTableScroll } from '../../shared/useTableScroll';

/**
 * The RSVP report (route `/rsvp-report`, SPEC §2; capability etn_manage_event): the events that take
 * RSVPs with their limit (∞ when unlimited) and counts of going / not going / maybe, searchable and
 * paged ('Showing x - y of n events'), restored on coming back; View responses opens `/rsvp-report/{id}`.
 */
export default rememberedList('rsvp', RsvpEventListScreen);

/** The RSVP report's list of events; its search and page live in the URL. */
function RsvpEventListScreen() {
  const { scroll } = useTableScroll();
  const navigate = useNavigate();
  const { searchText, setSearchText, filters, setPage } = useUrlPagedFilters(NO_OWN_FILTERS, NO_OWN_PARAMS);
  const { data, error, isFetching, refetch } = useRsvpEvents(filters);

  const columns: TableColumnsType<RsvpEventSummary> = [
    {
      title: i18n._('Event'),
      key: 'event',
      render: (_, event) => (
        <Flex vertical>
          <Link to={rsvpReportPath(event.event_id)}>{event.title}</Link>
          <Typography.Text type="secondary">
            <CalendarDate date={event.start_date} />
          </Typography.Text>
        </Flex>
      ),
    },
    { title: i18n._('Limit'), key: 'limit', width: 100, render: (_, event) => limitText(event.limit) },
    { title: i18n._('Going'), key: 'going', width: 120, render: (_, event) => <GoingCount counts={event.counts} /> },
    { title: i18n._('Not going'), key: 'not_going', width: 110, render: (_, event) => event.counts.not_going },
    { title: i18n._('Maybe'), key: 'maybe', width: 100, render: (_, event) => event.counts.maybe },
    {
      title: i18n._('Action'),
      key: 'action',
      width: 170,
      render: (_, event) => (
        <Button size="small" aria-label={i18n._('View responses of {title}', { title: event.title })} onClick={() => navigate(rsvpReportPath(event.event_id))}>
          {i18n._('View responses')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <ScreenTitle>{i18n._('RSVP Report')}</ScreenTitle>
        <SearchField placeholder={i18n._('Search event by name')} label={i18n._('Search events')} value={searchText} onChange={setSearchText} />
      </Flex>
      <LoadError what="RSVP report" error={error} onRetry={refetch} />
      <Table<RsvpEventSummary>
        rowKey="event_id"
        columns={columns}
        dataSource={data?.items}
        loading={listLoading(isFetching)}
        scroll={scroll}
        locale={{
          emptyText: filters.search
            ? i18n._('No events with RSVP match this search')
            : i18n._("No event takes RSVPs yet. Turn RSVP on in an event's editor, in its RSVP section."),
        }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('events'), setPage)}
      />
    </Flex>
  );
}
