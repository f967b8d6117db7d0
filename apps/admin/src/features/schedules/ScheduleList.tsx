import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, DatePicker, Flex, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { type Schedule } from '@eventory/core';
import { pageAfterRemoval, showingTotal, listPagination, listLoading } from '../../shared/listControls';
import type { ParamSpec } from '../../shared/listParams';
import { rememberedList } from '../../shared/RememberedList';
import { useUrlPagedFilters } from '../../shared/useUrlPagedFilters';
import { ConferenceImportButton } from './ConferenceImportButton';
import { scheduleEditPath } from './paths';
import { useScheduleList } from './queries';
import { useScheduleActions } from './useScheduleActions';
import { CalendarDate } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { useTableScroll } from '../../shared/useTableScroll';

const NO_SELECTION: number[] = [];

/** The list's year filter: a year picker, typed or picked; clearing it shows every year. */
function YearFilter({ value, onChange }: { value: number | undefined; onChange: (year: number | undefined) => void }) {
  return (
    <DatePicker
      picker="year"
      aria-label={i18n._('Filter by year')}
      placeholder={i18n._('All years')}
      value={value === undefined ? null : dayjs().year(value).startOf('year')}
      onChange={(date) => onChange(date ? date.year() : undefined)}
      style={{ width: 140 }}
    />
  );
}

interface ScheduleFilterValues {
  year: number | undefined;
}
const NO_FILTERS: ScheduleFilterValues = { year: undefined };
const FILTER_PARAMS: ParamSpec<ScheduleFilterValues> = { year: 'number' };

/** The schedule list route: its filters, search and page live in the URL and are restored on coming back from a schedule. */
export default rememberedList('schedules', ScheduleListScreen);

/**
 * The schedule list (SPEC §2 "Schedule list"): a year filter and a search by program title
 * (debounced; both kept in the URL with the page), a paged table with row selection and bulk
 * delete, clone / edit / delete per row, and the conference Import. An empty list without filters
 * leads to /schedules/empty.
 */
function ScheduleListScreen() {
  const { scroll } = useTableScroll();
  const navigate = useNavigate();
  const { searchText, setSearchText, filters, setFilter, setPage } = useUrlPagedFilters(NO_FILTERS, FILTER_PARAMS);
  const { data, error, isFetching, isPlaceholderData, refetch } = useScheduleList(filters);
  const [selected, setSelected] = useState<number[]>(NO_SELECTION);
  const items = data?.items ?? [];

  // A filter or page change clears the row selection, so Delete selected only deletes visible rows.
  useEffect(() => setSelected(NO_SELECTION), [filters]);

  const { clone, remove } = useScheduleActions((ids) => {
    setSelected((keys) => keys.filter((key) => !ids.includes(key)));
    const onPage = items.filter((item) => ids.includes(item.id)).length;
    setPage(pageAfterRemoval(filters.paged, items.length, onPage), filters.per_page);
  });

  const unfiltered = filters.search === '' && filters.year === undefined;
  // Only a fresh answer counts: a cached empty page may be refetching after a create or import.
  const settled = data !== undefined && !isPlaceholderData && !isFetching;
  const noSchedulesAtAll = settled && data.total_items === 0 && unfiltered;
  useEffect(() => {
    if (noSchedulesAtAll) navigate('/schedules/empty', { replace: true });
  }, [noSchedulesAtAll, navigate]);

  const columns: TableColumnsType<Schedule> = [
    {
      title: i18n._('Program Title'),
      key: 'program_title',
      render: (_, schedule) => <Link to={scheduleEditPath(schedule.id)}>{schedule.program_title}</Link>,
    },
    {
      title: i18n._('Date'),
      key: 'date',
      width: 200,
      render: (_, schedule) => (
        <Flex vertical>
          <Typography.Text>
            <CalendarDate date={schedule.date} />
          </Typography.Text>
          {schedule.day_name && <Typography.Text type="secondary">{schedule.day_name}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: i18n._('Action'),
      key: 'action',
      width: 240,
      render: (_, schedule) => (
        <Flex gap={8}>
          <Button size="small" aria-label={i18n._('Clone {title}', { title: schedule.program_title })} onClick={() => clone(schedule)}>
            {i18n._('Clone')}
          </Button>
          <Button size="small" aria-label={i18n._('Edit {title}', { title: schedule.program_title })} onClick={() => navigate(scheduleEditPath(schedule.id))}>
            {i18n._('Edit')}
          </Button>
          <Button size="small" danger aria-label={i18n._('Delete {title}', { title: schedule.program_title })} onClick={() => remove([schedule.id], schedule.program_title)}>
            {i18n._('Delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('Schedules')}</ScreenTitle>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} wrap>
          <ConferenceImportButton />
          <Button danger disabled={selected.length === 0} onClick={() => remove(selected)}>
            {selected.length > 0 ? i18n._('Delete selected ({count})', { count: selected.length }) : i18n._('Delete selected')}
          </Button>
        </Flex>
        <Flex gap={8} wrap>
          <YearFilter value={filters.year} onChange={(year) => setFilter({ year })} />
          <SearchField placeholder={i18n._('Search by program title')} value={searchText} onChange={setSearchText} />
        </Flex>
      </Flex>
      <LoadError what="schedules" error={error} onRetry={refetch} />
      <Table<Schedule>
        rowKey="id"
        columns={columns}
        // Undefined until the first page arrives: antd then shows only the spinner, not the empty state.
        dataSource={data?.items}
        loading={listLoading(isFetching)}
        scroll={scroll}
        locale={{ emptyText: error ? i18n._('No schedules to show') : i18n._('No schedules match these filters') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (_, rows) => setSelected(rows.map((row) => row.id)) }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('schedules'), setPage)}
      />
    </Flex>
  );
}
