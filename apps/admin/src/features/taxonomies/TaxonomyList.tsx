import { useState, type Key } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Flex, Table, type TableColumnsType } from 'antd';
import { type Tag } from '@eventory/core';
import { useSettings } from '../../app/useSettings';
import { DELETE_BUTTON, errorText } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { pageAfterRemoval, showingTotal, usePagedFilters, listPagination } from '../../shared/listControls';
import { useDeleteTaxonomy, useTaxonomyList } from './queries';
import type { TaxonomyResource } from './resources';
import { LoadError } from '../../shared/LoadError';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';

interface TaxonomyListProps<TItem extends Tag, TInput> {
  resource: TaxonomyResource<TItem, TInput>;
  /** Columns shown right after Name (categories add Parent). */
  extraColumns?: TableColumnsType<TItem>;
}

/**
 * The list screen of a taxonomy (categories or tags): search (debounced), paging with a page size
 * changer and the 'Showing x - y of n …' footer, row and bulk delete behind a confirmation, and a
 * notice when Settings disable categories and tags.
 */
export function TaxonomyList<TItem extends Tag, TInput>({ resource, extraColumns = [] }: TaxonomyListProps<TItem, TInput>) {
  const confirm = useConfirmedAction();
  const disabled = useSettings().disable_category_and_tags === 'on';
  const { searchText, setSearchText, filters, setPage } = usePagedFilters({});
  const { data, error, isFetching, refetch } = useTaxonomyList(resource, filters);
  const remove = useDeleteTaxonomy(resource);
  const [selected, setSelected] = useState<Key[]>([]);
  const items = data?.items ?? [];

  const confirmDelete = (ids: number[]) => {
    const single = ids.length === 1;
    confirm({
      ...DELETE_BUTTON,
      title: single ? `Are you sure you want to delete this ${resource.singular}?` : `Are you sure you want to delete the ${ids.length} selected ${resource.plural}?`,
      content: 'This cannot be undone. Events keep existing but lose the link.',
      run: () => remove.mutateAsync(ids),
      success: single ? `Successfully deleted the ${resource.singular}!` : `Successfully deleted the selected ${resource.plural}!`,
      failure: (error) => `${single ? `Failed to delete the ${resource.singular}!` : `Failed to delete the ${resource.plural}!`} ${errorText(error)}`,
      onDone: () => {
        setSelected((current) => current.filter((key) => !ids.includes(Number(key))));
        const onPage = ids.filter((id) => items.some((item) => item.id === id)).length;
        setPage(pageAfterRemoval(filters.paged, items.length, onPage), filters.per_page);
      },
    });
  };

  const columns: TableColumnsType<TItem> = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      render: (_, item) => <Link to={`${resource.listPath}/edit/${item.id}`}>{item.name}</Link>,
    },
    ...extraColumns,
    { title: 'Description', dataIndex: 'description', key: 'description', ellipsis: true },
    { title: 'Slug', dataIndex: 'slug', key: 'slug' },
    { title: 'Count', dataIndex: 'count', key: 'count', align: 'right', width: 90 },
    {
      title: 'Action',
      key: 'action',
      width: 150,
      render: (_, item) => (
        <Flex gap={8}>
          <Link to={`${resource.listPath}/edit/${item.id}`} aria-label={`Edit ${item.name}`}>
            Edit
          </Link>
          <Button type="link" danger size="small" onClick={() => confirmDelete([item.id])} aria-label={`Delete ${item.name}`}>
            Delete
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>
        Event {resource.pluralTitle}
      </ScreenTitle>
      {disabled && (
        <Alert
          type="info"
          showIcon
          title="Event categories and tags are disabled in Settings."
          description={`New ${resource.plural} cannot be created until 'Disable categories and tags' is switched off.`}
        />
      )}
      <LoadError what={resource.plural} error={error} onRetry={refetch} />
      <Flex gap={12} wrap align="center">
        <SearchField placeholder={`Search ${resource.plural} by name`} value={searchText} onChange={setSearchText} width={280} />
        <Button danger disabled={selected.length === 0} onClick={() => confirmDelete(selected.map(Number))}>
          Delete selected{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
      </Flex>
      <Table<TItem>
        rowKey="id"
        columns={columns}
        dataSource={data?.items}
        loading={isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }}
        locale={{ emptyText: filters.search ? `No ${resource.plural} match "${filters.search}".` : `No ${resource.plural} yet.` }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal(resource.plural), setPage)}
      />
    </Flex>
  );
}
