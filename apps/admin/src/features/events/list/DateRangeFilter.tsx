import { i18n } from '@lingui/core';
import type { FocusEvent, KeyboardEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Flex } from 'antd';
import { dateRangeOf, type DateRange } from './listState';
import { DateInput } from '../editor/pickers';

interface Ends {
  start: string | null;
  end: string | null;
}

const endsOf = (range: DateRange | null): Ends => ({ start: range?.start_date ?? null, end: range?.end_date ?? null });

/**
 * Handlers that drop an end of the range when its text is emptied by keyboard and the field is left
 * or Enter is pressed: the picker showed its placeholder but kept the date, and the list stayed
 * filtered by it (walk of 30 Nov 2026, the audit trail's Start date: Ctrl+A, Backspace, Tab).
 */
function clearedByTyping(set: string | null, clear: () => void) {
  const check = (input: EventTarget) => {
    if (set !== null && input instanceof HTMLInputElement && input.value.trim() === '') clear();
  };
  return {
    onBlur: (event: FocusEvent<HTMLElement>) => check(event.target),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter') check(event.target);
    },
  };
}
const day = (text: string | null): Dayjs | null => (text ? dayjs(text) : null);

/**
 * A list's date range filter (SPEC §2): two pickers, 'Start date' and 'End date', each its own
 * stop in the Tab order (antd's RangePicker kept Tab inside its start field, issue #9 §3). Each
 * end is sent as `YYYY-MM-DD` as soon as it is chosen, and either may stay open ('from this day
 * on', 'up to this day'); clearing both sends null. An end before the start cannot be picked, and
 * typed it is said under its field.
 * Loaded on its own chunk: the picker is heavy and not needed for the first rows.
 */
export default function DateRangeFilter({ value, onChange, width }: { value: DateRange | null; onChange: (range: DateRange | null) => void; width: number }) {
  const ends = endsOf(value);
  const choose = (next: Ends) => onChange(dateRangeOf(next.start, next.end));
  const pickerWidth = (width - 8) / 2;
  /** One end's picker: it rules out the days beyond the other end, and is emptied by typing too. */
  const endPicker = (which: keyof Ends, label: string, ruledOut: (date: Dayjs, other: string) => boolean) => ({
    value: day(ends[which]),
    placeholder: label,
    'aria-label': label,
    disabledDate: (date: Dayjs) => {
      const other = ends[which === 'start' ? 'end' : 'start'];
      return other !== null && ruledOut(date, other);
    },
    onChange: (_: unknown, text: string | string[] | null) => choose({ ...ends, [which]: typeof text === 'string' && text ? text : null }),
    ...clearedByTyping(ends[which], () => choose({ ...ends, [which]: null })),
    style: { width: pickerWidth },
  });
  // Each end is a DateInput: a day the other end rules out, typed, is said under it (walk C: it was dropped without a word).
  return (
    <Flex gap={8} role="group" aria-label={i18n._('Date range')}>
      <div style={{ width: pickerWidth }}>
        <DateInput {...endPicker('start', i18n._('Start date'), (date, end) => date.isAfter(end, 'day'))} />
      </div>
      <div style={{ width: pickerWidth }}>
        <DateInput {...endPicker('end', i18n._('End date'), (date, start) => date.isBefore(start, 'day'))} />
      </div>
    </Flex>
  );
}
