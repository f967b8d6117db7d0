import { i18n } from '@lingui/core';
import { DynamicPreview, SampleRows, sample } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** When the event starts and ends, in its timezone. */
export const eventDatetime: TemplateBlockDefinition = {
  name: 'eventin-pro/event-datetime',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-datetime">
      <SampleRows
        rows={[
          { label: i18n._('Date'), value: `${sample('event_start_date')} – ${sample('event_end_date')}`, show: a.showDate },
          { label: i18n._('Time'), value: `${sample('event_start_time')} – ${sample('event_end_time')}`, show: a.showTime },
          { label: i18n._('Timezone'), value: sample('event_timezone'), show: a.showTimezone },
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
