import { useState } from 'react';
import { Select } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { useDebouncedValue } from '../../shared/listControls';
import { useEventList } from '../events/queries';

/** How many matching events the select offers at once. */
const OPTION_COUNT = 20;

interface EventOption {
  value: number;
  label: string;
}

interface EventSelectProps {
  /** Injected by Form.Item. */
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
}

/**
 * A single event picker searching events by name on the server (debounced, the first 20 matches).
 * With no event at all it says 'No events found' (SPEC §8 "Empty event list in picker").
 */
export function EventSelect({ id, value, onChange }: EventSelectProps) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useEventList({ search_keyword: search, paged: 1, per_page: OPTION_COUNT });
  // The chosen event keeps its name while a later search shows other events.
  const [chosen, setChosen] = useState<EventOption | null>(null);
  const options: EventOption[] = (data?.items ?? []).map((event) => ({ value: event.id, label: `${event.title} (${event.start_date})` }));
  if (chosen && chosen.value === value && !options.some((option) => option.value === value)) options.unshift(chosen);
  return (
    <Select<number, EventOption>
      id={id}
      value={value}
      onChange={(next, option) => {
        setChosen(Array.isArray(option) ? null : (option ?? null));
        onChange?.(next);
      }}
      options={options}
      loading={isFetching}
      status={error ? 'error' : undefined}
      showSearch={{ filterOption: false, onSearch: setSearchText }}
      placeholder={error ? `Could not load events: ${error.message}` : 'Search events'}
      notFoundContent={isFetching ? 'Loading events…' : 'No events found'}
    />
  );
}
