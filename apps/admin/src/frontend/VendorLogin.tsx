import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { authClient } from '../api/auth';
import { useSession } from './sessionContext';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * The dashboard's login (issue #11 §5): the same session cookie and CSRF nonce as the admin's,
 * through `POST /api/v2/auth/login`; the server's message (wrong password, too many tries) in an alert.
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
      setError(failure instanceof Error ? failure.message : 'Logging in failed. Please try again.');
      setBusy(false);
    }
  };

  return (
    <Card style={{ maxWidth: 420 }}>
      <h2>Log in to manage your events</h2>
      <Form<LoginValues> layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="email" label="Email" rules={[{ required: true, whitespace: true, message: 'Enter your email' }]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Alert type="error" role="alert" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
          Log in
        </Button>
      </Form>
    </Card>
  );
}
