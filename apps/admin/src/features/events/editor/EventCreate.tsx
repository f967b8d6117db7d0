import { i18n } from '@lingui/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Card, Flex, Form, Input } from 'antd';
import { useCreateEvent } from '../queries';
import { FailureAlert } from '../../../shared/FailureAlert';
import { handleSaveError, type SaveFailure } from '../../../shared/saveError';
import { SCHEDULE_FIELDS, schedulePayload, type ScheduleValues } from './schedule';
import { ScheduleFields } from './ScheduleFields';
import { editorPath } from './sections';
import { browserTimezone } from './timezones';
import { EVENT_TITLE_RULES } from './titleRules';
import { SubmitButton } from '../../../shared/SubmitButton';
import { useFormLeaveGuard } from '../../../shared/useFormLeaveGuard';

interface CreateValues extends ScheduleValues {
  title: string;
}

const FIELDS = ['title', ...SCHEDULE_FIELDS] as const;

/** What a create would send of `values`: the leave guard compares it with the empty form's. */
const toBody = (values: CreateValues) => ({ title: values.title?.trim() ?? '', ...schedulePayload(values) });

/**
 * The create-event screen (route `/events/create`): title, schedule and timezone. The event is
 * created as a draft, then the editor opens on its Basic info section. Leaving with something
 * typed (Cancel, the menus, Back) asks first, as the editor does (walk of 30 Nov 2026: Cancel
 * dropped a typed title without a word).
 */
export default function EventCreate() {
  const [form] = Form.useForm<CreateValues>();
  const [initialValues] = useState<CreateValues>(() => ({
    title: '',
    start_date: null,
    start_time: null,
    end_date: null,
    end_time: null,
    timezone: browserTimezone(),
  }));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const leaveSaved = useFormLeaveGuard(form, initialValues, toBody, i18n._('this event'));

  const onFinish = async (values: CreateValues) => {
    setFailure(null);
    try {
      const event = await create.mutateAsync({ title: values.title.trim(), ...schedulePayload(values), status: 'draft' });
      message.success(i18n._('Event created'));
      leaveSaved(editorPath(event.id, 'basic'));
    } catch (error) {
      const outcome = handleSaveError(form, error, FIELDS, i18n._('The event could not be saved.'));
      // Said once: in the alert above Save when there is one, else in a toast.
      setFailure(outcome.failure);
      if (!outcome.failure) message.error(outcome.message);
    }
  };

  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{i18n._('Create event')}</h1>} style={{ maxWidth: 760 }}>
      <Form<CreateValues> form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        <Form.Item
          name="title"
          label={i18n._('Title')}
          rules={EVENT_TITLE_RULES}
        >
          <Input maxLength={300} autoFocus />
        </Form.Item>
        <ScheduleFields />
        {failure && <FailureAlert failure={failure} />}
        <Flex gap={8} wrap>
          <SubmitButton pending={create.isPending}>
            {i18n._('Save')}
          </SubmitButton>
          <Button onClick={() => navigate('/events')}>{i18n._('Cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
