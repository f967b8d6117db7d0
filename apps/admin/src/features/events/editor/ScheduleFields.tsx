import { i18n } from '@lingui/core';
import { Flex, Form, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatTime } from './dateTime';
import { DateInput, TimeInput } from './pickers';
import { TimezoneSelect } from './TimezoneSelect';

/** A fixed width so an error message wraps instead of moving the next field. */
const FIELD_STYLE = { width: 200 };

type FieldValue = (name: string) => Dayjs | null | undefined;

const endDateRule: FormRule = ({ getFieldValue }) => ({
  validator(_, value: Dayjs | null | undefined) {
    const start = (getFieldValue as FieldValue)('start_date');
    if (value && start && value.isBefore(start, 'day')) return Promise.reject(new Error(i18n._('The end date cannot be before the start date')));
    return Promise.resolve();
  },
});

const endTimeRule: FormRule = ({ getFieldValue }) => ({
  validator(_, value: Dayjs | null | undefined) {
    const get = getFieldValue as FieldValue;
    const start = get('start_date');
    const end = get('end_date') ?? start;
    const startTime = formatTime(get('start_time'));
    const endTime = formatTime(value);
    if (start && end && start.isSame(end, 'day') && startTime && endTime && endTime < startTime) {
      return Promise.reject(new Error(i18n._('On the same day the end time cannot be before the start time')));
    }
    return Promise.resolve();
  },
});

/**
 * The start/end date and time pickers and the timezone select, as `Form.Item`s named after the
 * API fields. Used inside a form whose values extend `ScheduleValues` (see ./schedule).
 */
export function ScheduleFields() {
  return (
    <>
      <Flex gap={16} wrap>
        <Form.Item name="start_date" label={i18n._('Start date')} style={FIELD_STYLE} rules={[{ required: true, message: i18n._('Start date is required') }]}>
          <DateInput />
        </Form.Item>
        <Form.Item name="start_time" label={i18n._('Start time')} style={FIELD_STYLE} extra={i18n._('Leave empty to start at 00:00')}>
          <TimeInput />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="end_date" label={i18n._('End date')} style={FIELD_STYLE} dependencies={['start_date']} rules={[endDateRule]} extra={i18n._('Leave empty to end on the start date')}>
          <DateInput />
        </Form.Item>
        <Form.Item name="end_time" label={i18n._('End time')} style={FIELD_STYLE} dependencies={['start_date', 'end_date', 'start_time']} rules={[endTimeRule]} extra={i18n._('Leave empty to end at 23:59')}>
          <TimeInput />
        </Form.Item>
      </Flex>
      <Form.Item
        name="timezone"
        label={i18n._('Timezone')}
        rules={[{ required: true, message: i18n._('Choose a timezone') }]}
        extra={i18n._('Dates and times (24-hour) are read in this timezone.')}
      >
        <TimezoneSelect />
      </Form.Item>
    </>
  );
}
