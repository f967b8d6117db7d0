import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { eventsClient } from '../../api/events';
import { useDebouncedValue } from '../../shared/listControls';
import { useRemoteLabels, type RemoteOption, type RemoteSource } from '../../shared/RemoteMultiSelect';

/** How many matches the picker shows for a search. */
const PICKER_PAGE_SIZE = 20;

/** Events for a picker, searched by title (SPEC §3 "Event list item (pickers): id, title"). */
export const eventSource: RemoteSource = {
  key: ['events', 'options'],
  labelKey: ['events', 'labels'],
  noun: 'events',
  search: async (text) => {
    const page = await eventsClient.list({ status: 'all', search_keyword: text || undefined, paged: 1, per_page: PICKER_PAGE_SIZE });
    return page.items.map((event) => ({ value: event.id, label: event.title }));
  },
  byId: async (id) => {
    const event = await eventsClient.get(id);
    return { value: event.id, label: event.title };
  },
};

const NO_IDS: number[] = [];

/** True when an option's title contains the typed text, ignoring case. */
function titleMatches(input: string, option?: { label?: unknown }): boolean {
  return String(option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());
}

/**
 * A filter's event select: typing searches events by title on the server (debounced), the chosen
 * event keeps its title, and clearing it means every event. Says so when events cannot be loaded
 * (a role without etn_manage_event cannot list them).
 */
export function EventSelect({ value, onChange, width = 240 }: { value: number | undefined; onChange: (id: number | undefined) => void; width?: number }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({ queryKey: [...eventSource.key, 'search', search], queryFn: () => eventSource.search(search), placeholderData: keepPreviousData });
  const [chosen] = useRemoteLabels(eventSource, value === undefined ? NO_IDS : [value]);
  // Until the server answers the text typed, earlier matches are narrowed here, so Enter never
  // picks an event that does not match what is typed.
  const pending = searchText.trim() !== search || results.isPlaceholderData;
  const failed = results.isError ? `Could not load events: ${results.error.message}` : undefined;
  return (
    <Select<RemoteOption>
      aria-label="Filter by event"
      labelInValue
      value={chosen}
      onChange={(option) => onChange(option?.value)}
      options={results.data ?? []}
      loading={results.isFetching}
      status={failed ? 'error' : undefined}
      showSearch={{ filterOption: pending ? titleMatches : false, onSearch: setSearchText }}
      onOpenChange={(open) => !open && setSearchText('')}
      allowClear
      placeholder={failed ?? 'All events'}
      notFoundContent={results.isFetching ? 'Loading events…' : search ? `No events match "${search}"` : 'No events found'}
      style={{ width }}
    />
  );
}
