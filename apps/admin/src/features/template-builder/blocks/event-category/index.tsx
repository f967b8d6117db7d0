import { Chips, DynamicPreview, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's categories. */
export const eventCategory: TemplateBlockDefinition = {
  name: 'eventin-pro/event-category',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/event-category">
      <SectionTitle attributes={attributes} />
      <Chips items={['Conference', 'Design']} />
    </DynamicPreview>
  ),
  save: saveNothing,
};
