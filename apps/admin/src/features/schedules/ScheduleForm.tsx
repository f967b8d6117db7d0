import { i18n } from '@lingui/core';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { App, Button, Flex, Form, Input, Result, Spin } from 'antd';
import type { Schedule } from '@eventory/core';
import { ApiError } from '../../api/client';
import { FailureAlert } from '../../shared/FailureAlert';
import { handleSaveError, type SaveFailure } from '../../shared/saveError';
import { useFormLeaveGuard } from '../../shared/useFormLeaveGuard';
import { DateInput } from '../events/editor/pickers';
import { SCHEDULES_PATH } from './paths';
import { useCreateSchedule, useSchedule, useUpdateSchedule } from './queries';
import { errorSlotIndexes, SCHEDULE_FIELDS, slotProblems, toInput, toValues, type ScheduleValues } from './scheduleValues';
import { openSlots, showSlotProblems, SlotEditor, type RevealSlot } from './SlotEditor';
import { ScreenTitle } from '../../shared/ScreenTitle';

const FORM_NAME = 'schedule';

/**
 * The form itself, mounted once the schedule being edited (if any) is loaded. Leaving with changes
 * to the title, date, day name or slots (their order too) asks first; after a save it does not.
 */
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
  const leaveSaved = useFormLeaveGuard(form, initialValues, toInput, i18n._('this schedule'));

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
      message.error(i18n._('Check slot {number}: {problem}', { number: Number(first.name[1]) + 1, problem: first.errors[0] }));
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
      const outcome = handleSaveError(form, error, SCHEDULE_FIELDS, i18n._('The schedule could not be saved.'));
      message.error(outcome.message);
      setFailure(outcome.failure);
      return;
    }
    message.success(schedule ? i18n._('Successfully updated the schedule!') : i18n._('Successfully created the schedule!'));
    leaveSaved(SCHEDULES_PATH);
  };

  return (
    <Form<ScheduleValues> form={form} name={FORM_NAME} layout="vertical" initialValues={initialValues} onFinish={onFinish} style={{ maxWidth: 960 }}>
      <Form.Item
        name="program_title"
        label={i18n._('Program Title')}
        rules={[
          { required: true, whitespace: true, message: i18n._('Program title is required') },
          { max: 300, message: i18n._('Keep the title under 300 characters') },
        ]}
      >
        <Input maxLength={300} autoFocus />
      </Form.Item>
      <Flex gap={16} wrap>
        {/* A fixed width: its error message wraps below the field instead of widening it and pushing Day name aside (walk A). */}
        <Form.Item name="date" label={i18n._('Date')} rules={[{ required: true, message: i18n._('Give the date of the program') }]} style={{ flex: '0 0 220px' }}>
          <DateInput />
        </Form.Item>
        <Form.Item name="day_name" label={i18n._('Day name')} rules={[{ max: 100, message: i18n._('Keep the day name under 100 characters') }]} style={{ flex: '1 1 240px' }}>
          <Input maxLength={100} placeholder={i18n._('e.g. Day 1')} />
        </Form.Item>
      </Flex>
      <SlotEditor formName={FORM_NAME} revealRef={revealSlot} />
      {failure && <FailureAlert failure={failure} />}
      <Flex gap={8}>
        <Button onClick={() => navigate(SCHEDULES_PATH)}>{i18n._('Cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={submitting}>
          {i18n._('Save')}
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * The schedule create and edit screen (`/schedules/create`, `/schedules/edit/:id`): program
 * title, date, day name and the ordered slots. Validates before submitting (a slot must end
 * after it starts), puts server errors such as `slots.2.end_time` on that slot's field, disables
 * Save while submitting, and returns to the list on success. Leaving with unsaved changes asks
 * first.
 */
export default function ScheduleForm() {
  const params = useParams();
  const navigate = useNavigate();
  const editingId = params.id === undefined ? undefined : Number(params.id);
  const validId = editingId === undefined || (Number.isInteger(editingId) && editingId > 0);
  const query = useSchedule(validId && editingId !== undefined ? editingId : 0);

  const back = (
    <Button type="primary" onClick={() => navigate(SCHEDULES_PATH)}>
      {i18n._('Back to schedules')}
    </Button>
  );
  const notFound = <Result status="404" title={i18n._('Schedule not found')} subTitle={i18n._('The schedule does not exist or has been deleted.')} extra={back} />;

  if (!validId) return notFound;
  if (editingId !== undefined && !query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound;
    if (query.error) {
      return (
        <Result
          status="error"
          title={i18n._('The schedule could not be loaded')}
          subTitle={query.error.message}
          extra={
            <Flex gap={8} justify="center">
              <Button onClick={() => void query.refetch()}>{i18n._('Try again')}</Button>
              {back}
            </Flex>
          }
        />
      );
    }
    return (
      <Flex justify="center" style={{ padding: 48 }} role="status">
        <Spin size="large" description={i18n._('Loading schedule…')} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>
        {editingId === undefined ? i18n._('Add New Schedule') : i18n._('Edit Schedule')}
      </ScreenTitle>
      <ScheduleFields key={editingId ?? 'new'} schedule={query.data} />
    </Flex>
  );
}
