import { DynamicPreview, SampleRows, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The programme: schedules and their slots. */
export const eventSchedule: TemplateBlockDefinition = {
  name: 'eventin-pro/event-schedule',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/event-schedule">
      <SectionTitle attributes={attributes} />
      <SampleRows
        rows={[
          { label: '09:00 – 09:30', value: 'Registration and coffee' },
          { label: '09:30 – 10:30', value: 'Keynote: Designing for trust' },
          { label: '11:00 – 12:30', value: 'Workshop: Research at speed' },
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
