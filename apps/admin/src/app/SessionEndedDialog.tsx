import { useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';
import { App as AntApp, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { sessionEnded } from '../api/sessionEnded';
import { bootstrap, type BootstrapUser } from '../bootstrap';
import { focusLater } from '../shared/focus';
import { LoginForm } from '../shared/LoginForm';

/**
 * Asks for the password when an API call found the session ended (api/sessionEnded.ts), over the
 * screen, which keeps what was typed: logged in again, the page sends the new session's CSRF nonce,
 * every answer is asked for again (a list that failed, the permissions), and a Save that failed can
 * be pressed again. Another user's login reloads the page: what is on it was the first user's.
 * The password field takes the focus. Closing the dialog leaves the screen as it is; the next
 * refused call opens it again.
 */
export default function SessionEndedDialog() {
  const ended = useSyncExternalStore(sessionEnded.subscribe, sessionEnded.get);
  const queryClient = useQueryClient();
  const { message } = AntApp.useApp();

  const loggedIn = (user: BootstrapUser, nonce: string) => {
    if (user.id !== bootstrap.user.id) {
      window.location.reload();
      return;
    }
    bootstrap.nonce = nonce;
    sessionEnded.set(false);
    void queryClient.invalidateQueries();
    void message.success(i18n._('You are logged in again. Anything you had not saved is still here.'));
  };

  return (
    <Modal
      open={ended}
      title={i18n._('Your session has ended')}
      footer={null}
      onCancel={() => sessionEnded.set(false)}
      afterOpenChange={(open) => open && focusLater('session-login_password')}
      destroyOnHidden
    >
      <p>{i18n._('Log in again to go on where you left off.')}</p>
      <LoginForm name="session-login" email={bootstrap.user.email} onLoggedIn={loggedIn} />
    </Modal>
  );
}
