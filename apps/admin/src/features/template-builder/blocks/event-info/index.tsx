import { i18n } from '@lingui/core';
import { DynamicPreview, SampleRows } from '../shared/DynamicPreview';
import { useEditorEvent } from '../shared/editorEvent';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's title, date, time, timezone and location. */
export const eventInfo: TemplateBlockDefinition = {
  name: 'eventin-pro/event-info',
  edit: function EventInfoEdit({ attributes: a }) {
    const { facts, live } = useEditorEvent();
    return (
      <DynamicPreview name="eventin-pro/event-info" live={live}>
        <SampleRows
          rows={[
            { label: i18n._('Event'), value: facts.title, show: a.showTitle },
            { label: i18n._('Date'), value: facts.date, show: a.showDate },
            { label: i18n._('Time'), value: facts.time, show: a.showTime },
            { label: i18n._('Timezone'), value: facts.timezone, show: a.showTimezone },
            { label: i18n._('Location'), value: facts.location, show: a.showLocation },
          ]}
        />
      </DynamicPreview>
    );
  },
  save: saveNothing,
};
