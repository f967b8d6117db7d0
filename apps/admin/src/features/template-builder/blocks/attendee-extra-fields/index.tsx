import { DynamicPreview, SampleRows, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The extra fields the attendee filled in at booking. */
export const attendeeExtraFields: TemplateBlockDefinition = {
  name: 'eventin-pro/attendee-extra-fields',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/attendee-extra-fields">
      <SectionTitle attributes={attributes} />
      <SampleRows rows={[{ label: 'Company', value: 'Acme Studio' }, { label: 'Dietary needs', value: 'Vegetarian' }]} />
    </DynamicPreview>
  ),
  save: saveNothing,
};
