import { useEffect, useState } from 'react';
import { App, Button, Card, Flex, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { SUPER_ADMIN_ROLE, type Capability, type RolePermissionEntry } from '@eventory/core';
import { AccessModal, type AccessTarget } from './AccessModal';
import { assignedRoles } from './permissionSelection';
import { useCatalogue, useRemoveRolePermissions, useRoleSettings } from './queries';
import { SiteRoleForm } from './SiteRoleForm';
import { ScreenTitle } from '../../shared/ScreenTitle';

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
      title: `Are you sure you want to delete the access of ${entry.name}?`,
      content: 'Users with this role lose these permissions on their next action.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      autoFocusButton: 'cancel',
      onOk: () => remove.mutateAsync(entry.key).catch((error: unknown) => console.error(`Deleting the access of the role ${entry.key} failed`, error)),
    });
  };

  const columns: TableColumnsType<RolePermissionEntry> = [
    { title: 'User Role', dataIndex: 'label', key: 'role', width: 200 },
    {
      title: 'Permissions',
      key: 'permissions',
      render: (_, entry) => (
        <Flex gap={4} wrap>
          {entry.permissions.map((key) => (
            <Tag key={key}>{labels[key] ?? key}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Action',
      key: 'action',
      width: 160,
      render: (_, entry) => {
        const administrator = entry.key === SUPER_ADMIN_ROLE;
        return (
          <Flex gap={8}>
            <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', entry })} aria-label={`Edit ${entry.name}`}>
              Edit
            </Button>
            <Tooltip title={administrator ? 'The Administrator role cannot be deleted.' : undefined}>
              <Button type="link" danger size="small" disabled={administrator} onClick={() => confirmDelete(entry)} aria-label={`Delete ${entry.name}`}>
                Delete
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
            <ScreenTitle>
              Manage Access
            </ScreenTitle>
            <Button type="primary" onClick={() => setTarget({ mode: 'add' })} disabled={!catalogue.data}>
              Add Manage Access
            </Button>
          </Flex>
          <Table<RolePermissionEntry>
            rowKey="key"
            columns={columns}
            dataSource={assignedRoles(entries)}
            loading={settings.isFetching}
            pagination={false}
            locale={{ emptyText: 'No role has permissions yet.' }}
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
