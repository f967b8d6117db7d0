import { Flex, Select, Table, Tag, type TableColumnsType } from 'antd';
import { type AuditEntry } from '@eventory/core';
import { DateTime } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { showingTotal, usePagedFilters, listPagination } from '../../shared/listControls';
import { AuditChange } from './AuditChange';
import { useAuditList, type AuditFilters } from './queries';
import { DateRangeField } from '../../shared/DateRangeField';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';


/** What the trail records (issue #5 "Audit trail"), as filter options. */
const ENTITY_TYPES = ['event', 'order', 'attendee', 'template', 'role', 'user', 'license', 'token'] as const;
const ACTIONS = ['create', 'update', 'delete', 'refund', 'mark_paid', 'activate', 'deactivate', 'revoke'] as const;

/** `mark_paid` → `Mark paid`. */
const labelOf = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replaceAll('_', ' ');
const optionsOf = (words: readonly string[]) => words.map((value) => ({ value, label: labelOf(value) }));

const columns: TableColumnsType<AuditEntry> = [
  { title: 'When', dataIndex: 'at', key: 'at', width: 180, render: (_, entry) => <DateTime instant={entry.at} /> },
  { title: 'Who', dataIndex: 'user_email', key: 'user_email' },
  { title: 'Action', dataIndex: 'action', key: 'action', width: 130, render: (_, entry) => <Tag>{labelOf(entry.action)}</Tag> },
  { title: 'What', key: 'what', width: 200, render: (_, entry) => `${labelOf(entry.entity_type)} #${entry.entity_id}` },
  { title: 'Summary', dataIndex: 'summary', key: 'summary' },
];

/**
 * `/audit` (issue #5 "Audit trail", administrators): who changed what and when, newest first,
 * filtered by entity type, action, date range (UTC days) and a debounced search (summary or user
 * email); each row expands to its record before and after with the changed keys highlighted.
 */
export default function AuditTrail() {
  const { searchText, setSearchText, filters, setFilter, setPage } = usePagedFilters<AuditFilters>({
    entity_type: undefined,
    action: undefined,
    date_from: undefined,
    date_to: undefined,
  });
  const { data, error, isFetching, refetch } = useAuditList(filters);
  const filtered = Boolean(filters.search || filters.entity_type || filters.action || filters.date_from);
  const range = filters.date_from && filters.date_to ? { start_date: filters.date_from, end_date: filters.date_to } : null;

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>
        Audit Trail
      </ScreenTitle>
      <LoadError what="audit trail" error={error} onRetry={refetch} />
      <Flex gap={12} wrap align="center">
        <Select
          allowClear
          placeholder="All entity types"
          aria-label="Filter by entity type"
          value={filters.entity_type}
          onChange={(entity_type?: string) => setFilter({ entity_type })}
          options={optionsOf(ENTITY_TYPES)}
          style={{ width: 180 }}
        />
        <Select
          allowClear
          placeholder="All actions"
          aria-label="Filter by action"
          value={filters.action}
          onChange={(action?: string) => setFilter({ action })}
          options={optionsOf(ACTIONS)}
          style={{ width: 160 }}
        />
        <DateRangeField value={range} onChange={(next) => setFilter({ date_from: next?.start_date, date_to: next?.end_date })} />
        <SearchField placeholder="Search summary or user email" value={searchText} onChange={setSearchText} width={280} />
      </Flex>
      <Table<AuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={data?.items}
        loading={isFetching}
        expandable={{ expandedRowRender: (entry) => <AuditChange entry={entry} /> }}
        locale={{ emptyText: filtered ? 'No entries match these filters.' : 'No changes recorded yet.' }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('entries'), setPage)}
      />
    </Flex>
  );
}
