import type { EventItem } from '@eventory/core';
import { SCHEDULE_FIELDS, scheduleFromEvent, schedulePayload, type ScheduleValues } from './schedule';
import { ScheduleFields } from './ScheduleFields';
import type { SectionProps } from './sections';
import { SectionForm } from './SectionForm';
import { useSectionSave } from './useSectionSave';

const toValues = (event: EventItem): ScheduleValues => scheduleFromEvent(event);

/** Section "Date & time": start and end dates and times and the timezone. */
export function DateTimeSection({ event }: SectionProps) {
  const state = useSectionSave({ event, fields: SCHEDULE_FIELDS, toValues, toPatch: schedulePayload });
  const intro =
    event.parent === 0 && event.recurring_enabled === 'yes'
      ? 'This is a recurring event: its occurrences follow these times, starting from these dates.'
      : undefined;
  return (
    <SectionForm title="Date & time" intro={intro} state={state}>
      <ScheduleFields />
    </SectionForm>
  );
}
