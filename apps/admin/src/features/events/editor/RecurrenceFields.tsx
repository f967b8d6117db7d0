import { i18n } from '@lingui/core';
import { Checkbox, DatePicker, Flex, Form, InputNumber, Radio, Select, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { MAX_OCCURRENCES, WEEKDAYS, type MessageDescriptor } from '@eventory/core';
import { DATE_FORMAT } from './dateTime';
import { DateInput, preventEnterSubmit } from './pickers';
import type { PositionChoice, RecurrenceEnd, RuleValues } from './recurrence';

const FREQUENCIES: { label: MessageDescriptor; value: RuleValues['frequency']; unit: MessageDescriptor }[] = [
  { label: /*i18n*/ { id: 'Daily' }, value: 'daily', unit: /*i18n*/ { id: 'day(s)' } },
  { label: /*i18n*/ { id: 'Weekly' }, value: 'weekly', unit: /*i18n*/ { id: 'week(s)' } },
  { label: /*i18n*/ { id: 'Monthly' }, value: 'monthly', unit: /*i18n*/ { id: 'month(s)' } },
  { label: /*i18n*/ { id: 'Yearly' }, value: 'yearly', unit: /*i18n*/ { id: 'year(s)' } },
];

const WEEKDAY_LABELS: MessageDescriptor[] = [
  /*i18n*/ { id: 'Mon' },
  /*i18n*/ { id: 'Tue' },
  /*i18n*/ { id: 'Wed' },
  /*i18n*/ { id: 'Thu' },
  /*i18n*/ { id: 'Fri' },
  /*i18n*/ { id: 'Sat' },
  /*i18n*/ { id: 'Sun' },
];

const POSITIONS: { label: MessageDescriptor; value: PositionChoice }[] = [
  { label: /*i18n*/ { id: 'As on the start date' }, value: 0 },
  { label: /*i18n*/ { id: 'First' }, value: 1 },
  { label: /*i18n*/ { id: 'Second' }, value: 2 },
  { label: /*i18n*/ { id: 'Third' }, value: 3 },
  { label: /*i18n*/ { id: 'Fourth' }, value: 4 },
  { label: /*i18n*/ { id: 'Last' }, value: -1 },
];

const ENDS: { label: MessageDescriptor; value: RecurrenceEnd }[] = [
  { label: /*i18n*/ { id: 'Never (one year ahead)' }, value: 'never' },
  { label: /*i18n*/ { id: 'On a date' }, value: 'until' },
  { label: /*i18n*/ { id: 'After a number of occurrences' }, value: 'count' },
];

/** Select options of a table of message labels, in the active language. */
const translated = <V,>(choices: { label: MessageDescriptor; value: V }[]) => choices.map(({ label, value }) => ({ label: i18n._(label), value }));

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
  const unitMessage = FREQUENCIES.find((f) => f.value === frequency)?.unit;
  const unit = unitMessage ? i18n._(unitMessage) : '';

  const untilRule: FormRule = {
    validator(_, value: Dayjs | null | undefined) {
      if (!value) return Promise.reject(new Error(i18n._('Choose the last date of the series')));
      if (startDate && value.isBefore(startDate, 'day')) {
        return Promise.reject(new Error(i18n._('The series cannot end before the event starts ({start})', { start: startDate.format(DATE_FORMAT) })));
      }
      return Promise.resolve();
    },
  };

  return (
    <>
      <Flex gap={16} wrap>
        <Form.Item name={['recurrence', 'frequency']} label={i18n._('Repeats')} rules={[{ required: true, message: i18n._('Choose how often the event repeats') }]}>
          <Select options={translated(FREQUENCIES)} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name={['recurrence', 'interval']}
          label={i18n._('Every')}
          rules={[
            { required: true, message: i18n._('Enter the interval') },
            { type: 'integer', min: 1, max: 365, message: i18n._('The interval is a whole number from 1 to 365') },
          ]}
        >
          <InputNumber min={1} max={365} precision={0} suffix={unit} style={{ width: 160 }} />
        </Form.Item>
      </Flex>
      {frequency === 'weekly' && (
        <Form.Item name={['recurrence', 'weekdays']} label={i18n._('On')} extra={i18n._("Leave all unticked to repeat on the start date's weekday.")}>
          <Checkbox.Group options={WEEKDAYS.map((day, i) => ({ label: i18n._(WEEKDAY_LABELS[i]!), value: day }))} />
        </Form.Item>
      )}
      {frequency === 'monthly' && (
        <Flex gap={16} wrap align="flex-start">
          <Form.Item name={['recurrence', 'monthly_mode']} label={i18n._('Monthly on')}>
            <Radio.Group
              aria-label={i18n._('Monthly on')}
              options={[
                { label: startDate ? i18n._('Day {day} of the month', { day: startDate.date() }) : i18n._('The same day of the month'), value: 'date' },
                { label: startDate ? i18n._('A {weekday} of the month', { weekday: startDate.format('dddd') }) : i18n._('The same weekday'), value: 'nth_weekday' },
              ]}
            />
          </Form.Item>
          {monthlyMode === 'nth_weekday' && (
            <Form.Item name={['recurrence', 'position']} label={i18n._('Which one')}>
              <Select options={translated(POSITIONS)} style={{ width: 200 }} />
            </Form.Item>
          )}
        </Flex>
      )}
      <Flex gap={16} wrap align="flex-start">
        <Form.Item name={['recurrence', 'ends']} label={i18n._('Ends')}>
          <Select options={translated(ENDS)} style={{ width: 260 }} />
        </Form.Item>
        {ends === 'until' && (
          <Form.Item name={['recurrence', 'until']} label={i18n._('Last date')} rules={[untilRule]}>
            <DateInput defaultPickerValue={startDate ?? undefined} />
          </Form.Item>
        )}
        {ends === 'count' && (
          <Form.Item
            name={['recurrence', 'count']}
            label={i18n._('Occurrences')}
            rules={[
              { required: true, message: i18n._('Enter how many times the event occurs') },
              { type: 'integer', min: 1, max: MAX_OCCURRENCES, message: i18n._('Between 1 and {max} occurrences', { max: MAX_OCCURRENCES }) },
            ]}
          >
            <InputNumber min={1} max={MAX_OCCURRENCES} precision={0} style={{ width: 160 }} />
          </Form.Item>
        )}
      </Flex>
      <Form.Item name={['recurrence', 'exdates']} label={i18n._('Skipped dates')} extra={i18n._('No occurrence is created on these dates.')}>
        {/* Opens on the series' first month, not today's (walk of 30 Nov 2026: a March series opened on November). */}
        <DatePicker multiple format={DATE_FORMAT} placeholder={i18n._('Pick dates to skip')} onKeyDown={preventEnterSubmit} defaultPickerValue={startDate ?? undefined} style={{ minWidth: 260 }} />
      </Form.Item>
    </>
  );
}
