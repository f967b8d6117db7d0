import { i18n } from '@lingui/core';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { RsvpUnanswered, RsvpUnansweredReport } from '@eventory/core';
import { listPagination, showingTotal } from '../../shared/listControls';
import { DateTime } from '../../shared/format';
import type { RsvpEventFilters } from './queries';

/**
 * The RSVP report's 'No answer yet' table: the people the event's invitations went to who have
 * not answered (`GET rsvp-report/{id}/unanswered`), one row per address, latest invited first:
 * Name, Email, how many invitations they were sent and when the latest went out (local time).
 */
export function UnansweredTable({
  data,
  loading,
  filters,
  onPage,
}: {
  data: RsvpUnansweredReport | undefined;
  loading: boolean;
  filters: RsvpEventFilters;
  onPage: (paged: number, perPage: number) => void;
}) {
  const columns: TableColumnsType<RsvpUnanswered> = [
    { title: i18n._('Name'), dataIndex: 'name', key: 'name', render: (name: string) => name || <Typography.Text type="secondary">{i18n._('No name given')}</Typography.Text> },
    { title: i18n._('Email'), dataIndex: 'email', key: 'email' },
    { title: i18n._('Invitations'), dataIndex: 'invitations', key: 'invitations', width: 120 },
    { title: i18n._('Last invited on'), key: 'invited_on', width: 190, render: (_, invitee) => <DateTime instant={invitee.invited_on} /> },
  ];
  return (
    <Table<RsvpUnanswered>
      rowKey="invitation_id"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: filters.search ? i18n._('No one matches this search') : i18n._('Everyone invited has answered, or no invitations were sent yet') }}
      pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('invitees'), onPage)}
    />
  );
}
