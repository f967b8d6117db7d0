import { i18n } from '@lingui/core';
import { useNavigate } from 'react-router-dom';
import { App, Button, Flex, Form } from 'antd';
import { ApiError } from '../../api/client';
import { GroupNameField, type GroupValues } from './GroupNameField';
import { useCreateGroup } from './queries';
import { ScreenTitle } from '../../shared/ScreenTitle';

/**
 * The speaker group form (`/group/create`, SPEC §2 "Simple forms"): Group Name, Cancel and Create
 * Group (disabled while submitting, and after success while the list loads). Success says
 * 'Successfully created group!' and returns to /group; a failure (a duplicate name is a 409) shows
 * 'Couldn't Create Speaker Group' with the server's message as the reason (SPEC §8).
 */
export default function GroupForm() {
  const [form] = Form.useForm<GroupValues>();
  const { message, notification } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateGroup();

  const onFinish = ({ name }: GroupValues) =>
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: () => {
          message.success(i18n._('Successfully created group!'));
          navigate('/group');
        },
        onError: (error) => {
          notification.error({ title: i18n._("Couldn't Create Speaker Group"), description: i18n._('Reason: {reason}', { reason: error.message }) });
          const fieldError = error instanceof ApiError ? error.errors?.name : undefined;
          if (fieldError) form.setFields([{ name: 'name', errors: [fieldError] }]);
        },
      },
    );

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('Add New Speaker Group')}</ScreenTitle>
      <Form<GroupValues> form={form} name="speaker-group" layout="vertical" onFinish={onFinish} style={{ maxWidth: 640 }}>
        <GroupNameField autoFocus />
        <Flex gap={8}>
          <Button onClick={() => navigate('/group')}>{i18n._('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={create.isPending || create.isSuccess}>
            {i18n._('Create Group')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
