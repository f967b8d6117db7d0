import { DynamicPreview, SampleCards, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Upcoming events sharing a category or tag. */
export const relatedEvents: TemplateBlockDefinition = {
  name: 'eventin-pro/related-events',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/related-events">
      <SectionTitle attributes={a} />
      <SampleCards avatar={false} columns={Math.min(3, Number(a.limit) || 3)} items={[['UX Research Day', 'April 2, 2027'], ['Type & Layout Summit', 'May 20, 2027'], ['Design Systems Meetup', 'June 8, 2027']]} />
    </DynamicPreview>
  ),
  save: saveNothing,
};
