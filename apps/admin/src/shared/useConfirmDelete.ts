import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { App } from 'antd';

/** What {@link useConfirmDelete} asks about, runs and announces. */
export interface ConfirmDeleteOptions {
  /** The question, e.g. 'Are you sure you want to delete this speaker?'. */
  title: string;
  content?: ReactNode;
  /** Performs the deletion; a rejection counts as a failure. */
  remove: () => Promise<unknown>;
  /** Announced after the deletion succeeded / failed (SPEC §8); a function words the failure from the error. */
  success: string;
  failure: string | ((error: unknown) => string);
  /** Runs after a successful deletion (clear the selection, step back a page). */
  onDeleted?: () => void;
}

/**
 * A confirm-then-delete dialog: asks `title` (Delete / Cancel, focus starts on Cancel so Enter
 * does not delete by accident), deletes on Delete, then shows `success` or `failure`.
 * @returns a function opening the dialog
 */
export function useConfirmDelete(): (options: ConfirmDeleteOptions) => void {
  const { message, modal } = App.useApp();
  return ({ title, content, remove, success, failure, onDeleted }) => {
    modal.confirm({
      title,
      content,
      okText: i18n._('Delete'),
      okButtonProps: { danger: true },
      cancelText: i18n._('Cancel'),
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          await remove();
        } catch (error) {
          message.error(typeof failure === 'function' ? failure(error) : failure);
          return;
        }
        message.success(success);
        onDeleted?.();
      },
    });
  };
}
