import { i18n } from '@lingui/core';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Flex } from 'antd';
import { dateRangeOf, type DateRange } from './listState';

const DATE_FORMAT = 'YYYY-MM-DD';

interface Ends {
  start: string | null;
  end: string | null;
}

const endsOf = (range: DateRange | null): Ends => ({ start: range?.start_date ?? null, end: range?.end_date ?? null });
const day = (text: string | null): Dayjs | null => (text ? dayjs(text) : null);

/**
 * A list's date range filter (SPEC §2): two pickers, 'Start date' and 'End date', each its own
 * stop in the Tab order (antd's RangePicker kept Tab inside its start field, issue #9 §3). Each
 * end is sent as `YYYY-MM-DD` as soon as it is chosen, and either may stay open ('from this day
 * on', 'up to this day'); clearing both sends null. An end before the start cannot be picked.
 * Loaded on its own chunk: the picker is heavy and not needed for the first rows.
 */
export default function DateRangeFilter({ value, onChange, width }: { value: DateRange | null; onChange: (range: DateRange | null) => void; width: number }) {
  const ends = endsOf(value);
  const choose = (next: Ends) => onChange(dateRangeOf(next.start, next.end));
  const pickerWidth = (width - 8) / 2;
  return (
    <Flex gap={8} role="group" aria-label={i18n._('Date range')}>
      <DatePicker
        value={day(ends.start)}
        format={DATE_FORMAT}
        placeholder={i18n._('Start date')}
        aria-label={i18n._('Start date')}
        disabledDate={(date) => ends.end !== null && date.isAfter(ends.end, 'day')}
        onChange={(_, text) => choose({ ...ends, start: typeof text === 'string' && text ? text : null })}
        style={{ width: pickerWidth }}
      />
      <DatePicker
        value={day(ends.end)}
        format={DATE_FORMAT}
        placeholder={i18n._('End date')}
        aria-label={i18n._('End date')}
        disabledDate={(date) => ends.start !== null && date.isBefore(ends.start, 'day')}
        onChange={(_, text) => choose({ ...ends, end: typeof text === 'string' && text ? text : null })}
        style={{ width: pickerWidth }}
      />
    </Flex>
  );
}
