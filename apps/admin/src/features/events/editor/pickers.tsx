import { i18n } from '@lingui/core';
import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
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
 * for the typed text, or null when the picker takes it. The text is the last one typed (the picker
 * may put its own back before the blur is seen); the reason goes when the value changes.
 * @returns `props` with a red border while a reason shows and the change handler that drops it, and
 *   `frame`, which puts the picker in a box that follows typing and leaving, with the reason below
 */
function useDroppedText<P extends object>(props: P, why: (text: string) => string | null): { pickerProps: P; frame: (picker: ReactNode) => ReactNode } {
  const [dropped, setDropped] = useState<string | null>(null);
  const typed = useRef('');
  const own = props as { status?: string; onChange?: (...args: unknown[]) => void };
  const pickerProps = {
    ...props,
    status: dropped ? 'error' : own.status,
    onChange: (...args: unknown[]) => {
      typed.current = '';
      setDropped(null);
      own.onChange?.(...args);
    },
  } as P; // the same props with the change handler wrapped and the status set
  const onInput = (event: FormEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement) typed.current = event.target.value.trim();
  };
  const onBlur = () => setDropped(typed.current === '' ? null : why(typed.current));
  const frame = (picker: ReactNode) => (
    <>
      <span style={{ display: 'contents' }} onInput={onInput} onBlur={onBlur}>
        {picker}
      </span>
      {dropped && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {dropped}
        </Typography.Text>
      )}
    </>
  );
  return { pickerProps, frame };
}

/**
 * A date picker writing `YYYY-MM-DD`, typed or picked, its placeholder that pattern in the admin's
 * language; the control of a `Form.Item`, and each end of the lists' date range filter. A typed
 * text that is no date, or a day its `disabledDate` refuses, is said under it ({@link useDroppedText}).
 */
export function DateInput(props: DatePickerProps<Dayjs, false>) {
  const { pickerProps, frame } = useDroppedText(props, (text) => {
    const day = parseDate(text);
    if (!day) return i18n._('{text} is not a date in the form {format}, so it was not taken', { text, format: i18n._('YYYY-MM-DD') });
    return props.disabledDate?.(day, { type: 'date' }) ? i18n._('{text} cannot be chosen in this field, so it was not taken', { text }) : null;
  });
  return frame(<DatePicker format={DATE_FORMAT} placeholder={i18n._('YYYY-MM-DD')} onKeyDown={preventEnterSubmit} {...pickerProps} />);
}

/** A 24-hour time picker writing `HH:mm`, typed or picked, its placeholder that pattern in the admin's language; the control of a `Form.Item`. */
export function TimeInput(props: TimePickerProps) {
  const format = i18n._('HH:mm');
  const { pickerProps, frame } = useDroppedText(props, (text) => (parseTime(text) ? null : i18n._('{text} is not a time in the form {format}, so it was not taken', { text, format })));
  return frame(<TimePicker format={TIME_FORMAT} placeholder={format} onKeyDown={preventEnterSubmit} {...pickerProps} />);
}
