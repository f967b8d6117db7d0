import { i18n } from '@lingui/core';
import { useState } from 'react';
import { App, Button, Flex, Form, Input, Select } from 'antd';
import type { TicketStatus } from '@eventory/core';
import { FailureAlert } from '../../shared/FailureAlert';
import { handleSaveError, type SaveFailure } from '../../shared/saveError';
import { statusOptions, TICKET_STATUS_TAGS } from '../purchase-report/orderDisplay';
import { ATTENDEE_FIELDS, toAttendeeUpdate, type AttendeeValues } from './attendeeFields';
import { ExtraFieldsList } from './ExtraFieldsList';
import { useUpdateAttendee } from './queries';

interface AttendeeEditorProps {
  id: number;
  initialValues: AttendeeValues;
  /** Back to the list the form was opened from (after a save, or on Cancel). */
  onDone: () => void;
}

/**
 * The attendee form's fields and buttons: name (required), email, phone, extra fields and ticket
 * status. Save (disabled while saving and after a save) sends `PUT /attendees/{id}`, announces it
 * and goes back to the list; server field errors land on their fields, anything else shows above
 * the buttons.
 */
export function AttendeeEditor({ id, initialValues, onDone }: AttendeeEditorProps) {
  const [form] = Form.useForm<AttendeeValues>();
  const { message } = App.useApp();
  const update = useUpdateAttendee();
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const onFinish = async (values: AttendeeValues) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id, body: toAttendeeUpdate(values) });
      message.success(i18n._('Successfully updated attendee!'));
      onDone();
    } catch (error) {
      const outcome = handleSaveError(form, error, ATTENDEE_FIELDS, i18n._('The attendee could not be saved.'));
      message.error(outcome.message);
      setFailure(outcome.failure);
    }
  };

  return (
    <Form<AttendeeValues> form={form} noValidate name="attendee" layout="vertical" initialValues={initialValues} onFinish={onFinish} style={{ maxWidth: 760 }}>
      <Form.Item
        name="name"
        label={i18n._('Name')}
        rules={[
          { required: true, whitespace: true, message: i18n._('Give a name') },
          { max: 200, message: i18n._('Keep the name under 200 characters') },
        ]}
      >
        <Input autoFocus maxLength={200} />
      </Form.Item>
      <Form.Item name="email" label={i18n._('Email')} rules={[{ type: 'email', message: i18n._('Give a valid email address') }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={i18n._('Phone')} rules={[{ max: 50, message: i18n._('Keep the phone number under 50 characters') }]}>
        <Input type="tel" maxLength={50} />
      </Form.Item>
      <ExtraFieldsList />
      <Form.Item name="ticket_status" label={i18n._('Ticket status')} extra={i18n._('Checked in means the ticket has been used at the door.')}>
        <Select<TicketStatus> options={statusOptions(TICKET_STATUS_TAGS)} style={{ width: 220 }} />
      </Form.Item>

      {failure && <FailureAlert failure={failure} />}
      <Flex gap={8}>
        <Button onClick={onDone}>{i18n._('Cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={update.isPending || update.isSuccess}>
          {i18n._('Save')}
        </Button>
      </Flex>
    </Form>
  );
}
