import { DynamicPreview, SampleRows, sample } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** When the event starts and ends, in its timezone. */
export const eventDatetime: TemplateBlockDefinition = {
  name: 'eventin-pro/event-datetime',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-datetime">
      <SampleRows
        rows={[
          { label: 'Date', value: `${sample('event_start_date')} – ${sample('event_end_date')}`, show: a.showDate },
          { label: 'Time', value: `${sample('event_start_time')} – ${sample('event_end_time')}`, show: a.showTime },
          { label: 'Timezone', value: sample('event_timezone'), show: a.showTimezone },
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
