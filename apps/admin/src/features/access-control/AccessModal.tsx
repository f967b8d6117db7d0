import { useState } from 'react';
import { i18n } from '@lingui/core';
import { Alert, App, Checkbox, Col, Form, Modal, Row, Select } from 'antd';
import { ACCESS_MESSAGES, SUPER_ADMIN_ROLE, type Capability, type RolePermissionEntry } from '@eventory/core';
import { allPermissionsState, toggleAll, unassignedRoles } from './permissionSelection';
import { useSaveRolePermissions } from './queries';
import { capabilityLabel, roleLabel } from './roleNames';
import { CheckboxGroupField } from '../../shared/CheckboxGroupField';

/** Who the modal is for: a new assignment, or the role being edited (its role fixed). */
export type AccessTarget = { mode: 'add' } | { mode: 'edit'; entry: RolePermissionEntry };

interface AccessValues {
  role?: string;
  permissions: Capability[];
}

interface AccessModalProps {
  target: AccessTarget | null;
  /** Every role with its permissions: the add mode offers those without an assignment. */
  entries: RolePermissionEntry[];
  catalogue: Record<Capability, string>;
  onClose: () => void;
}

/**
 * The Access modal (SPEC §2, §5 "Access modal"): the role select ('Please select a role type!'),
 * an 'All Permissions' box that selects or clears every permission and follows the single boxes,
 * and the catalogue's boxes (at least one: 'Please select at least one permission!'). Editing fixes
 * the role. A failed save is only logged (SPEC §8); a successful one closes the modal and says so.
 */
export function AccessModal({ target, entries, catalogue, onClose }: AccessModalProps) {
  const [form] = Form.useForm<AccessValues>();
  const save = useSaveRolePermissions();
  const { message } = App.useApp();
  // While closing, the modal keeps its last target so its title and fields do not flip.
  const [shown, setShown] = useState<AccessTarget | null>(target);
  if (target !== null && target !== shown) setShown(target);
  const current = target ?? shown;
  const editing = current?.mode === 'edit' ? current.entry : null;
  const keys = Object.keys(catalogue) as Capability[];
  const selected = Form.useWatch('permissions', form) ?? [];
  const all = allPermissionsState(selected, keys);
  const locked = editing?.key === SUPER_ADMIN_ROLE;
  const roleOptions = (editing ? [editing] : unassignedRoles(entries)).map((entry) => ({ value: entry.key, label: roleLabel(entry) }));

  const onAll = (checked: boolean) => {
    form.setFieldValue('permissions', toggleAll(checked, keys));
    void form.validateFields(['permissions']).catch(() => undefined);
  };

  const onFinish = (values: AccessValues) => {
    const role = editing?.key ?? values.role!;
    save.mutate(
      { role, permissions: values.permissions, adding: editing === null },
      {
        onSuccess: () => {
          onClose();
          const label = editing ? roleLabel(editing) : (roleOptions.find((option) => option.value === role)?.label ?? role);
          void message.success(i18n._('Permissions of {role} saved', { role: label }));
        },
        onError: (error) => console.error(`Saving the permissions of the role ${role} failed`, error),
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      title={editing ? i18n._('Edit Manage Access: {role}', { role: roleLabel(editing) }) : i18n._('Add Manage Access')}
      okText={i18n._('Save')}
      okButtonProps={{ htmlType: 'submit', loading: save.isPending, disabled: save.isPending || locked }}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      modalRender={(dom) => (
        <Form<AccessValues>
          form={form}
          name="access"
          layout="vertical"
          clearOnDestroy
          initialValues={editing ? { role: editing.key, permissions: editing.permissions } : { permissions: [] }}
          onFinish={onFinish}
        >
          {dom}
        </Form>
      )}
    >
      <Form.Item name="role" label={i18n._('User Role')} rules={[{ required: true, message: i18n._(ACCESS_MESSAGES.role) }]}>
        <Select placeholder={i18n._('Select a role')} disabled={editing !== null} options={roleOptions} notFoundContent={i18n._('Every role has access set; edit one instead.')} />
      </Form.Item>
      {locked && <Alert type="info" showIcon title={i18n._('The Administrator role always has every permission.')} style={{ marginBottom: 16 }} />}
      <Checkbox checked={all.checked} indeterminate={all.indeterminate} disabled={locked} onChange={(event) => onAll(event.target.checked)}>
        {i18n._('All Permissions')}
      </Checkbox>
      <Form.Item
        name="permissions"
        label={i18n._('Permissions')}
        style={{ marginTop: 12 }}
        rules={[{ type: 'array', required: true, min: 1, message: i18n._(ACCESS_MESSAGES.permissions) }]}
      >
        <CheckboxGroupField<Capability> aria-label={i18n._('Permissions')} disabled={locked} style={{ width: '100%' }}>
          <Row gutter={[12, 8]}>
            {keys.map((key) => (
              <Col span={12} key={key}>
                <Checkbox value={key}>{capabilityLabel(key, catalogue[key])}</Checkbox>
              </Col>
            ))}
          </Row>
        </CheckboxGroupField>
      </Form.Item>
    </Modal>
  );
}
