import { i18n } from '@lingui/core';
import { Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ApiToken } from '@eventory/core';
import { CalendarDate, DateTime } from '../../shared/format';
import { errorText } from '../../shared/confirmedAction';
import { LoadError } from '../../shared/LoadError';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useRevokeToken, useTokens } from './queries';
import { TokenCreateForm } from './TokenCreateForm';
import { todayUtc, tokenStatusDisplay } from './tokenDisplay';
import { ScreenTitle } from '../../shared/ScreenTitle';

const when = (iso: string | null, none: string) => (iso === null ? none : <DateTime instant={iso} />);

/**
 * `/api-tokens` (issue #5 "API tokens"): the current user's personal tokens for scripts and
 * integrations (`Authorization: Bearer …`), acting with the user's permissions. Create shows the
 * secret once; Revoke asks first and takes effect on the token's next request.
 */
export default function ApiTokens() {
  const confirm = useConfirmedAction();
  const tokens = useTokens();
  const revoke = useRevokeToken();
  const today = todayUtc();

  const confirmRevoke = (token: ApiToken) => {
    confirm({
      title: i18n._('Are you sure you want to revoke the token "{name}"?', { name: token.name }),
      content: i18n._('Scripts using it will be refused from their next request. This cannot be undone.'),
      okText: i18n._('Revoke'),
      danger: true,
      run: () => revoke.mutateAsync(token.id),
      success: i18n._('Token revoked'),
      failure: (error) => `${i18n._('Failed to revoke the token!')} ${errorText(error)}`,
    });
  };

  const columns: TableColumnsType<ApiToken> = [
    { title: i18n._('Name'), dataIndex: 'name', key: 'name' },
    { title: i18n._('Prefix'), dataIndex: 'prefix', key: 'prefix', render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text> },
    { title: i18n._('Created'), key: 'created', render: (_, token) => when(token.created_at, '') },
    { title: i18n._('Last used'), key: 'last_used', render: (_, token) => when(token.last_used_at, i18n._('Never')) },
    { title: i18n._('Expires'), key: 'expires', render: (_, token) => (token.expires_on === null ? i18n._('Never') : <CalendarDate date={token.expires_on} />) },
    {
      title: i18n._('Status'),
      key: 'status',
      render: (_, token) => {
        const status = tokenStatusDisplay(token, today);
        return <Tag color={status.color}>{i18n._(status.label)}</Tag>;
      },
    },
    {
      title: i18n._('Action'),
      key: 'action',
      width: 120,
      render: (_, token) =>
        token.revoked_at === null && (
          <Button type="link" danger size="small" onClick={() => confirmRevoke(token)} aria-label={i18n._('Revoke {name}', { name: token.name })}>
            {i18n._('Revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('API Tokens')}</ScreenTitle>
      <Typography.Text type="secondary">
        {i18n._('Personal tokens let scripts and integrations call the API as you, with your permissions. Send them in this header:')}{' '}
        <Typography.Text code>Authorization: Bearer &lt;token&gt;</Typography.Text>
      </Typography.Text>
      <Card>
        <TokenCreateForm />
      </Card>
      <LoadError what="API tokens" error={tokens.error} onRetry={tokens.refetch} />
      <Table<ApiToken>
        rowKey="id"
        columns={columns}
        dataSource={tokens.data}
        loading={tokens.isFetching}
        pagination={false}
        locale={{ emptyText: i18n._('No API tokens yet.') }}
      />
    </Flex>
  );
}
