import { Chips, DynamicPreview, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's tags. */
export const eventTag: TemplateBlockDefinition = {
  name: 'eventin-pro/event-tag',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/event-tag">
      <SectionTitle attributes={attributes} />
      <Chips items={['ux', 'research', 'design-systems']} />
    </DynamicPreview>
  ),
  save: saveNothing,
};
