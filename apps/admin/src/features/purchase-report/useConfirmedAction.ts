import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { App } from 'antd';

/** What {@link useConfirmedAction} asks about, runs and announces. */
export interface ConfirmedActionOptions<T> {
  title: string;
  content?: ReactNode;
  /** The confirm button's words, e.g. 'Send'. */
  okText: string;
  run: () => Promise<T>;
  /** Announced after `run` succeeded. */
  success: (result: T) => string;
  /** Announced when the error carries no message of its own. */
  failure: string;
}

/**
 * A confirm-then-act dialog for booking actions (Resend Invoice, Mark as paid): asks `title`
 * (focus on Cancel, so Enter does not act by accident), runs on OK, then shows `success` or the
 * server's message (else `failure`).
 * @returns a function opening the dialog
 */
export function useConfirmedAction(): <T>(options: ConfirmedActionOptions<T>) => void {
  const { message, modal } = App.useApp();
  return ({ title, content, okText, run, success, failure }) => {
    modal.confirm({
      title,
      content,
      okText,
      cancelText: i18n._('Cancel'),
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          message.success(success(await run()));
        } catch (error) {
          message.error(error instanceof Error && error.message ? error.message : failure);
        }
      },
    });
  };
}
