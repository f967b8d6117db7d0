import { DynamicPreview, SampleRows, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Questions and answers. */
export const eventFaq: TemplateBlockDefinition = {
  name: 'eventin-pro/event-faq',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/event-faq">
      <SectionTitle attributes={attributes} />
      <SampleRows
        rows={[
          { label: 'Is lunch included?', value: 'Yes, lunch and coffee are served on both days.' },
          { label: 'Can I transfer my ticket?', value: 'Yes, up to 48 hours before the event.' },
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
