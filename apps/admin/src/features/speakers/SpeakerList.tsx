import { i18n } from '@lingui/core';
import { useState, type Key } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Empty, Flex, Table } from 'antd';
import { SPEAKER_CATEGORIES, type Speaker } from '@eventory/core';
import { pageAfterRemoval, showingTotal, listPagination, listLoading } from '../../shared/listControls';
import type { ParamSpec } from '../../shared/listParams';
import { rememberedList } from '../../shared/RememberedList';
import { useUrlPagedFilters } from '../../shared/useUrlPagedFilters';
import { DELETE_BUTTON } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useDeleteSpeakers, useSpeakerList } from './queries';
import { speakerColumns } from './speakerColumns';
import { SpeakerListFilters, type SpeakerFilterValues } from './SpeakerListFilters';
import { LoadError } from '../../shared/LoadError';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { useTableScroll } from '../../shared/useTableScroll';

const NO_FILTERS: SpeakerFilterValues = { speaker_group: undefined, category: undefined };
const FILTER_PARAMS: ParamSpec<SpeakerFilterValues> = { speaker_group: 'string', category: SPEAKER_CATEGORIES };

/** The speaker list route: its filters, search and page live in the URL and are restored on coming back from a speaker. */
export default rememberedList('speakers', SpeakerListScreen);

/**
 * The speaker list (`/speakers`, SPEC §2 "Speaker list"): group, role and name filters (any change
 * goes back to page 1 with 10 per page; all kept in the URL), a paged table with the 'Showing x - y of n speakers'
 * footer, row and bulk delete behind a confirmation (SPEC §8 messages), and empty and error states.
 */
function SpeakerListScreen() {
  const { scroll } = useTableScroll();
  const navigate = useNavigate();
  const confirmDelete = useConfirmedAction();
  const { searchText, setSearchText, filters, setFilter, setPage } = useUrlPagedFilters(NO_FILTERS, FILTER_PARAMS);
  const { data, error, isFetching, refetch } = useSpeakerList(filters);
  const remove = useDeleteSpeakers();
  const items = data?.items ?? [];
  const filtered = filters.search !== '' || filters.speaker_group !== undefined || filters.category !== undefined;

  // The selection belongs to one set of filters (it is kept across pages): new filters start with none.
  const filterKey = JSON.stringify([filters.search, filters.speaker_group, filters.category]);
  const [selection, setSelection] = useState<{ filterKey: string; keys: Key[] }>({ filterKey, keys: [] });
  const selected = selection.filterKey === filterKey ? selection.keys.map(Number) : [];
  const select = (keys: Key[]) => setSelection({ filterKey, keys });

  const askDelete = (ids: number[], title: string) =>
    confirmDelete({
      ...DELETE_BUTTON,
      title,
      content: i18n._('This cannot be undone.'),
      run: () => remove.mutateAsync(ids),
      // SPEC §8
      success: i18n._('Successfully deleted the speaker!'),
      failure: i18n._('Failed to delete the speaker!'),
      onDone: () => {
        select(selected.filter((id) => !ids.includes(id)));
        const removedHere = items.filter((speaker) => ids.includes(speaker.id)).length;
        setPage(pageAfterRemoval(filters.paged, items.length, removedHere), filters.per_page);
      },
    });

  const columns = speakerColumns((speaker: Speaker) => askDelete([speaker.id], i18n._('Are you sure you want to delete this speaker?')));

  const clearFilters = () => {
    setSearchText('');
    setFilter(NO_FILTERS);
  };

  const emptyText = filtered ? (
    <Empty description={i18n._('No speakers match these filters.')}>
      <Button onClick={clearFilters}>{i18n._('Clear filters')}</Button>
    </Empty>
  ) : (
    <Empty description={error ? i18n._('No speakers to show.') : i18n._('No speakers or organizers yet.')}>
      {!error && (
        <Button type="primary" onClick={() => navigate('/speakers/create')}>
          {i18n._('Add New Speaker')}
        </Button>
      )}
    </Empty>
  );

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('Speakers')}</ScreenTitle>
      <LoadError what="speakers" error={error} onRetry={refetch} />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Button
          danger
          disabled={selected.length === 0}
          onClick={() =>
            askDelete(
              selected,
              selected.length === 1 ? i18n._('Are you sure you want to delete this speaker?') : i18n._('Are you sure you want to delete these {count} speakers?', { count: selected.length }),
            )
          }
        >
          {selected.length > 0 ? i18n._('Delete selected ({count})', { count: selected.length }) : i18n._('Delete selected')}
        </Button>
        <SpeakerListFilters values={filters} onChange={setFilter} searchText={searchText} onSearchTextChange={setSearchText} />
      </Flex>
      <Table<Speaker>
        rowKey="id"
        columns={columns}
        // Undefined until the first page arrives: antd then shows only the spinner, not the empty state.
        dataSource={data?.items}
        loading={listLoading(isFetching)}
        scroll={scroll}
        locale={{ emptyText }}
        rowSelection={{ selectedRowKeys: selected, onChange: select, preserveSelectedRowKeys: true }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('speakers'), setPage)}
      />
    </Flex>
  );
}
