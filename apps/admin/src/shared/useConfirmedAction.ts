import { App } from 'antd';
import { confirmDialog, type ConfirmedAction } from './confirmedAction';

/**
 * The one "confirm, then run, then announce" dialog of the admin (deletions, clones, resends,
 * revocations): see {@link confirmDialog} for what it does.
 * @returns a function opening the dialog for an action
 */
export function useConfirmedAction(): <T>(action: ConfirmedAction<T>) => void {
  const { message, modal } = App.useApp();
  return (action) => {
    modal.confirm(confirmDialog(action, message));
  };
}
