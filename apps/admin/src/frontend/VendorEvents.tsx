import { useState } from 'react';
import { i18n } from '@lingui/core';
import { App, Button, Flex, Table, Typography } from 'antd';
import type { EventItem } from '@eventory/core';
import { authClient } from '../api/auth';
import { useEventList } from '../features/events/queries';
import { EventStatusTag } from '../features/events/list/EventFacts';
import { LoadError } from '../shared/LoadError';
import { dataText, withData } from './dataText';
import { VendorEventForm } from './VendorEventForm';
import { useSession } from './sessionContext';

const PAGE_SIZE = 10;

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; id: number };

/**
 * A logged-in vendor's events (issue #11 §5): the server lists only their own (the own-events
 * rule), each with Edit; Create event opens the form; Log out ends the session on this page.
 */
export function VendorEvents() {
  const { user, end } = useSession();
  const { message } = App.useApp();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [paged, setPaged] = useState(1);
  const list = useEventList({ paged, per_page: PAGE_SIZE });

  const logout = async () => {
    try {
      await authClient.logout();
      end();
    } catch (error) {
      message.error(error instanceof Error ? error.message : i18n._('Logging out failed.'));
    }
  };

  if (mode.kind !== 'list') {
    return <VendorEventForm eventId={mode.kind === 'edit' ? mode.id : undefined} onDone={() => setMode({ kind: 'list' })} />;
  }
  return (
    <section aria-labelledby="etn-vendor-events">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <h2 id="etn-vendor-events" style={{ margin: 0 }}>
          {i18n._('My events')}
        </h2>
        <Flex gap={8} wrap align="center">
          <Typography.Text type="secondary">{withData((name) => i18n._('Logged in as {name}', { name }), user?.display_name ?? '')}</Typography.Text>
          <Button type="primary" onClick={() => setMode({ kind: 'create' })}>
            {i18n._('Create event')}
          </Button>
          <Button onClick={() => void logout()}>{i18n._('Log out')}</Button>
        </Flex>
      </Flex>
      {list.isError ? (
        <LoadError what="events" error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Table<EventItem>
          rowKey="id"
          size="middle"
          loading={list.isLoading}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: i18n._('You have no events yet. Create your first one.') }}
          pagination={{ current: paged, pageSize: PAGE_SIZE, total: list.data?.total_items ?? 0, onChange: setPaged, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { title: i18n._('Event'), dataIndex: 'title', key: 'title', render: dataText },
            // Date then time, left to right on a right-to-left page too.
            { title: i18n._('Starts'), key: 'start', render: (_, e) => <span dir="ltr">{`${e.start_date} ${e.start_time}`}</span> },
            { title: i18n._('Status'), key: 'status', render: (_, e) => <EventStatusTag state={e.event_status} /> },
            {
              title: i18n._('Action'),
              key: 'action',
              render: (_, e) => (
                <Button size="small" aria-label={i18n._('Edit {title}', { title: e.title })} onClick={() => setMode({ kind: 'edit', id: e.id })}>
                  {i18n._('Edit')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
