import { useState, type Key } from 'react';
import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { Alert, Button, Flex, Table, type TableColumnsType } from 'antd';
import type { MessageDescriptor, Tag } from '@eventory/core';
import { useSettings } from '../../app/useSettings';
import { DELETE_BUTTON, errorText } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { pageAfterRemoval, showingTotal, listPagination, listLoading } from '../../shared/listControls';
import { NO_OWN_FILTERS, NO_OWN_PARAMS } from '../../shared/listParams';
import { RememberedList } from '../../shared/RememberedList';
import { useUrlPagedFilters } from '../../shared/useUrlPagedFilters';
import { useDeleteTaxonomy, useTaxonomyList } from './queries';
import type { TaxonomyResource } from './resources';
import { LoadError } from '../../shared/LoadError';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';

/** A message with the values it is shown with. */
const withValues = (message: MessageDescriptor, values: Record<string, string | number>): MessageDescriptor => ({ ...message, values });

interface TaxonomyListProps<TItem extends Tag, TInput> {
  resource: TaxonomyResource<TItem, TInput>;
  /** Columns shown right after Name (categories add Parent). */
  extraColumns?: TableColumnsType<TItem>;
}

/** The list route of a taxonomy: its search and page live in the URL and are restored on coming back from a term. */
export function TaxonomyList<TItem extends Tag, TInput>(props: TaxonomyListProps<TItem, TInput>) {
  return (
    <RememberedList list={props.resource.kind}>
      <TaxonomyListScreen {...props} />
    </RememberedList>
  );
}

/**
 * The list screen of a taxonomy (categories or tags): search (debounced), paging with a page size
 * changer and the 'Showing x - y of n …' footer (all kept in the URL), row and bulk delete behind
 * a confirmation, and a notice when Settings disable categories and tags.
 */
function TaxonomyListScreen<TItem extends Tag, TInput>({ resource, extraColumns = [] }: TaxonomyListProps<TItem, TInput>) {
  const confirm = useConfirmedAction();
  const disabled = useSettings().disable_category_and_tags === 'on';
  const { searchText, setSearchText, filters, setPage } = useUrlPagedFilters(NO_OWN_FILTERS, NO_OWN_PARAMS);
  const { data, error, isFetching, refetch } = useTaxonomyList(resource, filters);
  const remove = useDeleteTaxonomy(resource);
  const [selected, setSelected] = useState<Key[]>([]);
  const items = data?.items ?? [];

  const confirmDelete = (ids: number[]) => {
    const single = ids.length === 1;
    confirm({
      ...DELETE_BUTTON,
      title: i18n._(single ? resource.texts.confirmOne : withValues(resource.texts.confirmMany, { count: ids.length })),
      content: i18n._('This cannot be undone. Events keep existing but lose the link.'),
      run: () => remove.mutateAsync(ids),
      success: i18n._(single ? resource.texts.deletedOne : resource.texts.deletedMany),
      failure: (error) => `${i18n._(single ? resource.texts.failedOne : resource.texts.failedMany)} ${errorText(error)}`,
      onDone: () => {
        setSelected((current) => current.filter((key) => !ids.includes(Number(key))));
        const onPage = ids.filter((id) => items.some((item) => item.id === id)).length;
        setPage(pageAfterRemoval(filters.paged, items.length, onPage), filters.per_page);
      },
    });
  };

  const columns: TableColumnsType<TItem> = [
    {
      title: i18n._('Name'),
      dataIndex: 'name',
      key: 'name',
      render: (_, item) => <Link to={`${resource.listPath}/edit/${item.id}`}>{item.name}</Link>,
    },
    ...extraColumns,
    { title: i18n._('Description'), dataIndex: 'description', key: 'description', ellipsis: true },
    { title: i18n._('Slug'), dataIndex: 'slug', key: 'slug' },
    { title: i18n._('Count'), dataIndex: 'count', key: 'count', align: 'right', width: 90 },
    {
      title: i18n._('Action'),
      key: 'action',
      width: 150,
      render: (_, item) => (
        <Flex gap={8}>
          <Link to={`${resource.listPath}/edit/${item.id}`} aria-label={i18n._('Edit {name}', { name: item.name })}>
            {i18n._('Edit')}
          </Link>
          <Button type="link" danger size="small" onClick={() => confirmDelete([item.id])} aria-label={i18n._('Delete {name}', { name: item.name })}>
            {i18n._('Delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._(resource.texts.listTitle)}</ScreenTitle>
      {disabled && (
        <Alert
          type="info"
          showIcon
          title={i18n._('Event categories and tags are disabled in Settings.')}
          description={i18n._(resource.texts.disabledNote)}
        />
      )}
      <LoadError what={resource.plural} error={error} onRetry={refetch} />
      <Flex gap={12} wrap align="center">
        <SearchField placeholder={i18n._(resource.texts.search)} value={searchText} onChange={setSearchText} width={280} />
        <Button danger disabled={selected.length === 0} onClick={() => confirmDelete(selected.map(Number))}>
          {selected.length > 0 ? i18n._('Delete selected ({count})', { count: selected.length }) : i18n._('Delete selected')}
        </Button>
      </Flex>
      <Table<TItem>
        rowKey="id"
        columns={columns}
        dataSource={data?.items}
        loading={listLoading(isFetching)}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }}
        locale={{ emptyText: i18n._(filters.search ? withValues(resource.texts.noMatch, { search: filters.search }) : resource.texts.empty) }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal(resource.plural), setPage)}
      />
    </Flex>
  );
}
