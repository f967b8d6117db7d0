import { useState } from 'react';
import { i18n } from '@lingui/core';
import { Alert, App, Flex, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ApiTokenCreated } from '@eventory/core';
import { useCreateToken } from './queries';
import { todayUtc } from './tokenDisplay';
import { handleSaveError } from '../../shared/saveError';
import { SubmitButton } from '../../shared/SubmitButton';
import { DateInput } from '../events/editor/pickers';

interface TokenValues {
  name: string;
  expires_on?: Dayjs | null;
}

/**
 * Creates a personal API token: a name and an optional last valid day. The new token is shown once,
 * in a copyable field, with the warning that it will not be shown again.
 */
export function TokenCreateForm() {
  const [form] = Form.useForm<TokenValues>();
  const { message } = App.useApp();
  const create = useCreateToken();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);

  const onFinish = (values: TokenValues) => {
    create.mutate(
      { name: values.name, expires_on: values.expires_on ? values.expires_on.format('YYYY-MM-DD') : null },
      {
        onSuccess: (token) => {
          setCreated(token);
          form.resetFields();
        },
        onError: (error) => {
          // Field errors go under their fields; anything no field shows is announced.
          const outcome = handleSaveError(form, error, ['name', 'expires_on'], i18n._('The token could not be created.'));
          if (outcome.failure) message.error(outcome.message);
        },
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      <Form<TokenValues> form={form} name="api-token" layout="inline" onFinish={onFinish}>
        <Form.Item name="name" label={i18n._('Name')} rules={[{ required: true, whitespace: true, message: i18n._('Name the token (what uses it)') }]}>
          <Input placeholder={i18n._('e.g. Ticket sync script')} autoComplete="off" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="expires_on" label={i18n._('Expires')}>
          {/* Enter commits a typed date without creating the token (walk of 30 Nov 2026: Enter on a refused
              past date created a token that never expires). */}
          <DateInput
            aria-label={i18n._('Expires')}
            placeholder={i18n._('Never')}
            disabledDate={(day) => day.format('YYYY-MM-DD') < todayUtc()}
          />
        </Form.Item>
        <Form.Item>
          <SubmitButton pending={create.isPending}>
            {i18n._('Create Token')}
          </SubmitButton>
        </Form.Item>
      </Form>
      {created && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setCreated(null), 'aria-label': i18n._('Hide the token') }}
          title={i18n._('Copy your new token "{name}" now. It won\'t be shown again.', { name: created.name })}
          description={
            <Typography.Paragraph copyable={{ text: created.token }} code style={{ margin: 0, wordBreak: 'break-all' }} aria-label={i18n._('New API token')}>
              {created.token}
            </Typography.Paragraph>
          }
        />
      )}
    </Flex>
  );
}
