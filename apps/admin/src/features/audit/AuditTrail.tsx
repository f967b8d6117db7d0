import { i18n } from '@lingui/core';
import { Flex, Select, Table, Tag, type TableColumnsType } from 'antd';
import type { AuditEntry, MessageDescriptor } from '@eventory/core';
import { ZonedDateTime } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { showingTotal, listPagination, listLoading } from '../../shared/listControls';
import type { ParamSpec } from '../../shared/listParams';
import { rememberedList } from '../../shared/RememberedList';
import { useUrlPagedFilters } from '../../shared/useUrlPagedFilters';
import { AuditChange } from './AuditChange';
import { useAuditList, type AuditFilters } from './queries';
import { DateRangeField } from '../../shared/DateRangeField';
import { dateRangeOf } from '../events/list/listState';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';

/** What the trail records (issue #5 "Audit trail"), as filter options, each with its label. */
const ENTITY_TYPES: Readonly<Record<string, MessageDescriptor>> = {
  event: /*i18n*/ { id: 'Event' },
  order: /*i18n*/ { id: 'Booking' },
  attendee: /*i18n*/ { id: 'Attendee' },
  template: /*i18n*/ { id: 'Template' },
  role: /*i18n*/ { id: 'Role' },
  user: /*i18n*/ { id: 'User' },
  license: /*i18n*/ { id: 'License' },
  token: /*i18n*/ { id: 'API token' },
  shortcode_script: /*i18n*/ { id: 'Shortcode script' },
  rsvp_response: /*i18n*/ { id: 'RSVP response' },
  rsvp_invitation: /*i18n*/ { id: 'RSVP invitations' },
  category: /*i18n*/ { id: 'Category' },
  tag: /*i18n*/ { id: 'Tag' },
  speaker: /*i18n*/ { id: 'Speaker' },
  speaker_group: /*i18n*/ { id: 'Speaker group' },
  schedule: /*i18n*/ { id: 'Schedule' },
  settings: /*i18n*/ { id: 'Settings' },
};
const ACTIONS: Readonly<Record<string, MessageDescriptor>> = {
  create: /*i18n*/ { id: 'Create' },
  update: /*i18n*/ { id: 'Update' },
  delete: /*i18n*/ { id: 'Delete' },
  refund: /*i18n*/ { id: 'Refund' },
  mark_paid: /*i18n*/ { id: 'Mark paid' },
  activate: /*i18n*/ { id: 'Activate' },
  deactivate: /*i18n*/ { id: 'Deactivate' },
  revoke: /*i18n*/ { id: 'Revoke' },
  clone: /*i18n*/ { id: 'Clone' },
  status: /*i18n*/ { id: 'Change status' },
  send_certificate: /*i18n*/ { id: 'Send certificate' },
  expire: /*i18n*/ { id: 'Expire' },
  cancel: /*i18n*/ { id: 'Cancel booking' },
  send: /*i18n*/ { id: 'Send' },
};

/** A recorded word's label in the admin's language; a word without one reads `mark_paid` → `Mark paid`. */
function labelOf(labels: Readonly<Record<string, MessageDescriptor>>, word: string): string {
  const label = labels[word];
  return label ? i18n._(label) : word.charAt(0).toUpperCase() + word.slice(1).replaceAll('_', ' ');
}
const optionsOf = (labels: Readonly<Record<string, MessageDescriptor>>) => Object.keys(labels).map((value) => ({ value, label: labelOf(labels, value) }));

/** The table's columns, built at render so their words are in the active language. */
const columns = (): TableColumnsType<AuditEntry> => [
  // Stated with its zone (the reader's own), as the server's messages state theirs: `Nov 28, 2026, 2:02 PM (UTC+00:00)`.
  { title: i18n._('When'), dataIndex: 'at', key: 'at', width: 200, render: (_, entry) => <ZonedDateTime instant={entry.at} /> },
  { title: i18n._('Who'), dataIndex: 'user_email', key: 'user_email' },
  { title: i18n._('Action'), dataIndex: 'action', key: 'action', width: 130, render: (_, entry) => <Tag>{labelOf(ACTIONS, entry.action)}</Tag> },
  { title: i18n._('What'), key: 'what', width: 200, render: (_, entry) => `${labelOf(ENTITY_TYPES, entry.entity_type)} #${entry.entity_id}` },
  { title: i18n._('Summary'), dataIndex: 'summary', key: 'summary' },
];

/**
 * `/audit` (issue #5 "Audit trail", administrators): who changed what and when, newest first,
 * filtered by entity type, action, date range (UTC days) and a debounced search (summary or user
 * email); each row expands to its record before and after with the changed keys highlighted.
 */
export default rememberedList('audit', AuditTrailScreen);

const NO_FILTERS: AuditFilters = { entity_type: undefined, action: undefined, date_from: undefined, date_to: undefined };
const FILTER_PARAMS: ParamSpec<AuditFilters> = { entity_type: 'string', action: 'string', date_from: 'string', date_to: 'string' };

/** The trail's screen; its filters, search and page live in the URL. */
function AuditTrailScreen() {
  const { searchText, setSearchText, filters, setFilter, setPage } = useUrlPagedFilters(NO_FILTERS, FILTER_PARAMS);
  const { data, error, isFetching, refetch } = useAuditList(filters);
  const filtered = Boolean(filters.search || filters.entity_type || filters.action || filters.date_from || filters.date_to);
  const range = dateRangeOf(filters.date_from, filters.date_to);

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('Audit Trail')}</ScreenTitle>
      <LoadError what="audit trail" error={error} onRetry={refetch} />
      <Flex gap={12} wrap align="flex-start">
        <Select
          allowClear
          placeholder={i18n._('All entity types')}
          aria-label={i18n._('Filter by entity type')}
          value={filters.entity_type}
          onChange={(entity_type?: string) => setFilter({ entity_type })}
          options={optionsOf(ENTITY_TYPES)}
          style={{ width: 180 }}
        />
        <Select
          allowClear
          placeholder={i18n._('All actions')}
          aria-label={i18n._('Filter by action')}
          value={filters.action}
          onChange={(action?: string) => setFilter({ action })}
          options={optionsOf(ACTIONS)}
          style={{ width: 160 }}
        />
        <DateRangeField value={range} onChange={(next) => setFilter({ date_from: next?.start_date, date_to: next?.end_date })} />
        <SearchField placeholder={i18n._('Search summary or user email')} value={searchText} onChange={setSearchText} width={280} />
      </Flex>
      <Table<AuditEntry>
        rowKey="id"
        columns={columns()}
        dataSource={data?.items}
        loading={listLoading(isFetching)}
        expandable={{ columnTitle: <span className="eventory-visually-hidden">{i18n._('What changed')}</span>, expandedRowRender: (entry) => <AuditChange entry={entry} /> }}
        locale={{ emptyText: filtered ? i18n._('No entries match these filters.') : i18n._('No changes recorded yet.') }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('entries'), setPage)}
      />
    </Flex>
  );
}
