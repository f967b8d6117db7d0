import { i18n } from '@lingui/core';
import { effectiveTemplateId, type Attendee } from '@eventory/core';
import { serverMessageOr } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { asksToConfirm, useSendAttendeeCertificate } from './queries';

/**
 * Why an attendee's certificate cannot be sent, or null: an unpaid or refunded ticket, or no
 * certificate template for their event (its own, else `defaultTemplate`, the default of Settings;
 * {@link effectiveTemplateId}). The server decides the rest: the template's state, the address.
 */
export function certificateBlocker(attendee: Pick<Attendee, 'payment_status' | 'certificate_template'>, defaultTemplate: number | null): string | null {
  if (attendee.payment_status === 'refunded') return i18n._('This ticket was refunded');
  if (attendee.payment_status !== 'completed') return i18n._('Certificates go to attendees with a completed booking');
  if (effectiveTemplateId(attendee, { default_certificate_template: defaultTemplate }, 'certificate') === null) {
    return i18n._("This event has no certificate template: choose one in the event's Templates section, or a default one in Settings");
  }
  return null;
}

/**
 * The attendee list's 'Send certificate' row action (issue #10 §6): asks first, sends; when this
 * attendee was sent the certificate before, shows the server's question and sends again only on 'Send again'.
 */
export function useSendAttendeeCertificateAction(): (attendee: Attendee) => void {
  const confirm = useConfirmedAction();
  const send = useSendAttendeeCertificate();
  /** `again`: the server's question after an earlier send, or null for the first ask. */
  const ask = (attendee: Attendee, again: string | null): void =>
    confirm({
      title: again === null ? i18n._('Send the certificate of {name}?', { name: attendee.name }) : i18n._('Send the certificate again?'),
      content: again ?? i18n._('The mail links to their certificate page and its PDF.'),
      okText: again === null ? i18n._('Send') : i18n._('Send again'),
      run: () => send.mutateAsync({ attendeeId: attendee.id, confirm: again !== null }),
      success: i18n._('Certificate sent to {name}', { name: attendee.name }),
      failure: (error) => (asksToConfirm(error) ? null : serverMessageOr(i18n._('The certificate could not be sent.'))(error)),
      onFailed: (error) => {
        if (asksToConfirm(error)) ask(attendee, error.message);
      },
    });
  return (attendee) => ask(attendee, null);
}
