import { useState } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Alert, Button, Form, Input } from 'antd';
import { authClient } from '../api/auth';
import { ApiError } from '../api/client';
import type { BootstrapUser } from '../bootstrap';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * The server's refusals of a login by their code, in the page's language: the API writes its
 * messages in the admin's languages (English, German), and the front-end mount's page may be Arabic.
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
 * Email, password and 'Log in', through `POST /api/v2/auth/login` (the session cookie is set by the
 * answer); `onLoggedIn` gets the user and the CSRF nonce of later changes. A refusal (wrong password,
 * too many tries) shows in an alert, and the form can be sent again. Used by the front-end mount's
 * dashboard login and the admin's dialog for an ended session. `name` is the form's, which antd
 * puts before its fields' ids (the password's is `<name>_password`).
 */
export function LoginForm({ name, email, onLoggedIn }: { name: string; email?: string; onLoggedIn: (user: BootstrapUser, nonce: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: LoginValues) => {
    setError(null);
    setBusy(true);
    try {
      const { user, nonce } = await authClient.login(values);
      onLoggedIn(user, nonce);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<LoginValues> name={name} layout="vertical" noValidate onFinish={onFinish} requiredMark={false} initialValues={{ email }}>
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
  );
}
