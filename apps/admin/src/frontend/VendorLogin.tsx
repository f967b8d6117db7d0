import { i18n } from '@lingui/core';
import { Card } from 'antd';
import { LoginForm } from '../shared/LoginForm';
import { useSession } from './sessionContext';

/**
 * The dashboard's login (issue #11 §5): the same session cookie and CSRF nonce as the admin's,
 * through `POST /api/v2/auth/login` (shared/LoginForm.tsx).
 */
export function VendorLogin() {
  const { start } = useSession();
  return (
    <Card style={{ maxWidth: 420 }}>
      <h2>{i18n._('Log in to manage your events')}</h2>
      <LoginForm name="vendor-login" onLoggedIn={start} />
    </Card>
  );
}
