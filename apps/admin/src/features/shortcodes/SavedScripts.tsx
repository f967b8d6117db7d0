import { i18n } from '@lingui/core';
import { useState } from 'react';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DEFAULT_PAGE_SIZE, SHORTCODE_WIDGETS, type ShortcodeScript } from '@eventory/core';
import { scriptTag } from '../../api/shortcodes';
import { bootstrap } from '../../bootstrap';
import { DateTime } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { listPagination, pageAfterRemoval, showingTotal } from '../../shared/listControls';
import { DELETE_BUTTON } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useDeleteScript, useScripts } from './queries';

/** A saved script's widget in the admin's language (the record keeps the widget's English title). */
const widgetName = (postName: string) => (SHORTCODE_WIDGETS.some((widget) => widget.title === postName) ? i18n._(postName) : postName);

/**
 * Room for a shortcode and its script tag, px: at least a few attributes a line (a phone's table
 * then scrolls sideways instead of breaking every word), at most a readable block on a laptop.
 */
const CODE_CELL = { minWidth: 260, maxWidth: 520 } as const;

/**
 * The saved Get Script records: the widget, its shortcode and script tag, when it was created and
 * the sites it was last seen on; each can be deleted (with a confirmation), after which its tag
 * shows nothing.
 */
export function SavedScripts() {
  const [page, setPage] = useState({ paged: 1, per_page: DEFAULT_PAGE_SIZE });
  const { data, isLoading, error, refetch } = useScripts(page.paged, page.per_page);
  const remove = useDeleteScript();
  const confirmDelete = useConfirmedAction();
  if (error) return <LoadError what="saved scripts" error={error} onRetry={() => void refetch()} />;

  const columns: ColumnsType<ShortcodeScript> = [
    { title: i18n._('Widget'), dataIndex: 'post_name', width: 160, render: (postName: string) => widgetName(postName) },
    {
      title: i18n._('Shortcode and script'),
      key: 'code',
      render: (_, script) => (
        <div style={CODE_CELL}>
          <Typography.Text code copyable>
            {script.shortcode}
          </Typography.Text>
          <br />
          <Typography.Text code copyable style={{ fontSize: 12 }}>
            {scriptTag(bootstrap.siteUrl, script.id)}
          </Typography.Text>
        </div>
      ),
    },
    { title: i18n._('Created'), dataIndex: 'created_at', width: 170, render: (at: string) => <DateTime instant={at} /> },
    {
      title: i18n._('Last seen on'),
      key: 'origins',
      width: 220,
      render: (_, script) =>
        script.origins.length === 0 ? (
          <Typography.Text type="secondary">{i18n._('Not seen yet')}</Typography.Text>
        ) : (
          script.origins.map((o) => (
            <div key={o.origin}>
              {o.origin} <Typography.Text type="secondary">(<DateTime instant={o.last_seen_at} />)</Typography.Text>
            </div>
          ))
        ),
    },
    {
      title: i18n._('Action'),
      key: 'action',
      width: 90,
      render: (_, script) => (
        <Button
          danger
          aria-label={i18n._('Delete script {id}', { id: script.id })}
          onClick={() =>
            confirmDelete({
              ...DELETE_BUTTON,
              title: i18n._('Are you sure you want to delete this script?'),
              content: i18n._('Pages that hold its script tag will show nothing.'),
              run: () => remove.mutateAsync(script.id),
              success: i18n._('Successfully deleted the script!'),
              failure: i18n._('Failed to delete the script!'),
              onDone: () => setPage((p) => ({ ...p, paged: pageAfterRemoval(p.paged, data?.items.length ?? 0, 1) })),
            })
          }
        >
          {i18n._('Delete')}
        </Button>
      ),
    },
  ];
  return (
    <Table<ShortcodeScript>
      rowKey="id"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={isLoading}
      scroll={{ x: 800 }}
      locale={{ emptyText: i18n._('No scripts yet: generate a shortcode in a card, then press Get Script.') }}
      pagination={listPagination(page, data?.total_items ?? 0, showingTotal('scripts'), (paged, per_page) => setPage({ paged, per_page }))}
    />
  );
}
