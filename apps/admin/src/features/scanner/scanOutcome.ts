import { i18n } from '@lingui/core';
import type { CheckInResult, CheckInUndoResult } from '@eventory/core';

/**
 * The pure pieces of the ticket scanner (issue #4 "QR check-in"): what a check-in answer means to
 * door staff, which code a scan carries, duplicate-read suppression and camera error texts.
 */

/**
 * How an outcome looks (also the antd Alert `type`): `success` green (let them in), `warning`
 * orange (already checked in: the ticket is real but used), `error` red (refused or unknown),
 * `info` blue (a check-in taken back: the ticket is valid again).
 */
export type ScanTone = 'success' | 'warning' | 'error' | 'info';

/** One scan's outcome as the result panel and the history show it. */
export interface ScanOutcome {
  tone: ScanTone;
  /** Short headline, e.g. 'Checked in' or 'Refused'. */
  title: string;
  /** The server's message, which staff read aloud. */
  message: string;
  /** The attendee's name and ticket on success. */
  attendee: { name: string; ticket: string } | null;
  /** On success: what 'Undo check-in' takes back (the ticket and the check-in's UTC instant). */
  undo?: { ticketId: string; checkedInAt: string };
}

/** The outcome of a 200 check-in. */
export function outcomeOfResult(result: CheckInResult): ScanOutcome {
  return {
    tone: 'success',
    title: i18n._('Checked in'),
    message: result.message,
    attendee: { name: result.attendee.name, ticket: result.attendee.ticket_name },
    ...(result.attendee.checked_in_at ? { undo: { ticketId: result.attendee.ticket_id, checkedInAt: result.attendee.checked_in_at } } : {}),
  };
}

/** The outcome of a check-in taken back ('Undo check-in'): the server's message, in blue. */
export function outcomeOfUndo(result: CheckInUndoResult): ScanOutcome {
  return { tone: 'info', title: i18n._('Check-in undone'), message: result.message, attendee: null };
}

/**
 * The outcome of a failed check-in: 409 `already_checked_in` is orange; 400 (not a ticket id),
 * 404 `unknown_ticket`, 422 `wrong_event` / `refunded` / `cancelled` / `unpaid` and any other
 * failure (network, permission) are red.
 * The message is the server's own (it says which refusal, and when a ticket was used).
 */
export function outcomeOfError(error: unknown): ScanOutcome {
  // Read as the API client's ApiError carries them: `status`, the body's `code` and its field `errors`.
  const { status, code, errors } = (error ?? {}) as { status?: unknown; code?: unknown; errors?: Record<string, string> };
  // A code refused by the route's checks (400) is said by its field message alone: the whole
  // message named the field ('ticket_id: That is not a ticket id', walk of 30 Nov 2026).
  const fieldMessages = status === 400 && errors ? Object.values(errors).filter(Boolean) : [];
  const message = fieldMessages.length ? fieldMessages.join(' ') : error instanceof Error && error.message ? error.message : i18n._('The check-in failed. Try again.');
  if (code === 'already_checked_in') return { tone: 'warning', title: i18n._('Already checked in'), message, attendee: null };
  const title = status === 400 || status === 404 || status === 422 ? i18n._('Refused') : i18n._('Check-in failed');
  return { tone: 'error', title, message, attendee: null };
}

/**
 * The ticket id a scan carries: the trimmed text, or the last path segment when the code is the
 * link of a public ticket page (`https://site/ticket/<ticket id>`). Empty when nothing was read.
 */
export function ticketIdOf(scanned: string): string {
  const text = scanned.trim();
  const match = /^https?:\/\/[^/]+(?:\/[^?#]*)?\/ticket\/([^/?#]+)\/?(?:[?#].*)?$/i.exec(text);
  if (!match?.[1]) return text;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** How long the same code read again by the camera is ignored, ms. */
export const REPEAT_WINDOW_MS = 3000;

/**
 * A filter for camera reads: a camera sees the same QR code many times a second, so a code read
 * again within `windowMs` of its last read is ignored. Different codes always pass.
 * @returns a function answering true when the code should be checked in now
 */
export function createRepeatGuard(windowMs = REPEAT_WINDOW_MS): (code: string, now: number) => boolean {
  let last: { code: string; at: number } | null = null;
  return (code, now) => {
    const repeat = last !== null && last.code === code && now - last.at < windowMs;
    // Every read of the code extends the window: a ticket held in front of the camera stays ignored.
    last = { code, at: now };
    return !repeat;
  };
}

/** A text door staff can act on for a camera that could not start (a DOMException name from getUserMedia). */
export function cameraErrorMessage(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return i18n._('Permission to use the camera was denied. Allow the camera for this site in the browser settings, then press Start camera again.');
    case 'NotFoundError':
    case 'OverconstrainedError':
      return i18n._('No camera was found on this device. Use the scanner field or type the ticket code.');
    case 'NotReadableError':
    case 'AbortError':
      return i18n._('The camera is in use by another application or could not be started. Close the other application and try again.');
    default:
      return error instanceof Error && error.message ? i18n._('The camera could not be started: {reason}', { reason: error.message }) : i18n._('The camera could not be started.');
  }
}

/** One line of the scan history. */
export interface ScanRecord {
  id: number;
  /** When the scan was made (local clock, ms since the epoch). */
  at: number;
  code: string;
  outcome: ScanOutcome;
}

/** How many scans the history keeps. */
export const HISTORY_SIZE = 10;

/** The history with the outcome of the scan `id` replaced (an undone check-in), in place. */
export function replaceOutcome(history: readonly ScanRecord[], id: number, outcome: ScanOutcome): ScanRecord[] {
  return history.map((record) => (record.id === id ? { ...record, outcome } : record));
}

/** The history with `record` first, keeping the newest {@link HISTORY_SIZE}. */
export function addToHistory(history: readonly ScanRecord[], record: ScanRecord): ScanRecord[] {
  return [record, ...history].slice(0, HISTORY_SIZE);
}
