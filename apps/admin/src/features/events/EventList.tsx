import { lazy, Suspense, useCallback, useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Table } from 'antd';
import { type EventItem } from '@eventory/core';
import { useEventList } from './queries';
import { eventColumns } from './list/columns';
import { EventListFilters } from './list/EventListFilters';
import { ImportButton } from './list/ImportButton';
import { eventListReducer, INITIAL_LIST_STATE, isUnfiltered, lastPage, showingText, toEventFilters, type EventListAction } from './list/listState';
import { useEventActions, useMenuAccess } from './list/useEventActions';
import { LoadError } from '../../shared/LoadError';
import { listPagination } from '../../shared/listControls';
import { ScreenTitle } from '../../shared/ScreenTitle';

const NO_SELECTION: number[] = [];

/** Loaded when first opened: it is not needed to show the list. */
const GetScriptModal = lazy(() => import('./list/GetScriptModal').then((m) => ({ default: m.GetScriptModal })));

/**
 * The event list (SPEC §2 "Event list"): filters, a paged table with row selection and bulk
 * delete, row actions and the More menu, and the Import action. An empty list without filters
 * leads to /events/empty.
 */
export function EventList() {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(eventListReducer, INITIAL_LIST_STATE);
  const [selected, setSelected] = useState<number[]>(NO_SELECTION);
  const [scriptEvent, setScriptEvent] = useState<EventItem | null>(null);
  const access = useMenuAccess();
  const { data, error, isFetching, isPlaceholderData, refetch } = useEventList(toEventFilters(state));

  const update = useCallback((action: EventListAction) => dispatch(action), []);
  // A real filter or page change clears the row selection. The reducer keeps the same state object
  // for a repeated value (the debounced search catching up after Enter), which keeps the selection.
  useEffect(() => setSelected(NO_SELECTION), [state]);

  const { run, removeMany } = useEventActions({
    onDeleted: (ids) => setSelected((keys) => keys.filter((key) => !ids.includes(key))),
    onGetScript: setScriptEvent,
  });
  const columns = eventColumns({ access, onAction: run });

  // Only a fresh answer counts: a cached empty page may be out of date (an import just ran).
  const settled = data !== undefined && !isPlaceholderData && !isFetching;
  const total = data?.total_items ?? 0;
  const noEventsAtAll = settled && total === 0 && isUnfiltered(state);
  const pageBeyondEnd = settled && state.paged > lastPage(total, state.per_page);

  useEffect(() => {
    if (noEventsAtAll) navigate('/events/empty', { replace: true });
  }, [noEventsAtAll, navigate]);

  useEffect(() => {
    if (pageBeyondEnd) dispatch({ type: 'page', paged: lastPage(total, state.per_page), per_page: state.per_page });
  }, [pageBeyondEnd, total, state.per_page]);

  return (
    <Flex vertical gap={16}>
      <ScreenTitle hidden>Events</ScreenTitle>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} wrap>
          <ImportButton />
          <Button danger disabled={selected.length === 0} onClick={() => removeMany(selected)}>
            {selected.length > 0 ? `Delete selected (${selected.length})` : 'Delete selected'}
          </Button>
        </Flex>
        <EventListFilters state={state} ready={data !== undefined} onChange={update} />
      </Flex>
      <LoadError what="events" error={error} onRetry={refetch} />
      <Table<EventItem>
        rowKey="id"
        columns={columns}
        dataSource={data?.items}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: error ? 'No events to show' : 'No events match these filters' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (_, rows) => setSelected(rows.map((row) => row.id)) }}
        pagination={listPagination(state, total, showingText, (paged, perPage) => update({ type: 'page', paged, per_page: perPage }))}
      />
      {scriptEvent && (
        <Suspense fallback={null}>
          <GetScriptModal event={scriptEvent} onClose={() => setScriptEvent(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
