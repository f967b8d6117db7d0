import { useState } from 'react';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { useDebouncedValue } from './listControls';

/** A choice of a remote select: a record's id and its name. */
export interface RemoteOption {
  value: number;
  label: string;
}

/** Where a {@link RemoteMultiSelect} finds its records. */
export interface RemoteSource {
  /** Query key of the searches, e.g. `['speakers', 'options', 'organizer']`. */
  key: readonly unknown[];
  /** Query key prefix of single records' labels, shared by sources over the same records. */
  labelKey: readonly unknown[];
  /** Plural noun for the placeholder and empty texts, e.g. 'speakers'. */
  noun: string;
  /** The first matches of a search text (all records' first page for ''). */
  search: (text: string) => Promise<RemoteOption[]>;
  /** The option of one record, to name a chosen id that no search has shown yet. */
  byId: (id: number) => Promise<RemoteOption>;
}

interface RemoteMultiSelectProps {
  /** Injected by Form.Item. */
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  source: RemoteSource;
  placeholder?: string;
}

/** True when an option's name contains the typed text, ignoring case. */
export function matchesLabel(input: string, option?: { label?: unknown }): boolean {
  return String(option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());
}

/** How long a record's name is reused before it is fetched again. */
const LABEL_STALE_MS = 5 * 60_000;

/**
 * The options of chosen ids, in their order: names from an earlier search of the same records,
 * else fetched one by one (`#id (not found)` for a record that is gone).
 */
export function useRemoteLabels(source: RemoteSource, ids: number[]): RemoteOption[] {
  const labels = useQueries({
    queries: ids.map((recordId) => ({
      queryKey: [...source.labelKey, recordId],
      queryFn: () => source.byId(recordId),
      staleTime: LABEL_STALE_MS,
      retry: false,
    })),
  });
  return ids.map((recordId, index) => {
    const label = labels[index];
    return { value: recordId, label: label?.data?.label ?? (label?.isError ? `#${recordId} (not found)` : `#${recordId}…`) };
  });
}

/**
 * A searchable multi-select over records loaded from the API: typing searches on the server
 * (debounced), and chosen ids keep their names (from an earlier search, else fetched one by one).
 * The value keeps the order in which records were chosen.
 */
/**
 * The search of a remote select: the typed text (debounced), its matches from the server (each
 * also remembered as a chosen record's name), whether the matches shown are for older text, and a
 * failure message.
 */
export function useRemoteSearch(source: RemoteSource) {
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: [...source.key, 'search', search],
    queryFn: async () => {
      const options = await source.search(search);
      for (const option of options) queryClient.setQueryData([...source.labelKey, option.value], option);
      return options;
    },
    placeholderData: keepPreviousData,
  });
  // Until the server answers the text typed, the earlier matches are narrowed here, so Enter never
  // picks an option that does not match what is typed.
  const pending = searchText.trim() !== search || results.isPlaceholderData;
  const failed = results.isError ? `Could not load ${source.noun}: ${results.error.message}` : undefined;
  return { searchText, setSearchText, search, results, pending, failed };
}

export function RemoteMultiSelect({ id, value = [], onChange, source, placeholder }: RemoteMultiSelectProps) {
  const { setSearchText, search, results, pending, failed } = useRemoteSearch(source);
  const chosen = useRemoteLabels(source, value);
  return (
    <Select<RemoteOption[]>
      id={id}
      mode="multiple"
      labelInValue
      value={chosen}
      onChange={(next) => onChange?.(next.map((option) => option.value))}
      options={results.data ?? []}
      loading={results.isFetching}
      status={failed ? 'error' : undefined}
      showSearch={{ filterOption: pending ? matchesLabel : false, onSearch: setSearchText }}
      allowClear
      placeholder={failed ?? placeholder ?? `Search ${source.noun}`}
      notFoundContent={results.isFetching ? `Loading ${source.noun}…` : search ? `No ${source.noun} match "${search}"` : `No ${source.noun} yet`}
    />
  );
}
