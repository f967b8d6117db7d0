import { useState } from 'react';
import { i18n } from '@lingui/core';
import { Alert, Button, Checkbox, Flex, Modal, Progress, Result, Typography } from 'antd';
import type { CertificateSend, EventItem } from '@eventory/core';
import { useJobBatch } from '../rsvp/queries';
import { asksToConfirm, useSendCertificates } from './queries';

/** Where the dialog stands: choosing, asked to confirm a second send (the server's words), or sending. */
type Step = { kind: 'choose' } | { kind: 'confirm'; question: string } | { kind: 'sending'; sent: CertificateSend };

/**
 * The bulk send's progress (`GET /jobs/batches/{id}` every second until done): a bar of mails
 * handled out of the total with sent, failed and retried counts, then the outcome.
 */
function CertificateProgress({ sent }: { sent: CertificateSend }) {
  const { data: batch, error } = useJobBatch(sent.batch_id);
  const total = batch?.total ?? sent.queued;
  const done = batch?.done ?? 0;
  const failed = batch?.failed ?? 0;
  const retried = batch?.retried ?? 0;
  const skipped =
    sent.skipped_no_email > 0
      ? ` ${i18n._('{count, plural, one {# attendee has no email address.} other {# attendees have no email address.}}', { count: sent.skipped_no_email })}`
      : '';
  if (batch?.status === 'done') {
    return (
      <Result
        status={failed > 0 ? 'warning' : 'success'}
        title={i18n._('Certificates sent: {done} of {total}', { done, total })}
        subTitle={`${failed > 0 ? i18n._("{failed} could not be delivered; see the server's mail log.", { failed }) : i18n._('Every attendee got a link to their certificate and its PDF.')}${skipped}`}
      />
    );
  }
  return (
    <Flex vertical gap={8} role="status" aria-live="polite">
      <Progress percent={total > 0 ? Math.floor(((done + failed) / total) * 100) : 0} status="active" aria-label={i18n._('Certificates sent')} />
      <Typography.Text>{i18n._('{done} of {total} sent', { done, total })}</Typography.Text>
      {failed > 0 && <Typography.Text type="danger">{i18n._('{failed} failed', { failed })}</Typography.Text>}
      {retried > 0 && <Typography.Text type="warning">{i18n._('{retried} retried', { retried })}</Typography.Text>}
      <Typography.Text type="secondary">{i18n._('You can close this dialog: the mails keep going out in the background.')}</Typography.Text>
      {error && <Alert type="warning" showIcon title={i18n._('The progress could not be refreshed: {reason}', { reason: error.message })} />}
    </Flex>
  );
}

/**
 * The 'Send Certificate' dialog of the event list (SPEC §2 More menu, issue #10 §6): the option
 * "Only checked-in attendees", Send (with a warning while the event has not ended); when certificates of the event went out before, the server's
 * question and 'Send again'; then the progress to done.
 */
export function SendCertificateModal({ event, onClose }: { event: EventItem; onClose: () => void }) {
  const [checkedInOnly, setCheckedInOnly] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const send = useSendCertificates();

  const submit = (confirm: boolean) =>
    send.mutate(
      { eventId: event.id, checkedInOnly, confirm },
      {
        onSuccess: (sent) => setStep({ kind: 'sending', sent }),
        onError: (error) => {
          if (asksToConfirm(error)) setStep({ kind: 'confirm', question: error.message });
        },
      },
    );

  const sending = step.kind === 'sending';
  const footer = sending
    ? [
        <Button key="close" type="primary" onClick={onClose}>
          {i18n._('Close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {i18n._('Cancel')}
        </Button>,
        <Button key="send" type="primary" loading={send.isPending} onClick={() => submit(step.kind === 'confirm')}>
          {step.kind === 'confirm' ? i18n._('Send again') : i18n._('Send')}
        </Button>,
      ];

  return (
    <Modal open title={i18n._('Send Certificate')} onCancel={onClose} footer={footer} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Text strong>{event.title}</Typography.Text>
        {step.kind === 'sending' ? (
          <CertificateProgress sent={step.sent} />
        ) : (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>{i18n._('Every attendee with a completed booking gets a mail with a link to their certificate and its PDF.')}</Typography.Paragraph>
            {Date.parse(event.end_at) > Date.now() && (
              <Alert type="warning" showIcon title={i18n._('"{event}" has not ended yet: its certificates would thank attendees for an event still to come.', { event: event.title })} />
            )}
            <Checkbox
              checked={checkedInOnly}
              disabled={send.isPending}
              onChange={(e) => {
                setCheckedInOnly(e.target.checked);
                setStep({ kind: 'choose' });
              }}
            >
              {i18n._('Only checked-in attendees')}
            </Checkbox>
            {step.kind === 'confirm' && <Alert type="warning" showIcon title={step.question} />}
            {send.error && !asksToConfirm(send.error) && <Alert type="error" showIcon title={send.error.message} />}
          </>
        )}
      </Flex>
    </Modal>
  );
}
