import { useState } from 'react';
import { i18n } from '@lingui/core';
import { App, Button, Card, Flex, Form, Input, Radio, Spin } from 'antd';
import type { EventItem } from '@eventory/core';
import { useCreateEvent, useEvent, useUpdateEvent } from '../features/events/queries';
import { SCHEDULE_FIELDS, scheduleFromEvent, schedulePayload, type ScheduleValues } from '../features/events/editor/schedule';
import { ScheduleFields } from '../features/events/editor/ScheduleFields';
import { EVENT_TITLE_RULES } from '../features/events/editor/titleRules';
import { browserTimezone } from '../features/events/editor/timezones';
import { FailureAlert } from '../shared/FailureAlert';
import { LoadError } from '../shared/LoadError';
import { handleSaveError, type SaveFailure } from '../shared/saveError';
import { withData } from './dataText';
import { SubmitButton } from '../shared/SubmitButton';

interface VendorEventValues extends ScheduleValues {
  title: string;
  description: string;
  status: 'draft' | 'publish';
}

const FIELDS = ['title', 'description', 'status', ...SCHEDULE_FIELDS] as const;

const valuesOf = (event: EventItem | undefined): VendorEventValues =>
  event
    ? { title: event.title, description: event.description, status: event.status, ...scheduleFromEvent(event) }
    : { title: '', description: '', status: 'draft', start_date: null, start_time: null, end_date: null, end_time: null, timezone: browserTimezone() };

/**
 * A vendor's create or edit form (issue #11 §5): title, description, dates, times, timezone and
 * Draft/Published, with the admin's own fields and rules (./features/events/editor) and the
 * server's field errors put on the fields. `eventId` absent: a new event.
 */
export function VendorEventForm({ eventId, onDone }: { eventId?: number; onDone: () => void }) {
  const existing = useEvent(eventId ?? 0);
  if (eventId !== undefined && !existing.data) {
    return existing.isError ? <LoadError what="event" error={existing.error} onRetry={() => existing.refetch()} /> : (
      <div role="status" aria-label={i18n._('Loading the event')}>
        <Spin />
      </div>
    );
  }
  return <EventFormCard event={existing.data} onDone={onDone} />;
}

function EventFormCard({ event, onDone }: { event: EventItem | undefined; onDone: () => void }) {
  const [form] = Form.useForm<VendorEventValues>();
  const [initialValues] = useState(() => valuesOf(event));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const { message } = App.useApp();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const saving = create.isPending || update.isPending;

  const onFinish = async (values: VendorEventValues) => {
    setFailure(null);
    const body = { title: values.title.trim(), description: values.description, status: values.status, ...schedulePayload(values) };
    try {
      if (event) await update.mutateAsync({ id: event.id, body });
      else await create.mutateAsync(body);
      message.success(event ? i18n._('Event updated') : i18n._('Event created'));
      onDone();
    } catch (error) {
      const outcome = handleSaveError(form, error, FIELDS, i18n._('The event could not be saved.'));
      setFailure(outcome.failure);
      if (!outcome.failure) message.error(outcome.message);
    }
  };

  return (
    <Card style={{ maxWidth: 760 }}>
      <h2>{event ? withData((title) => i18n._('Edit {title}', { title }), event.title) : i18n._('Create event')}</h2>
      <Form<VendorEventValues> form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        <Form.Item name="title" label={i18n._('Title')} rules={EVENT_TITLE_RULES}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="description" label={i18n._('Description')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
        </Form.Item>
        <ScheduleFields />
        <Form.Item name="status" label={i18n._('Status')}>
          <Radio.Group
            aria-label={i18n._('Status')}
            options={[
              { value: 'draft', label: i18n._('Draft') },
              { value: 'publish', label: i18n._('Published') },
            ]}
          />
        </Form.Item>
        {failure && <FailureAlert failure={failure} />}
        <Flex gap={8} wrap>
          <SubmitButton pending={saving}>
            {i18n._('Save')}
          </SubmitButton>
          <Button onClick={onDone}>{i18n._('Cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
