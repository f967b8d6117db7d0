import { useEffect, useState } from 'react';
import { i18n } from '@lingui/core';
import { App, Button, Card, Flex, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { SUPER_ADMIN_ROLE, type Capability, type RolePermissionEntry } from '@eventory/core';
import { AccessModal, type AccessTarget } from './AccessModal';
import { assignedRoles } from './permissionSelection';
import { useCatalogue, useRemoveRolePermissions, useRoleSettings } from './queries';
import { SiteRoleForm } from './SiteRoleForm';
import { capabilityLabel, roleLabel } from './roleNames';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { useWideScreen } from '../../shared/useWideScreen';

/**
 * `/access-control` (SPEC §2 "Access control screen", §4, §5, §6; issue #5): the 'Manage Access'
 * section lists each role that has permissions (User Role, Permissions, Action); 'Add Manage
 * Access' and Edit open the Access modal; Delete asks first and removes the assignment. The
 * Administrator's Delete is disabled. Load, save and delete failures are only logged (SPEC §8);
 * after a change the table reloads.
 */
export default function AccessControl() {
  const { modal } = App.useApp();
  const [target, setTarget] = useState<AccessTarget | null>(null);
  const settings = useRoleSettings();
  const catalogue = useCatalogue();
  const remove = useRemoveRolePermissions();
  useEffect(() => {
    if (settings.error) console.error('Loading the role permissions failed', settings.error);
  }, [settings.error]);
  useEffect(() => {
    if (catalogue.error) console.error('Loading the permission catalogue failed', catalogue.error);
  }, [catalogue.error]);
  const labels: Partial<Record<Capability, string>> = catalogue.data ?? {};
  const entries = settings.data ?? [];

  const confirmDelete = (entry: RolePermissionEntry) => {
    modal.confirm({
      title: i18n._('Are you sure you want to delete the access of {role}?', { role: roleLabel(entry) }),
      content: i18n._('Users with this role lose these permissions on their next action.'),
      okText: i18n._('Delete'),
      okButtonProps: { danger: true },
      cancelText: i18n._('Cancel'),
      autoFocusButton: 'cancel',
      onOk: () => remove.mutateAsync(entry.key).catch((error: unknown) => console.error(`Deleting the access of the role ${entry.key} failed`, error)),
    });
  };

  const wide = useWideScreen();
  const columns: TableColumnsType<RolePermissionEntry> = [
    { title: i18n._('User Role'), dataIndex: 'label', key: 'role', width: 200, render: (_, entry) => roleLabel({ key: entry.key, name: entry.label }) },
    {
      title: i18n._('Permissions'),
      key: 'permissions',
      render: (_, entry) => (
        // The lists' tables are max-content wide: without a width of its own the row of tags never wraps.
        <Flex gap={4} wrap style={{ maxWidth: wide ? 640 : 220 }}>
          {entry.permissions.map((key) => (
            <Tag key={key}>{capabilityLabel(key, labels[key])}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: i18n._('Action'),
      key: 'action',
      width: 160,
      render: (_, entry) => {
        const administrator = entry.key === SUPER_ADMIN_ROLE;
        return (
          <Flex gap={8}>
            <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', entry })} aria-label={i18n._('Edit {name}', { name: roleLabel(entry) })}>
              {i18n._('Edit')}
            </Button>
            <Tooltip title={administrator ? i18n._('The Administrator role cannot be deleted.') : undefined}>
              <Button type="link" danger size="small" disabled={administrator} onClick={() => confirmDelete(entry)} aria-label={i18n._('Delete {name}', { name: roleLabel(entry) })}>
                {i18n._('Delete')}
              </Button>
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={24}>
      <Card>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <ScreenTitle>{i18n._('Manage Access')}</ScreenTitle>
            <Button type="primary" onClick={() => setTarget({ mode: 'add' })} disabled={!catalogue.data}>
              {i18n._('Add Manage Access')}
            </Button>
          </Flex>
          <Table<RolePermissionEntry>
            rowKey="key"
            columns={columns}
            dataSource={assignedRoles(entries)}
            loading={settings.isFetching}
            pagination={false}
            locale={{ emptyText: i18n._('No role has permissions yet.') }}
          />
        </Flex>
      </Card>
      <Card>
        <SiteRoleForm />
      </Card>
      {catalogue.data && <AccessModal target={target} entries={entries} catalogue={catalogue.data} onClose={() => setTarget(null)} />}
    </Flex>
  );
}
