import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import type { ModalFuncProps } from 'antd';

/** What a confirmed action asks about, runs and announces (see {@link useConfirmedAction}). */
export interface ConfirmedAction<T = unknown> {
  /** The question, e.g. 'Are you sure you want to delete this speaker?'. */
  title: string;
  content?: ReactNode;
  /** The confirm button's words, e.g. 'Send'; a destructive action spreads {@link DELETE_BUTTON}. */
  okText: string;
  /** A red confirm button, for actions that destroy or cut off something. */
  danger?: boolean;
  /** The words of the button that does nothing ('Cancel' by default), when 'Cancel' would read like the action itself. */
  cancelText?: string;
  /** Performs the action (usually a mutation); a rejection counts as a failure. */
  run: () => Promise<T>;
  /** Announced after `run` succeeded (SPEC §8 strings); a function words it from the result. */
  success: string | ((result: T) => string);
  /**
   * Announced after `run` failed; a function words it from the error (see {@link serverMessageOr}),
   * or answers null to announce nothing (when `onFailed` asks a follow-up question instead).
   */
  failure: string | ((error: unknown) => string | null);
  /** Runs after the success message (clear the selection, step back a page). */
  onDone?: (result: T) => void;
  /** Runs after the failure message (e.g. a notification saying what to do next). */
  onFailed?: (error: unknown) => void;
}

/** The confirm button of a deletion: 'Delete' (in the user's language, read when spread), in red. */
export const DELETE_BUTTON = {
  get okText() {
    return i18n._('Delete');
  },
  danger: true,
} as const;

/** Where a confirmed action's outcome is announced: antd's `message` (App.useApp) fits. */
export interface Announcer {
  success(text: string): unknown;
  error(text: string): unknown;
}

/** The message an error carries ('' when it carries none), to append to a failure's words. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * Words a failure with the server's own message (an `ApiError`'s), else `fallback`.
 * @returns a `failure` for {@link ConfirmedAction}
 */
export function serverMessageOr(fallback: string): (error: unknown) => string {
  return (error) => errorText(error) || fallback;
}

/**
 * The confirm dialog of an action: Cancel has the focus (so Enter does not act by accident), OK
 * runs the action, then `success` or `failure` is announced. The dialog stays open with a busy OK
 * button while the action runs and closes after it, whatever the outcome.
 * @returns the props for antd's `modal.confirm`
 */
export function confirmDialog<T>(action: ConfirmedAction<T>, announce: Announcer): ModalFuncProps {
  const { title, content, okText, danger, cancelText, run, success, failure, onDone, onFailed } = action;
  return {
    title,
    content,
    okText,
    okButtonProps: danger ? { danger: true } : undefined,
    cancelText: cancelText ?? i18n._('Cancel'),
    autoFocusButton: 'cancel',
    onOk: async () => {
      let result: T;
      try {
        result = await run();
      } catch (error) {
        const text = typeof failure === 'function' ? failure(error) : failure;
        if (text !== null) announce.error(text);
        onFailed?.(error);
        return;
      }
      announce.success(typeof success === 'function' ? success(result) : success);
      onDone?.(result);
    },
  };
}
