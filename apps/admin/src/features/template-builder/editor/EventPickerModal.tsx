import { i18n } from '@lingui/core';
import { useEffect } from 'react';
import { Button, Form, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { EventSelect } from '../../../shared/EventSelect';
import { useCan } from '../../../app/permissions';

interface EventPickerModalProps {
  open: boolean;
  /** The event chosen before, if any. */
  eventId?: number;
  onChoose: (eventId: number) => void;
  /** Closing without choosing (only offered once an event was chosen). */
  onCancel?: () => void;
}

/**
 * 'Edit Template Design' (SPEC §2, §4, §5): the event whose data an event template is designed and
 * previewed with. The select is required ('Please select an event'; 'No events found' when there are
 * none); Create Event goes to /events/create (offered to roles that may create events only);
 * Edit Template keeps the choice.
 */
export function EventPickerModal({ open, eventId, onChoose, onCancel }: EventPickerModalProps) {
  const [form] = Form.useForm<{ event: number }>();
  const navigate = useNavigate();
  const canCreateEvents = useCan('etn_manage_event');
  useEffect(() => {
    if (open) form.setFieldsValue({ event: eventId });
  }, [open, eventId, form]);

  return (
    <Modal
      open={open}
      title={i18n._('Edit Template Design')}
      closable={Boolean(onCancel)}
      maskClosable={false}
      keyboard={Boolean(onCancel)}
      onCancel={onCancel}
      footer={[
        canCreateEvents && (
          <Button key="create" onClick={() => navigate('/events/create')}>
            {i18n._('Create Event')}
          </Button>
        ),
        // The form's submit: an empty choice is answered beside the field, with no rejected promise
        // left behind (organiser walk: an 'Uncaught (in promise)' on every click without an event).
        <Button key="edit" type="primary" onClick={() => form.submit()}>
          {i18n._('Edit Template')}
        </Button>,
      ]}
    >
      <p>{i18n._('Choose the event whose details fill this landing page while you design it and in its preview.')}</p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={({ event }: { event: number }) => onChoose(event)}>
        <Form.Item name="event" label={i18n._('Event')} rules={[{ required: true, message: i18n._('Please select an event') }]}>
          <EventSelect placeholder={i18n._('Select an event')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
