import { describe, expect, it } from 'vitest';
import { confirmDialog, DELETE_BUTTON, serverMessageOr, type Announcer } from './confirmedAction';

/** Records what a dialog announced, in order. */
function recorder(): Announcer & { said: string[] } {
  const said: string[] = [];
  return { said, success: (text) => said.push(`success: ${text}`), error: (text) => said.push(`error: ${text}`) };
}

describe('the one confirm-run-announce dialog', () => {
  it('asks with Cancel focused; a deletion has a red Delete button', () => {
    const dialog = confirmDialog({ ...DELETE_BUTTON, title: 'Are you sure you want to delete this speaker?', run: async () => 1, success: 'ok', failure: 'no' }, recorder());
    expect(dialog).toMatchObject({ title: 'Are you sure you want to delete this speaker?', okText: 'Delete', okButtonProps: { danger: true }, cancelText: 'Cancel', autoFocusButton: 'cancel' });
    expect(confirmDialog({ title: 'Clone?', okText: 'Clone', run: async () => 1, success: 'ok', failure: 'no' }, recorder()).okButtonProps).toBeUndefined();
  });

  it('runs on OK, announces the success (worded from the result) and then calls onDone', async () => {
    const announce = recorder();
    const done: number[] = [];
    const dialog = confirmDialog({ title: 't', okText: 'Send', run: async () => 7, success: (n) => `sent ${n}`, failure: 'no', onDone: (n) => done.push(n) }, announce);
    expect(announce.said).toEqual([]);
    await dialog.onOk?.();
    expect(announce.said).toEqual(['success: sent 7']);
    expect(done).toEqual([7]);
  });

  it('announces SPEC §8 failure words, the server message when asked, or nothing; onFailed gets the error', async () => {
    const refused = () => Promise.reject(new Error('The event still has bookings.'));
    const announce = recorder();
    const failed: unknown[] = [];
    await confirmDialog({ ...DELETE_BUTTON, title: 't', run: refused, success: 'ok', failure: 'Failed to delete the event!', onDone: () => failed.push('done'), onFailed: (e) => failed.push(e) }, announce).onOk?.();
    await confirmDialog({ title: 't', okText: 'Send', run: refused, success: 'ok', failure: serverMessageOr('The invoice could not be sent.') }, announce).onOk?.();
    await confirmDialog({ title: 't', okText: 'Send', run: () => Promise.reject(new Error('')), success: 'ok', failure: serverMessageOr('The invoice could not be sent.') }, announce).onOk?.();
    await confirmDialog({ title: 't', okText: 'Send', run: refused, success: 'ok', failure: () => null }, announce).onOk?.();
    expect(announce.said).toEqual(['error: Failed to delete the event!', 'error: The event still has bookings.', 'error: The invoice could not be sent.']);
    expect(failed).toHaveLength(1);
    expect((failed[0] as Error).message).toBe('The event still has bookings.');
  });
});
