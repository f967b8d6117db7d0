import { Chips, DynamicPreview, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Links to the event on social networks. */
export const eventSocial: TemplateBlockDefinition = {
  name: 'eventin-pro/event-social',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/event-social">
      <SectionTitle attributes={attributes} />
      <Chips items={['Facebook', 'LinkedIn', 'Instagram']} />
    </DynamicPreview>
  ),
  save: saveNothing,
};
