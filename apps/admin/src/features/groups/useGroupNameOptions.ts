import { useState } from 'react';
import { MAX_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { useDebouncedValue } from '../../shared/listControls';
import { useGroupList } from './queries';

/**
 * Select props offering existing speaker group names, searched on the server (debounced) as the
 * user types (the search starts over each time the dropdown closes). Spread them into an antd Select whose values are group names (SPEC §3).
 */
export function useGroupNameOptions() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching } = useGroupList({ search, paged: 1, per_page: MAX_PAGE_SIZE });
  const notFound = error ? `Could not load the groups: ${error.message}` : isFetching ? 'Loading groups…' : 'No groups found';
  return {
    options: (data?.items ?? []).map((group) => ({ value: group.name, label: group.name })),
    loading: isFetching,
    showSearch: { filterOption: false, onSearch: setSearchText },
    notFoundContent: notFound,
    // A closed dropdown opens on every group again, not on the last search.
    onOpenChange: (open: boolean) => {
      if (!open) setSearchText('');
    },
  };
}
