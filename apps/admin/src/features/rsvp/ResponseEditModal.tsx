import { i18n } from '@lingui/core';
import { useState } from 'react';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { MAX_RSVP_PARTY, type RsvpResponse, type RsvpResponseUpdate } from '@eventory/core';
import { FailureAlert } from '../../shared/FailureAlert';
import { handleSaveError, type SaveFailure } from '../../shared/saveError';
import { useUpdateRsvpResponse } from './queries';
import { RSVP_STATUS_OPTIONS } from './rsvpDisplay';

const FIELDS = ['name', 'email', 'number_of_attendees', 'status'] as const;

const toValues = ({ name, email, number_of_attendees, status }: RsvpResponse): RsvpResponseUpdate => ({ name, email, number_of_attendees, status });

/**
 * Editing one RSVP response in a modal (`PUT /rsvp-report/{id}`): name, email, number of attendees
 * and status. Server refusals (e.g. over the event's limit) show on the field or above the buttons;
 * Save is disabled while saving.
 */
export function ResponseEditModal({ response, onClose }: { response: RsvpResponse; onClose: () => void }) {
  const [form] = Form.useForm<RsvpResponseUpdate>();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const { message } = App.useApp();
  const update = useUpdateRsvpResponse();

  const save = async (values: RsvpResponseUpdate) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: response.id, body: values });
      message.success(i18n._('Response saved'));
      onClose();
    } catch (error) {
      const outcome = handleSaveError(form, error, FIELDS, i18n._('The response could not be saved.'));
      message.error(outcome.message);
      setFailure(outcome.failure);
    }
  };

  return (
    <Modal
      open
      title={i18n._('Edit response of {name}', { name: response.name })}
      okText={i18n._('Save')}
      cancelText={i18n._('Cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: update.isPending, disabled: update.isPending }}
      onCancel={onClose}
    >
      <Form<RsvpResponseUpdate> form={form} noValidate layout="vertical" initialValues={toValues(response)} onFinish={save}>
        <Form.Item name="name" label={i18n._('Name')} rules={[{ required: true, whitespace: true, message: i18n._('Give a name') }]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label={i18n._('Email')} rules={[{ required: true, type: 'email', message: i18n._('Give a valid email address') }]}>
          <Input type="email" />
        </Form.Item>
        <Form.Item
          name="number_of_attendees"
          label={i18n._('Number of attendees')}
          rules={[{ required: true, type: 'integer', min: 1, max: MAX_RSVP_PARTY, message: i18n._('Between 1 and {max} people', { max: MAX_RSVP_PARTY }) }]}
        >
          <InputNumber min={1} max={MAX_RSVP_PARTY} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={i18n._('Status')} rules={[{ required: true, message: i18n._('Choose an answer') }]}>
          <Select options={RSVP_STATUS_OPTIONS} />
        </Form.Item>
        {failure && <FailureAlert failure={failure} />}
      </Form>
    </Modal>
  );
}
