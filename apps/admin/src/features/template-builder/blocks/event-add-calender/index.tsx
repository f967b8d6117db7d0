import { i18n } from '@lingui/core';
import { DynamicPreview } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Add the event to Google Calendar or download an .ics file. */
export const eventAddCalender: TemplateBlockDefinition = {
  name: 'eventin-pro/event-add-calender',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-add-calender">
      <span className="etn-sample-button">{String(a.buttonText || i18n._('Add to Calendar'))}</span>
    </DynamicPreview>
  ),
  save: saveNothing,
};
