import { Checkbox, DatePicker, Flex, Form, InputNumber, Radio, Select, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { MAX_OCCURRENCES, WEEKDAYS } from '@eventory/core';
import { DATE_FORMAT } from './dateTime';
import { DateInput, preventEnterSubmit } from './pickers';
import type { PositionChoice, RecurrenceEnd, RuleValues } from './recurrence';

const FREQUENCIES: { label: string; value: RuleValues['frequency']; unit: string }[] = [
  { label: 'Daily', value: 'daily', unit: 'day(s)' },
  { label: 'Weekly', value: 'weekly', unit: 'week(s)' },
  { label: 'Monthly', value: 'monthly', unit: 'month(s)' },
  { label: 'Yearly', value: 'yearly', unit: 'year(s)' },
];

const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const POSITIONS: { label: string; value: PositionChoice }[] = [
  { label: 'As on the start date', value: 0 },
  { label: 'First', value: 1 },
  { label: 'Second', value: 2 },
  { label: 'Third', value: 3 },
  { label: 'Fourth', value: 4 },
  { label: 'Last', value: -1 },
];

const ENDS: { label: string; value: RecurrenceEnd }[] = [
  { label: 'Never (one year ahead)', value: 'never' },
  { label: 'On a date', value: 'until' },
  { label: 'After a number of occurrences', value: 'count' },
];

interface RecurrenceFieldsProps {
  /** The event's first start date; the series cannot end before it. */
  startDate: Dayjs | null;
}

/**
 * The fields of a recurrence rule (named under `recurrence`): frequency and interval, weekdays
 * for weekly, date or nth weekday for monthly, skipped dates, and the end by date or count.
 */
export function RecurrenceFields({ startDate }: RecurrenceFieldsProps) {
  const form = Form.useFormInstance();
  const frequency = Form.useWatch(['recurrence', 'frequency'], form) as RuleValues['frequency'] | undefined;
  const monthlyMode = Form.useWatch(['recurrence', 'monthly_mode'], form) as RuleValues['monthly_mode'] | undefined;
  const ends = Form.useWatch(['recurrence', 'ends'], form) as RecurrenceEnd | undefined;
  const unit = FREQUENCIES.find((f) => f.value === frequency)?.unit ?? '';

  const untilRule: FormRule = {
    validator(_, value: Dayjs | null | undefined) {
      if (!value) return Promise.reject(new Error('Choose the last date of the series'));
      if (startDate && value.isBefore(startDate, 'day')) {
        return Promise.reject(new Error(`The series cannot end before the event starts (${startDate.format(DATE_FORMAT)})`));
      }
      return Promise.resolve();
    },
  };

  return (
    <>
      <Flex gap={16} wrap>
        <Form.Item name={['recurrence', 'frequency']} label="Repeats" rules={[{ required: true, message: 'Choose how often the event repeats' }]}>
          <Select options={FREQUENCIES} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name={['recurrence', 'interval']}
          label="Every"
          rules={[
            { required: true, message: 'Enter the interval' },
            { type: 'integer', min: 1, max: 365, message: 'The interval is a whole number from 1 to 365' },
          ]}
        >
          <InputNumber min={1} max={365} precision={0} suffix={unit} style={{ width: 160 }} />
        </Form.Item>
      </Flex>
      {frequency === 'weekly' && (
        <Form.Item name={['recurrence', 'weekdays']} label="On" extra="Leave all unticked to repeat on the start date's weekday.">
          <Checkbox.Group options={WEEKDAYS.map((day, i) => ({ label: WEEKDAY_LABELS[i], value: day }))} />
        </Form.Item>
      )}
      {frequency === 'monthly' && (
        <Flex gap={16} wrap align="flex-start">
          <Form.Item name={['recurrence', 'monthly_mode']} label="Monthly on">
            <Radio.Group
              options={[
                { label: startDate ? `Day ${startDate.date()} of the month` : 'The same day of the month', value: 'date' },
                { label: startDate ? `A ${startDate.format('dddd')} of the month` : 'The same weekday', value: 'nth_weekday' },
              ]}
            />
          </Form.Item>
          {monthlyMode === 'nth_weekday' && (
            <Form.Item name={['recurrence', 'position']} label="Which one">
              <Select options={POSITIONS} style={{ width: 200 }} />
            </Form.Item>
          )}
        </Flex>
      )}
      <Flex gap={16} wrap align="flex-start">
        <Form.Item name={['recurrence', 'ends']} label="Ends">
          <Select options={ENDS} style={{ width: 260 }} />
        </Form.Item>
        {ends === 'until' && (
          <Form.Item name={['recurrence', 'until']} label="Last date" rules={[untilRule]}>
            <DateInput />
          </Form.Item>
        )}
        {ends === 'count' && (
          <Form.Item
            name={['recurrence', 'count']}
            label="Occurrences"
            rules={[
              { required: true, message: 'Enter how many times the event occurs' },
              { type: 'integer', min: 1, max: MAX_OCCURRENCES, message: `Between 1 and ${MAX_OCCURRENCES} occurrences` },
            ]}
          >
            <InputNumber min={1} max={MAX_OCCURRENCES} precision={0} style={{ width: 160 }} />
          </Form.Item>
        )}
      </Flex>
      <Form.Item name={['recurrence', 'exdates']} label="Skipped dates" extra="No occurrence is created on these dates.">
        <DatePicker multiple format={DATE_FORMAT} placeholder="Pick dates to skip" onKeyDown={preventEnterSubmit} style={{ minWidth: 260 }} />
      </Form.Item>
    </>
  );
}
