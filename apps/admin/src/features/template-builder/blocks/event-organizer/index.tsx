import { DynamicPreview, SampleCards, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's organizers. */
export const eventOrganizer: TemplateBlockDefinition = {
  name: 'eventin-pro/event-organizer',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-organizer">
      <SectionTitle attributes={a} />
      <SampleCards columns={2} avatar={a.showLogo !== false} items={[['Design Guild', 'Organizer'], ['City Arts Council', 'Partner']]} />
    </DynamicPreview>
  ),
  save: saveNothing,
};
