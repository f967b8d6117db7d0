import { i18n } from '@lingui/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Table } from 'antd';
import { type EventItem } from '@eventory/core';
import { useEventList } from './queries';
import { COLUMN_ORDERBY, eventColumns } from './list/columns';
import { OccurrenceTable } from './list/OccurrenceTable';
import { useListParams } from './list/useListParams';
import { rememberedList } from '../../shared/RememberedList';
import { EventListFilters } from './list/EventListFilters';
import { ImportButton } from './list/ImportButton';
import { FIRST_PAGE, isUnfiltered, lastPage, showingText, toEventFilters } from './list/listState';
import { useEventActions, useMenuAccess } from './list/useEventActions';
import { LoadError } from '../../shared/LoadError';
import { listPagination, listLoading } from '../../shared/listControls';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { useWideScreen } from '../../shared/useWideScreen';
import { useTableScroll } from '../../shared/useTableScroll';

const NO_SELECTION: number[] = [];

/** Loaded when first opened: it is not needed to show the list. */
const GetScriptModal = lazy(() => import('./list/GetScriptModal').then((m) => ({ default: m.GetScriptModal })));
const SendCertificateModal = lazy(() => import('../certificates/SendCertificateModal').then((m) => ({ default: m.SendCertificateModal })));

/**
 * The event list route: opened without search params (the menu, the editor's way back), it first
 * restores the filters, sort and page this tab last showed (issue #9 §1).
 */
export const EventList = rememberedList('events', EventListScreen);

/**
 * The event list (SPEC §2 "Event list"): filters, a paged table with sortable columns, row
 * selection and bulk delete, row actions and the More menu, and the Import action; a recurring
 * parent's row expands to its occurrences. Its state lives in the URL (see useListParams). An
 * empty list without filters leads to /events/empty.
 */
function EventListScreen() {
  const navigate = useNavigate();
  const { state, update, changing } = useListParams();
  const [selected, setSelected] = useState<number[]>(NO_SELECTION);
  const [scriptEvent, setScriptEvent] = useState<EventItem | null>(null);
  const [certificateEvent, setCertificateEvent] = useState<EventItem | null>(null);
  const access = useMenuAccess();
  const wide = useWideScreen();
  const { fits, scroll } = useTableScroll();
  const filters = toEventFilters(state);
  const query = JSON.stringify(filters);
  const { data, error, isFetching, isPlaceholderData, refetch } = useEventList(filters);

  // A real filter or page change clears the row selection (expanding a row does not). A repeated
  // value (the debounced search catching up after Enter) asks the same query, which keeps the selection.
  useEffect(() => setSelected(NO_SELECTION), [query]);

  const { run, removeMany } = useEventActions({
    onDeleted: (ids) => setSelected((keys) => keys.filter((key) => !ids.includes(key))),
    onGetScript: setScriptEvent,
    onSendCertificate: setCertificateEvent,
  });
  const actions = { access, onAction: run };
  const columns = eventColumns(actions, wide, { sort: state.sort, onSort: (value) => update({ type: 'sort', value }) });

  // Only a fresh answer counts: a cached empty page may be out of date (an import just ran).
  const settled = data !== undefined && !isPlaceholderData && !isFetching;
  const total = data?.total_items ?? 0;
  const noEventsAtAll = settled && total === 0 && isUnfiltered(state);
  const pageBeyondEnd = settled && state.paged > lastPage(total, state.per_page);

  useEffect(() => {
    if (noEventsAtAll) navigate('/events/empty', { replace: true });
  }, [noEventsAtAll, navigate]);

  useEffect(() => {
    if (pageBeyondEnd) update({ type: 'page', paged: lastPage(total, state.per_page), per_page: state.per_page });
  }, [pageBeyondEnd, total, state.per_page, update]);

  return (
    <Flex vertical gap={16}>
      <ScreenTitle hidden>{i18n._('Events')}</ScreenTitle>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} wrap>
          <ImportButton />
          <Button danger disabled={selected.length === 0} onClick={() => removeMany(selected)}>
            {selected.length > 0 ? i18n._('Delete selected ({count})', { count: selected.length }) : i18n._('Delete selected')}
          </Button>
        </Flex>
        <EventListFilters state={state} ready={data !== undefined} onChange={update} changing={changing} />
      </Flex>
      <LoadError what="events" error={error} onRetry={refetch} />
      <Table<EventItem>
        rowKey="id"
        columns={columns}
        dataSource={data?.items}
        loading={listLoading(isFetching)}
        scroll={scroll}
        // Below lg, 8 px cell padding instead of 16: on a 390 px phone the whole table, its Action column too, fits.
        size={fits ? 'large' : 'small'}
        locale={{ emptyText: error ? i18n._('No events to show') : i18n._('No events match these filters') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (_, rows) => setSelected(rows.map((row) => row.id)) }}
        expandable={{
          columnTitle: <span className="eventory-visually-hidden">{i18n._('Occurrences')}</span>,
          // Where the table scrolls sideways, a fixed expand column keeps a series' occurrences (their
          // own table, pager and row actions) as wide as the visible table, not as wide as the scrolled one.
          fixed: fits ? undefined : 'left',
          rowExpandable: (event) => (event.occurrence_count ?? 0) > 0,
          expandedRowKeys: state.expanded,
          onExpandedRowsChange: (keys) => update({ type: 'expand', value: keys.map(Number) }),
          expandedRowRender: (event) => (
            <OccurrenceTable
              parent={event}
              status={state.status}
              page={state.occurrencePages[event.id] ?? FIRST_PAGE}
              onPage={(page) => update({ type: 'occurrences', parent: event.id, page })}
              actions={actions}
              scroll={scroll}
            />
          ),
        }}
        onChange={(_, __, sorter, { action }) => {
          if (action !== 'sort' || Array.isArray(sorter)) return;
          const orderby = COLUMN_ORDERBY[String(sorter.columnKey)];
          update({ type: 'sort', value: orderby && sorter.order ? { orderby, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : null });
        }}
        pagination={listPagination(state, total, (count, range) => showingText(count, range, data?.total_is_estimate === true), (paged, perPage) => update({ type: 'page', paged, per_page: perPage }))}
      />
      {scriptEvent && (
        <Suspense fallback={null}>
          <GetScriptModal event={scriptEvent} onClose={() => setScriptEvent(null)} />
        </Suspense>
      )}
      {certificateEvent && (
        <Suspense fallback={null}>
          <SendCertificateModal event={certificateEvent} onClose={() => setCertificateEvent(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
