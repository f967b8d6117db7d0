import { useState } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Alert, Button, Card, Form, Input } from 'antd';
import { authClient } from '../api/auth';
import { ApiError } from '../api/client';
import { useSession } from './sessionContext';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * The server's refusals of a login by their code, in the page's language: the API writes its
 * messages in the admin's languages (English, German), and the page may be Arabic.
 */
const REFUSALS: Record<string, MessageDescriptor> = {
  invalid_credentials: /*i18n*/ { id: 'The email or password is not correct.' },
  too_many_logins: /*i18n*/ { id: 'Too many requests. Please wait a minute and try again.' },
};

function failureText(failure: unknown): string {
  const refusal = failure instanceof ApiError ? REFUSALS[failure.code] : undefined;
  if (refusal) return i18n._(refusal);
  return failure instanceof Error ? failure.message : i18n._('Logging in failed. Please try again.');
}

/**
 * The dashboard's login (issue #11 §5): the same session cookie and CSRF nonce as the admin's,
 * through `POST /api/v2/auth/login`; a refusal (wrong password, too many tries) in an alert.
 */
export function VendorLogin() {
  const { start } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: LoginValues) => {
    setError(null);
    setBusy(true);
    try {
      const { user, nonce } = await authClient.login(values);
      start(user, nonce);
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  return (
    <Card style={{ maxWidth: 420 }}>
      <h2>{i18n._('Log in to manage your events')}</h2>
      <Form<LoginValues> layout="vertical" noValidate onFinish={onFinish} requiredMark={false}>
        <Form.Item name="email" label={i18n._('Email')} rules={[{ required: true, whitespace: true, message: i18n._('Enter your email') }]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={i18n._('Password')} rules={[{ required: true, message: i18n._('Enter your password') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Alert type="error" role="alert" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
          {i18n._('Log in')}
        </Button>
      </Form>
    </Card>
  );
}
