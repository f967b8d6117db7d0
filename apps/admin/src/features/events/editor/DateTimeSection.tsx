import { i18n } from '@lingui/core';
import { ScheduleFields } from './ScheduleFields';
import type { SectionProps } from './sections';
import { SectionForm } from './SectionForm';

/** Section "Date & time": start and end dates and times and the timezone. */
export function DateTimeSection({ event }: SectionProps) {
  const intro =
    event.parent === 0 && event.recurring_enabled === 'yes'
      ? i18n._('This is a recurring event: its occurrences follow these times, starting from these dates.')
      : undefined;
  return (
    <SectionForm title={i18n._('Date & time')} intro={intro}>
      <ScheduleFields />
    </SectionForm>
  );
}
