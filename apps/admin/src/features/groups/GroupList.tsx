import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { type SpeakerGroup } from '@eventory/core';
import { pageAfterRemoval, showingTotal, usePagedFilters, listPagination } from '../../shared/listControls';
import { DELETE_BUTTON } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useDeleteGroup, useGroupList } from './queries';
import { RenameGroupModal } from './RenameGroupModal';
import { LoadError } from '../../shared/LoadError';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';

/**
 * The speaker group list (`/group`): search by name (debounced), paging with a page size changer
 * and the 'Showing x - y of n groups' footer, rename in a modal and delete behind a confirmation.
 */
export default function GroupList() {
  const navigate = useNavigate();
  const confirmDelete = useConfirmedAction();
  const { searchText, setSearchText, filters, setPage } = usePagedFilters({});
  const { data, error, isFetching, refetch } = useGroupList(filters);
  const remove = useDeleteGroup();
  const [renaming, setRenaming] = useState<{ group: SpeakerGroup | null; open: boolean }>({ group: null, open: false });
  const items = data?.items ?? [];

  const askDelete = (group: SpeakerGroup) =>
    confirmDelete({
      ...DELETE_BUTTON,
      title: 'Are you sure you want to delete this group?',
      content:
        group.count > 0
          ? `"${group.name}" has ${group.count} ${group.count === 1 ? 'speaker' : 'speakers'}; they stay, without this group.`
          : `"${group.name}" has no speakers.`,
      run: () => remove.mutateAsync(group.id),
      success: 'Successfully deleted the group!',
      failure: 'Failed to delete the group!',
      onDone: () => setPage(pageAfterRemoval(filters.paged, items.length, 1), filters.per_page),
    });

  const columns: TableColumnsType<SpeakerGroup> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Count', dataIndex: 'count', key: 'count', align: 'right', width: 110 },
    {
      title: 'Action',
      key: 'action',
      width: 180,
      render: (_, group) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => setRenaming({ group, open: true })} aria-label={`Rename ${group.name}`}>
            Rename
          </Button>
          <Button size="small" danger onClick={() => askDelete(group)} aria-label={`Delete ${group.name}`}>
            Delete
          </Button>
        </Flex>
      ),
    },
  ];

  const emptyText = filters.search ? (
    <Empty description={`No groups match "${filters.search}".`}>
      <Button onClick={() => setSearchText('')}>Clear search</Button>
    </Empty>
  ) : (
    <Empty description={error ? 'No groups to show.' : 'No speaker groups yet.'}>
      {!error && (
        <Button type="primary" onClick={() => navigate('/group/create')}>
          Create Group
        </Button>
      )}
    </Empty>
  );

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>
        Speaker Groups
      </ScreenTitle>
      <LoadError what="speaker groups" error={error} onRetry={refetch} />
      <SearchField placeholder="Search groups by name" value={searchText} onChange={setSearchText} width={280} />
      <Table<SpeakerGroup>
        rowKey="id"
        columns={columns}
        // Undefined until the first page arrives: antd then shows only the spinner, not the empty state.
        dataSource={data?.items}
        loading={isFetching}
        locale={{ emptyText }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('groups'), setPage)}
      />
      <RenameGroupModal group={renaming.group} open={renaming.open} onClose={() => setRenaming((current) => ({ ...current, open: false }))} />
    </Flex>
  );
}
