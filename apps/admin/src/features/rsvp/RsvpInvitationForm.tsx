import { i18n } from '@lingui/core';
import { useState } from 'react';
import { App, Card, Flex, Form, Input, Typography } from 'antd';
import { FailureAlert } from '../../shared/FailureAlert';
import { handleSaveError, type SaveFailure } from '../../shared/saveError';
import { EventSelect } from '../../shared/EventSelect';
import { InvitationProgress, type SentInvitations } from './InvitationProgress';
import { useSendInvitations } from './queries';
import { checkRecipients, RecipientsField } from './RecipientsField';
import { parseRecipients } from './recipients';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { SubmitButton } from '../../shared/SubmitButton';

interface InvitationValues {
  event_id: number;
  recipients_text: string;
  subject: string;
  message: string;
}

/** Fields whose server errors show on the field; errors on single recipients go above the button. */
const FIELDS = ['event_id', 'subject', 'message'] as const;

/**
 * The 'RSVP Reminder' form (route `/rsvp-report/create`, issue #4): the event (required, 'Please
 * select an event'), the recipients pasted or loaded from a CSV file, the subject and the message.
 * Send queues one mail with a personal RSVP link per recipient (`POST /rsvp-invitations`), then
 * the page follows the send to the end.
 */
export default function RsvpInvitationForm() {
  const [form] = Form.useForm<InvitationValues>();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [sent, setSent] = useState<SentInvitations | null>(null);
  const { message } = App.useApp();
  const send = useSendInvitations();

  const submit = async (values: InvitationValues) => {
    setFailure(null);
    try {
      const { recipients } = parseRecipients(values.recipients_text);
      const answer = await send.mutateAsync({ event_id: values.event_id, recipients, subject: values.subject, message: values.message });
      setSent({ batchId: answer.batch_id, eventId: values.event_id, queued: answer.queued, skippedDuplicates: answer.skipped_duplicates });
    } catch (error) {
      const outcome = handleSaveError(form, error, FIELDS, i18n._('The invitations could not be sent.'));
      message.error(outcome.message);
      setFailure(outcome.failure);
    }
  };

  // The event, subject and message stay for the next send; the recipients start empty.
  const sendMore = () => {
    form.setFieldValue('recipients_text', '');
    setSent(null);
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <ScreenTitle>{i18n._('RSVP Reminder')}</ScreenTitle>
      {sent && <InvitationProgress sent={sent} onSendMore={sendMore} />}
      {/* Hidden, not unmounted, while a send is followed: its values are kept for "Send more". */}
      <Card hidden={sent !== null}>
        <Typography.Paragraph type="secondary">{i18n._('Each recipient gets this message by mail with a personal link to answer going, not going or maybe.')}</Typography.Paragraph>
        <Form<InvitationValues> form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="event_id" label={i18n._('Event')} rules={[{ required: true, message: i18n._('Please select an event') }]}>
            <EventSelect />
          </Form.Item>
          <Form.Item
            name="recipients_text"
            label={i18n._('Recipients')}
            extra={i18n._("One a line: Name <email>, email, or email,name. A CSV file's header row (such as name,email) places its columns in any order; without one, the first column is the email, the second the name.")}
            rules={[{ validator: (_, value: string | undefined) => checkRecipients(value) }]}
          >
            <RecipientsField />
          </Form.Item>
          <Form.Item name="subject" label={i18n._('Subject')} rules={[{ required: true, whitespace: true, message: i18n._('Give the mail a subject') }, { max: 300, message: i18n._('Keep the subject under 300 characters') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="message" label={i18n._('Message')} rules={[{ required: true, whitespace: true, message: i18n._('Write a message') }, { max: 20_000, message: i18n._('Keep the message under 20,000 characters') }]}>
            <Input.TextArea rows={6} />
          </Form.Item>
          {failure && <FailureAlert failure={failure} />}
          <SubmitButton pending={send.isPending}>
            {i18n._('Send')}
          </SubmitButton>
        </Form>
      </Card>
    </Flex>
  );
}
