import { i18n } from '@lingui/core';
import { DynamicPreview } from '../shared/DynamicPreview';
import { useEditorEvent } from '../shared/editorEvent';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Add the event to Google Calendar or download an .ics file (for the chosen event, when there is one). */
export const eventAddCalender: TemplateBlockDefinition = {
  name: 'eventin-pro/event-add-calender',
  edit: function EventAddCalendarEdit({ attributes: a }) {
    const { live } = useEditorEvent();
    return (
      <DynamicPreview name="eventin-pro/event-add-calender" live={live}>
        <span className="etn-sample-button">{String(a.buttonText || i18n._('Add to Calendar'))}</span>
      </DynamicPreview>
    );
  },
  save: saveNothing,
};
