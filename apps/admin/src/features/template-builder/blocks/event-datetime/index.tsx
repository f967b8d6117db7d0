import { i18n } from '@lingui/core';
import { DynamicPreview, SampleRows } from '../shared/DynamicPreview';
import { useEditorEvent } from '../shared/editorEvent';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** When the event starts and ends, in its timezone. */
export const eventDatetime: TemplateBlockDefinition = {
  name: 'eventin-pro/event-datetime',
  edit: function EventDatetimeEdit({ attributes: a }) {
    const { facts, live } = useEditorEvent();
    return (
      <DynamicPreview name="eventin-pro/event-datetime" live={live}>
        <SampleRows
          rows={[
            { label: i18n._('Date'), value: facts.date, show: a.showDate },
            { label: i18n._('Time'), value: facts.time, show: a.showTime },
            { label: i18n._('Timezone'), value: facts.timezone, show: a.showTimezone },
          ]}
        />
      </DynamicPreview>
    );
  },
  save: saveNothing,
};
