import { describe, expect, it } from 'vitest';
import type { CheckInResult } from '@eventory/core';
import { addToHistory, cameraErrorMessage, createRepeatGuard, HISTORY_SIZE, outcomeOfError, outcomeOfResult, outcomeOfUndo, replaceOutcome, ticketIdOf, type ScanRecord } from './scanOutcome';

/** A failed call as the API client throws it (an ApiError: message, status, the body's code). */
const apiError = (status: number, code: string, message: string) => Object.assign(new Error(message), { status, code });

const result: CheckInResult = {
  status: 'checked_in',
  message: 'Welcome, Ada Lovelace! VIP ticket checked in.',
  attendee: { id: 7, name: 'Ada Lovelace', ticket_name: 'VIP', ticket_id: 'tk_abc', checked_in_at: '2025-05-01T09:00:00.000Z' },
  counts: { checked_in: 1, total: 3 },
};

describe('outcomeOfResult / outcomeOfError', () => {
  it('shows a check-in in green with the server message, the attendee and the ticket', () => {
    expect(outcomeOfResult(result)).toEqual({
      tone: 'success',
      title: 'Checked in',
      message: 'Welcome, Ada Lovelace! VIP ticket checked in.',
      attendee: { name: 'Ada Lovelace', ticket: 'VIP' },
      undo: { ticketId: 'tk_abc', checkedInAt: '2025-05-01T09:00:00.000Z' },
    });
  });

  it('shows an undone check-in in blue, without another undo, in place of the check-in in the history', () => {
    const undone = outcomeOfUndo({ status: 'undone', message: 'Ada Lovelace is no longer checked in.', counts: { checked_in: 0, total: 3 } });
    expect(undone).toEqual({ tone: 'info', title: 'Check-in undone', message: 'Ada Lovelace is no longer checked in.', attendee: null });
    const history: ScanRecord[] = [
      { id: 2, at: 2, code: 'tk_b', outcome: outcomeOfResult(result) },
      { id: 1, at: 1, code: 'tk_abc', outcome: outcomeOfResult(result) },
    ];
    expect(replaceOutcome(history, 1, undone).map((r) => [r.id, r.outcome.title])).toEqual([
      [2, 'Checked in'],
      [1, 'Check-in undone'],
    ]);
  });

  it('shows an already used ticket in orange with the server message (which says when)', () => {
    const outcome = outcomeOfError(apiError(409, 'already_checked_in', 'Already checked in at 09:12.'));
    expect(outcome).toEqual({ tone: 'warning', title: 'Already checked in', message: 'Already checked in at 09:12.', attendee: null });
  });

  it.each([
    [404, 'unknown_ticket', 'No ticket has this code.'],
    [422, 'wrong_event', 'This ticket is for another event.'],
    [422, 'refunded', 'This ticket was refunded.'],
    [422, 'unpaid', 'This ticket is not paid yet.'],
  ])('refuses %i %s in red, reading out the server message', (status, code, message) => {
    expect(outcomeOfError(apiError(status, code, message))).toEqual({ tone: 'error', title: 'Refused', message, attendee: null });
  });

  it('says a refused code by its field message alone, without the field name', () => {
    const refused = Object.assign(apiError(400, 'invalid_request', 'ticket_id: That is not a ticket id'), { errors: { ticket_id: 'That is not a ticket id' } });
    expect(outcomeOfError(refused)).toEqual({ tone: 'error', title: 'Refused', message: 'That is not a ticket id', attendee: null });
  });

  it('reports other failures (network, permission) in red as a failed check-in', () => {
    const network = outcomeOfError(apiError(0, 'network_error', 'The server could not be reached.'));
    expect(network).toMatchObject({ tone: 'error', title: 'Check-in failed', message: 'The server could not be reached.' });
    expect(outcomeOfError('boom')).toMatchObject({ tone: 'error', message: 'The check-in failed. Try again.' });
  });
});

describe('ticketIdOf', () => {
  it('reads a bare code, trimming what a handheld scanner adds', () => {
    expect(ticketIdOf('  tk_9f3KQ2 \n')).toBe('tk_9f3KQ2');
  });

  it('reads the ticket id out of a public ticket page link', () => {
    expect(ticketIdOf('https://events.example.org/ticket/tk_9f3KQ2')).toBe('tk_9f3KQ2');
    expect(ticketIdOf('http://127.0.0.1:8080/site/ticket/tk%2D1/?print=1')).toBe('tk-1');
  });

  it('leaves other links and texts as they are (the server then answers unknown ticket)', () => {
    expect(ticketIdOf('https://example.org/events/5')).toBe('https://example.org/events/5');
    expect(ticketIdOf('')).toBe('');
  });
});

describe('createRepeatGuard', () => {
  it('ignores the same code read again within 3 s, and passes it once the window is over', () => {
    const guard = createRepeatGuard(3000);
    expect(guard('A', 0)).toBe(true);
    expect(guard('A', 400)).toBe(false);
    expect(guard('A', 3399)).toBe(false);
    // The code stayed in front of the camera until 3399; 3 s after the last read it counts again.
    expect(guard('A', 6400)).toBe(true);
  });

  it('passes a different code at once, and then the first code again', () => {
    const guard = createRepeatGuard(3000);
    expect(guard('A', 0)).toBe(true);
    expect(guard('B', 100)).toBe(true);
    expect(guard('A', 200)).toBe(true);
  });
});

describe('cameraErrorMessage', () => {
  const named = (name: string) => Object.assign(new Error('raw'), { name });

  it('tells staff when the camera permission was denied', () => {
    expect(cameraErrorMessage(named('NotAllowedError'))).toMatch(/^Permission to use the camera was denied/);
  });

  it('tells staff when there is no camera, pointing to the other ways to scan', () => {
    expect(cameraErrorMessage(named('NotFoundError'))).toBe('No camera was found on this device. Use the scanner field or type the ticket code.');
  });

  it('tells staff when the camera is busy, and passes other messages on', () => {
    expect(cameraErrorMessage(named('NotReadableError'))).toMatch(/in use by another application/);
    expect(cameraErrorMessage(new Error('Only secure origins are allowed'))).toBe('The camera could not be started: Only secure origins are allowed');
  });
});

describe('addToHistory', () => {
  it('puts the newest scan first and keeps the last ten', () => {
    let history: ScanRecord[] = [];
    for (let id = 1; id <= 12; id++) history = addToHistory(history, { id, at: id, code: `c${id}`, outcome: outcomeOfResult(result) });
    expect(history).toHaveLength(HISTORY_SIZE);
    expect(history.map((record) => record.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});
