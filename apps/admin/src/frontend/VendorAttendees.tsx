import { useState } from 'react';
import { i18n } from '@lingui/core';
import { Table, Typography } from 'antd';
import type { Attendee } from '@eventory/core';
import { useAttendeeList } from '../features/attendees/queries';
import { LoadError } from '../shared/LoadError';
import { dataText } from './dataText';
import { useSession } from './sessionContext';

const PAGE_SIZE = 10;

/**
 * The multivendor attendee list container (issue #11 §5): attendees of the logged-in vendor's own
 * events (the server leaves out every other event's), a page at a time. Logged out it asks to log
 * in; a role without the attendee capability is told so instead of a 403.
 */
export function VendorAttendees() {
  const { user } = useSession();
  const mayList = Boolean(user && (user.is_super_admin || user.permissions.includes('etn_manage_attendee')));
  return (
    <section aria-labelledby="etn-vendor-attendees">
      <h2 id="etn-vendor-attendees">{i18n._('My attendees')}</h2>
      {!user ? (
        <Typography.Paragraph>{i18n._('Log in to see the attendees of your events.')}</Typography.Paragraph>
      ) : mayList ? (
        <AttendeeTable />
      ) : (
        <Typography.Paragraph>{i18n._('Your role does not include seeing attendees. Ask the site’s administrator for it.')}</Typography.Paragraph>
      )}
    </section>
  );
}

function AttendeeTable() {
  const [paged, setPaged] = useState(1);
  const list = useAttendeeList({ paged, per_page: PAGE_SIZE });
  if (list.isError) return <LoadError what="attendees" error={list.error} onRetry={() => list.refetch()} />;
  return (
    <Table<Attendee>
      rowKey="id"
      size="middle"
      loading={list.isLoading}
      dataSource={list.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: i18n._('No one has booked your events yet.') }}
      pagination={{ current: paged, pageSize: PAGE_SIZE, total: list.data?.total_items ?? 0, onChange: setPaged, showSizeChanger: false, hideOnSinglePage: true }}
      columns={[
        { title: i18n._('Name'), dataIndex: 'name', key: 'name', render: dataText },
        { title: i18n._('Email'), dataIndex: 'email', key: 'email', render: dataText },
        { title: i18n._('Event'), dataIndex: 'event_title', key: 'event', render: dataText },
        { title: i18n._('Ticket'), dataIndex: 'ticket_name', key: 'ticket', render: dataText },
        { title: i18n._('Ticket status'), key: 'status', render: (_, a) => (a.ticket_status === 'used' ? i18n._('Used') : i18n._('Unused')) },
      ]}
    />
  );
}
