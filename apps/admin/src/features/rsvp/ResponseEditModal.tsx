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
      message.success('Response saved');
      onClose();
    } catch (error) {
      const outcome = handleSaveError(form, error, FIELDS, 'The response could not be saved.');
      message.error(outcome.message);
      setFailure(outcome.failure);
    }
  };

  return (
    <Modal
      open
      title={`Edit response of ${response.name}`}
      okText="Save"
      onOk={() => form.submit()}
      okButtonProps={{ loading: update.isPending, disabled: update.isPending }}
      onCancel={onClose}
    >
      <Form<RsvpResponseUpdate> form={form} layout="vertical" initialValues={toValues(response)} onFinish={save}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Give a name' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email', message: 'Give a valid email address' }]}>
          <Input type="email" />
        </Form.Item>
        <Form.Item
          name="number_of_attendees"
          label="Number of attendees"
          rules={[{ required: true, type: 'integer', min: 1, max: MAX_RSVP_PARTY, message: `Between 1 and ${MAX_RSVP_PARTY} people` }]}
        >
          <InputNumber min={1} max={MAX_RSVP_PARTY} precision={0} />
        </Form.Item>
        <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Choose an answer' }]}>
          <Select options={RSVP_STATUS_OPTIONS} />
        </Form.Item>
        {failure && <FailureAlert failure={failure} />}
      </Form>
    </Modal>
  );
}
