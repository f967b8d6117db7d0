import { DynamicPreview, SampleRows, sample } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's title, date, time, timezone and location. */
export const eventInfo: TemplateBlockDefinition = {
  name: 'eventin-pro/event-info',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-info">
      <SampleRows
        rows={[
          { label: 'Event', value: sample('event_title'), show: a.showTitle },
          { label: 'Date', value: sample('event_start_date'), show: a.showDate },
          { label: 'Time', value: `${sample('event_start_time')} – ${sample('event_end_time')}`, show: a.showTime },
          { label: 'Timezone', value: sample('event_timezone'), show: a.showTimezone },
          { label: 'Location', value: sample('event_location'), show: a.showLocation },
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
