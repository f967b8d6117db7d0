import { i18n } from '@lingui/core';
import { DynamicPreview, SampleRows, sample } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's title, date, time, timezone and location. */
export const eventInfo: TemplateBlockDefinition = {
  name: 'eventin-pro/event-info',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-info">
      <SampleRows
        rows={[
          { label: i18n._('Event'), value: sample('event_title'), show: a.showTitle },
          { label: i18n._('Date'), value: sample('event_start_date'), show: a.showDate },
          { label: i18n._('Time'), value: `${sample('event_start_time')} – ${sample('event_end_time')}`, show: a.showTime },
          { label: i18n._('Timezone'), value: sample('event_timezone'), show: a.showTimezone },
          { label: i18n._('Location'), value: sample('event_location'), show: a.showLocation },
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
