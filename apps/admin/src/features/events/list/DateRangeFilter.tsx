import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from 'antd';
import type { DateRange } from './listState';

const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The event list's date range filter (SPEC §2). Both ends are sent as `YYYY-MM-DD`; clearing
 * the picker sends null. Loaded on its own chunk: the picker is heavy and not needed for the
 * first rows.
 */
export default function DateRangeFilter({ value, onChange, width }: { value: DateRange | null; onChange: (range: DateRange | null) => void; width: number }) {
  const range: [Dayjs, Dayjs] | null = value ? [dayjs(value.start_date), dayjs(value.end_date)] : null;
  return (
    <DatePicker.RangePicker
      value={range}
      format={DATE_FORMAT}
      placeholder={['Start date', 'End date']}
      allowEmpty={[false, false]}
      onChange={(_, [start, end]) => onChange(start && end ? { start_date: start, end_date: end } : null)}
      style={{ width }}
    />
  );
}
