import { App } from 'antd';
import type { Attendee } from '@eventory/core';
import { asksToConfirm, useSendAttendeeCertificate } from './queries';

/** Why an attendee's certificate cannot be sent, or null (the server decides the rest: template, address). */
export function certificateBlocker(attendee: Pick<Attendee, 'payment_status'>): string | null {
  if (attendee.payment_status === 'refunded') return 'This ticket was refunded';
  if (attendee.payment_status !== 'completed') return 'Certificates go to attendees with a completed booking';
  return null;
}

/**
 * The attendee list's 'Send certificate' row action (issue #10 §6): asks first, sends; when this
 * attendee was sent the certificate before, shows the server's question and sends again only on 'Send again'.
 */
export function useSendAttendeeCertificateAction(): (attendee: Attendee) => void {
  const { message, modal } = App.useApp();
  const send = useSendAttendeeCertificate();
  const run = async (attendee: Attendee, confirm: boolean) => {
    try {
      await send.mutateAsync({ attendeeId: attendee.id, confirm });
      message.success(`Certificate sent to ${attendee.name}`);
    } catch (error) {
      if (asksToConfirm(error)) {
        modal.confirm({ title: 'Send the certificate again?', content: error.message, okText: 'Send again', cancelText: 'Cancel', autoFocusButton: 'cancel', onOk: () => run(attendee, true) });
        return;
      }
      message.error(error instanceof Error && error.message ? error.message : 'The certificate could not be sent.');
    }
  };
  return (attendee) =>
    modal.confirm({
      title: `Send the certificate of ${attendee.name}?`,
      content: 'The mail links to their certificate page and its PDF.',
      okText: 'Send',
      cancelText: 'Cancel',
      autoFocusButton: 'cancel',
      onOk: () => run(attendee, false),
    });
}
