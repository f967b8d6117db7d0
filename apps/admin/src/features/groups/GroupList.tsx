import { i18n } from '@lingui/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { type SpeakerGroup } from '@eventory/core';
import { pageAfterRemoval, showingTotal, listPagination, listLoading } from '../../shared/listControls';
import { NO_OWN_FILTERS, NO_OWN_PARAMS } from '../../shared/listParams';
import { rememberedList } from '../../shared/RememberedList';
import { useUrlPagedFilters } from '../../shared/useUrlPagedFilters';
import { DELETE_BUTTON } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useDeleteGroup, useGroupList } from './queries';
import { RenameGroupModal } from './RenameGroupModal';
import { LoadError } from '../../shared/LoadError';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';

/** The speaker group list route: its search and page live in the URL and are restored on coming back. */
export default rememberedList('groups', GroupListScreen);

/**
 * The speaker group list (`/group`): search by name (debounced), paging with a page size changer
 * and the 'Showing x - y of n groups' footer (all kept in the URL), rename in a modal and delete
 * behind a confirmation.
 */
function GroupListScreen() {
  const navigate = useNavigate();
  const confirmDelete = useConfirmedAction();
  const { searchText, setSearchText, filters, setPage } = useUrlPagedFilters(NO_OWN_FILTERS, NO_OWN_PARAMS);
  const { data, error, isFetching, refetch } = useGroupList(filters);
  const remove = useDeleteGroup();
  const [renaming, setRenaming] = useState<{ group: SpeakerGroup | null; open: boolean }>({ group: null, open: false });
  const items = data?.items ?? [];

  const askDelete = (group: SpeakerGroup) =>
    confirmDelete({
      ...DELETE_BUTTON,
      title: i18n._('Are you sure you want to delete this group?'),
      content:
        group.count > 0
          ? i18n._('"{name}" has {count, plural, one {# speaker} other {# speakers}}; they stay, without this group.', { name: group.name, count: group.count })
          : i18n._('"{name}" has no speakers.', { name: group.name }),
      run: () => remove.mutateAsync(group.id),
      success: i18n._('Successfully deleted the group!'),
      failure: i18n._('Failed to delete the group!'),
      onDone: () => setPage(pageAfterRemoval(filters.paged, items.length, 1), filters.per_page),
    });

  const columns: TableColumnsType<SpeakerGroup> = [
    { title: i18n._('Name'), dataIndex: 'name', key: 'name' },
    { title: i18n._('Count'), dataIndex: 'count', key: 'count', align: 'right', width: 110 },
    {
      title: i18n._('Action'),
      key: 'action',
      width: 180,
      render: (_, group) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => setRenaming({ group, open: true })} aria-label={i18n._('Rename {name}', { name: group.name })}>
            {i18n._('Rename')}
          </Button>
          <Button size="small" danger onClick={() => askDelete(group)} aria-label={i18n._('Delete {name}', { name: group.name })}>
            {i18n._('Delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  const emptyText = filters.search ? (
    <Empty description={i18n._('No groups match "{search}".', { search: filters.search })}>
      <Button onClick={() => setSearchText('')}>{i18n._('Clear search')}</Button>
    </Empty>
  ) : (
    <Empty description={error ? i18n._('No groups to show.') : i18n._('No speaker groups yet.')}>
      {!error && (
        <Button type="primary" onClick={() => navigate('/group/create')}>
          {i18n._('Create Group')}
        </Button>
      )}
    </Empty>
  );

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('Speaker Groups')}</ScreenTitle>
      <LoadError what="speaker groups" error={error} onRetry={refetch} />
      <SearchField placeholder={i18n._('Search groups by name')} value={searchText} onChange={setSearchText} width={280} />
      <Table<SpeakerGroup>
        rowKey="id"
        columns={columns}
        // Undefined until the first page arrives: antd then shows only the spinner, not the empty state.
        dataSource={data?.items}
        loading={listLoading(isFetching)}
        locale={{ emptyText }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('groups'), setPage)}
      />
      <RenameGroupModal group={renaming.group} open={renaming.open} onClose={() => setRenaming((current) => ({ ...current, open: false }))} />
    </Flex>
  );
}
