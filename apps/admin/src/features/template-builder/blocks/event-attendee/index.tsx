import { DynamicPreview, SampleCards, SectionTitle } from '../shared/DynamicPreview';
import { sample } from '../shared/previewValues';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Who is coming (attendees of completed bookings). */
export const eventAttendee: TemplateBlockDefinition = {
  name: 'eventin-pro/event-attendee',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-attendee">
      <SectionTitle attributes={a} />
      <SampleCards
        columns={4}
        avatar={a.showAvatar !== false}
        items={[
          [sample('attendee_name'), a.showEmail ? sample('attendee_email') : ''],
          ['Priya Nair', a.showEmail ? 'priya@example.com' : ''],
          ['Tom Becker', a.showEmail ? 'tom@example.com' : ''],
          ['Ana Silva', a.showEmail ? 'ana@example.com' : ''],
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
