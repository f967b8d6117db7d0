import { i18n } from '@lingui/core';
import { lazy, Suspense } from 'react';
import { Input } from 'antd';
import type { DateRange } from '../features/events/list/listState';
import { withAntdStyles } from '../app/antdStyles';

/** The picker's code, shown once antd's whole stylesheet (with the picker's styles) is there too. */
const DateRangeFilter = lazy(withAntdStyles(() => import('../features/events/list/DateRangeFilter')));

/** Width of the date range picker and of the placeholder shown while its code loads, px. */
const RANGE_WIDTH = 260;

interface DateRangeFieldProps {
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  /** False keeps the placeholder and does not load the picker's code yet (it would compete with the first rows). */
  load?: boolean;
}

/** A list's date range filter: the lazily loaded picker, and a labelled placeholder of its size until it is there. */
export function DateRangeField({ value, onChange, load = true }: DateRangeFieldProps) {
  const placeholder = <Input disabled aria-label={i18n._('Date range')} placeholder={i18n._('Start date → End date')} style={{ width: RANGE_WIDTH }} />;
  if (!load && !value) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DateRangeFilter value={value} width={RANGE_WIDTH} onChange={onChange} />
    </Suspense>
  );
}
