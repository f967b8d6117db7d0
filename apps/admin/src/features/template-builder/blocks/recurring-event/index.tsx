import { DynamicPreview, SampleRows, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The other occurrences of a recurring event. */
export const recurringEvent: TemplateBlockDefinition = {
  name: 'eventin-pro/recurring-event',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/recurring-event">
      <SectionTitle attributes={attributes} />
      <SampleRows rows={[{ label: 'April 11, 2027', value: '9:00 AM – 5:00 PM' }, { label: 'May 9, 2027', value: '9:00 AM – 5:00 PM' }]} />
    </DynamicPreview>
  ),
  save: saveNothing,
};
