import { i18n } from '@lingui/core';
import { Alert, Button, Card, Flex, Progress, Result, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { rsvpReportPath } from './paths';
import { useJobBatch } from './queries';

/** What the send answered: the batch to watch and how many mails it queued. */
export interface SentInvitations {
  batchId: number;
  eventId: number;
  queued: number;
  skippedDuplicates: number;
}

/**
 * The progress of an invitation send (`GET /jobs/batches/{id}` every second until done): a bar of
 * mails handled out of the total, sent and failed counts, then a success message with the numbers.
 */
export function InvitationProgress({ sent, onSendMore }: { sent: SentInvitations; onSendMore: () => void }) {
  const navigate = useNavigate();
  const { data: batch, error } = useJobBatch(sent.batchId);
  const total = batch?.total ?? sent.queued;
  const handled = (batch?.done ?? 0) + (batch?.failed ?? 0);
  const finished = batch?.status === 'done';
  const repeats =
    sent.skippedDuplicates > 0 ? i18n._('{count, plural, one {# repeated address was sent once.} other {# repeated addresses were sent once.}}', { count: sent.skippedDuplicates }) : '';

  const actions = [
    <Button key="more" onClick={onSendMore}>
      {i18n._('Send more invitations')}
    </Button>,
    <Button key="report" type="primary" onClick={() => navigate(rsvpReportPath(sent.eventId))}>
      {i18n._('View responses')}
    </Button>,
  ];

  if (finished) {
    const failedText = batch.failed > 0 ? i18n._("{count} could not be delivered; see the server's mail log.", { count: batch.failed }) : '';
    return (
      <Result
        status={batch.failed > 0 ? 'warning' : 'success'}
        title={i18n._('Invitations sent: {done} of {total}', { done: batch.done, total: batch.total })}
        subTitle={[failedText, repeats].filter(Boolean).join(' ') || i18n._('Every recipient got a personal RSVP link.')}
        extra={actions}
      />
    );
  }

  return (
    <Card title={i18n._('Sending invitations')}>
      <Flex vertical gap={12} role="status" aria-live="polite">
        <Progress percent={total > 0 ? Math.floor((handled / total) * 100) : 0} status="active" aria-label={i18n._('Invitations sent')} />
        <Typography.Text>{i18n._('{done} of {total} sent', { done: batch?.done ?? 0, total })}</Typography.Text>
        {(batch?.failed ?? 0) > 0 && <Typography.Text type="danger">{i18n._('{count} failed', { count: batch?.failed ?? 0 })}</Typography.Text>}
        <Typography.Text type="secondary">{i18n._('You can leave this page: the mails keep going out in the background.')}</Typography.Text>
        {error && <Alert type="warning" showIcon title={i18n._('The progress could not be refreshed: {reason}', { reason: error.message })} />}
      </Flex>
    </Card>
  );
}
