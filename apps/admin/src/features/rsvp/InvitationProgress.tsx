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
  const repeats = sent.skippedDuplicates > 0 ? ` ${sent.skippedDuplicates} repeated ${sent.skippedDuplicates === 1 ? 'address was' : 'addresses were'} sent once.` : '';

  const actions = [
    <Button key="more" onClick={onSendMore}>
      Send more invitations
    </Button>,
    <Button key="report" type="primary" onClick={() => navigate(rsvpReportPath(sent.eventId))}>
      View responses
    </Button>,
  ];

  if (finished) {
    const failedText = batch.failed > 0 ? ` ${batch.failed} could not be delivered; see the server's mail log.` : '';
    return (
      <Result
        status={batch.failed > 0 ? 'warning' : 'success'}
        title={`Invitations sent: ${batch.done} of ${batch.total}`}
        subTitle={`${failedText}${repeats}`.trim() || 'Every recipient got a personal RSVP link.'}
        extra={actions}
      />
    );
  }

  return (
    <Card title="Sending invitations">
      <Flex vertical gap={12} role="status" aria-live="polite">
        <Progress percent={total > 0 ? Math.floor((handled / total) * 100) : 0} status="active" aria-label="Invitations sent" />
        <Typography.Text>{`${batch?.done ?? 0} of ${total} sent`}</Typography.Text>
        {(batch?.failed ?? 0) > 0 && <Typography.Text type="danger">{`${batch?.failed} failed`}</Typography.Text>}
        <Typography.Text type="secondary">You can leave this page: the mails keep going out in the background.</Typography.Text>
        {error && <Alert type="warning" showIcon title={`The progress could not be refreshed: ${error.message}`} />}
      </Flex>
    </Card>
  );
}
