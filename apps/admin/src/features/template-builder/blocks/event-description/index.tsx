import { DynamicPreview, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's description. */
export const eventDescription: TemplateBlockDefinition = {
  name: 'eventin-pro/event-description',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/event-description">
      <SectionTitle attributes={attributes} />
      <p>Two days of talks and workshops on product design, research and design systems, with time to meet the speakers between sessions.</p>
    </DynamicPreview>
  ),
  save: saveNothing,
};
