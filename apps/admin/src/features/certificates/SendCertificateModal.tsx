import { useState } from 'react';
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
  const skipped = sent.skipped_no_email > 0 ? ` ${sent.skipped_no_email} attendee${sent.skipped_no_email === 1 ? ' has' : 's have'} no email address.` : '';
  if (batch?.status === 'done') {
    return (
      <Result
        status={failed > 0 ? 'warning' : 'success'}
        title={`Certificates sent: ${done} of ${total}`}
        subTitle={`${failed > 0 ? `${failed} could not be delivered; see the server's mail log.` : 'Every attendee got a link to their certificate and its PDF.'}${skipped}`}
      />
    );
  }
  return (
    <Flex vertical gap={8} role="status" aria-live="polite">
      <Progress percent={total > 0 ? Math.floor(((done + failed) / total) * 100) : 0} status="active" aria-label="Certificates sent" />
      <Typography.Text>{`${done} of ${total} sent`}</Typography.Text>
      {failed > 0 && <Typography.Text type="danger">{`${failed} failed`}</Typography.Text>}
      {retried > 0 && <Typography.Text type="warning">{`${retried} retried`}</Typography.Text>}
      <Typography.Text type="secondary">You can close this dialog: the mails keep going out in the background.</Typography.Text>
      {error && <Alert type="warning" showIcon title={`The progress could not be refreshed: ${error.message}`} />}
    </Flex>
  );
}

/**
 * The 'Send Certificate' dialog of the event list (SPEC §2 More menu, issue #10 §6): the option
 * "Only checked-in attendees", Send; when certificates of the event went out before, the server's
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
          Close
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" loading={send.isPending} onClick={() => submit(step.kind === 'confirm')}>
          {step.kind === 'confirm' ? 'Send again' : 'Send'}
        </Button>,
      ];

  return (
    <Modal open title="Send Certificate" onCancel={onClose} footer={footer} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Text strong>{event.title}</Typography.Text>
        {step.kind === 'sending' ? (
          <CertificateProgress sent={step.sent} />
        ) : (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>Every attendee with a completed booking gets a mail with a link to their certificate and its PDF.</Typography.Paragraph>
            <Checkbox
              checked={checkedInOnly}
              disabled={send.isPending}
              onChange={(e) => {
                setCheckedInOnly(e.target.checked);
                setStep({ kind: 'choose' });
              }}
            >
              Only checked-in attendees
            </Checkbox>
            {step.kind === 'confirm' && <Alert type="warning" showIcon title={step.question} />}
            {send.error && !asksToConfirm(send.error) && <Alert type="error" showIcon title={send.error.message} />}
          </>
        )}
      </Flex>
    </Modal>
  );
}
