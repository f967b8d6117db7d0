import { i18n } from '@lingui/core';
import { useState } from 'react';
import { MAX_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { useDebouncedValue } from '../../shared/listControls';
import { matchesLabel } from '../../shared/RemoteMultiSelect';
import { useGroupList } from './queries';

/**
 * Select props offering existing speaker group names, searched on the server (debounced) as the
 * user types (the search starts over each time the dropdown closes; `showSearch.searchValue` is the text typed). Spread them into an antd Select whose values are group names (SPEC §3).
 */
export function useGroupNameOptions() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching, isPlaceholderData } = useGroupList({ search, paged: 1, per_page: MAX_PAGE_SIZE });
  // Until the server answers the text typed, the earlier names are narrowed here, so Enter never
  // picks a name that does not match what is typed.
  const pending = searchText.trim() !== search || isPlaceholderData;
  const notFound = error ? i18n._('Could not load the groups: {reason}', { reason: error.message }) : isFetching ? i18n._('Loading groups…') : i18n._('No groups found');
  return {
    options: (data?.items ?? []).map((group) => ({ value: group.name, label: group.name })),
    loading: isFetching,
    showSearch: { filterOption: pending ? matchesLabel : false, searchValue: searchText, onSearch: setSearchText },
    notFoundContent: notFound,
    // The search box is controlled (a create option needs its text), so a choice empties it here.
    onSelect: () => setSearchText(''),
    // A closed dropdown opens on every group again, not on the last search.
    onOpenChange: (open: boolean) => {
      if (!open) setSearchText('');
    },
  };
}
