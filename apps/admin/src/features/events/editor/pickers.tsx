import { i18n } from '@lingui/core';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { DatePicker, TimePicker, Typography, type DatePickerProps, type TimePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, TIME_FORMAT, parseDate, parseTime } from './dateTime';

/**
 * Keydown handler of a picker: Enter still commits the typed date or time (the picker handles it
 * first) but no longer submits the surrounding form, which would save a half-filled form.
 */
export function preventEnterSubmit(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * What a picker says about text typed into it that it will not take: the picker drops such text
 * when it is left (a date that does not exist, a time in another form, a day it disables) and
 * shows its earlier value or nothing, without a word (walk of 30 Nov 2026). `why` gives the reason
 * for the typed text, or null when the picker takes it; the reason goes when the value changes.
 */
function useDroppedText(why: (text: string) => string | null) {
  const [dropped, setDropped] = useState<string | null>(null);
  return {
    dropped,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const text = event.target instanceof HTMLInputElement ? event.target.value.trim() : '';
      setDropped(text === '' ? null : why(text));
    },
    onChanged: () => setDropped(null),
  };
}

/** The reason beside a picker, read with the field (`role="alert"`). */
function DroppedNote({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
      {reason}
    </Typography.Text>
  );
}

/** A date picker writing `YYYY-MM-DD`, typed or picked, its placeholder that pattern in the admin's language; the control of a `Form.Item`. */
export function DateInput(props: DatePickerProps<Dayjs, false>) {
  const format = i18n._('YYYY-MM-DD');
  const { dropped, onBlur, onChanged } = useDroppedText((text) => {
    const day = parseDate(text);
    if (!day) return i18n._('{text} is not a date in the form {format}, so it was not taken', { text, format });
    return props.disabledDate?.(day, { type: 'date' }) ? i18n._('{text} cannot be chosen in this field, so it was not taken', { text }) : null;
  });
  return (
    <>
      <DatePicker
        format={DATE_FORMAT}
        placeholder={format}
        onKeyDown={preventEnterSubmit}
        status={dropped ? 'error' : undefined}
        {...props}
        onBlur={(event, info) => {
          onBlur(event);
          props.onBlur?.(event, info);
        }}
        onChange={(...args) => {
          onChanged();
          props.onChange?.(...args);
        }}
      />
      <DroppedNote reason={dropped} />
    </>
  );
}

/** A 24-hour time picker writing `HH:mm`, typed or picked, its placeholder that pattern in the admin's language; the control of a `Form.Item`. */
export function TimeInput(props: TimePickerProps) {
  const format = i18n._('HH:mm');
  const { dropped, onBlur, onChanged } = useDroppedText((text) => (parseTime(text) ? null : i18n._('{text} is not a time in the form {format}, so it was not taken', { text, format })));
  return (
    <>
      <TimePicker
        format={TIME_FORMAT}
        placeholder={format}
        onKeyDown={preventEnterSubmit}
        status={dropped ? 'error' : undefined}
        {...props}
        onBlur={(event, info) => {
          onBlur(event);
          props.onBlur?.(event, info);
        }}
        onChange={(...args) => {
          onChanged();
          props.onChange?.(...args);
        }}
      />
      <DroppedNote reason={dropped} />
    </>
  );
}
