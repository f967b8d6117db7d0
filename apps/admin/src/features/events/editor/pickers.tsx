import { i18n } from '@lingui/core';
import type { KeyboardEvent } from 'react';
import { DatePicker, TimePicker, type DatePickerProps, type TimePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, TIME_FORMAT } from './dateTime';

/**
 * Keydown handler of a picker: Enter still commits the typed date or time (the picker handles it
 * first) but no longer submits the surrounding form, which would save a half-filled form.
 */
export function preventEnterSubmit(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

/** A date picker writing `YYYY-MM-DD`, typed or picked, its placeholder that pattern in the admin's language; the control of a `Form.Item`. */
export function DateInput(props: DatePickerProps<Dayjs, false>) {
  return <DatePicker format={DATE_FORMAT} placeholder={i18n._('YYYY-MM-DD')} onKeyDown={preventEnterSubmit} {...props} />;
}

/** A 24-hour time picker writing `HH:mm`, typed or picked, its placeholder that pattern in the admin's language; the control of a `Form.Item`. */
export function TimeInput(props: TimePickerProps) {
  return <TimePicker format={TIME_FORMAT} placeholder={i18n._('HH:mm')} onKeyDown={preventEnterSubmit} {...props} />;
}
