import { i18n } from '@lingui/core';
import { App, Flex, Form, Input, Typography } from 'antd';
import type { RoleCreateInput } from '@eventory/core';
import { ApiError } from '../../api/client';
import { useCreateSiteRole } from './queries';
import { SubmitButton } from '../../shared/SubmitButton';

/**
 * Adds a site role beside the built-in ones (issue #5), e.g. key `door_staff`, name 'Door staff';
 * it then appears in the Access modal's role select. The server's field messages (a taken or
 * malformed key) show on the fields; anything else is only logged, like the screen's other saves.
 */
export function SiteRoleForm() {
  const [form] = Form.useForm<RoleCreateInput>();
  const create = useCreateSiteRole();
  const { message } = App.useApp();

  const onFinish = (values: RoleCreateInput) => {
    create.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        void message.success(i18n._('Role "{name}" added. Give it permissions with Add Manage Access.', { name: values.name }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'key', errors: [error.message] }]);
        else if (error instanceof ApiError && error.errors) {
          form.setFields(Object.entries(error.errors).map(([name, text]) => ({ name: name as keyof RoleCreateInput, errors: [text] })));
        } else console.error('Adding the site role failed', error);
      },
    });
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
        {i18n._('Add a site role')}
      </Typography.Title>
      <Typography.Text type="secondary">{i18n._('For people with a narrow job, such as door staff who only scan tickets. Give it permissions with Add Manage Access.')}</Typography.Text>
      <Form<RoleCreateInput> form={form} name="site-role" layout="inline" onFinish={onFinish}>
        <Form.Item
          name="key"
          label={i18n._('Role key')}
          rules={[
            { required: true, message: i18n._('Give the role a key') },
            { pattern: /^[a-z][a-z0-9_]*$/, message: i18n._('Lowercase letters, digits and underscores, e.g. door_staff') },
            { min: 2, max: 64, message: i18n._('Use 2 to 64 characters') },
          ]}
        >
          <Input placeholder="door_staff" autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={i18n._('Role name')} rules={[{ required: true, whitespace: true, message: i18n._('Give the role a name') }]}>
          <Input placeholder={i18n._('Door staff')} autoComplete="off" />
        </Form.Item>
        <Form.Item>
          <SubmitButton type="default" pending={create.isPending}>
            {i18n._('Add Role')}
          </SubmitButton>
        </Form.Item>
      </Form>
    </Flex>
  );
}
