import { i18n } from '@lingui/core';
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Select } from 'antd';
import { SEARCH_DEBOUNCE_MS, sortKey } from '@eventory/core';
import { ChosenList } from './ChosenList';
import { useDebouncedValue } from './listControls';
import { nounText } from './listNouns';

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
  /** Plural noun for the placeholder and empty texts, e.g. 'speakers' (one of listNouns, shown in the active language). */
  noun: string;
  /** The first matches of a search text (all records' first page for ''). */
  search: (text: string) => Promise<RemoteOption[]>;
  /** The option of one record, to name a chosen id that no search has shown yet. */
  byId: (id: number) => Promise<RemoteOption>;
  /** The options of several records in one call (those that exist), where the API can; else byId is asked per id. */
  byIds?: (ids: number[]) => Promise<RemoteOption[]>;
}

interface RemoteMultiSelectProps {
  /** Injected by Form.Item. */
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  source: RemoteSource;
  placeholder?: string;
}

/** At most this many chosen records show as tags in the box; more show as a count and a list below. */
export const TAG_LIMIT = 5;

/** True when an option's name contains the typed text, ignoring case and accents as the server's name search does ('topel' matches 'Töpel'). */
export function matchesLabel(input: string, option?: { label?: unknown }): boolean {
  return sortKey(String(option?.label ?? '')).includes(sortKey(input));
}

/** The options of `ids` that exist: one call where the source can, else one per id. */
async function fetchLabels(source: RemoteSource, ids: number[]): Promise<RemoteOption[]> {
  if (source.byIds) return source.byIds(ids);
  const found = await Promise.all(ids.map((recordId) => source.byId(recordId).catch(() => null)));
  return found.filter((option): option is RemoteOption => option !== null);
}

/**
 * The options of chosen ids, in their order: names from an earlier search of the same records,
 * else fetched together in one call (`#id (not found)` for a record that is gone, `#id…` meanwhile,
 * and a note when the call failed).
 */
export function useRemoteLabels(source: RemoteSource, ids: number[]): RemoteOption[] {
  const queryClient = useQueryClient();
  const named = (recordId: number) => queryClient.getQueryData<RemoteOption>([...source.labelKey, recordId]);
  const missing = ids.filter((recordId) => !named(recordId));
  const batch = useQuery({
    queryKey: [...source.labelKey, 'batch', missing],
    queryFn: async () => {
      const found = new Map((await fetchLabels(source, missing)).map((option) => [option.value, option]));
      const labels = new Map(missing.map((recordId) => [recordId, found.get(recordId) ?? { value: recordId, label: i18n._('#{id} (not found)', { id: recordId }) }]));
      for (const [recordId, option] of labels) queryClient.setQueryData([...source.labelKey, recordId], option);
      return labels;
    },
    enabled: missing.length > 0,
    retry: false,
  });
  return ids.map(
    (recordId) =>
      named(recordId) ?? batch.data?.get(recordId) ?? { value: recordId, label: batch.isError ? i18n._('#{id} (could not load the name)', { id: recordId }) : `#${recordId}…` },
  );
}

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
  const failed = results.isError ? i18n._('Could not load the {noun}: {reason}', { noun: nounText(source.noun), reason: results.error.message }) : undefined;
  return { searchText, setSearchText, search, results, pending, failed };
}

/**
 * A searchable multi-select over records loaded from the API: typing searches on the server
 * (debounced) and the matches render in a virtual list. The value keeps the order in which records
 * were chosen; the first {@link TAG_LIMIT} show as named tags, and beyond that the box says how
 * many more and a list below names them a page at a time (an event may have hundreds of speakers).
 */
export function RemoteMultiSelect({ id, value = [], onChange, source, placeholder }: RemoteMultiSelectProps) {
  const { setSearchText, search, results, pending, failed } = useRemoteSearch(source);
  const tagged = useRemoteLabels(source, value.slice(0, TAG_LIMIT));
  const chosen = [...tagged, ...value.slice(TAG_LIMIT).map((recordId) => ({ value: recordId, label: `#${recordId}` }))];
  const select = (
    <Select<RemoteOption[]>
      id={id}
      mode="multiple"
      labelInValue
      virtual
      maxTagCount={TAG_LIMIT}
      maxTagPlaceholder={(omitted) => i18n._('+ {count} more', { count: omitted.length })}
      value={chosen}
      onChange={(next) => onChange?.(next.map((option) => option.value))}
      options={results.data ?? []}
      loading={results.isFetching}
      status={failed ? 'error' : undefined}
      showSearch={{ filterOption: pending ? matchesLabel : false, onSearch: setSearchText }}
      allowClear
      placeholder={failed ?? placeholder ?? i18n._('Search {noun}', { noun: nounText(source.noun) })}
      notFoundContent={
        results.isFetching
          ? i18n._('Loading {noun}…', { noun: nounText(source.noun) })
          : search
            ? i18n._('No {noun} match "{search}"', { noun: nounText(source.noun), search })
            : i18n._('No {noun} yet', { noun: nounText(source.noun) })
      }
    />
  );
  if (value.length <= TAG_LIMIT) return select;
  return (
    <Flex vertical gap={8}>
      {select}
      <ChosenList source={source} value={value} onChange={onChange} />
    </Flex>
  );
}
