import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { App, Button, Flex, Form, Input, Result, Spin } from 'antd';
import type { Schedule } from '@eventory/core';
import { ApiError } from '../../api/client';
import { FailureAlert } from '../../shared/FailureAlert';
import { handleSaveError, type SaveFailure } from '../../shared/saveError';
import { DateInput } from '../events/editor/pickers';
import { SCHEDULES_PATH } from './paths';
import { useCreateSchedule, useSchedule, useUpdateSchedule } from './queries';
import { errorSlotIndexes, SCHEDULE_FIELDS, slotProblems, toInput, toValues, type ScheduleValues } from './scheduleValues';
import { openSlots, showSlotProblems, SlotEditor, type RevealSlot } from './SlotEditor';
import { ScreenTitle } from '../../shared/ScreenTitle';

const FORM_NAME = 'schedule';

/** The form itself, mounted once the schedule being edited (if any) is loaded. */
function ScheduleFields({ schedule }: { schedule?: Schedule }) {
  const [form] = Form.useForm<ScheduleValues>();
  const [initialValues] = useState(() => toValues(schedule));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const revealSlot = useRef<RevealSlot | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const submitting = create.isPending || update.isPending;

  const onFinish = async () => {
    setFailure(null);
    // Every stored value, not only the fields on screen: collapsed slots and slot ids have none.
    const values = form.getFieldsValue(true) as ScheduleValues;
    const problems = slotProblems(values.slots ?? []);
    const [first] = problems;
    if (first) {
      revealSlot.current?.(Number(first.name[1]));
      showSlotProblems(form, problems);
      form.scrollToField(first.name, { focus: true });
      message.error(`Check slot ${Number(first.name[1]) + 1}: ${first.errors[0]}`);
      return;
    }
    const body = toInput(values);
    try {
      if (schedule) await update.mutateAsync({ id: schedule.id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const indexes = errorSlotIndexes(error.errors);
        if (indexes[0] !== undefined) revealSlot.current?.(indexes[0]);
        openSlots(form, indexes);
      }
      const outcome = handleSaveError(form, error, SCHEDULE_FIELDS, 'The schedule could not be saved.');
      message.error(outcome.message);
      setFailure(outcome.failure);
      return;
    }
    message.success(schedule ? 'Successfully updated the schedule!' : 'Successfully created the schedule!');
    navigate(SCHEDULES_PATH);
  };

  return (
    <Form<ScheduleValues> form={form} name={FORM_NAME} layout="vertical" initialValues={initialValues} onFinish={onFinish} scrollToFirstError style={{ maxWidth: 960 }}>
      <Form.Item
        name="program_title"
        label="Program Title"
        rules={[
          { required: true, whitespace: true, message: 'Program title is required' },
          { max: 300, message: 'Keep the title under 300 characters' },
        ]}
      >
        <Input maxLength={300} autoFocus />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Give the date of the program' }]}>
          <DateInput />
        </Form.Item>
        <Form.Item name="day_name" label="Day name" rules={[{ max: 100 }]} style={{ flex: '1 1 240px' }}>
          <Input maxLength={100} placeholder="e.g. Day 1" />
        </Form.Item>
      </Flex>
      <SlotEditor formName={FORM_NAME} revealRef={revealSlot} />
      {failure && <FailureAlert failure={failure} />}
      <Flex gap={8}>
        <Button onClick={() => navigate(SCHEDULES_PATH)}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={submitting}>
          Save
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * The schedule create and edit screen (`/schedules/create`, `/schedules/edit/:id`): program
 * title, date, day name and the ordered slots. Validates before submitting (a slot must end
 * after it starts), puts server errors such as `slots.2.end_time` on that slot's field, disables
 * Save while submitting, and returns to the list on success.
 */
export default function ScheduleForm() {
  const params = useParams();
  const navigate = useNavigate();
  const editingId = params.id === undefined ? undefined : Number(params.id);
  const validId = editingId === undefined || (Number.isInteger(editingId) && editingId > 0);
  const query = useSchedule(validId && editingId !== undefined ? editingId : 0);

  const back = (
    <Button type="primary" onClick={() => navigate(SCHEDULES_PATH)}>
      Back to schedules
    </Button>
  );
  const notFound = <Result status="404" title="Schedule not found" subTitle="The schedule does not exist or has been deleted." extra={back} />;

  if (!validId) return notFound;
  if (editingId !== undefined && !query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound;
    if (query.error) {
      return (
        <Result
          status="error"
          title="The schedule could not be loaded"
          subTitle={query.error.message}
          extra={
            <Flex gap={8} justify="center">
              <Button onClick={() => void query.refetch()}>Try again</Button>
              {back}
            </Flex>
          }
        />
      );
    }
    return (
      <Flex justify="center" style={{ padding: 48 }} role="status">
        <Spin size="large" description="Loading schedule…" />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>
        {editingId === undefined ? 'Add New Schedule' : 'Edit Schedule'}
      </ScreenTitle>
      <ScheduleFields key={editingId ?? 'new'} schedule={query.data} />
    </Flex>
  );
}
