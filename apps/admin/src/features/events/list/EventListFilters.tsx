import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { Flex, Select } from 'antd';
import type { EventStatusFilter, MessageDescriptor } from '@eventory/core';
import type { EventListAction, EventListState } from './listState';
import { DateRangeField } from '../../../shared/DateRangeField';
import { SearchField } from '../../../shared/SearchField';
import { useSearchBox } from '../../../shared/useSearchBox';



/** The status filter's options (SPEC §2); Expired filters as 'past' (SPEC §4). */
const STATUS_OPTIONS: { value: EventStatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: /*i18n*/ { id: 'All' } },
  { value: 'draft', label: /*i18n*/ { id: 'Draft' } },
  { value: 'ongoing', label: /*i18n*/ { id: 'Ongoing' } },
  { value: 'upcoming', label: /*i18n*/ { id: 'Upcoming' } },
  { value: 'past', label: /*i18n*/ { id: 'Expired' } },
];

/**
 * True from the first frame painted after `ready` turned true: work started then (loading a lazy
 * chunk) no longer competes with what that frame shows.
 */
function usePaintedAfter(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer = 0;
    // The callback runs just before the next paint; the timeout after it.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

/**
 * The event list's filters (SPEC §2): status, date range (its picker loaded lazily) and a search
 * debounced by SEARCH_DEBOUNCE_MS (Enter searches at once; the box follows the URL's search, see
 * useSearchBox; `changing` as useListParams gives it). Each change is sent to `onChange`. Until the first rows have been painted (`ready` is when they
 * arrive) the date range is a placeholder, so its picker's code does not compete with them.
 */
export function EventListFilters({ state, ready, onChange, changing }: { state: EventListState; ready: boolean; onChange: (action: EventListAction) => void; changing: () => boolean }) {
  const rowsPainted = usePaintedAfter(ready);
  const search = useSearchBox(state.search, changing, (value) => onChange({ type: 'search', value }));
  return (
    <Flex gap={8} wrap align="flex-start">
      <Select
        aria-label={i18n._('Filter by status')}
        value={state.status}
        options={STATUS_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        onChange={(value) => onChange({ type: 'status', value })}
        style={{ width: 140 }}
      />
      <DateRangeField load={rowsPainted} value={state.range} onChange={(value) => onChange({ type: 'range', value })} />
      <SearchField placeholder={i18n._('Search event by name')} value={search.text} onChange={search.setText} onSearchNow={search.searchNow} width={240} />
    </Flex>
  );
}
